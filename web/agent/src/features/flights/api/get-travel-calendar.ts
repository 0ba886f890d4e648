import { queryOptions, useQueries } from '@tanstack/react-query';
import type { TravelCalendar } from '@tripsetu/domain/flight-api.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHTS_KEY } from './get-airports.ts';

export interface CalendarRequest {
  from: string;
  to: string;
  /** YYYY-MM */
  month: string;
  cabin: Cabin;
}

export function travelCalendarQuery(request: CalendarRequest) {
  return queryOptions({
    queryKey: [...FLIGHTS_KEY, 'calendar', request],
    queryFn: ({ signal }) => api<TravelCalendar>('/flights/calendar', { query: { ...request }, signal }),
    staleTime: 10 * 60 * 1000,
  });
}

/** GET /flights/calendar for each month the strip shows (a week can span two). */
export const useTravelCalendars = (requests: CalendarRequest[]) =>
  useQueries({ queries: requests.map((request) => travelCalendarQuery(request)) });
