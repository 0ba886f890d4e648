import { useQuery } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { HoldQueueEntry, PassengerCalendar } from '@tripsetu/domain/gateway-flight-trips.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';

/** MF001 holdqueues: the signed-in traveller's flight bookings waiting for payment, soonest deadline first. */
export const useHoldQueue = (agentId: string) =>
  useQuery({
    queryKey: [SIGNED_IN_QUERY_KEY, 'flight-hold-queue', agentId],
    queryFn: async ({ signal }) =>
      (await gatewayResult<HoldQueueEntry[]>(FLIGHT_BOOKING_OPID, 'holdqueues', {}, signal)).Result ?? [],
    retry: false,
  });

/** MF001 passengercalendar: the signed-in traveller's journeys departing in a month (YYYY-MM), by day. */
export const usePassengerCalendar = (agentId: string, month: string) =>
  useQuery({
    queryKey: [SIGNED_IN_QUERY_KEY, 'flight-passenger-calendar', agentId, month],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<PassengerCalendar>(
        FLIGHT_BOOKING_OPID,
        'passengercalendar',
        { month },
        signal,
      );
      if (!answer.Result) throw new GatewayError(answer.ApiStatus.Message);
      return answer.Result;
    },
    retry: false,
    placeholderData: (previous) => previous,
  });
