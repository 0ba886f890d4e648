import { Anchor, Group, Text, Title } from '@mantine/core';
import { formatHhmm12 } from '@tripsetu/domain/flight-results.ts';
import type { HotelDetails } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';

const count = (n: number, one: Parameters<typeof t>[0], many: Parameters<typeof t>[0]) =>
  n === 1 ? t(one) : t(many, { count: n.toLocaleString('en-IN') });

/** '1 room, 2 guests'. */
export function roomsAndGuests(rooms: readonly RoomRequest[]): string {
  const guests = rooms.reduce((sum, room) => sum + room.adults + room.childAges.length, 0);
  return `${count(rooms.length, 'hotelDetails.roomOne', 'hotelDetails.rooms')}, ${count(guests, 'hotelDetails.guestOne', 'hotelDetails.guests')}`;
}

/** '2 nights, 1 room, 2 guests': what a rate's price is for. */
export const stayText = (nights: number, rooms: readonly RoomRequest[]) =>
  `${count(nights, 'hotelDetails.nightOne', 'hotelDetails.nights')}, ${roomsAndGuests(rooms)}`;

/** ★★★★ with '4-star hotel' for screen readers. */
export function Stars({ stars }: { stars: number }) {
  return (
    <Text span className="hotel-stars">
      <span aria-hidden="true">{'★'.repeat(stars)}</span>
      <span className="visually-hidden">{t('hotelDetails.stars', { count: stars })}</span>
    </Text>
  );
}

/** The cheapest total of any rate, or null without rooms. */
const cheapest = (answer: HotelDetails) =>
  answer.roomTypes
    .flatMap((type) => type.rates.map((rate) => rate.totalPaise))
    .reduce<number | null>((low, total) => (low === null || total < low ? total : low), null);

/**
 * The hotel's page header: back to the results, the name, stars and guests' rating, where it is, its check-in and
 * check-out times, the stay asked for, and the lowest price with a jump to the rooms.
 */
export function HotelHeader({
  answer,
  resultsPath,
  roomsId,
}: {
  answer: HotelDetails;
  resultsPath: string;
  roomsId: string;
}) {
  const { hotel } = answer;
  const stayId = useId();
  const from = cheapest(answer);
  const reviews = hotel.reviews.toLocaleString('en-IN');
  return (
    <header className="hotel-details-header">
      <Anchor component={Link} to={resultsPath} size="sm" fw={600} className="hotel-details-back">
        <span aria-hidden="true" className="flip-in-rtl">
          ←
        </span>{' '}
        {t('hotelDetails.back')}
      </Anchor>
      <div className="hotel-details-head">
        <div style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {hotel.name}
          </Title>
          <Group gap="xs" mt={4} align="center">
            <Stars stars={hotel.stars} />
            <Text size="sm" span>
              <span aria-hidden="true">
                <Text span fw={700}>
                  {t('hotelDetails.rating', { rating: hotel.rating.toFixed(1) })}
                </Text>{' '}
                ({t('hotelDetails.reviews', { count: reviews })})
              </span>
              <span className="visually-hidden">
                {t('hotelDetails.ratingLabel', { rating: hotel.rating.toFixed(1), count: reviews })}
              </span>
            </Text>
          </Group>
          <Text size="sm" mt={4}>
            {hotel.address}
          </Text>
          <Text size="sm" c="dimmed">
            {t('hotelDetails.locality', { locality: hotel.locality, city: hotel.city.name })}
          </Text>
          <Text size="sm" mt={4}>
            {t('hotelDetails.checkIn', { time: formatHhmm12(hotel.checkInTime) })} ·{' '}
            {t('hotelDetails.checkOut', { time: formatHhmm12(hotel.checkOutTime) })}
          </Text>
        </div>
        <section className="hotel-details-stay" aria-labelledby={stayId}>
          <Text size="sm" fw={700} id={stayId}>
            {t('hotelDetails.stayLabel')}
          </Text>
          <Text size="sm">
            {t('hotelDetails.stayDates', { checkIn: longDate(answer.checkIn), checkOut: longDate(answer.checkOut) })}
          </Text>
          <Text size="sm">{stayText(answer.nights, answer.rooms)}</Text>
          {from !== null && (
            <>
              <Text fw={700} size="lg" mt={6}>
                {t('hotelDetails.fromPrice', { amount: formatRupees(from) })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('hotelDetails.fromPriceNote')}
              </Text>
              <Anchor href={`#${roomsId}`} size="sm" fw={600}>
                {t('hotelDetails.seeRooms')}
              </Anchor>
            </>
          )}
        </section>
      </div>
    </header>
  );
}
