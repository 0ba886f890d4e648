import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface OtpSent {
  otpToken: string;
  message: string;
}

/** POST /auth/otp/send: an OTP to the user id's registered mobile (the same answer for an unknown user id). */
export function sendSignInOtp(userId: string): Promise<OtpSent> {
  return api<OtpSent>('/auth/otp/send', { json: { userId }, anonymous: true });
}

export const useSendSignInOtp = () => useMutation({ mutationFn: sendSignInOtp });
