import { useMutation } from '@tanstack/react-query';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { gatewayResult } from '../../../lib/gateway.ts';

/** MP003 verifybookingcode: the booking, and the proof that finds, quotes and cancels it for 30 minutes. */
export async function verifyBookingCode(input: {
  token: string;
  code: string;
}): Promise<{ booking: MyBooking; bookingproof: string }> {
  const answer = await gatewayResult<{ booking: MyBooking; bookingproof: string }>('MP003', 'verifybookingcode', {
    prooftoken: input.token,
    otp: input.code,
  });
  if (!answer.Result) throw new Error(answer.ApiStatus.Message || 'Booking not found');
  return answer.Result;
}

export const useVerifyBookingCode = () => useMutation({ mutationFn: verifyBookingCode });
