import { Alert, Anchor, Button, Group, Loader, Stack, Text, Textarea } from '@mantine/core';
import {
  SERVICE_DETAILS_MAX,
  type ServiceRequestErrors,
  type ServiceRequestInput,
  validateServiceRequest,
} from '@tripsetu/domain/service-requests.ts';
import { SelectField } from '@tripsetu/ui/SelectField';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useBookingsForServices } from '../api/bookings-for-services.ts';
import { useRaiseServiceRequest } from '../api/raise-service-request.ts';
import { bookingsForServices, refusedFields, SERVICE_OPTIONS } from '../service-form.ts';

const EMPTY: ServiceRequestInput = { txid: '', service: '', details: '' };

/** Ask for a special service: which booking, which service, the details the airline needs. */
export function ServiceRequestForm({ txid, onRaised }: { txid: string; onRaised: (message: string) => void }) {
  const bookings = useBookingsForServices(true);
  const raise = useRaiseServiceRequest();
  const [values, setValues] = useState<ServiceRequestInput>({ ...EMPTY, txid });
  const [errors, setErrors] = useState<ServiceRequestErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: keyof ServiceRequestInput) => (value: string) => {
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
  const options = bookingsForServices(bookings.data);
  if (options.length === 0) {
    return (
      <Text>
        Special services are asked for on a confirmed booking whose flight has not left, and you have none.{' '}
        <Anchor component={Link} to="/flight">
          Search flights
        </Anchor>
      </Text>
    );
  }
  // A booking named in the address that is not among the traveller's is left for them to choose.
  const booking = options.some((option) => option.value === values.txid) ? values.txid : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const input = { ...values, txid: booking };
    const problems = validateServiceRequest(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await raise.mutateAsync(input);
      setValues({ ...EMPTY, txid: booking });
      onRaised('sent');
    } catch (refused) {
      const fields = refusedFields(refused);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure((refused as Error).message);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="service-form-heading">
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
          label="Service you need"
          required
          value={values.service}
          onChange={set('service')}
          placeholder="Choose a service"
          data={SERVICE_OPTIONS}
          error={errors.service}
        />
        <Textarea
          label="Details"
          withAsterisk
          aria-required
          description={`Who it is for, sizes and weights, medical details. ${values.details.trim().length} of ${SERVICE_DETAILS_MAX} characters`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          value={values.details}
          onChange={(event) => set('details')(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          error={errors.details}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={raise.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
