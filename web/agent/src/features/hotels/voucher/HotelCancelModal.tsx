import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { CANCELLATION_MSG } from '@tripsetu/domain/flight-cancellation.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { HOTEL_BOOKING_MSG_DECIDED } from '@tripsetu/domain/hotel-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { AppModal } from '@tripsetu/ui/AppModal';
import { useRef, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { ApiFailure, failureMessage } from '../../../lib/api.ts';
import { useCancelHotelRooms, useHotelCancellationQuote } from '../api/cancel-hotel-rooms.ts';
import { Sums } from './DocParts.tsx';
import { leadName, roomsText } from './hotel-booking-text.ts';

/** The quote for the rooms chosen: each room's policy step, the hotel's charge and refund, then the sums. */
function QuoteLines({ quote }: { quote: CancellationQuoteAnswer }) {
  const rows: [string, string][] = [
    [t('hotelBooking.quote.paid'), formatRupees(quote.totals.paidPaise)],
    [t('hotelBooking.quote.hotel'), formatRupees(-quote.totals.airlineChargePaise)],
  ];
  if (quote.totals.keptPaise > 0) rows.push([t('hotelBooking.quote.kept'), formatRupees(-quote.totals.keptPaise)]);
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm" fw={600}>
        {t('hotelBooking.quote.rooms')}
      </Text>
      <ul className="hotel-doc-list">
        {quote.lines.map((line) => (
          <li key={line.traveller}>
            {t('hotelBooking.quote.line', {
              n: line.traveller + 1,
              window: line.window,
              charge: formatRupees(line.airlineChargePaise),
              refund: formatRupees(line.refundPaise),
            })}
          </li>
        ))}
      </ul>
      <Sums rows={rows} total={[t('hotelBooking.quote.refund'), formatRupees(quote.totals.refundPaise)]} />
    </Stack>
  );
}

/**
 * Cancel rooms of a hotel booking: every room still booked is chosen at first (a cancelled one is shown, not
 * choosable); the agent sees the hotel's charge by the booking's policy and the refund, then confirms once with
 * an Idempotency-Key. When the refund moved meanwhile (a policy step passed), the new quote is shown to confirm.
 */
export function HotelCancelModal({
  booking,
  onClose,
  onDone,
}: {
  booking: HotelBooking;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const [chosen, setChosen] = useState<number[]>(() =>
    booking.rooms.filter((room) => !room.cancelled).map((room) => room.index),
  );
  const [quote, setQuote] = useState<CancellationQuoteAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const quoting = useHotelCancellationQuote();
  const cancelling = useCancelHotelRooms();
  const refusal = (error: unknown) =>
    error instanceof ApiFailure && error.kind === 'CANCELLATION_FAILED'
      ? error.message
      : failureMessage(error, t('hotelBooking.cancelFailed'));

  const toggle = (index: number, on: boolean) => {
    setChosen((current) => (on ? [...current, index].sort((a, b) => a - b) : current.filter((i) => i !== index)));
    setQuote(null);
    setFailure(null);
    key.current = null;
  };
  const requote = () =>
    quoting.mutate(
      { id: booking.id, rooms: chosen },
      { onSuccess: setQuote, onError: (error) => setFailure(refusal(error)) },
    );
  const showQuote = () => {
    setFailure(null);
    requote();
  };
  const confirm = (shown: CancellationQuoteAnswer) => {
    key.current ??= crypto.randomUUID();
    cancelling.mutate(
      { id: booking.id, rooms: chosen, key: key.current, acceptedRefundPaise: shown.totals.refundPaise },
      {
        onSuccess: (done) =>
          onDone(
            t('hotelBooking.cancelDone', {
              rooms: roomsText(chosen),
              refund: formatRupees(done.refundPaise),
              note: done.creditNoteNo,
            }),
          ),
        onError: (error) => {
          key.current = null;
          setFailure(refusal(error));
          // The refund moved (a policy step passed): the new quote is shown, with why, to confirm again.
          if (error instanceof ApiFailure && error.details.newRefundPaise) requote();
          else setQuote(null);
        },
      },
    );
  };

  return (
    <AppModal opened onClose={onClose} title={t('hotelBooking.cancelTitle')} showFooter={false} size="lg">
      <Stack gap="md">
        <Text size="sm">{t('hotelBooking.cancelIntro')}</Text>
        <Checkbox.Group label={t('hotelBooking.cancelChoose')} value={chosen.map(String)}>
          <Stack gap="xs" mt="xs">
            {booking.rooms.map((room) => {
              const words = { n: room.index + 1, lead: leadName(room.lead) };
              return (
                <Checkbox
                  key={room.index}
                  value={String(room.index)}
                  disabled={room.cancelled}
                  label={t(room.cancelled ? 'hotelBooking.cancelRoomDone' : 'hotelBooking.cancelRoom', words)}
                  onChange={(event) => toggle(room.index, event.currentTarget.checked)}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
        {chosen.length === 0 && (
          <Text size="sm" c="dimmed">
            {HOTEL_BOOKING_MSG_DECIDED.nothingChosen}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert" title={CANCELLATION_MSG.failed}>
            {failure}
          </Alert>
        )}
        {quote && <QuoteLines quote={quote} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('hotelBooking.keep')}
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
              {t('hotelBooking.confirmCancel', {
                count: chosen.length,
                refund: formatRupees(quote.totals.refundPaise),
              })}
            </Button>
          ) : (
            <Button loading={quoting.isPending} disabled={chosen.length === 0} onClick={showQuote}>
              {t('hotelBooking.getQuote')}
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
