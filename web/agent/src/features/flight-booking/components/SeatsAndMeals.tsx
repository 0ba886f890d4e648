import { Button, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { SeatLegend, SeatNoteLine, SeatTravellerChoice, seatsLostOn, useSeatChoice } from '@tripsetu/ui/SeatChoice';
import { SeatMap } from '@tripsetu/ui/SeatMap';
import { SelectField } from '@tripsetu/ui/SelectField';
import { useCallback, useId } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { flightNumberOf, legTitle } from '../booking-display.ts';
import { type BookingErrors, type TravellerState, travellerName } from '../booking-form.ts';
import { SEAT_CHOICE_TEXT, SEAT_LEGEND_TEXT, seatMapOf, seatMapText } from '../seat-map.ts';
import { fieldDomId } from '../server-errors.ts';

/** The map's words: one object, so the memoised map is not drawn again for new words. */
const SEAT_MAP_TEXT = seatMapText();

export interface SegmentRef {
  legIndex: number;
  segmentIndex: number;
}

export const segmentValue = ({ legIndex, segmentIndex }: SegmentRef) => `${legIndex}-${segmentIndex}`;

export interface SeatsAndMealsProps {
  quote: FlightQuote;
  tripType: string;
  travellers: TravellerState[];
  /** Seats lost to another booking since the map was drawn, as 'leg|segment|seatNo'. */
  lost: ReadonlySet<string>;
  errors: BookingErrors;
  /** The flight shown (controlled, so an error can bring its flight into view). */
  segment: string;
  onSegment: (value: string) => void;
  onSeat: (travellerIndex: number, legIndex: number, segmentIndex: number, seatNo: string) => void;
  onMeal: (travellerIndex: number, legIndex: number, segmentIndex: number, code: string) => void;
}

/** One flight: whom a seat is being chosen for, the seat map, the seats chosen so far, and meals. */
function SegmentPanel({
  quote,
  legIndex,
  segmentIndex,
  travellers,
  lost,
  errors,
  onSeat,
  onMeal,
}: Omit<SeatsAndMealsProps, 'segment' | 'onSegment' | 'tripType'> & SegmentRef) {
  const radioName = useId();
  const map = seatMapOf(quote, legIndex, segmentIndex);
  const seatOf = (index: number) => travellers[index]?.legs[legIndex]?.seats[segmentIndex] ?? '';
  const names = travellers.map((traveller, index) => travellerName(traveller, index));
  const { seated, choosingFor, choose, note, viewOf, onPick } = useSeatChoice({
    travellers: travellers.map((traveller, index) => ({ paxType: traveller.paxType, name: names[index] ?? '' })),
    seatOf,
    lost: seatsLostOn(lost, legIndex, segmentIndex),
    onSeat: (index, seatNo) => onSeat(index, legIndex, segmentIndex, seatNo),
    text: SEAT_CHOICE_TEXT,
  });

  const mealOptions = (index: number) => [
    { value: '', label: t('flightBooking.meal.none') },
    ...quote.extras.meals
      .filter((meal) => !meal.childOnly || travellers[index]?.paxType === 'CHD')
      .map((meal) => ({
        value: meal.code,
        label: t('flightBooking.meal.option', { label: meal.label, price: formatRupees(meal.pricePaise) }),
      })),
  ];

  return (
    <Stack gap="md">
      {map && seated.length > 0 ? (
        <>
          <SeatTravellerChoice
            name={radioName}
            label={t('flightBooking.seat.choosingFor')}
            seated={seated}
            choosingFor={choosingFor}
            onChoose={choose}
            labelOf={(index) =>
              `${index + 1}. ${names[index]} (${PAX_TYPE_LABELS[travellers[index]?.paxType ?? 'ADT']})`
            }
            seatTextOf={(index) => seatOf(index) || t('flightBooking.seat.none')}
          />
          <SeatLegend text={SEAT_LEGEND_TEXT}>
            <Text size="xs" c="dimmed" mt={4}>
              {t('flightBooking.seat.legend.prices')}
            </Text>
          </SeatLegend>
          <SeatMap map={map} text={SEAT_MAP_TEXT} viewOf={viewOf} onPick={onPick} />
          <SeatNoteLine note={note} />
        </>
      ) : (
        <Text size="sm">{t('flightBooking.seat.noMap')}</Text>
      )}
      <div>
        <Title order={4} size="h6" mb={4}>
          {t('flightBooking.seat.chosen')}
        </Title>
        <Stack component="ul" gap={4} className="plain-list">
          {seated.map((index) => {
            const key = `travellers.${index}.legs.${legIndex}.seats.${segmentIndex}`;
            const seatNo = seatOf(index);
            const seat = map?.rows.flatMap((row) => row.seats).find((entry) => entry.seatNo === seatNo);
            return (
              <li key={index}>
                <Group gap="xs" wrap="wrap" id={fieldDomId(key)} tabIndex={-1} className="seat-chosen">
                  <Text size="sm" fw={600}>
                    {index + 1}. {names[index]}:
                  </Text>
                  <Text size="sm">
                    {seatNo
                      ? `${seatNo} · ${seat && seat.pricePaise > 0 ? formatRupees(seat.pricePaise) : t('flightBooking.seat.noCharge')}`
                      : t('flightBooking.seat.none')}
                  </Text>
                  {seatNo && (
                    <Button
                      variant="subtle"
                      size="compact-xs"
                      onClick={() => onSeat(index, legIndex, segmentIndex, '')}
                      aria-label={t('flightBooking.seat.remove', { seat: seatNo, name: names[index] ?? '' })}
                    >
                      {t('flightBooking.seat.removeShort')}
                    </Button>
                  )}
                </Group>
                {errors[key] && (
                  <Text size="sm" c="red" fw={600} role="alert">
                    {errors[key]}
                  </Text>
                )}
              </li>
            );
          })}
        </Stack>
        {seated.length < travellers.length && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('flightBooking.seat.infantNote')}
          </Text>
        )}
      </div>
      <div>
        <Title order={4} size="h6" mb={4}>
          {t('flightBooking.meals')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {seated.map((index) => {
            const key = `travellers.${index}.legs.${legIndex}.meals.${segmentIndex}`;
            return (
              <SelectField
                key={index}
                id={fieldDomId(key)}
                label={t('flightBooking.meal.label', { name: names[index] ?? '' })}
                data={mealOptions(index)}
                value={travellers[index]?.legs[legIndex]?.meals[segmentIndex] ?? ''}
                onChange={(code) => onMeal(index, legIndex, segmentIndex, code)}
                error={errors[key]}
              />
            );
          })}
        </SimpleGrid>
      </div>
    </Stack>
  );
}

/** §2 seat and meal selection: one tab per flight of the trip (a connection has two), each with its seat map. */
export function SeatsAndMeals(props: SeatsAndMealsProps) {
  const { quote, tripType, segment, onSegment } = props;
  const segments: SegmentRef[] = quote.legs.flatMap((leg, legIndex) =>
    leg.itinerary.segments.map((_, segmentIndex) => ({ legIndex, segmentIndex })),
  );
  const label = useCallback(
    ({ legIndex, segmentIndex }: SegmentRef) => {
      const leg = quote.legs[legIndex];
      const flight = leg?.itinerary.segments[segmentIndex];
      return t('flightBooking.seat.tab', {
        title: legTitle(tripType, legIndex),
        flight: flightNumberOf(leg, segmentIndex),
        from: flight?.origin ?? '',
        to: flight?.destination ?? '',
      });
    },
    [quote.legs, tripType],
  );
  return (
    <Tabs value={segment} onChange={(value) => value && onSegment(value)} keepMounted={false}>
      <Tabs.List mb="md">
        {segments.map((ref) => (
          <Tabs.Tab key={segmentValue(ref)} value={segmentValue(ref)} fw={600}>
            {label(ref)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {segments.map((ref) => (
        <Tabs.Panel key={segmentValue(ref)} value={segmentValue(ref)}>
          <SegmentPanel {...props} legIndex={ref.legIndex} segmentIndex={ref.segmentIndex} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
