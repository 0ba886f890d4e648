import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { CANCELLATION_MSG, CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { useCancelBooking, useCancellationQuote } from '../api/cancel-booking.ts';
import { CancellationQuoteTable } from './CancellationQuoteTable.tsx';

const legName = (booking: FlightBooking, index: number) => {
  const leg = booking.legs[index];
  const label =
    booking.legs.length !== 2
      ? t('cancellation.journeyN', { number: index + 1 })
      : index === 0
        ? t('cancellation.journey.0')
        : t('cancellation.journey.1');
  return leg ? `${label}: ${leg.from} → ${leg.to}` : label;
};

/** Whether a traveller is cancelled on every flight of a journey already. */
const cancelledOn = (booking: FlightBooking, traveller: number, legIndex: number) =>
  booking.cancelledSegments.some((entry) => entry.traveller === traveller && entry.legIndex === legIndex);

const toggled = (list: number[], value: number, on: boolean) =>
  on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((entry) => entry !== value);

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

  const showQuote = () => {
    setFailure(null);
    quoting.mutate(
      { id: booking.id, selection },
      { onSuccess: setQuote, onError: (error) => setFailure(refusal(error)) },
    );
  };
  const confirm = () => {
    key.current ??= crypto.randomUUID();
    cancelling.mutate(
      { id: booking.id, selection, key: key.current },
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
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={t('cancellation.title')} size="xl" closeLabel={t('cancellation.close')}>
      <Stack gap="md">
        <Text size="sm">{t('cancellation.intro')}</Text>
        <fieldset className="cancel-choices">
          <legend>{t('cancellation.travellers')}</legend>
          <Stack gap={6} mt={6}>
            {booking.travellers.map((traveller) => (
              <Checkbox
                key={traveller.index}
                label={`${traveller.title} ${traveller.firstName} ${traveller.lastName}, ${PAX_TYPE_LABELS[traveller.paxType]}`}
                checked={travellers.includes(traveller.index)}
                onChange={(event) => {
                  setTravellers(toggled(travellers, traveller.index, event.currentTarget.checked));
                  changed();
                }}
              />
            ))}
          </Stack>
        </fieldset>
        <fieldset className="cancel-choices">
          <legend>{t('cancellation.journeys')}</legend>
          <Stack gap={6} mt={6}>
            {booking.legs.map((_, index) => (
              <Checkbox
                // biome-ignore lint/suspicious/noArrayIndexKey: a journey is its position in the trip
                key={index}
                label={legName(booking, index)}
                description={
                  booking.travellers.some((traveller) => cancelledOn(booking, traveller.index, index))
                    ? t('cancellation.alreadyCancelled')
                    : undefined
                }
                checked={legs.includes(index)}
                onChange={(event) => {
                  setLegs(toggled(legs, index, event.currentTarget.checked));
                  changed();
                }}
              />
            ))}
          </Stack>
        </fieldset>
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
            <Button color="red.9" onClick={confirm} loading={cancelling.isPending}>
              {t('cancellation.confirm', { amount: formatRupees(quote.totals.refundPaise) })}
            </Button>
          ) : (
            <Button onClick={showQuote} loading={quoting.isPending}>
              {t('cancellation.getQuote')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
