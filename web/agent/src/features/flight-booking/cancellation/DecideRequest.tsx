import { Alert, Button, Card, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import type { CancellationRequestRow, DecisionPreview } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees, paiseToRupees } from '@tripsetu/domain/money.ts';
import { useEffect, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { type DecidedCharges, useDecideRequest, usePreviewDecision } from '../api/cancellation-requests.ts';
import { CancellationQuoteTable } from './CancellationQuoteTable.tsx';

const rupees = (paise: number) => String(paiseToRupees(paise));

/**
 * The back office's decision on an open request (issue 21, decision 023): the charges the reason suggests,
 * changed where the airline or the case says otherwise (with a reason), the refund they give, then approve
 * (the booking's travellers are cancelled and the wallet credited) or reject with remarks.
 */
export function DecideRequest({
  booking,
  request,
  onDone,
}: {
  booking: FlightBooking;
  request: CancellationRequestRow;
  /** The decision's word: shown by the section, since the decided request leaves the open ones. */
  onDone: (message: string) => void;
}) {
  const preview = usePreviewDecision();
  const deciding = useDecideRequest(booking.id);
  const [charges, setCharges] = useState<DecidedCharges | null>(null);
  const [shown, setShown] = useState<DecisionPreview | null>(null);
  const [remarks, setRemarks] = useState('');
  const failure = deciding.error ?? preview.error;
  const fields = failure instanceof ApiFailure ? failure.fields : {};

  // The suggested charges fill the form once, when the panel opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per request
  useEffect(() => {
    preview.mutate(
      { id: request.id },
      {
        onSuccess: (answer) => {
          setShown(answer);
          setCharges({
            airlineCharge: rupees(answer.suggested.airlineChargePaise),
            otaCharge: rupees(answer.suggested.otaChargePaise),
          });
        },
      },
    );
  }, [request.id]);

  const change = (next: Partial<DecidedCharges>) => {
    setCharges((current) => ({ airlineCharge: '', otaCharge: '', ...current, ...next }));
    setShown(null);
    deciding.reset();
  };
  const decide = (decision: 'APPROVE' | 'REJECT') =>
    deciding.mutate(
      {
        id: request.id,
        body: { decision, adminRemarks: remarks, ...(decision === 'APPROVE' && charges ? charges : {}) },
      },
      { onSuccess: (answer) => onDone(answer.message) },
    );

  const titleId = `decide-${request.id}`;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t('cancellationRequest.decideTitle', { reference: request.reference })}
        </Title>
        <Text size="sm" c="dimmed">
          {request.reasonLabel} · {t('cancellationRequest.ageHours', { hours: request.ageHours })}
        </Text>
        <Group grow align="flex-start">
          <TextInput
            label={t('cancellationRequest.airlineCharge')}
            inputMode="decimal"
            value={charges?.airlineCharge ?? ''}
            error={fields.airlineCharge}
            onChange={(event) => change({ airlineCharge: event.currentTarget.value })}
          />
          <TextInput
            label={t('cancellationRequest.otaCharge')}
            inputMode="decimal"
            value={charges?.otaCharge ?? ''}
            error={fields.otaCharge}
            onChange={(event) => change({ otaCharge: event.currentTarget.value })}
          />
        </Group>
        {shown ? (
          <>
            <CancellationQuoteTable booking={booking} quote={shown.quote} />
            <Text size="sm" fw={700}>
              {t('cancellationRequest.refundWillBe', { amount: formatRupees(shown.quote.totals.refundPaise) })}
            </Text>
          </>
        ) : (
          <Group>
            <Button
              variant="default"
              loading={preview.isPending}
              onClick={() => preview.mutate({ id: request.id, charges: charges ?? undefined }, { onSuccess: setShown })}
            >
              {t('cancellationRequest.showRefund')}
            </Button>
          </Group>
        )}
        <Textarea
          label={t('cancellationRequest.adminRemarks')}
          description={t('cancellationRequest.adminRemarksHint')}
          autosize
          minRows={2}
          value={remarks}
          error={fields.adminRemarks}
          onChange={(event) => {
            setRemarks(event.currentTarget.value);
            deciding.reset();
          }}
        />
        {failure && Object.keys(fields).length === 0 && (
          <Alert color="red" role="alert">
            {failureMessage(failure, t('cancellationRequest.failed'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" color="red" loading={deciding.isPending} onClick={() => decide('REJECT')}>
            {t('cancellationRequest.reject')}
          </Button>
          <Button loading={deciding.isPending} disabled={!shown} onClick={() => decide('APPROVE')}>
            {t('cancellationRequest.approve')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
