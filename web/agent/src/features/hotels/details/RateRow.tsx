import { Badge, Button, Text, Title } from '@mantine/core';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { HOTEL_BOARD_LABELS, type HotelRate } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { t } from '../../../i18n/i18n.ts';
import { hotelReviewPath } from '../review/review-form.ts';
import { stayText } from './HotelHeader.tsx';
import { RateBreakup } from './RateBreakup.tsx';

/** Rooms left at or below this show 'Only n left'. */
export const FEW_ROOMS_LEFT = 3;

function CancellationSummary({ rate }: { rate: HotelRate }) {
  if (rate.freeCancellationUntil)
    return (
      <Text size="sm" c="teal.9" fw={600}>
        {t('hotelDetails.rate.freeUntil', { date: formatDisplayDateTime(rate.freeCancellationUntil) })}
      </Text>
    );
  return (
    <Text size="sm" c="red.9" fw={600}>
      {rate.refundable ? t('hotelDetails.rate.noFreeCancellation') : t('hotelDetails.rate.nonRefundable')}
    </Text>
  );
}

/**
 * One rate of a room type: its board and inclusions, whether it can be cancelled free and until when, rooms left,
 * and the price for the whole stay with GST and a night's before it, with Book to review it. Cancellation and tax
 * details open below.
 */
export function RateRow({
  rate,
  roomName,
  nights,
  rooms,
}: {
  rate: HotelRate;
  roomName: string;
  nights: number;
  rooms: readonly RoomRequest[];
}) {
  const id = useId();
  const hotelId = useParams().hotelId ?? '';
  // The hotel's page holds only the stay in its address: the review keeps it and adds the rate.
  const [stay] = useSearchParams();
  const [open, setOpen] = useState(false);
  const board = HOTEL_BOARD_LABELS[rate.board];
  const perNight = Math.round((rate.roomCostPaise + rate.extraGuestPaise) / Math.max(1, nights));
  return (
    <li className="hotel-rate">
      <div className="hotel-rate-grid">
        <div style={{ minWidth: 0 }}>
          <Title order={4} size="h6">
            {board}
          </Title>
          {rate.inclusions.length > 0 && (
            <ul className="hotel-plain-list hotel-rate-inclusions">
              {rate.inclusions.map((inclusion) => (
                <li key={inclusion}>
                  <Text size="xs">{inclusion}</Text>
                </li>
              ))}
            </ul>
          )}
          <CancellationSummary rate={rate} />
          {rate.roomsLeft <= FEW_ROOMS_LEFT && (
            <Badge color="orange" variant="light" radius="sm" mt={4}>
              {t('hotelDetails.rate.roomsLeft', { count: rate.roomsLeft })}
            </Badge>
          )}
        </div>
        <div className="hotel-rate-price">
          <Text fw={700} size="xl" className="hotel-rate-total">
            {formatRupees(rate.totalPaise)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('hotelDetails.rate.totalNote', { stay: stayText(nights, rooms) })}
          </Text>
          <Text size="xs">{t('hotelDetails.rate.perNight', { amount: formatRupees(perNight) })}</Text>
          <Button
            component={Link}
            to={hotelReviewPath(hotelId, stay, rate.id)}
            size="sm"
            mt={6}
            aria-describedby={`${id}-book`}
          >
            {t('hotelReview.book')}
          </Button>
          <span id={`${id}-book`} className="visually-hidden">
            {t('hotelReview.bookDescription', { room: roomName, board, total: formatRupees(rate.totalPaise) })}
          </span>
        </div>
      </div>
      <Button
        variant="subtle"
        size="compact-sm"
        mt={4}
        px={0}
        aria-expanded={open}
        aria-controls={open ? `${id}-details` : undefined}
        onClick={() => setOpen(!open)}
      >
        {t('hotelDetails.rate.details')}
        <span aria-hidden="true">&nbsp;{open ? '▴' : '▾'}</span>
      </Button>
      {open && (
        <RateBreakup
          id={`${id}-details`}
          rate={rate}
          rooms={rooms}
          label={t('hotelDetails.tax.label', { name: roomName, board })}
        />
      )}
    </li>
  );
}
