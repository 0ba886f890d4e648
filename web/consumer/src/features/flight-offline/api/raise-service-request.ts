import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { ServiceRequestInput, TravellerServiceRequest } from '@tripsetu/domain/service-requests.ts';
import { gatewayResult } from '../../../lib/gateway.ts';
import { SERVICE_REQUESTS_KEY } from './service-requests.ts';

/** MF001 raiseservicerequest: a new request on one of the traveller's bookings; the list is refreshed. */
export function useRaiseServiceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ServiceRequestInput) =>
      (await gatewayResult<TravellerServiceRequest>(FLIGHT_BOOKING_OPID, 'raiseservicerequest', { ...input }))
        .Result as TravellerServiceRequest,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: SERVICE_REQUESTS_KEY }),
  });
}
