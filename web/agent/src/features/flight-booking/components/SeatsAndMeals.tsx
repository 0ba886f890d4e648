import { Button, Group, Radio, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { SeatMap, type SeatView } from '@tripsetu/ui/SeatMap';
import { SelectField } from '@tripsetu/ui/SelectField';
import { pickSeat, type SeatShape, seatState } from '@tripsetu/ui/seat-map.ts';
import { useCallback, useId, useState } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { flightNumberOf, legTitle } from '../booking-display.ts';
import { type BookingErrors, type TravellerState, travellerName } from '../booking-form.ts';
import { seatMapOf, seatMapText } from '../seat-map.ts';
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
  /** Adults with an infant on the lap (no exit row). */
  carrying: ReadonlySet<number>;
  /** Seats lost to another booking since the map was drawn, as 'leg|segment|seatNo'. */
  lost: ReadonlySet<string>;
  errors: BookingErrors;
  /** The flight shown (controlled, so an error can bring its flight into view). */
  segment: string;
  onSegment: (value: string) => void;
  onSeat: (travellerIndex: number, legIndex: number, segmentIndex: number, seatNo: string) => void;
  onMeal: (travellerIndex: number, legIndex: number, segmentIndex: number, code: string) => void;
}

function LegendSwatch({ state, mark, label }: { state: string; mark: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <span className="seat seat-swatch" data-state={state} data-extra-legroom={mark === '+' || undefined}>
        <span aria-hidden="true">{mark}</span>
      </span>
      <Text size="xs">{label}</Text>
    </Group>
  );
}

function SeatLegend() {
  const headingId = useId();
  return (
    <div>
      <Text size="sm" fw={600} id={headingId} mb={4}>
        {t('flightBooking.seat.legend')}
      </Text>
      <Group component="ul" gap="md" className="plain-list" aria-labelledby={headingId}>
        <LegendSwatch state="free" mark="" label={t('flightBooking.seat.legend.free')} />
        <LegendSwatch state="free" mark="+" label={t('flightBooking.seat.legend.extraLegroom')} />
        <LegendSwatch state="taken" mark="✕" label={t('flightBooking.seat.legend.taken')} />
        <LegendSwatch state="mine" mark="1" label={t('flightBooking.seat.legend.mine')} />
        <Group gap={6} wrap="nowrap" component="li">
          <span className="seat-map-exit seat-legend-exit">{t('flightBooking.seat.exit')}</span>
          <Text size="xs">{t('flightBooking.seat.legend.exitRow')}</Text>
        </Group>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('flightBooking.seat.legend.prices')}
      </Text>
    </div>
  );
}

/** One flight: whom a seat is being chosen for, the seat map, the seats chosen so far, and meals. */
function SegmentPanel({
  quote,
  legIndex,
  segmentIndex,
  travellers,
  carrying,
  lost,
  errors,
  onSeat,
  onMeal,
}: Omit<SeatsAndMealsProps, 'segment' | 'onSegment' | 'tripType'> & SegmentRef) {
  const radioName = useId();
  const map = seatMapOf(quote, legIndex, segmentIndex);
  const seated = travellers.flatMap((traveller, index) => (traveller.paxType === 'INF' ? [] : [index]));
  const seatOf = (index: number) => travellers[index]?.legs[legIndex]?.seats[segmentIndex] ?? '';
  const [choosingFor, setChoosingFor] = useState(seated[0] ?? 0);
  const [note, setNote] = useState<{ text: string; alert: boolean } | null>(null);
  const chosenBy = new Map<string, number>();
  for (const index of seated) if (seatOf(index)) chosenBy.set(seatOf(index), index);
  const lostHere = new Set(
    [...lost].flatMap((key) => {
      const [leg, segment, seatNo = ''] = key.split('|');
      return Number(leg) === legIndex && Number(segment) === segmentIndex ? [seatNo] : [];
    }),
  );
  const names = travellers.map((traveller, index) => travellerName(traveller, index));
  const choosing = travellers[choosingFor];

  const viewOf = (seat: SeatShape): SeatView => {
    const state = seatState(seat, { chosenBy, lost: lostHere, travellerIndex: choosingFor });
    const holder = chosenBy.get(seat.seatNo);
    return {
      state,
      holderName: holder === undefined ? '' : (names[holder] ?? ''),
      holderNumber: holder === undefined ? 0 : holder + 1,
    };
  };

  const onPick = (seat: SeatShape) => {
    if (!choosing) return;
    const pick = pickSeat(seat, viewOf(seat).state, {
      paxType: choosing.paxType,
      withInfant: carrying.has(choosingFor),
    });
    if (pick.kind === 'clear') {
      onSeat(choosingFor, legIndex, segmentIndex, '');
      setNote({ text: t('flightBooking.seat.none'), alert: false });
      return;
    }
    if (pick.kind === 'refused') return setNote({ text: pick.message, alert: true });
    onSeat(choosingFor, legIndex, segmentIndex, seat.seatNo);
    setNote({
      text: `${names[choosingFor]}: ${seat.seatNo} · ${seat.pricePaise === 0 ? t('flightBooking.seat.noCharge') : formatRupees(seat.pricePaise)}`,
      alert: false,
    });
    // The next traveller still without a seat on this flight is seated next.
    const next = seated.find((index) => index !== choosingFor && !seatOf(index));
    if (next !== undefined) setChoosingFor(next);
  };

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
          <Radio.Group
            name={radioName}
            label={t('flightBooking.seat.choosingFor')}
            value={String(choosingFor)}
            onChange={(value) => {
              setChoosingFor(Number(value));
              setNote(null);
            }}
          >
            <Group gap="md" mt={6}>
              {seated.map((index) => (
                <Radio
                  key={index}
                  value={String(index)}
                  label={`${index + 1}. ${names[index]} (${PAX_TYPE_LABELS[travellers[index]?.paxType ?? 'ADT']})`}
                  description={seatOf(index) || t('flightBooking.seat.none')}
                />
              ))}
            </Group>
          </Radio.Group>
          <SeatLegend />
          <SeatMap map={map} text={SEAT_MAP_TEXT} viewOf={viewOf} onPick={onPick} />
          <Text
            size="sm"
            fw={note?.alert ? 600 : undefined}
            c={note?.alert ? 'red' : undefined}
            role="status"
            className="seat-note"
          >
            {note?.text ?? ''}
          </Text>
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
