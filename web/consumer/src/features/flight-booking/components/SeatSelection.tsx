import { Card, Stack, Tabs, Text, Title } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import { type GatewayFareQuote, PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  type SeatChoiceText,
  SeatLegend,
  type SeatLegendText,
  SeatNoteLine,
  SeatTravellerChoice,
  seatsLostOn,
  useSeatChoice,
} from '@tripsetu/ui/SeatChoice';
import { SeatMap, type SeatMapText, type SeatView } from '@tripsetu/ui/SeatMap';
import type { SeatShape, SeatState } from '@tripsetu/ui/seat-map.ts';
import { useId, useState } from 'react';
import type { TravellerDraft } from '../booking-form.ts';

const POSITIONS: Record<SeatShape['position'], string> = { WINDOW: 'window', MIDDLE: 'middle', AISLE: 'aisle' };
const STATES: Record<SeatState, string> = { free: 'available', taken: 'taken', mine: '', companion: '' };

/** '14C, aisle, ₹350, extra legroom, available': a seat as a screen reader names it. */
export function seatName(seat: SeatShape, view: SeatView): string {
  const parts = [seat.seatNo, POSITIONS[seat.position], seat.pricePaise === 0 ? 'free' : formatRupees(seat.pricePaise)];
  if (seat.extraLegroom) parts.push('extra legroom');
  if (seat.exitRow) parts.push('exit row');
  if (view.state === 'mine') parts.push(`selected for ${view.holderNumber}. ${view.holderName}`);
  else if (view.state === 'companion') parts.push(`chosen for ${view.holderNumber}. ${view.holderName}`);
  else parts.push(STATES[view.state]);
  return parts.join(', ');
}

/** One object for every map, so the memoised map is not drawn again for new words. */
export const SEAT_MAP_TEXT: SeatMapText = {
  hint: 'Arrow keys move between seats; Enter or Space chooses one.',
  front: 'Front of the aircraft',
  exit: 'Exit',
  mapLabel: (map) => `Seat map of ${map.flight}, ${map.origin} to ${map.destination}`,
  seatLabel: seatName,
};

export const LEGEND_TEXT: SeatLegendText = {
  heading: 'Seat key',
  free: 'Available',
  extraLegroom: 'Extra legroom',
  taken: 'Taken',
  mine: 'Chosen (traveller number)',
  exit: 'Exit',
  exitRow: 'Exit row: adults only, not with an infant',
};

export const CHOICE_TEXT: SeatChoiceText = {
  cleared: (name) => `${name}: no seat chosen`,
  chosen: (name, seat) =>
    `${name}: seat ${seat.seatNo}, ${seat.pricePaise === 0 ? 'free' : formatRupees(seat.pricePaise)}`,
};

/** 'Rahul Verma', or 'Traveller 2' until a name is typed. */
export const travellerLabel = (traveller: Pick<TravellerDraft, 'first_name' | 'last_name'>, index: number) =>
  `${traveller.first_name} ${traveller.last_name}`.trim() || `Traveller ${index + 1}`;

export interface SeatSelectionProps {
  quote: Pick<GatewayFareQuote, 'seatmaps'>;
  travellers: readonly TravellerDraft[];
  /** Seats another booking took since the map was drawn, as 'leg|flight|seat'. */
  lost: ReadonlySet<string>;
  /** Refusals of the server per traveller, keyed 'legs.L.seats.S'. */
  errors: Record<number, Record<string, string>>;
  onSeat: (travellerIndex: number, legIndex: number, segmentIndex: number, seatNo: string) => void;
}

/**
 * Seats are optional: the airline gives one at check-in. A tab per flight; the traveller being seated
 * is chosen above the map and moves on to the next traveller without a seat after each choice.
 */
export function SeatSelection({ quote, travellers, lost, errors, onSeat }: SeatSelectionProps) {
  const maps = quote.seatmaps;
  const [shown, setShown] = useState(maps[0] ? tabOf(maps[0]) : '');
  if (maps.length === 0) return null;
  const hasInfant = travellers.some((traveller) => traveller.type === 'infant');
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="seat-selection-heading">
      <Title order={2} size="h4" id="seat-selection-heading">
        Choose your seats
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Optional. Travellers without a seat get one free at check-in.
        {hasInfant && ' Infants travel on an adult’s lap and have no seat of their own.'}
      </Text>
      <SeatLegend text={LEGEND_TEXT} />
      {maps.length > 1 ? (
        <Tabs value={shown} onChange={(value) => value && setShown(value)} keepMounted={false} mt="sm">
          <Tabs.List>
            {maps.map((map) => (
              <Tabs.Tab key={tabOf(map)} value={tabOf(map)}>
                {map.origin} → {map.destination}
                <Text span size="xs" c="dimmed" ml={6}>
                  {map.flight}
                </Text>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {maps.map((map) => (
            <Tabs.Panel key={tabOf(map)} value={tabOf(map)} pt="sm">
              <FlightSeats map={map} travellers={travellers} lost={lost} errors={errors} onSeat={onSeat} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        maps[0] && (
          <div className="consumer-seat-flight">
            <FlightSeats map={maps[0]} travellers={travellers} lost={lost} errors={errors} onSeat={onSeat} />
          </div>
        )
      )}
    </Card>
  );
}

const tabOf = (map: Pick<SeatMapShape, 'legIndex' | 'segmentIndex'>) => `${map.legIndex}-${map.segmentIndex}`;

function FlightSeats({
  map,
  travellers,
  lost,
  errors,
  onSeat,
}: Omit<SeatSelectionProps, 'quote'> & { map: SeatMapShape }) {
  const radioName = useId();
  const { legIndex, segmentIndex } = map;
  const names = travellers.map(travellerLabel);
  const seatOf = (index: number) => travellers[index]?.legs[legIndex]?.seats[segmentIndex] ?? '';
  const { seated, choosingFor, choose, note, viewOf, onPick } = useSeatChoice({
    travellers: travellers.map((traveller, index) => ({
      paxType: PASSENGER_TYPES[traveller.type],
      name: names[index] ?? '',
    })),
    seatOf,
    lost: seatsLostOn(lost, legIndex, segmentIndex),
    onSeat: (index, seatNo) => onSeat(index, legIndex, segmentIndex, seatNo),
    text: CHOICE_TEXT,
  });

  const refusals = seated.flatMap((index) => {
    const message = errors[index]?.[`legs.${legIndex}.seats.${segmentIndex}`];
    return message ? [`${names[index]}: ${message}`] : [];
  });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" mt="xs">
        {map.flight} · {map.aircraftName}
      </Text>
      <SeatTravellerChoice
        name={radioName}
        label="Choose a seat for"
        seated={seated}
        choosingFor={choosingFor}
        onChoose={choose}
        labelOf={(index) =>
          `${index + 1}. ${names[index]} (${PAX_TYPE_LABELS[PASSENGER_TYPES[travellers[index]?.type ?? 'adult']]})`
        }
        seatTextOf={(index) => (seatOf(index) ? `Seat ${seatOf(index)}` : 'No seat chosen')}
      />
      {refusals.map((message) => (
        <Text key={message} size="sm" c="red" fw={600} role="alert">
          {message}
        </Text>
      ))}
      <SeatMap map={map} text={SEAT_MAP_TEXT} viewOf={viewOf} onPick={onPick} />
      <SeatNoteLine note={note} />
    </Stack>
  );
}
