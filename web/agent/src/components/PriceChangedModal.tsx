import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { PriceChange } from '@tripsetu/domain/flight-booking-api.ts';
import { PriceChangedDialog } from '@tripsetu/ui/PriceChangedDialog';
import { t } from '../i18n/i18n.ts';

/**
 * Every product's review (flights, buses). §4 and §8: 'Price changed. Do you want to continue booking?' with the old and the new price and
 * why. Continue accepts the new fare total; Cancel goes back to the results.
 */
export function PriceChangedModal({
  change,
  onContinue,
  onCancel,
  note = t('flightBooking.priceChanged.note'),
}: {
  change: PriceChange | null;
  onContinue: () => void;
  onCancel: () => void;
  /** What the prices cover (a flight's fares before extras; a bus booking's whole total). */
  note?: string;
}) {
  return (
    <PriceChangedDialog
      change={change}
      onContinue={onContinue}
      onCancel={onCancel}
      text={{
        title: t('flightBooking.priceChanged.title'),
        headline: BOOKING_MSG.priceChanged,
        old: t('flightBooking.priceChanged.old'),
        new: t('flightBooking.priceChanged.new'),
        difference: t('flightBooking.priceChanged.difference'),
        reason: t('flightBooking.priceChanged.reason'),
        repriced: t('flightBooking.priceChanged.repriced'),
        note,
        cancel: t('flightBooking.priceChanged.cancel'),
        continue: t('flightBooking.priceChanged.continue'),
      }}
    />
  );
}
