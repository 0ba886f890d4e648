import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationQuote } from '@tripsetu/domain/gateway-contract.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { gatewayResult } from '../../../lib/gateway.ts';
import type { BookingProof } from '../booking-proof.ts';
import { cancellationQuoteQuery } from './get-cancellation-quote.ts';

export interface CancellationRequest {
  txid: string;
  reason: string;
  proof: BookingProof;
}

/** MP003 requestcancellation: records the request; the answer is the quote with requested_at set. */
export async function requestCancellation({ txid, reason, proof }: CancellationRequest): Promise<CancellationQuote> {
  const answer = await gatewayResult<CancellationQuote>('MP003', 'requestcancellation', {
    txid,
    reason: reason.trim(),
    ...proof,
  });
  if (!answer.Result) throw new Error(answer.ApiStatus.Message || 'We could not record your request.');
  return answer.Result;
}

export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCancellation,
    onSuccess: (quote, request) => {
      queryClient.setQueryData(cancellationQuoteQuery(request.txid, request.proof).queryKey, quote);
      // My Bookings shows the request from now on.
      void queryClient.invalidateQueries({ queryKey: [SIGNED_IN_QUERY_KEY] });
    },
  });
}
