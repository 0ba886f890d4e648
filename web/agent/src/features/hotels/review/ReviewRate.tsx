import { Group, Text, Title } from '@mantine/core';
import type { BookingEarningsShown } from '@tripsetu/domain/commissions.ts';
import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import { HOTEL_BOARD_LABELS, type HotelRate, type HotelRoomType } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useId } from 'react';
import { AlsoIn } from '../../../components/AlsoIn.tsx';
import { DetailSection } from '../../../components/DetailSection.tsx';
import { EarningsBreakup } from '../../../components/EarningsBreakup.tsx';
import { t } from '../../../i18n/i18n.ts';
import { stayText } from '../details/HotelHeader.tsx';
import { RateBreakup } from '../details/RateBreakup.tsx';

/** Whether and until when the rate cancels free, in the words the voucher will use. */
function CancellationHeadline({ rate }: { rate: HotelRate }) {
  if (rate.freeCancellationUntil)
    return (
      <Text size="sm" c="teal.9" fw={600}>
        {t('hotelReview.rate.freeUntil', { date: formatDisplayDateTime(rate.freeCancellationUntil) })}
      </Text>
    );
  return (
    <Text size="sm" c="red.9" fw={600}>
      {rate.refundable ? t('hotelReview.rate.chargesApply') : t('hotelReview.rate.nonRefundable')}
    </Text>
  );
}

/**
 * The room and rate being booked: the room type and its bed, the board and inclusions, the cancellation terms, and
 * the price for the stay with its cancellation charges by date and its tax night by night (the details' breakup).
 */
export function ReviewRate({
  roomType,
  rate,
  nights,
  rooms,
  earnings,
}: {
  roomType: HotelRoomType;
  rate: HotelRate;
  nights: number;
  rooms: readonly RoomRequest[];
  /** What the agency earns on the rate, and what its wallet pays (decision 034); null when no rule applies. */
  earnings: BookingEarningsShown | null;
}) {
  const breakupId = useId();
  const board = HOTEL_BOARD_LABELS[rate.board];
  return (
    <DetailSection id="hotel-review-rate" title={t('hotelReview.rate.title')}>
      <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
        {roomType.name}
      </Title>
      <Text size="sm">{t('hotelReview.rate.room', { bed: roomType.bed, size: roomType.sizeSqm })}</Text>
      <Title order={4} size="h6" mt="sm">
        {board}
      </Title>
      {rate.inclusions.length > 0 && (
        <ul className="hotel-review-inclusions">
          {rate.inclusions.map((inclusion) => (
            <li key={inclusion}>{inclusion}</li>
          ))}
        </ul>
      )}
      <CancellationHeadline rate={rate} />
      <Group justify="space-between" align="baseline" gap="xs" mt="sm" className="hotel-review-total">
        <Text size="sm">{t('hotelReview.rate.total', { stay: stayText(nights, rooms) })}</Text>
        <Text fw={700} size="xl">
          {formatRupees(rate.totalPaise)}
        </Text>
      </Group>
      <AlsoIn paise={rate.totalPaise} align="right" />
      {earnings && <EarningsBreakup earnings={earnings} />}
      <RateBreakup
        id={breakupId}
        rate={rate}
        rooms={rooms}
        label={t('hotelDetails.tax.label', { name: roomType.name, board })}
      />
    </DetailSection>
  );
}
