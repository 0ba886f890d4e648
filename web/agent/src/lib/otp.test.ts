import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { otpDigits } from '@tripsetu/domain/otp.ts';
import { describe, expect, it } from 'vitest';
import { validateOtp } from './otp.ts';

describe('OTP entry', () => {
  it('keeps the digits of a pasted code, at most six', () => {
    expect(otpDigits(' 123 456 ')).toBe('123456');
    expect(otpDigits('1234567')).toBe('123456');
    expect(otpDigits('12a4')).toBe('124');
  });

  it('asks for exactly six digits', () => {
    expect(validateOtp('123456')).toBeNull();
    expect(validateOtp('12345')).toBe(AGENT_MSG_DECIDED.otpRequired);
    expect(validateOtp('12345a')).toBe(AGENT_MSG_DECIDED.otpRequired);
    expect(validateOtp('')).toBe(AGENT_MSG_DECIDED.otpRequired);
  });
});
