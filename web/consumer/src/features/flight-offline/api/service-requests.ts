import { useQuery } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { TravellerServiceRequest } from '@tripsetu/domain/service-requests.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { gatewayResult } from '../../../lib/gateway.ts';

export const SERVICE_REQUESTS_KEY = [SIGNED_IN_QUERY_KEY, 'flight-service-requests'] as const;

/** MF001 servicerequests: the signed-in traveller's special-service requests and their answers, newest first. */
export const useServiceRequests = (enabled: boolean) =>
  useQuery({
    queryKey: SERVICE_REQUESTS_KEY,
    queryFn: async ({ signal }) =>
      (await gatewayResult<TravellerServiceRequest[]>(FLIGHT_BOOKING_OPID, 'servicerequests', {}, signal)).Result ?? [],
    enabled,
    retry: false,
  });
