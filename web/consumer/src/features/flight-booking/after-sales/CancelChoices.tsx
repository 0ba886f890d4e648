import { Checkbox, Stack } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import { type GatewayFlightBooking, PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { journeyName, offJourney } from '../ticket-state.ts';

const toggled = (list: number[], value: number, on: boolean) =>
  on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((entry) => entry !== value);

/** Who and which journeys to cancel: a checkbox each, what is already cancelled said and not offered. */
export function CancelChoices({
  booking,
  travellers,
  journeys,
  onChange,
}: {
  booking: GatewayFlightBooking;
  travellers: number[];
  journeys: number[];
  onChange: (next: { travellers: number[]; journeys: number[] }) => void;
}) {
  const everyJourney = (passenger: number) => booking.legs.every((_, leg) => offJourney(booking, passenger, leg));
  const everyone = (leg: number) => booking.passengers.every((_, passenger) => offJourney(booking, passenger, leg));
  return (
    <>
      <fieldset className="booking-fieldset">
        <legend>Travellers</legend>
        <Stack gap={8} mt={4}>
          {booking.passengers.map((passenger, index) => (
            <Checkbox
              // biome-ignore lint/suspicious/noArrayIndexKey: a traveller is their position on the booking
              key={index}
              label={`${passenger.title} ${passenger.first_name} ${passenger.last_name}, ${PAX_TYPE_LABELS[PASSENGER_TYPES[passenger.type]]}`}
              description={everyJourney(index) ? 'No longer on this booking' : undefined}
              disabled={everyJourney(index)}
              checked={travellers.includes(index)}
              onChange={(event) =>
                onChange({ travellers: toggled(travellers, index, event.currentTarget.checked), journeys })
              }
            />
          ))}
        </Stack>
      </fieldset>
      <fieldset className="booking-fieldset">
        <legend>Journeys</legend>
        <Stack gap={8} mt={4}>
          {booking.legs.map((leg, index) => (
            <Checkbox
              key={`${leg.from}-${leg.to}-${leg.date}`}
              label={`${journeyName(booking, index)}: ${leg.from} → ${leg.to}, ${formatDisplayDate(leg.date)}`}
              description={
                everyone(index)
                  ? 'No longer on this booking'
                  : booking.passengers.some((_, passenger) => offJourney(booking, passenger, index))
                    ? 'Some travellers are no longer on this journey'
                    : undefined
              }
              disabled={everyone(index)}
              checked={journeys.includes(index)}
              onChange={(event) =>
                onChange({ travellers, journeys: toggled(journeys, index, event.currentTarget.checked) })
              }
            />
          ))}
        </Stack>
      </fieldset>
    </>
  );
}
