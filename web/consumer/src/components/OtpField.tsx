import { Anchor, Text } from '@mantine/core';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { isOtp } from '@tripsetu/domain/otp.ts';
import { OtpField as SharedOtpField } from '@tripsetu/ui/OtpField';
import { isDemoOutbox } from '../lib/app-init.ts';

export const OTP_INVALID = MSG_DECIDED.otpRequired;
export const DEV_OUTBOX_PATH = '/api/dev/outbox';

export function validateOtp(otp: string): string | null {
  return isOtp(otp) ? null : OTP_INVALID;
}

/** The site's OTP field (packages/ui), with the demo's hint: the OTP lands in the dev outbox, not on a phone. */
export function OtpField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (otp: string) => void;
  error?: string;
}) {
  const hint = isDemoOutbox() ? (
    <Text size="xs" c="dimmed" mt={6}>
      Demo: read your OTP at{' '}
      <Anchor href={DEV_OUTBOX_PATH} target="_blank" rel="noreferrer" size="xs" underline="always">
        {DEV_OUTBOX_PATH}
      </Anchor>
    </Text>
  ) : undefined;
  return (
    <SharedOtpField
      label="OTP"
      value={value}
      onChange={onChange}
      error={error}
      hint={hint}
      withAsterisk
      modalAutofocus
    />
  );
}
