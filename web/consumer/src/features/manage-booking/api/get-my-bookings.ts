import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { gatewayResult } from '../../../lib/gateway.ts';

export type { MyBooking };

/** Newest booking first; ties keep the server's order. */
export function newestFirst(bookings: readonly MyBooking[]): MyBooking[] {
  return [...bookings].sort((a, b) => Date.parse(b.booked_at || '') - Date.parse(a.booked_at || '') || 0);
}

export function myBookingsQuery(agentId: string) {
  return queryOptions({
    queryKey: [SIGNED_IN_QUERY_KEY, 'my-bookings', agentId],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<MyBooking[] | MyBooking>('MP003', 'getmybookings', {}, signal);
      const result = answer.Result;
      return newestFirst(Array.isArray(result) ? result : result ? [result] : []);
    },
    retry: false,
  });
}

/** MP003 getmybookings: the signed-in traveller's package bookings. */
export const useMyBookings = (agentId: string) => useQuery(myBookingsQuery(agentId));
