import { Checkbox, Stack } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { t } from '../../../i18n/i18n.ts';

const legName = (booking: FlightBooking, index: number) => {
  const leg = booking.legs[index];
  const label =
    booking.legs.length !== 2
      ? t('cancellation.journeyN', { number: index + 1 })
      : index === 0
        ? t('cancellation.journey.0')
        : t('cancellation.journey.1');
  return leg ? `${label}: ${leg.from} → ${leg.to}` : label;
};

/** Whether a traveller is cancelled on every flight of a journey already. */
const cancelledOn = (booking: FlightBooking, traveller: number, legIndex: number) =>
  booking.cancelledSegments.some((entry) => entry.traveller === traveller && entry.legIndex === legIndex);

const toggled = (list: number[], value: number, on: boolean) =>
  on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((entry) => entry !== value);

/** Which travellers and journeys: a cancellation's and a cancellation request's choice. */
export function CancelChoiceFields({
  booking,
  travellers,
  legs,
  onChange,
}: {
  booking: FlightBooking;
  travellers: number[];
  legs: number[];
  onChange: (next: { travellers: number[]; legs: number[] }) => void;
}) {
  return (
    <>
      <fieldset className="cancel-choices">
        <legend>{t('cancellation.travellers')}</legend>
        <Stack gap={6} mt={6}>
          {booking.travellers.map((traveller) => (
            <Checkbox
              key={traveller.index}
              label={`${traveller.title} ${traveller.firstName} ${traveller.lastName}, ${PAX_TYPE_LABELS[traveller.paxType]}`}
              checked={travellers.includes(traveller.index)}
              onChange={(event) =>
                onChange({ travellers: toggled(travellers, traveller.index, event.currentTarget.checked), legs })
              }
            />
          ))}
        </Stack>
      </fieldset>
      <fieldset className="cancel-choices">
        <legend>{t('cancellation.journeys')}</legend>
        <Stack gap={6} mt={6}>
          {booking.legs.map((_, index) => (
            <Checkbox
              // biome-ignore lint/suspicious/noArrayIndexKey: a journey is its position in the trip
              key={index}
              label={legName(booking, index)}
              description={
                booking.travellers.some((traveller) => cancelledOn(booking, traveller.index, index))
                  ? t('cancellation.alreadyCancelled')
                  : undefined
              }
              checked={legs.includes(index)}
              onChange={(event) => onChange({ travellers, legs: toggled(legs, index, event.currentTarget.checked) })}
            />
          ))}
        </Stack>
      </fieldset>
    </>
  );
}
