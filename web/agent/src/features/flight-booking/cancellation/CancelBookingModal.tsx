import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { CANCELLATION_MSG, CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { useCancelBooking, useCancellationQuote } from '../api/cancel-booking.ts';
import { CancelChoiceFields } from './CancelChoiceFields.tsx';
import { CancellationQuoteTable } from './CancellationQuoteTable.tsx';

/**
 * Cancel a ticketed booking (issue 21): the agent chooses travellers and journeys, sees the charges and
 * the refund, then confirms; the refund is credited to the wallet at once with a GST credit note.
 */
export function CancelBookingModal({
  booking,
  onClose,
  onDone,
}: {
  booking: FlightBooking;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [travellers, setTravellers] = useState(() => booking.travellers.map((traveller) => traveller.index));
  const [legs, setLegs] = useState(() => booking.legs.map((_, index) => index));
  const [quote, setQuote] = useState<CancellationQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const quoting = useCancellationQuote();
  const cancelling = useCancelBooking();
  const selection = { travellers, legs };

  const changed = () => {
    setQuote(null);
    setFailure(null);
    key.current = null;
  };
  const refusal = (error: unknown) =>
    error instanceof ApiFailure && error.kind === 'CANCELLATION_FAILED'
      ? error.message
      : failureMessage(error, CANCELLATION_MSG_DECIDED.notCancellable);

  const showQuote = (keepFailure = false) => {
    if (!keepFailure) setFailure(null);
    quoting.mutate(
      { id: booking.id, selection },
      { onSuccess: setQuote, onError: (error) => setFailure(refusal(error)) },
    );
  };
  const confirm = (shown: CancellationQuoteAnswer) => {
    key.current ??= crypto.randomUUID();
    cancelling.mutate(
      { id: booking.id, selection, key: key.current, acceptedRefundPaise: shown.totals.refundPaise },
      {
        onSuccess: (done) =>
          onDone(
            t('cancellation.done', {
              message: done.message,
              creditNote: done.creditNoteNo,
              amount: formatRupees(done.refundPaise),
            }),
          ),
        onError: (error) => {
          key.current = null;
          setFailure(refusal(error));
          // The refund moved since it was shown (a rule window passed): show the new one to confirm.
          if (error instanceof ApiFailure && error.details.newRefundPaise !== undefined) {
            setQuote(null);
            showQuote(true);
          }
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={t('cancellation.title')} size="xl" closeLabel={t('cancellation.close')}>
      <Stack gap="md">
        <Text size="sm">{t('cancellation.intro')}</Text>
        <CancelChoiceFields
          booking={booking}
          travellers={travellers}
          legs={legs}
          onChange={(next) => {
            setTravellers(next.travellers);
            setLegs(next.legs);
            changed();
          }}
        />
        {failure && (
          <Alert color="red" role="alert" title={CANCELLATION_MSG.failed}>
            {failure}
          </Alert>
        )}
        {quote && (
          <>
            {quote.taxesOnly && (
              <Alert color="yellow" role="status">
                {CANCELLATION_MSG_DECIDED.nonRefundable}
              </Alert>
            )}
            <CancellationQuoteTable booking={booking} quote={quote} />
            <Text size="xs" c="dimmed">
              {t('cancellation.kept')} {t('cancellation.refundTo')}
            </Text>
          </>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('cancellation.close')}
          </Button>
          {quote ? (
            <Button color="red.9" onClick={() => confirm(quote)} loading={cancelling.isPending}>
              {t('cancellation.confirm', { amount: formatRupees(quote.totals.refundPaise) })}
            </Button>
          ) : (
            <Button onClick={() => showQuote()} loading={quoting.isPending}>
              {t('cancellation.getQuote')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
