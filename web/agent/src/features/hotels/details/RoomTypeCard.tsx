import { Card, Text, Title } from '@mantine/core';
import type { HotelRoomType } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { RateRow } from './RateRow.tsx';

/** A room type: its photo, bed, size, whom it sleeps and its amenities, then each of its rates for the stay. */
export function RoomTypeCard({
  roomType,
  nights,
  rooms,
}: {
  roomType: HotelRoomType;
  nights: number;
  rooms: readonly RoomRequest[];
}) {
  const id = useId();
  const sleeps =
    roomType.maxChildren > 0
      ? t('hotelDetails.room.sleepsChildren', { adults: roomType.maxAdults, children: roomType.maxChildren })
      : t('hotelDetails.room.sleeps', { adults: roomType.maxAdults });
  return (
    <Card withBorder radius="md" p="sm" component="article" aria-labelledby={`${id}-name`} className="hotel-room-card">
      <div className="hotel-room-head">
        <img
          src={roomType.photo}
          alt={roomType.name}
          width={240}
          height={160}
          loading="lazy"
          className="hotel-room-photo"
        />
        <div style={{ minWidth: 0 }}>
          <Title order={3} size="h5" id={`${id}-name`} style={{ overflowWrap: 'anywhere' }}>
            {roomType.name}
          </Title>
          <Text size="sm">
            {roomType.bed} · {t('hotelDetails.room.size', { size: roomType.sizeSqm })} · {sleeps}
          </Text>
          {roomType.amenities.length > 0 && (
            <ul className="hotel-plain-list hotel-room-amenities">
              {roomType.amenities.map((amenity) => (
                <li key={amenity} className="hotel-facility">
                  {amenity}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <ul
        className="hotel-plain-list hotel-rates"
        aria-label={t('hotelDetails.room.ratesLabel', { name: roomType.name })}
      >
        {roomType.rates.map((rate) => (
          <RateRow key={rate.id} rate={rate} roomName={roomType.name} nights={nights} rooms={rooms} />
        ))}
      </ul>
    </Card>
  );
}
