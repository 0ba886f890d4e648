import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { BookingCodeStep } from '../../../components/BookingCodeStep.tsx';
import { normaliseTxid, type SentBookingCode } from '../../../lib/booking-code.ts';
import { sendBookingCode, useSendBookingCode } from '../api/send-booking-code.ts';
import { verifyBookingCode } from '../api/verify-booking-code.ts';
import { type BookingProof, validateReference } from '../booking-proof.ts';

/**
 * A visitor finds a booking in two steps (decision 016): its reference, then the 6-digit code sent to
 * the mobile and e-mail it was booked with. The voucher is public, so nothing it prints is proof.
 */
export function FindBookingForm({ onFound }: { onFound: (booking: MyBooking, proof: BookingProof) => void }) {
  const [txid, setTxid] = useState('');
  const [sent, setSent] = useState<SentBookingCode | null>(null);
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="find-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="find-heading">
          Find your booking
        </Title>
        {sent ? (
          <BookingCodeStep
            txid={txid}
            sent={sent}
            title="Manage booking"
            backLabel="Use another reference"
            submitLabel="Verify and find booking"
            onBack={() => setSent(null)}
            resend={() => sendBookingCode(txid)}
            onResent={setSent}
            verify={async (token, code) => {
              const verified = await verifyBookingCode({ token, code });
              onFound(verified.booking, { bookingproof: verified.bookingproof });
            }}
          />
        ) : (
          <ReferenceStep txid={txid} onTxid={setTxid} onSent={setSent} />
        )}
      </Stack>
    </Card>
  );
}

function ReferenceStep(props: {
  txid: string;
  onTxid: (txid: string) => void;
  onSent: (sent: SentBookingCode) => void;
}) {
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendBookingCode();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReference(props.txid);
    setError(invalid);
    if (invalid) return;
    setFailure(null);
    try {
      const txid = normaliseTxid(props.txid);
      props.onTxid(txid);
      props.onSent(await send.mutateAsync(txid));
    } catch (caught) {
      setFailure((caught as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">We will send a 6-digit code to the mobile number and e-mail the booking was made with.</Text>
        {failure && (
          <Alert color="red" title="Manage booking" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label="Booking reference"
          value={props.txid}
          onChange={(value) => {
            setError(undefined);
            props.onTxid(value);
          }}
          required
          autoComplete="off"
          placeholder="TSH…"
          error={error}
          classNames={{ input: 'mono' }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
