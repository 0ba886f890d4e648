import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useEffect, useState } from 'react';
import { AlsoIn } from '../../../components/AlsoIn.tsx';
import { EarningsBreakup } from '../../../components/EarningsBreakup.tsx';
import { t } from '../../../i18n/i18n.ts';
import { BusBookForm } from '../booking/BusBookForm.tsx';
import { countdownText } from '../bus-seats.ts';

/** Milliseconds left until `at`, ticking each second. */
function useTimeLeft(at: string): number {
  const end = Date.parse(at);
  const [left, setLeft] = useState(() => end - Date.now());
  useEffect(() => {
    setLeft(end - Date.now());
    const timer = setInterval(() => setLeft(end - Date.now()), 1000);
    return () => clearInterval(timer);
  }, [end]);
  return left;
}

/**
 * The blocked seats' price (seat fares, GST on the fare, TripSetu's fee and its GST, the total) and how
 * long they stay kept; when the time runs out, that the seats were released and a way to choose again.
 */
export function BusBlockReview({
  block,
  contactEmail,
  onChooseAgain,
}: {
  block: BusBlockAnswer;
  contactEmail: string;
  onChooseAgain: () => void;
}) {
  const left = useTimeLeft(block.expiresAt);
  const { price } = block;
  const lines = [
    ['buses.review.fare', price.farePaise],
    ['buses.review.fareGst', price.fareGstPaise],
    ['buses.review.fee', price.feePaise],
    ['buses.review.feeGst', price.feeGstPaise],
  ] as const;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" aria-labelledby="bus-review-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="bus-review-title">
          {t('buses.review.title')}
        </Title>
        {left > 0 ? (
          <Alert color="teal" className="bus-countdown">
            <Text size="sm">{block.message}</Text>
            <Text fw={700} mt={4} aria-live="off">
              {t('buses.review.keptFor', { time: countdownText(left) })}
            </Text>
          </Alert>
        ) : (
          <Alert color="orange" role="alert">
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('buses.review.released')}</Text>
              <Button onClick={onChooseAgain}>{t('buses.review.chooseAgain')}</Button>
            </Stack>
          </Alert>
        )}
        <Text size="sm">{t('buses.review.seats', { seats: price.seats.map((seat) => seat.seatNo).join(', ') })}</Text>
        <dl className="bus-breakup">
          {price.seats.map((seat) => (
            <div key={seat.seatNo} className="bus-breakup-seat">
              <dt>{seat.seatNo}</dt>
              <dd>{formatRupees(seat.farePaise)}</dd>
            </div>
          ))}
          {lines.map(([label, paise]) => (
            <div key={label}>
              <dt>{t(label)}</dt>
              <dd>{formatRupees(paise)}</dd>
            </div>
          ))}
          <div className="bus-breakup-total">
            <dt>{t('buses.review.total')}</dt>
            <dd>{formatRupees(price.totalPaise)}</dd>
          </div>
        </dl>
        <AlsoIn paise={price.totalPaise} align="right" />
        {block.earnings && <EarningsBreakup earnings={block.earnings} />}
        {left > 0 && <BusBookForm block={block} contactEmail={contactEmail} onChooseAgain={onChooseAgain} />}
      </Stack>
    </Card>
  );
}
