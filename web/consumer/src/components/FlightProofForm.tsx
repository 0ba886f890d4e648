import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { FLIGHT_PROOF_MSG, proofContact } from '@tripsetu/domain/gateway-flight-trips.ts';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { normaliseTxid, type SentBookingCode } from '../lib/booking-code.ts';
import { sendFlightBookingCode, verifyFlightBookingCode } from '../lib/flight-booking-proof.ts';
import { BookingCodeStep } from './BookingCodeStep.tsx';

/**
 * A visitor proves a flight booking (decision 029): its booking ID and the mobile number or e-mail it was
 * booked with, then the 6-digit code sent there. The proof is kept for the tab; `onProven` names the booking.
 */
export function FlightProofForm({
  initialTxid = '',
  onProven,
}: {
  initialTxid?: string;
  onProven: (txid: string) => void;
}) {
  const [txid, setTxid] = useState(initialTxid);
  const [contact, setContact] = useState('');
  const [sent, setSent] = useState<SentBookingCode | null>(null);
  if (sent) {
    return (
      <BookingCodeStep
        txid={txid}
        sent={sent}
        title="Find your flight booking"
        backLabel="Use another booking ID or contact"
        submitLabel="Verify and open booking"
        onBack={() => setSent(null)}
        resend={() => sendFlightBookingCode(txid, contact)}
        onResent={setSent}
        verify={async (token, code) => {
          const verified = await verifyFlightBookingCode(token, code);
          onProven(verified.txid);
        }}
      />
    );
  }
  return <ContactStep txid={txid} contact={contact} onTxid={setTxid} onContact={setContact} onSent={setSent} />;
}

function ContactStep(props: {
  txid: string;
  contact: string;
  onTxid: (txid: string) => void;
  onContact: (contact: string) => void;
  onSent: (sent: SentBookingCode) => void;
}) {
  const [errors, setErrors] = useState<{ txid?: string; contact?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const txid = normaliseTxid(props.txid);
    const contactError =
      props.contact.trim() === ''
        ? FLIGHT_PROOF_MSG.contactRequired
        : proofContact(props.contact)
          ? undefined
          : FLIGHT_PROOF_MSG.contactInvalid;
    const invalid: { txid?: string; contact?: string } = {
      txid: txid === '' ? FLIGHT_PROOF_MSG.txidRequired : undefined,
      contact: contactError,
    };
    setErrors(invalid);
    if (invalid.txid || invalid.contact) return;
    setFailure(null);
    setPending(true);
    try {
      props.onTxid(txid);
      props.onSent(await sendFlightBookingCode(txid, props.contact));
    } catch (caught) {
      setFailure((caught as Error).message);
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">
          We will send a 6-digit code to the mobile number or e-mail you enter, if the booking was made with it.
        </Text>
        {failure && (
          <Alert color="red" title="Find your flight booking" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label="Booking ID"
          value={props.txid}
          onChange={(value) => {
            setErrors((current) => ({ ...current, txid: undefined }));
            props.onTxid(value);
          }}
          required
          autoComplete="off"
          placeholder="TSF…"
          error={errors.txid}
          classNames={{ input: 'mono' }}
        />
        <TextField
          label="Mobile number or e-mail"
          description="The one you gave when booking"
          value={props.contact}
          onChange={(value) => {
            setErrors((current) => ({ ...current, contact: undefined }));
            props.onContact(value);
          }}
          required
          autoComplete="email"
          error={errors.contact}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending}>
            Send code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
