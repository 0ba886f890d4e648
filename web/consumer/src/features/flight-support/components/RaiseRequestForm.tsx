import { Alert, Anchor, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  type SupportRequestErrors,
  type SupportRequestInput,
  type TravellerSupportThread,
  validateSupportRequest,
} from '@tripsetu/domain/traveller-support.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { TextField } from '@tripsetu/ui/TextField';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useBookingsToAskAbout } from '../api/support-bookings.ts';
import { useRaiseSupportRequest } from '../api/support-changes.ts';
import { bookingOption, CATEGORY_OPTIONS, EMPTY_REQUEST, refusedFields } from '../support-form.ts';

/** Raise a request: which booking, what about, a subject and the message. `txid` preselects a booking. */
export function RaiseRequestForm({
  txid,
  onRaised,
  onCancel,
}: {
  txid: string;
  onRaised: (thread: TravellerSupportThread) => void;
  onCancel: () => void;
}) {
  const bookings = useBookingsToAskAbout(true);
  const raise = useRaiseSupportRequest();
  const [values, setValues] = useState<SupportRequestInput>({ ...EMPTY_REQUEST, txid });
  const [errors, setErrors] = useState<SupportRequestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof SupportRequestInput) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  if (bookings.isPending) {
    return (
      <Group justify="center" py="lg" role="status">
        <Loader size="sm" />
        <Text>Loading your bookings…</Text>
      </Group>
    );
  }
  if (bookings.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{bookings.error.message}</Text>
          <Button size="xs" variant="default" onClick={() => void bookings.refetch()}>
            Retry
          </Button>
        </Stack>
      </Alert>
    );
  }
  const options = bookings.data.map(bookingOption);
  if (options.length === 0) {
    return (
      <Text>
        Requests are about a flight booking, and you have none yet.{' '}
        <Anchor component={Link} to="/flight">
          Search flights
        </Anchor>
      </Text>
    );
  }
  // A booking asked for in the address that is not among the traveller's is left for them to choose.
  const booking = options.some((option) => option.value === values.txid) ? values.txid : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { ...values, txid: booking };
    const problems = validateSupportRequest(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      onRaised(await raise.mutateAsync(input));
    } catch (refused) {
      const fields = refusedFields(refused);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure((refused as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="raise-heading">
      <Stack gap="sm">
        <SelectField
          label="Booking"
          required
          value={booking}
          onChange={set('txid')}
          placeholder="Choose a booking"
          data={options}
          error={errors.txid}
        />
        <SelectField
          label="What is it about?"
          required
          value={values.category}
          onChange={set('category')}
          placeholder="Choose a topic"
          data={CATEGORY_OPTIONS}
          error={errors.category}
        />
        <TextField
          label="Subject"
          required
          value={values.subject}
          onChange={set('subject')}
          maxLength={SUPPORT_SUBJECT_MAX}
          error={errors.subject}
        />
        <Textarea
          label="Message"
          withAsterisk
          aria-required
          description={`${values.message.trim().length} of ${SUPPORT_MESSAGE_MAX} characters`}
          value={values.message}
          onChange={(event) => set('message')(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          error={errors.message}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={raise.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={raise.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
