import { Text } from '@mantine/core';
import { formatHhmm12 } from '@tripsetu/domain/flight-results.ts';
import type { HotelDetails } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_NATIONALITIES } from '@tripsetu/domain/hotel-search.ts';
import { useId } from 'react';
import { DetailSection, Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';
import { Stars, stayText } from '../details/HotelHeader.tsx';
import { roomGuestsText } from './review-form.ts';

/** The hotel and the stay being booked: name, stars, address, check-in and check-out, nights and each room's guests. */
export function ReviewStay({ answer, nationality }: { answer: HotelDetails; nationality: string }) {
  const { hotel } = answer;
  const guestsId = useId();
  const country = HOTEL_NATIONALITIES.find((each) => each.code === nationality)?.name ?? nationality;
  return (
    <DetailSection id="hotel-review-stay" title={hotel.name}>
      <Stars stars={hotel.stars} />
      <Text size="sm" mt={4}>
        {hotel.address}
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        {t('hotelDetails.locality', { locality: hotel.locality, city: hotel.city.name })}
      </Text>
      <Facts
        facts={[
          {
            label: t('hotelReview.stay.checkIn'),
            value: t('hotelReview.stay.checkInAt', {
              date: longDate(answer.checkIn),
              time: formatHhmm12(hotel.checkInTime),
            }),
          },
          {
            label: t('hotelReview.stay.checkOut'),
            value: t('hotelReview.stay.checkOutAt', {
              date: longDate(answer.checkOut),
              time: formatHhmm12(hotel.checkOutTime),
            }),
          },
          { label: t('hotelReview.stay.stay'), value: stayText(answer.nights, answer.rooms) },
          { label: t('hotelReview.stay.nationality'), value: country },
        ]}
      />
      <Text size="sm" fw={600} c="dimmed" mt="sm" id={guestsId}>
        {t('hotelReview.stay.guestsLabel')}
      </Text>
      <ul className="hotel-plain-list" aria-labelledby={guestsId}>
        {answer.rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rooms asked for, in their order
          <li key={index}>
            <Text size="sm">{t('hotelReview.stay.roomGuests', { n: index + 1, guests: roomGuestsText(room) })}</Text>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
