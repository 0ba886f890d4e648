import { useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@tripsetu/domain/agent-api-wire.ts';
import type { BookingList, BookingProductCode } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';

/** Manage Bookings' filters as the query string carries them (only those set). */
export type BookingFilters = Record<
  'q' | 'status' | 'bookedFrom' | 'bookedTo' | 'travelFrom' | 'travelTo' | 'page',
  string
>;

const queryOf = (filters: Partial<BookingFilters>) =>
  Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));

/**
 * GET /bookings?product=…: one page of the agency's bookings of one product. The last page stays on screen
 * while the next loads, but only within the product: a Buses tab never shows the flights' rows meanwhile.
 */
export const useBookingList = (product: BookingProductCode, filters: Partial<BookingFilters>) =>
  useQuery({
    queryKey: ['bookings', 'list', product, queryOf(filters)],
    queryFn: ({ signal }) => api<BookingList>('/bookings', { query: { product, ...queryOf(filters) }, signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === product ? previous : undefined),
  });

/** GET /bookings.xlsx with the same product and filters: every page, as a workbook. */
export const excelHref = (product: BookingProductCode, filters: Partial<BookingFilters>) => {
  const { page: _page, ...rest } = queryOf(filters);
  return `${API_PREFIX}/bookings.xlsx?${new URLSearchParams({ product, ...rest })}`;
};
