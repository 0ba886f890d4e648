import { Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { formatDisplayDate, todayInIndia } from '@tripsetu/domain/dates.ts';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import { type GatewayFlightBooking, PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { journeyName, offJourney } from '../ticket-state.ts';

/** Who moves, off which journey, to which date. */
export interface RescheduleDraft {
  journey: number;
  travellers: number[];
  date: string;
}

const toggled = (list: number[], value: number, on: boolean) =>
  on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((entry) => entry !== value);

/** Everyone still on a journey. */
export const onJourney = (booking: GatewayFlightBooking, journey: number) =>
  booking.passengers.map((_, index) => index).filter((index) => !offJourney(booking, index, journey));

/** One journey (a radio each), its travellers (a checkbox each), the new date, and the search. */
export function RescheduleChoiceFields({
  booking,
  journeys,
  draft,
  dateError,
  searching,
  onChange,
  onSearch,
}: {
  booking: GatewayFlightBooking;
  /** The journeys that can still move. */
  journeys: number[];
  draft: RescheduleDraft;
  dateError?: string;
  searching: boolean;
  onChange: (next: RescheduleDraft) => void;
  onSearch: () => void;
}) {
  return (
    <Stack gap="md">
      <Radio.Group
        label="Journey to change"
        value={String(draft.journey)}
        onChange={(value) => {
          const journey = Number(value);
          onChange({ journey, travellers: onJourney(booking, journey), date: booking.legs[journey]?.date ?? '' });
        }}
      >
        <Stack gap={6} mt={6}>
          {journeys.map((index) => {
            const leg = booking.legs[index];
            return (
              <Radio
                key={index}
                value={String(index)}
                label={`${journeyName(booking, index)}: ${leg?.from} → ${leg?.to}, ${formatDisplayDate(leg?.date ?? '')}`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <fieldset className="booking-fieldset">
        <legend>Travellers to move</legend>
        <Stack gap={8} mt={4}>
          {booking.passengers.map((passenger, index) => {
            const on = !offJourney(booking, index, draft.journey);
            return (
              <Checkbox
                // biome-ignore lint/suspicious/noArrayIndexKey: a traveller is their position on the booking
                key={index}
                label={`${passenger.title} ${passenger.first_name} ${passenger.last_name}, ${PAX_TYPE_LABELS[PASSENGER_TYPES[passenger.type]]}`}
                description={on ? undefined : 'No longer on this journey'}
                disabled={!on}
                checked={on && draft.travellers.includes(index)}
                onChange={(event) =>
                  onChange({ ...draft, travellers: toggled(draft.travellers, index, event.currentTarget.checked) })
                }
              />
            );
          })}
        </Stack>
      </fieldset>
      <Group align="flex-end" gap="sm">
        <DateField
          label="New travel date"
          value={draft.date || null}
          minDate={todayInIndia()}
          onChange={(value) => onChange({ ...draft, date: value ?? '' })}
          error={dateError}
          showWeekday
        />
        <Button onClick={onSearch} loading={searching}>
          Search flights
        </Button>
      </Group>
    </Stack>
  );
}
