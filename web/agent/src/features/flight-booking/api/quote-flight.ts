import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightQuote, QuoteBody } from '@tripsetu/domain/flight-booking-api.ts';
import { api } from '../../../lib/api.ts';

/** Every query of flight bookings starts with this, so one invalidation refreshes them all. */
export const FLIGHT_BOOKINGS_KEY = ['flight-bookings'] as const;

export function flightQuoteQuery(body: QuoteBody) {
  return queryOptions({
    queryKey: [...FLIGHT_BOOKINGS_KEY, 'quote', body],
    queryFn: ({ signal }) => api<FlightQuote>('/flights/quote', { method: 'POST', json: body, signal }),
    // A quote is the price right now: asked again on every visit, never reused from an earlier one.
    staleTime: 0,
    gcTime: 0,
    // A fare gone (409) or a search refused (422) answers the same on a second try.
    retry: false,
  });
}

/** POST /flights/quote: the picked fares priced again, why the price moved, seat maps and extras. */
export const useFlightQuote = (body: QuoteBody) => useQuery(flightQuoteQuery(body));
