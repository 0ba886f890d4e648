import { useMutation } from '@tanstack/react-query';
import type { SentBookingCode } from '../../../lib/booking-code.ts';
import { gatewayResult } from '../../../lib/gateway.ts';

export type { SentBookingCode };

/** MP003 sendbookingcode: a 6-digit code to the booking's mobile and e-mail (decision 016). */
export async function sendBookingCode(txid: string): Promise<SentBookingCode> {
  const answer = await gatewayResult<never>('MP003', 'sendbookingcode', { txid });
  return { token: answer.ApiStatus.TransactionStatus ?? '', message: answer.ApiStatus.Message };
}

export const useSendBookingCode = () => useMutation({ mutationFn: sendBookingCode });
