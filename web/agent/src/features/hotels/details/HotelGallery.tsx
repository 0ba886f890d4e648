import { Text } from '@mantine/core';
import type { HotelDetails } from '@tripsetu/domain/hotel-results.ts';
import { useState } from 'react';
import { t } from '../../../i18n/i18n.ts';

type Photo = HotelDetails['hotel']['photos'][number];

/**
 * The hotel's photos: the first one large, the others as thumbnails below; choosing a thumbnail shows it large.
 * Each picture has its size set, so the page does not move as they load.
 */
export function HotelGallery({ photos }: { photos: readonly Photo[] }) {
  const [shown, setShown] = useState(0);
  const photo = photos[shown] ?? photos[0];
  if (!photo) return null;
  return (
    <section className="hotel-gallery" aria-label={t('hotelDetails.photos.label')}>
      <figure className="hotel-gallery-main">
        <img src={photo.url} alt={photo.caption} width={960} height={640} className="hotel-gallery-photo" />
        <Text component="figcaption" size="sm" mt={4}>
          {photo.caption}{' '}
          <Text span size="xs" c="dimmed">
            · {t('hotelDetails.photos.count', { n: shown + 1, total: photos.length })}
          </Text>
        </Text>
      </figure>
      {photos.length > 1 && (
        <ul className="hotel-gallery-thumbs" aria-label={t('hotelDetails.photos.thumbnails')}>
          {photos.map((each, index) => (
            <li key={each.url}>
              <button
                type="button"
                className="hotel-gallery-thumb"
                aria-pressed={index === shown}
                onClick={() => setShown(index)}
              >
                <img src={each.url} alt={each.caption} width={120} height={80} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
