import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@tripsetu/domain/agent-api-wire.ts';
import type { BookingList } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';

/** Manage Bookings' filters as the query string carries them (only those set). */
export type BookingFilters = Record<
  'q' | 'status' | 'bookedFrom' | 'bookedTo' | 'travelFrom' | 'travelTo' | 'page',
  string
>;

const queryOf = (filters: Partial<BookingFilters>) =>
  Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));

/** GET /bookings: one page of the agency's flight bookings; the last page stays on screen while the next loads. */
export const useBookingList = (filters: Partial<BookingFilters>) =>
  useQuery({
    queryKey: ['bookings', 'list', queryOf(filters)],
    queryFn: ({ signal }) =>
      api<BookingList>('/bookings', { query: { product: 'FLIGHT', ...queryOf(filters) }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /bookings.xlsx with the same filters: every page, as a workbook. */
export const excelHref = (filters: Partial<BookingFilters>) => {
  const { page: _page, ...rest } = queryOf(filters);
  return `${API_PREFIX}/bookings.xlsx?${new URLSearchParams({ product: 'FLIGHT', ...rest })}`;
};
