import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HotelPaxCalendar } from '@tripsetu/domain/hotel-booking-api.ts';
import { api } from '../../../lib/api.ts';
import { HOTEL_BOOKINGS_KEY } from './get-hotel-booking.ts';

/** GET /hotels/pax-calendar?month=YYYY-MM: the month's guests by the day they check in. */
export const useHotelPaxCalendar = (month: string) =>
  useQuery({
    queryKey: [...HOTEL_BOOKINGS_KEY, 'pax-calendar', month],
    queryFn: ({ signal }) => api<HotelPaxCalendar>('/hotels/pax-calendar', { signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
