import { Anchor, Text } from '@mantine/core';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { isDemoOutbox } from '../lib/app-init.ts';

export const OTP_LENGTH = 6;
export const OTP_INVALID = MSG_DECIDED.otpRequired;
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

export function validateOtp(otp: string): string | null {
  return new RegExp(`^\\d{${OTP_LENGTH}}$`).test(otp) ? null : OTP_INVALID;
}

/** A 6-digit one-time password, with the demo's hint: the OTP lands in the dev outbox, not on a phone. */
export function OtpField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (otp: string) => void;
  error?: string;
}) {
  return (
    <div>
      <TextField
        label="OTP"
        value={value}
        onChange={(otp) => onChange(otp.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        error={error}
        data-autofocus
        classNames={{ input: 'otp-input' }}
      />
      {isDemoOutbox() && (
        <Text size="xs" c="dimmed" mt={6}>
          Demo: read your OTP at{' '}
          <Anchor href={DEV_OUTBOX_PATH} target="_blank" rel="noreferrer" size="xs">
            {DEV_OUTBOX_PATH}
          </Anchor>
        </Text>
      )}
    </div>
  );
}
