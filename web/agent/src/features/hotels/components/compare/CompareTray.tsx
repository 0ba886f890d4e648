import { Alert, Button, CloseButton, Group, Text } from '@mantine/core';
import type { HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { HOTEL_COMPARE_LIMIT, HOTEL_MSG } from '@tripsetu/domain/hotel-search.ts';
import { t } from '../../../../i18n/i18n.ts';
import { COMPARE_MIN } from './compare-choice.ts';
import './compare.css';

export interface CompareTrayProps {
  hotels: readonly HotelSummary[];
  /** A hotel past the limit was just refused. */
  refused: boolean;
  onDismissRefusal: () => void;
  onRemove: (hotelId: string) => void;
  onClear: () => void;
  onCompare: () => void;
}

/**
 * The bar at the foot of the results while hotels are chosen for comparison: each chosen hotel (to take
 * out), Clear, and Compare once two are chosen. A fourth is refused here, in §5's words.
 */
export function CompareTray({ hotels, refused, onDismissRefusal, onRemove, onClear, onCompare }: CompareTrayProps) {
  if (hotels.length === 0 && !refused) return null;
  const ready = hotels.length >= COMPARE_MIN;
  return (
    <section className="hotel-compare-tray" aria-label={t('hotels.compare.tray')}>
      {refused && (
        <Alert
          color="red"
          role="alert"
          mb="xs"
          p="xs"
          withCloseButton
          onClose={onDismissRefusal}
          closeButtonLabel={t('hotels.compare.dismiss')}
        >
          {HOTEL_MSG.compareLimit}
        </Alert>
      )}
      <div className="hotel-compare-tray-row">
        <Text size="sm" fw={700} className="hotel-compare-tray-count">
          {t('hotels.compare.chosen', { count: hotels.length, max: HOTEL_COMPARE_LIMIT })}
        </Text>
        <ul className="hotel-compare-chips">
          {hotels.map((hotel) => (
            <li key={hotel.id} className="hotel-compare-chip">
              <span className="hotel-compare-chip-name">{hotel.name}</span>
              <CloseButton
                size="sm"
                aria-label={t('hotels.compare.remove', { name: hotel.name })}
                onClick={() => onRemove(hotel.id)}
              />
            </li>
          ))}
        </ul>
        <Group gap="xs" wrap="nowrap" className="hotel-compare-tray-actions">
          <Button variant="default" size="sm" onClick={onClear}>
            {t('hotels.compare.clear')}
          </Button>
          <Button size="sm" onClick={onCompare} disabled={!ready}>
            {t('hotels.compare.open')}
          </Button>
        </Group>
      </div>
      {!ready && hotels.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('hotels.compare.needMore')}
        </Text>
      )}
    </section>
  );
}
