import { useMutation } from '@tanstack/react-query';
import { gatewayResult } from '../../../lib/gateway.ts';

export interface SentBookingCode {
  /** Confirms the code (verifybookingcode's prooftoken). */
  token: string;
  /** Where the code went, masked, as the server says it. */
  message: string;
}

/** MP003 sendbookingcode: a 6-digit code to the booking's mobile and e-mail (decision 016). */
export async function sendBookingCode(txid: string): Promise<SentBookingCode> {
  const answer = await gatewayResult<never>('MP003', 'sendbookingcode', { txid });
  return { token: answer.ApiStatus.TransactionStatus ?? '', message: answer.ApiStatus.Message };
}

export const useSendBookingCode = () => useMutation({ mutationFn: sendBookingCode });
