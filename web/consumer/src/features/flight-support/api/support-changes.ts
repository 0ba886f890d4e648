import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { SupportRequestInput, TravellerSupportThread } from '@tripsetu/domain/traveller-support.ts';
import { gatewayResult } from '../../../lib/gateway.ts';
import { SUPPORT_QUERY_KEY, supportThreadKey } from './support-requests.ts';

/** Each change answers the whole thread: it is shown at once, and the list refreshed. */
function useThreadChange<T>(change: (input: T) => Promise<TravellerSupportThread>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (thread) => {
      queryClient.setQueryData(supportThreadKey(thread.reference), thread);
      void queryClient.invalidateQueries({ queryKey: [...SUPPORT_QUERY_KEY, 'list'] });
    },
  });
}

const threadOf = async (actioncode: string, fields: Record<string, string>) =>
  (await gatewayResult<TravellerSupportThread>(FLIGHT_BOOKING_OPID, actioncode, fields))
    .Result as TravellerSupportThread;

/** MF001 raisesupportrequest: a new request with its first message. */
export const useRaiseSupportRequest = () =>
  useThreadChange((input: SupportRequestInput) => threadOf('raisesupportrequest', { ...input }));

/** MF001 replysupportrequest: the traveller's message in the thread. */
export const useReplyToSupportRequest = (requestId: string) =>
  useThreadChange((message: string) => threadOf('replysupportrequest', { requestid: requestId, message }));

/** MF001 closesupportrequest: the traveller is done with the request. */
export const useCloseSupportRequest = (requestId: string) =>
  useThreadChange((_: undefined) => threadOf('closesupportrequest', { requestid: requestId }));
