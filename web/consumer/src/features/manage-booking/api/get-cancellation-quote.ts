import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CancellationQuote } from '@tripsetu/domain/gateway-contract.ts';
import { gatewayResult } from '../../../lib/gateway.ts';
import type { BookingProof } from '../booking-proof.ts';

export type { CancellationQuote };

export function cancellationQuoteQuery(txid: string, proof: BookingProof) {
  return queryOptions({
    queryKey: ['cancellation-quote', txid, proof],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<CancellationQuote>(
        'MP003',
        'getcancellationquote',
        { txid, ...proof },
        signal,
      );
      if (!answer.Result) throw new Error(answer.ApiStatus.Message || 'Booking not found');
      return answer.Result;
    },
    retry: false,
    staleTime: 0,
  });
}

/** MP003 getcancellationquote: what cancelling today would refund (§9 slabs, service charge kept). */
export const useCancellationQuote = (txid: string, proof: BookingProof) =>
  useQuery(cancellationQuoteQuery(txid, proof));
