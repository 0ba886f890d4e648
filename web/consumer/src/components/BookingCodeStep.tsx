import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type SentBookingCode, validateCode } from '../lib/booking-code.ts';
import { OtpField } from './OtpField.tsx';

/**
 * The second step of proving a booking (decisions 016 and 029), for packages and flights alike: where the
 * code went, the 6-digit field, "Send a new code", the way back to the first step, and the check.
 */
export function BookingCodeStep(props: {
  txid: string;
  sent: SentBookingCode;
  /** The alert's title when something is refused. */
  title: string;
  backLabel: string;
  submitLabel: string;
  onBack: () => void;
  resend: () => Promise<SentBookingCode>;
  onResent: (sent: SentBookingCode) => void;
  /** Confirms the code; throws with the server's message. */
  verify: (token: string, code: string) => Promise<void>;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<'verify' | 'resend' | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateCode(code);
    setError(invalid);
    if (invalid) return;
    setFailure(null);
    setPending('verify');
    try {
      await props.verify(props.sent.token, code);
    } catch (caught) {
      setFailure((caught as Error).message);
    } finally {
      setPending(null);
    }
  };

  const sendAgain = async () => {
    setFailure(null);
    setCode('');
    setPending('resend');
    try {
      props.onResent(await props.resend());
    } catch (caught) {
      setFailure((caught as Error).message);
    } finally {
      setPending(null);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" role="status">
          {props.sent.message}
        </Text>
        <Text size="sm" c="dimmed">
          Booking reference <span className="mono">{props.txid}</span>
        </Text>
        {failure && (
          <Alert color="red" title={props.title} role="alert">
            {failure}
          </Alert>
        )}
        <OtpField
          value={code}
          onChange={(value) => {
            setError(undefined);
            setCode(value);
          }}
          error={error}
        />
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="md">
            <Anchor component="button" type="button" size="sm" onClick={props.onBack}>
              {props.backLabel}
            </Anchor>
            <Anchor component="button" type="button" size="sm" onClick={sendAgain} disabled={pending === 'resend'}>
              Send a new code
            </Anchor>
          </Group>
          <Button type="submit" loading={pending === 'verify'}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
