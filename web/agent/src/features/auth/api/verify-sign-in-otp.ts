import { useMutation } from '@tanstack/react-query';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export interface VerifyOtpBody {
  otpToken: string;
  otp: string;
}

/** POST /auth/otp/verify: the OTP sent for the token → the session (and its cookie). */
export function verifySignInOtp(body: VerifyOtpBody): Promise<SessionState> {
  return api<SessionState>('/auth/otp/verify', { json: body, anonymous: true });
}

export const useVerifySignInOtp = () => useMutation({ mutationFn: verifySignInOtp });
