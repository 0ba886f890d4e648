import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

export const flightBookingKey = (id: number | string) => [...FLIGHT_BOOKINGS_KEY, 'booking', String(id)] as const;

export function flightBookingQuery(id: number | string) {
  return queryOptions({
    queryKey: flightBookingKey(id),
    queryFn: ({ signal }) => api<FlightBooking>(`/flights/bookings/${encodeURIComponent(String(id))}`, { signal }),
    // A missing booking (404) stays missing.
    retry: false,
  });
}

/** GET /flights/bookings/:id: the ticket page's booking. */
export const useFlightBooking = (id: string) => useQuery(flightBookingQuery(id));
