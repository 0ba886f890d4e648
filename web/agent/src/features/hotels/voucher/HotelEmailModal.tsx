import { Alert, Button, Group, Radio, Stack } from '@mantine/core';
import { validateEmailId } from '@tripsetu/domain/agency.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { type FormEvent, useState } from 'react';
import { RecipientField } from '../../../components/RecipientField.tsx';
import { t } from '../../../i18n/i18n.ts';
import { failureMessage, fieldErrors } from '../../../lib/api.ts';
import { useEmailHotelDocument } from '../api/email-hotel-document.ts';
import type { HotelDocument } from '../api/get-hotel-booking.ts';

/**
 * E-mails the voucher or the bill as a PDF; the address starts as the booking's contact and the document as the
 * one on screen. The server's refusal of the address shows on the field; any other refusal (too many e-mails,
 * the mail service down) above the buttons.
 */
export function HotelEmailModal({
  id,
  initialTo,
  initialDocument,
  onClose,
}: {
  id: number;
  initialTo: string;
  initialDocument: HotelDocument;
  onClose: () => void;
}) {
  const [to, setTo] = useState(initialTo);
  const [document, setDocument] = useState<HotelDocument>(initialDocument);
  const [error, setError] = useState<string | undefined>();
  const email = useEmailHotelDocument(id);
  const failed = email.isError && !fieldErrors(email.error).to;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmailId(to);
    setError(problem ?? undefined);
    if (problem) return;
    email.mutate({ to: to.trim(), document }, { onError: (refused) => setError(fieldErrors(refused).to) });
  };
  const edited = () => {
    setError(undefined);
    if (email.isSuccess || email.isError) email.reset();
  };
  return (
    <AppModal opened onClose={onClose} title={t('hotelBooking.emailTitle')} showFooter={false}>
      <form onSubmit={submit} noValidate aria-label={t('hotelBooking.emailTitle')}>
        <Stack gap="md">
          <RecipientField label={t('hotelBooking.emailTo')} value={to} error={error} onChange={setTo} onEdit={edited} />
          <Radio.Group
            label={t('hotelBooking.emailDocument')}
            value={document}
            onChange={(value) => {
              setDocument(value as HotelDocument);
              edited();
            }}
          >
            <Group gap="lg" mt="xs">
              <Radio value="voucher" label={t('hotelBooking.tab.voucher')} />
              <Radio value="bill" label={t('hotelBooking.tab.bill')} />
            </Group>
          </Radio.Group>
          {email.isSuccess && (
            <Alert color="green" role="status">
              {email.data.message || BOOKING_MSG.emailSent}
            </Alert>
          )}
          {failed && (
            <Alert color="red" role="alert">
              {failureMessage(email.error, BOOKING_MSG.emailFailed)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('hotelBooking.close')}
            </Button>
            <Button type="submit" loading={email.isPending}>
              {t('hotelBooking.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
