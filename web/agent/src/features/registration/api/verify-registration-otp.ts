import { useMutation } from '@tanstack/react-query';
import type { OtpChannel, RegistrationProgress } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export interface VerifyRegistrationBody {
  registrationToken: string;
  channel: OtpChannel;
  otp: string;
}

/** POST /registrations/verify: one channel's OTP → which are verified, and whether the application went in. */
export function verifyRegistrationOtp(body: VerifyRegistrationBody): Promise<RegistrationProgress> {
  return api<RegistrationProgress>('/registrations/verify', { json: body, anonymous: true });
}

export const useVerifyRegistrationOtp = () => useMutation({ mutationFn: verifyRegistrationOtp });
