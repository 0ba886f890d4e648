import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HoldQueueEntry } from '@tripsetu/domain/flight-booking-api.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

export function holdQueueQuery() {
  return queryOptions({
    queryKey: [...FLIGHT_BOOKINGS_KEY, 'hold-queue'],
    queryFn: ({ signal }) => api<{ holds: HoldQueueEntry[] }>('/flights/hold-queue', { signal }),
  });
}

/** GET /flights/hold-queue (Flight Hold Queues): holds and their time limits, soonest first. */
export const useHoldQueue = () => useQuery({ ...holdQueueQuery(), select: (answer) => answer.holds });
