import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Voucher } from '@tripsetu/domain/gateway-contract.ts';
import { gatewayResult } from '../../../lib/gateway.ts';

export type { Voucher };

export function voucherQuery(txid: string) {
  return queryOptions({
    queryKey: ['package-voucher', txid],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<Voucher>('MP003', 'getpackagevoucher', { txid }, signal);
      if (!answer.Result) throw new Error('Booking not found');
      return answer.Result;
    },
    retry: false,
  });
}

export const useVoucher = (txid: string) => useQuery(voucherQuery(txid));
