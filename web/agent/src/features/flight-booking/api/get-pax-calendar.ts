import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaxCalendar } from '@tripsetu/domain/pax-calendar.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

/** GET /flights/pax-calendar?month=YYYY-MM: the month's travellers by departure day. */
export const usePaxCalendar = (month: string) =>
  useQuery({
    queryKey: [...FLIGHT_BOOKINGS_KEY, 'pax-calendar', month],
    queryFn: ({ signal }) => api<PaxCalendar>('/flights/pax-calendar', { signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
