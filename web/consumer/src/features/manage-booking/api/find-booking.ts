import { useMutation } from '@tanstack/react-query';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { gatewayResult } from '../../../lib/gateway.ts';
import type { BookingProof } from '../booking-proof.ts';

/** MP003 findbooking: a visitor's booking by its reference and the mobile or e-mail it was made with. */
export async function findBooking({ txid, proof }: { txid: string; proof: BookingProof }): Promise<MyBooking> {
  const answer = await gatewayResult<MyBooking>('MP003', 'findbooking', { txid, ...proof });
  if (!answer.Result) throw new Error(answer.ApiStatus.Message || 'Booking not found');
  return answer.Result;
}

export const useFindBooking = () => useMutation({ mutationFn: findBooking });
