import { TextInput } from '@mantine/core';
import { useId } from 'react';
import { OTP_LENGTH, otpDigits } from './otp.ts';

interface OtpFieldProps {
  label: string;
  value: string;
  onChange: (otp: string) => void;
  error?: string;
  description?: string;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * A 6-digit one-time password: digits only, the phone's number pad, and the SMS code offered by the
 * keyboard. Always required, so the label carries no asterisk.
 */
export function OtpField({ label, value, onChange, error, description, disabled, autoFocus }: OtpFieldProps) {
  const id = useId();
  return (
    <TextInput
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(otpDigits(event.currentTarget.value))}
      aria-required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      error={error}
      description={description}
      disabled={disabled}
      autoFocus={autoFocus}
      classNames={{ input: 'otp-input' }}
    />
  );
}
