import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { BUS_CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/bus-cancellation.ts';
import { CANCELLATION_MSG } from '@tripsetu/domain/flight-cancellation.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { useBusCancellationQuote, useCancelBusSeats } from '../api/bus-bookings.ts';

/** The quote's sums for the seats chosen: paid, the operator's charge, the fee kept, the refund. */
function QuoteLines({ quote }: { quote: CancellationQuoteAnswer }) {
  const rows = [
    ['busBooking.quote.paid', quote.totals.paidPaise],
    ['busBooking.quote.operator', -quote.totals.airlineChargePaise],
    ['busBooking.quote.kept', -quote.totals.keptPaise],
  ] as const;
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm">
        {t('busBooking.quote.window')}: {quote.lines[0]?.window}
      </Text>
      <dl className="bus-breakup">
        {rows.map(([label, paise]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{formatRupees(paise)}</dd>
          </div>
        ))}
        <div className="bus-breakup-total">
          <dt>{t('busBooking.quote.refund')}</dt>
          <dd>{formatRupees(quote.totals.refundPaise)}</dd>
        </div>
      </dl>
    </Stack>
  );
}

/**
 * Cancel seats of a bus booking (issue 22): the agent chooses seats, sees the operator's charge for the hours
 * left and the refund, then confirms; the refund is credited to the wallet at once with a GST credit note.
 * A refusal ('Booking Cancellation Failed.') changes nothing.
 */
export function BusCancelModal({
  booking,
  onClose,
  onDone,
}: {
  booking: BusBooking;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const open = booking.travellers.filter((traveller) => !traveller.cancelled);
  const [chosen, setChosen] = useState<number[]>(() => open.map((traveller) => traveller.index));
  const [quote, setQuote] = useState<CancellationQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const quoting = useBusCancellationQuote();
  const cancelling = useCancelBusSeats();
  const selection = { travellers: chosen, legs: [0] };
  const refusal = (error: unknown) =>
    error instanceof ApiFailure && error.kind === 'CANCELLATION_FAILED'
      ? error.message
      : failureMessage(error, BUS_CANCELLATION_MSG_DECIDED.notCancellable);

  const toggle = (index: number, on: boolean) => {
    setChosen((current) => (on ? [...current, index].sort((a, b) => a - b) : current.filter((i) => i !== index)));
    setQuote(null);
    setFailure(null);
    key.current = null;
  };
  const showQuote = () => {
    setFailure(null);
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
        onSuccess: (done) => {
          const seats = chosen.map((index) => booking.travellers[index]?.seatNo).join(', ');
          onDone(t('busBooking.cancelled', { seats, refund: formatRupees(done.refundPaise), note: done.creditNoteNo }));
        },
        onError: (error) => {
          key.current = null;
          setFailure(refusal(error));
          // The refund moved (a policy window passed): the new quote is shown to confirm again.
          if (error instanceof ApiFailure && error.details.newRefundPaise) showQuote();
          else setQuote(null);
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={t('busBooking.cancelTitle')} showFooter={false} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('busBooking.cancelIntro')}</Text>
        <Checkbox.Group label={t('busBooking.cancelChoose')} value={chosen.map(String)}>
          <Stack gap="xs" mt="xs">
            {open.map((traveller) => (
              <Checkbox
                key={traveller.index}
                value={String(traveller.index)}
                label={t('busBooking.cancelSeat', { seat: traveller.seatNo, name: traveller.name })}
                onChange={(event) => toggle(traveller.index, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </Checkbox.Group>
        {failure && (
          <Alert color="red" role="alert" title={CANCELLATION_MSG.failed}>
            {failure}
          </Alert>
        )}
        {quote && <QuoteLines quote={quote} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('busBooking.keep')}
          </Button>
          {quote ? (
            <Button
              color="red.9"
              loading={cancelling.isPending}
              onClick={() => confirm(quote)}
              // The amount is part of the label: on a phone it wraps rather than being cut off.
              h="auto"
              py={8}
              styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
            >
              {t('busBooking.confirmCancel', { count: chosen.length, refund: formatRupees(quote.totals.refundPaise) })}
            </Button>
          ) : (
            <Button loading={quoting.isPending} disabled={chosen.length === 0} onClick={showQuote}>
              {t('busBooking.getQuote')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
