import { Skeleton, Text } from '@mantine/core';
import type { HotelDetails } from '@tripsetu/domain/hotel-results.ts';
import { Suspense } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { lazyPage } from '../../../lib/lazy.ts';
import { useHotelCities } from '../api/get-hotel-cities.ts';
import { DetailsSection } from './HotelAbout.tsx';

// Leaflet and its styles load only when a hotel's page shows its map.
const HotelMap = lazyPage(() => import('../components/HotelMap.tsx'), 'HotelMap');

const MAP_HEIGHT = 280;

function MapLoading() {
  return (
    <div>
      <span className="visually-hidden" role="status">
        {t('hotelDetails.mapLoading')}
      </span>
      <Skeleton height={MAP_HEIGHT} radius="md" aria-hidden="true" />
    </div>
  );
}

/** Where the hotel is: its address and a map with the hotel's pin among the city's localities. */
export function HotelLocation({ hotel }: { hotel: HotelDetails['hotel'] }) {
  const cities = useHotelCities();
  const localities = cities.data?.find((city) => city.id === hotel.city.id)?.localities ?? [];
  return (
    <DetailsSection title={t('hotelDetails.location')}>
      <Text size="sm">{hotel.address}</Text>
      <Text size="sm" c="dimmed" mb="xs">
        {t('hotelDetails.locality', { locality: hotel.locality, city: hotel.city.name })}
      </Text>
      {/* Drawn once the localities are known (or could not be had), so the map frames them once. */}
      {cities.isPending ? (
        <MapLoading />
      ) : (
        <Suspense fallback={<MapLoading />}>
          <HotelMap
            label={t('hotelDetails.mapLabel', { name: hotel.name, city: hotel.city.name })}
            center={{ lat: hotel.lat, lng: hotel.lng }}
            localities={localities}
            pins={[
              { id: hotel.id, lat: hotel.lat, lng: hotel.lng, label: hotel.name, stars: hotel.stars, selected: true },
            ]}
            height={MAP_HEIGHT}
          />
        </Suspense>
      )}
    </DetailsSection>
  );
}
