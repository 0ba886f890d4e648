import { Button, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { DateField } from '@tripsetu/ui/DateField';
import { t } from '../../../i18n/i18n.ts';
import { legTitle } from '../booking-display.ts';
import { movableLegs, stillOn } from './reschedule-choice.ts';

export interface RescheduleDraft {
  leg: number;
  travellers: number[];
  date: string;
}

const toggled = (list: number[], value: number, on: boolean) =>
  on ? [...new Set([...list, value])].sort((a, b) => a - b) : list.filter((entry) => entry !== value);

/** Which journey, which of its travellers, and the new date; then the search of that route on it. */
export function RescheduleChoiceFields({
  booking,
  draft,
  dateError,
  searching,
  onChange,
  onSearch,
}: {
  booking: FlightBooking;
  draft: RescheduleDraft;
  dateError?: string;
  searching: boolean;
  onChange: (next: RescheduleDraft) => void;
  onSearch: () => void;
}) {
  const legs = movableLegs(booking);
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('reschedule.journey')}
        value={String(draft.leg)}
        onChange={(value) => {
          const leg = Number(value);
          const on = booking.travellers.filter((traveller) => stillOn(booking, traveller.index, leg));
          onChange({ leg, travellers: on.map((traveller) => traveller.index), date: booking.legs[leg]?.date ?? '' });
        }}
      >
        <Stack gap={6} mt={6}>
          {legs.map((legIndex) => {
            const leg = booking.legs[legIndex];
            return (
              <Radio
                key={legIndex}
                value={String(legIndex)}
                label={`${legTitle(booking.tripType, legIndex)}: ${leg?.from} → ${leg?.to}, ${leg?.date}`}
              />
            );
          })}
        </Stack>
      </Radio.Group>
      <fieldset className="cancel-choices">
        <legend>{t('reschedule.travellers')}</legend>
        <Stack gap={6} mt={6}>
          {booking.travellers.map((traveller) => {
            const on = stillOn(booking, traveller.index, draft.leg);
            return (
              <Checkbox
                key={traveller.index}
                label={`${traveller.title} ${traveller.firstName} ${traveller.lastName}, ${PAX_TYPE_LABELS[traveller.paxType]}`}
                description={on ? undefined : t('reschedule.noLongerOn')}
                disabled={!on}
                checked={on && draft.travellers.includes(traveller.index)}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    travellers: toggled(draft.travellers, traveller.index, event.currentTarget.checked),
                  })
                }
              />
            );
          })}
        </Stack>
      </fieldset>
      <Group align="flex-end" gap="sm">
        <DateField
          label={t('reschedule.date')}
          value={draft.date || null}
          minDate={todayInIndia()}
          onChange={(value) => onChange({ ...draft, date: value ?? '' })}
          error={dateError}
          showWeekday
        />
        <Button onClick={onSearch} loading={searching}>
          {t('reschedule.search')}
        </Button>
      </Group>
    </Stack>
  );
}
