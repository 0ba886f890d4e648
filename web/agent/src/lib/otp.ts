import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';

export const OTP_LENGTH = 6;

/** Keeps only digits, at most six, as the agent types or pastes. */
export function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function validateOtp(otp: string): string | null {
  return /^\d{6}$/.test(otp) ? null : AGENT_MSG_DECIDED.otpRequired;
}
