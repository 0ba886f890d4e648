import { useMutation } from '@tanstack/react-query';
import type { OtpChannel } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

/** POST /registrations/resend: a fresh OTP to the e-mail or the mobile. */
export function resendRegistrationOtp(body: { registrationToken: string; channel: OtpChannel }) {
  return api<{ message: string }>('/registrations/resend', { json: body, anonymous: true });
}

export const useResendRegistrationOtp = () => useMutation({ mutationFn: resendRegistrationOtp });
