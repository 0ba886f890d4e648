import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { isOtp } from '@tripsetu/domain/otp.ts';

/** The portal's word when the OTP is not six digits. */
export function validateOtp(otp: string): string | null {
  return isOtp(otp) ? null : AGENT_MSG_DECIDED.otpRequired;
}
