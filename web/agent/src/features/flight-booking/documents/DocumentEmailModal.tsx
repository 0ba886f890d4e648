import { Alert, Button, Group, Stack } from '@mantine/core';
import { validateEmailId } from '@tripsetu/domain/agency.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { FlightDocumentKind } from '@tripsetu/domain/flight-booking-api.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { RecipientField } from '../../../components/RecipientField.tsx';
import { t } from '../../../i18n/i18n.ts';
import { fieldErrors } from '../../../lib/api.ts';
import { useEmailDocument } from './api/booking-documents.ts';

/** E-mails a document as PDF; the address starts as the booking's contact. */
export function DocumentEmailModal({
  id,
  document,
  showFare,
  initialTo,
  onClose,
}: {
  id: string;
  document: FlightDocumentKind;
  showFare: boolean;
  /** The booking's contact: who the document is usually for. */
  initialTo: string;
  onClose: () => void;
}) {
  const [to, setTo] = useState(initialTo);
  const [error, setError] = useState<string | undefined>();
  const email = useEmailDocument(id);
  const failed = email.isError && !fieldErrors(email.error).to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailId(to);
    setError(problem ?? undefined);
    if (problem) return;
    email.mutate({ to: to.trim(), document, showFare }, { onError: (refused) => setError(fieldErrors(refused).to) });
  };
  const title = t('flightDocs.emailTitle', { document: t(`flightDocs.${document}`) });
  return (
    <AppModal opened onClose={onClose} title={title} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <RecipientField
            label={t('flightDocs.emailTo')}
            value={to}
            error={error}
            onChange={setTo}
            onEdit={() => {
              setError(undefined);
              if (email.isSuccess || email.isError) email.reset();
            }}
          />
          {email.isSuccess && (
            <Alert color="green" role="status">
              {BOOKING_MSG.emailSent}
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {BOOKING_MSG.emailFailed}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('flightDocs.cancel')}
            </Button>
            <Button type="submit" loading={email.isPending}>
              {t('flightDocs.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
