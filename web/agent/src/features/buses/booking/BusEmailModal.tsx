import { Alert, Button, Checkbox, Group, Stack } from '@mantine/core';
import { validateEmailId } from '@tripsetu/domain/agency.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { RecipientField } from '../../../components/RecipientField.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useEmailBusTicket } from '../api/bus-bookings.ts';

/** E-mails the bus ticket as PDF, with the fare or without it; the address starts as the booking's contact. */
export function BusEmailModal({ id, initialTo, onClose }: { id: number; initialTo: string; onClose: () => void }) {
  const [to, setTo] = useState(initialTo);
  const [showFare, setShowFare] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const email = useEmailBusTicket(id);
  const failed = email.isError && !fieldErrors(email.error).to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailId(to);
    setError(problem ?? undefined);
    if (problem) return;
    email.mutate({ to: to.trim(), showFare }, { onError: (refused) => setError(fieldErrors(refused).to) });
  };
  const edited = () => {
    setError(undefined);
    if (email.isSuccess || email.isError) email.reset();
  };
  return (
    <AppModal opened onClose={onClose} title={t('busBooking.emailTitle')} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('busBooking.emailTitle')}>
        <Stack gap="md">
          <RecipientField label={t('busBooking.emailTo')} value={to} error={error} onChange={setTo} onEdit={edited} />
          <Checkbox
            label={t('busBooking.showFare')}
            checked={showFare}
            onChange={(event) => {
              setShowFare(event.currentTarget.checked);
              edited();
            }}
          />
          {email.isSuccess && (
            <Alert color="green" role="status">
              {BOOKING_MSG.emailSent}
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {failureMessage(email.error, BOOKING_MSG.emailFailed)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('busBooking.close')}
            </Button>
            <Button type="submit" loading={email.isPending}>
              {t('busBooking.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
