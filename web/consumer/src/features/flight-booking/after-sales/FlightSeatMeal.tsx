import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ServiceOptions } from '@tripsetu/domain/booking-api.ts';
import { MEALS } from '@tripsetu/domain/flight-extras.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { type GatewayFlightBooking, PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { flightKey, isOpen, type ServicesDraft } from '@tripsetu/domain/services-draft.ts';
import { SeatLegend, SeatNoteLine, SeatTravellerChoice, useSeatChoice } from '@tripsetu/ui/SeatChoice';
import { SeatMap } from '@tripsetu/ui/SeatMap';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useId } from 'react';
import { CHOICE_TEXT, LEGEND_TEXT, SEAT_MAP_TEXT } from '../components/SeatSelection.tsx';
import { offJourney } from '../ticket-state.ts';

type Passenger = GatewayFlightBooking['passengers'][number];
const nameOf = (passenger: Passenger) => `${passenger.title} ${passenger.first_name} ${passenger.last_name}`;
const mealName = (code: string) => MEALS.find((meal) => meal.code === code)?.label ?? code;

/** The travellers with a seat of their own (not infants) still on a journey, with their index on the booking. */
export const seatedOn = (booking: GatewayFlightBooking, legIndex: number) =>
  booking.passengers
    .map((passenger, index) => ({ passenger, index }))
    .filter(({ passenger, index }) => passenger.type !== 'infant' && !offJourney(booking, index, legIndex));

/** One flight: the seat map for those without a seat, and a meal for those without one. */
export function FlightSeatMeal({
  booking,
  options,
  legIndex,
  segmentIndex,
  draft,
  onDraft,
}: {
  booking: GatewayFlightBooking;
  options: ServiceOptions;
  legIndex: number;
  segmentIndex: number;
  draft: ServicesDraft;
  onDraft: (next: ServicesDraft) => void;
}) {
  const radioName = useId();
  const flying = seatedOn(booking, legIndex);
  const has = (passenger: Passenger, pick: 'seats' | 'meals') => passenger.legs[legIndex]?.[pick][segmentIndex] ?? '';
  const needSeat = flying.filter(({ passenger }) => !has(passenger, 'seats'));
  const map = options.seatMaps.find((entry) => entry.legIndex === legIndex && entry.segmentIndex === segmentIndex);
  const seatKey = (position: number) => flightKey(legIndex, segmentIndex, needSeat[position]?.index ?? -1);
  const choice = useSeatChoice({
    travellers: needSeat.map(({ passenger }) => ({
      paxType: PASSENGER_TYPES[passenger.type],
      name: nameOf(passenger),
    })),
    seatOf: (position) => draft.seats[seatKey(position)] ?? '',
    lost: new Set(),
    onSeat: (position, seatNo) => onDraft({ ...draft, seats: { ...draft.seats, [seatKey(position)]: seatNo } }),
    text: CHOICE_TEXT,
  });
  const seatsOpen = isOpen(options, legIndex, segmentIndex, 'SEAT');
  const mealsOpen = isOpen(options, legIndex, segmentIndex, 'MEAL');

  return (
    <Stack gap="md">
      {flying
        .filter(({ passenger }) => has(passenger, 'seats'))
        .map(({ passenger, index }) => (
          <Text key={index} size="sm">
            {nameOf(passenger)} has seat {has(passenger, 'seats')}.
          </Text>
        ))}
      {!seatsOpen ? (
        <Alert color="gray" role="note">
          {SERVICES_MSG_DECIDED.closed('SEAT')}
        </Alert>
      ) : needSeat.length > 0 && map ? (
        <>
          <SeatTravellerChoice
            name={radioName}
            label="Choosing a seat for"
            seated={choice.seated}
            choosingFor={choice.choosingFor}
            onChoose={choice.choose}
            labelOf={(position) => nameOf((needSeat[position] as { passenger: Passenger }).passenger)}
            seatTextOf={(position) => draft.seats[seatKey(position)] || 'No seat chosen'}
          />
          <SeatLegend text={LEGEND_TEXT} />
          <SeatMap map={map} text={SEAT_MAP_TEXT} viewOf={choice.viewOf} onPick={choice.onPick} />
          <SeatNoteLine note={choice.note} />
        </>
      ) : null}
      <div>
        <Title order={3} size="h6" mb={4}>
          Meals
        </Title>
        {!mealsOpen ? (
          <Alert color="gray" role="note">
            {SERVICES_MSG_DECIDED.closed('MEAL')}
          </Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {flying.map(({ passenger, index }) => {
              const key = flightKey(legIndex, segmentIndex, index);
              return has(passenger, 'meals') ? (
                <Text key={key} size="sm">
                  {nameOf(passenger)}: {mealName(has(passenger, 'meals'))}
                </Text>
              ) : (
                <SelectField
                  key={key}
                  label={`Meal for ${nameOf(passenger)}`}
                  data={[
                    { value: '', label: 'No meal' },
                    ...options.extras.meals
                      .filter((meal) => !meal.childOnly || passenger.type === 'child')
                      .map((meal) => ({ value: meal.code, label: `${meal.label} (${formatRupees(meal.pricePaise)})` })),
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
