import { TextField } from '@tripsetu/ui/TextField';
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

/** A 6-digit one-time password: digits only, the phone's number pad, and the SMS code offered by the keyboard. */
export function OtpField({ label, value, onChange, error, description, disabled, autoFocus }: OtpFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(otp) => onChange(otpDigits(otp))}
      required
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
