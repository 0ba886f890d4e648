import { useQuery } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { TravellerSupportRequest, TravellerSupportThread } from '@tripsetu/domain/traveller-support.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { gatewayResult } from '../../../lib/gateway.ts';

export const SUPPORT_QUERY_KEY = [SIGNED_IN_QUERY_KEY, 'flight-support'] as const;
export const supportThreadKey = (requestId: string) => [...SUPPORT_QUERY_KEY, 'thread', requestId.toUpperCase()];

/** MF001 supportrequests: the signed-in traveller's requests, newest first. */
export const useSupportRequests = (enabled: boolean) =>
  useQuery({
    queryKey: [...SUPPORT_QUERY_KEY, 'list'],
    queryFn: async ({ signal }) =>
      (await gatewayResult<TravellerSupportRequest[]>(FLIGHT_BOOKING_OPID, 'supportrequests', {}, signal)).Result ?? [],
    enabled,
    retry: false,
  });

/** MF001 getsupportrequest: one request and its messages, oldest first. */
export const useSupportThread = (requestId: string, enabled: boolean) =>
  useQuery({
    queryKey: supportThreadKey(requestId),
    queryFn: async ({ signal }) =>
      (
        await gatewayResult<TravellerSupportThread>(
          FLIGHT_BOOKING_OPID,
          'getsupportrequest',
          { requestid: requestId },
          signal,
        )
      ).Result as TravellerSupportThread,
    enabled,
    retry: false,
  });
