/** Both sites' one-time passwords: six digits, sent by SMS or e-mail (DESIGN.md, OTP handling). */
export const OTP_LENGTH = 6;

/** Keeps only digits, at most six, as the user types or pastes ('12 34-56' → '123456'). */
export function otpDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

/** Whether the text is a whole OTP; each site says so in its own words when it is not. */
export function isOtp(value: string): boolean {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value);
}
