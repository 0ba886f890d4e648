import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceOptions } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { SERVICE_CUTOFF_HOURS, SERVICE_KIND_LABELS } from '@tripsetu/domain/flight-services.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { SeatLegend, SeatNoteLine, SeatTravellerChoice, useSeatChoice } from '@tripsetu/ui/SeatChoice';
import { SeatMap } from '@tripsetu/ui/SeatMap';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { mealLabel } from '../booking-display.ts';
import { SEAT_CHOICE_TEXT, SEAT_LEGEND_TEXT, seatMapOf, seatMapText } from '../seat-map.ts';
import { flightKey, isOpen, type ServicesDraft, seatedFlying } from './services-draft.ts';

const SEAT_MAP_TEXT = seatMapText();

const nameOf = (traveller: FlightBooking['travellers'][number]) =>
  `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim();

/** One flight: the seat map for those still without a seat, and a meal for those without one. */
export function SeatAndMealPanel({
  booking,
  options,
  legIndex,
  segmentIndex,
  draft,
  onDraft,
}: {
  booking: FlightBooking;
  options: ServiceOptions;
  legIndex: number;
  segmentIndex: number;
  draft: ServicesDraft;
  onDraft: (next: ServicesDraft) => void;
}) {
  const radioName = useId();
  const flying = seatedFlying(booking, legIndex, segmentIndex);
  const has = (index: number, pick: 'seats' | 'meals') =>
    booking.travellers[index]?.legs[legIndex]?.[pick][segmentIndex] ?? '';
  const needSeat = flying.filter((traveller) => !has(traveller.index, 'seats'));
  const needMeal = flying.filter((traveller) => !has(traveller.index, 'meals'));
  const map = seatMapOf(options, legIndex, segmentIndex);
  const seatsOpen = isOpen(options, legIndex, segmentIndex, 'SEAT');
  const mealsOpen = isOpen(options, legIndex, segmentIndex, 'MEAL');
  const seatKey = (position: number) => flightKey(legIndex, segmentIndex, needSeat[position]?.index ?? -1);
  const choice = useSeatChoice({
    travellers: needSeat.map((traveller) => ({ paxType: traveller.paxType, name: nameOf(traveller) })),
    seatOf: (position) => draft.seats[seatKey(position)] ?? '',
    lost: new Set(),
    onSeat: (position, seatNo) => onDraft({ ...draft, seats: { ...draft.seats, [seatKey(position)]: seatNo } }),
    text: SEAT_CHOICE_TEXT,
  });
  const closed = (kind: 'SEAT' | 'MEAL') =>
    t('addServices.closed', { kind: SERVICE_KIND_LABELS[kind], hours: SERVICE_CUTOFF_HOURS[kind] });

  return (
    <Stack gap="md">
      {flying
        .filter((traveller) => has(traveller.index, 'seats'))
        .map((traveller) => (
          <Text key={traveller.index} size="sm">
            {t('addServices.hasSeat', { name: nameOf(traveller), seat: has(traveller.index, 'seats') })}
          </Text>
        ))}
      {!seatsOpen ? (
        <Alert color="gray" role="note">
          {closed('SEAT')}
        </Alert>
      ) : needSeat.length === 0 ? (
        <Text size="sm">{t('addServices.nobody')}</Text>
      ) : map ? (
        <>
          <SeatTravellerChoice
            name={radioName}
            label={t('flightBooking.seat.choosingFor')}
            seated={choice.seated}
            choosingFor={choice.choosingFor}
            onChoose={choice.choose}
            labelOf={(position) => nameOf(needSeat[position] as FlightBooking['travellers'][number])}
            seatTextOf={(position) => draft.seats[seatKey(position)] || t('flightBooking.seat.none')}
          />
          <SeatLegend text={SEAT_LEGEND_TEXT} />
          <SeatMap map={map} text={SEAT_MAP_TEXT} viewOf={choice.viewOf} onPick={choice.onPick} />
          <SeatNoteLine note={choice.note} />
        </>
      ) : (
        <Text size="sm">{t('flightBooking.seat.noMap')}</Text>
      )}
      <div>
        <Title order={3} size="h6" mb={4}>
          {t('flightBooking.meals')}
        </Title>
        {!mealsOpen ? (
          <Alert color="gray" role="note">
            {closed('MEAL')}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {flying.map((traveller) =>
              has(traveller.index, 'meals') ? (
                <Text key={traveller.index} size="sm">
                  {t('addServices.hasMeal', {
                    name: nameOf(traveller),
                    meal: mealLabel(has(traveller.index, 'meals')),
                  })}
                </Text>
              ) : null,
            )}
            {needMeal.map((traveller) => {
              const key = flightKey(legIndex, segmentIndex, traveller.index);
              return (
                <SelectField
                  key={key}
                  label={t('addServices.mealFor', { name: nameOf(traveller) })}
                  data={[
                    { value: '', label: t('addServices.noMeal') },
                    ...options.extras.meals
                      .filter((meal) => !meal.childOnly || traveller.paxType === 'CHD')
                      .map((meal) => ({
                        value: meal.code,
                        label: t('flightBooking.meal.option', {
                          label: meal.label,
                          price: formatRupees(meal.pricePaise),
                        }),
                      })),
                  ]}
                  value={draft.meals[key] ?? ''}
                  onChange={(code) => onDraft({ ...draft, meals: { ...draft.meals, [key]: code } })}
                />
              );
            })}
          </SimpleGrid>
        )}
      </div>
    </Stack>
  );
}
