import { Alert, Button, FileInput, Group, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { CANCELLATION_REQUEST_MSG, REQUEST_REMARKS_MAX } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { CANCELLATION_REQUEST_REASONS, type CancellationRequestReason } from '@tripsetu/domain/flight-cancellation.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { type RequestFormValues, useRaiseRequest } from '../api/cancellation-requests.ts';
import { CancelChoiceFields } from './CancelChoiceFields.tsx';

const REASONS = Object.entries(CANCELLATION_REQUEST_REASONS) as [CancellationRequestReason, string][];

/**
 * Ask the back office for a cancellation the fare's rules cannot price (issue 21, decision 023): a
 * no-show, a flight the airline cancelled or moved, a medical emergency with the doctor's certificate.
 */
export function RequestCancellationModal({
  booking,
  onClose,
  onDone,
}: {
  booking: FlightBooking;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [values, setValues] = useState<RequestFormValues>({
    reason: '',
    travellers: booking.travellers.map((traveller) => traveller.index),
    journeys: booking.legs.map((_, index) => index),
    remarks: '',
    document: null,
  });
  const raising = useRaiseRequest();
  const fields = raising.error instanceof ApiFailure ? raising.error.fields : {};
  const set = (change: Partial<RequestFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    raising.reset();
  };
  const send = () =>
    raising.mutate({ id: booking.id, values }, { onSuccess: () => onDone(CANCELLATION_REQUEST_MSG.raised) });
  const general =
    raising.error && Object.keys(fields).length === 0
      ? failureMessage(raising.error, t('cancellationRequest.failed'))
      : null;

  return (
    <AppModal
      opened
      onClose={onClose}
      title={t('cancellationRequest.title')}
      size="lg"
      closeLabel={t('cancellation.close')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('cancellationRequest.intro')}</Text>
          <NativeSelect
            label={t('cancellationRequest.reason')}
            required
            value={values.reason}
            error={fields.reason}
            data={[
              { value: '', label: t('cancellationRequest.choose') },
              ...REASONS.map(([value, label]) => ({ value, label })),
            ]}
            onChange={(event) => set({ reason: event.currentTarget.value as RequestFormValues['reason'] })}
          />
          <CancelChoiceFields
            booking={booking}
            travellers={values.travellers}
            legs={values.journeys}
            onChange={(next) => set({ travellers: next.travellers, journeys: next.legs })}
          />
          {(fields.travellers || fields.journeys) && (
            <Text size="sm" c="red.8" role="alert">
              {fields.travellers ?? fields.journeys}
            </Text>
          )}
          <Textarea
            label={t('cancellationRequest.remarks')}
            required
            autosize
            minRows={3}
            maxLength={REQUEST_REMARKS_MAX}
            value={values.remarks}
            error={fields.remarks}
            onChange={(event) => set({ remarks: event.currentTarget.value })}
          />
          <FileInput
            label={t('cancellationRequest.document')}
            description={t('cancellationRequest.documentHint')}
            required={values.reason === 'MEDICAL'}
            accept=".pdf,.jpg,.jpeg,.png,.docx"
            clearable
            clearButtonProps={{ 'aria-label': t('cancellationRequest.removeDocument') }}
            value={values.document}
            error={fields.document}
            onChange={(file) => set({ document: file })}
          />
          {general && (
            <Alert color="red" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('cancellation.close')}
            </Button>
            <Button type="submit" loading={raising.isPending}>
              {t('cancellationRequest.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
