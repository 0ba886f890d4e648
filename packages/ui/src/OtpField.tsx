import { TextInput } from '@mantine/core';
import { OTP_LENGTH, otpDigits } from '@tripsetu/domain/otp.ts';
import { type ReactNode, useId } from 'react';

export interface OtpFieldProps {
  label: string;
  value: string;
  onChange: (otp: string) => void;
  error?: string;
  /** Under the label: where the code was sent. */
  description?: ReactNode;
  /** Under the field: a hint such as the demo's outbox. */
  hint?: ReactNode;
  /** Shows the required asterisk; without it the field is still announced as required. */
  withAsterisk?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Mantine's modals focus the element marked data-autofocus when they open. */
  modalAutofocus?: boolean;
}

/**
 * A one-time password: digits only (typed or pasted), the phone's number pad, and the code the SMS
 * brought offered by the keyboard (autocomplete one-time-code). Both sites use it.
 */
export function OtpField({
  label,
  value,
  onChange,
  error,
  description,
  hint,
  withAsterisk = false,
  ...rest
}: OtpFieldProps) {
  const id = useId();
  const input = (
    <TextInput
      id={id}
      label={label}
      value={value}
      onChange={(event) => onChange(otpDigits(event.currentTarget.value))}
      withAsterisk={withAsterisk}
      aria-required
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
      error={error}
      description={description}
      disabled={rest.disabled}
      autoFocus={rest.autoFocus}
      data-autofocus={rest.modalAutofocus ? true : undefined}
      classNames={{ input: 'otp-input' }}
    />
  );
  if (!hint) return input;
  return (
    <div>
      {input}
      {hint}
    </div>
  );
}
