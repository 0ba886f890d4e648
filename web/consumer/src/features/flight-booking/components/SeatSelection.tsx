import { Card, Group, Radio, Stack, Tabs, Text, Title } from '@mantine/core';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import type { SeatMapShape } from '@tripsetu/domain/flight-booking-api.ts';
import { type GatewayFareQuote, PASSENGER_TYPES } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { SeatMap, type SeatMapText, type SeatView } from '@tripsetu/ui/SeatMap';
import { lapAdults, pickSeat, type SeatShape, type SeatState, seatState } from '@tripsetu/ui/seat-map.ts';
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
const SEAT_MAP_TEXT: SeatMapText = {
  hint: 'Arrow keys move between seats; Enter or Space chooses one.',
  front: 'Front of the aircraft',
  exit: 'Exit',
  mapLabel: (map) => `Seat map of ${map.flight}, ${map.origin} to ${map.destination}`,
  seatLabel: seatName,
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
      <SeatLegend />
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

function SeatLegend() {
  const headingId = useId();
  const swatch = (state: string, mark: string, label: string) => (
    <Group gap={6} wrap="nowrap" component="li">
      <span className="seat seat-swatch" data-state={state} data-extra-legroom={mark === '+' || undefined}>
        <span aria-hidden="true">{mark}</span>
      </span>
      <Text size="xs">{label}</Text>
    </Group>
  );
  return (
    <div>
      <Text size="sm" fw={600} id={headingId} mb={4}>
        Seat key
      </Text>
      <Group component="ul" gap="md" className="seat-legend" aria-labelledby={headingId}>
        {swatch('free', '', 'Available')}
        {swatch('free', '+', 'Extra legroom')}
        {swatch('taken', '✕', 'Taken')}
        {swatch('mine', '1', 'Chosen (traveller number)')}
        <Group gap={6} wrap="nowrap" component="li">
          <span className="seat-map-exit seat-legend-exit">Exit</span>
          <Text size="xs">Exit row: adults only, not with an infant</Text>
        </Group>
      </Group>
    </div>
  );
}

function FlightSeats({
  map,
  travellers,
  lost,
  errors,
  onSeat,
}: Omit<SeatSelectionProps, 'quote'> & { map: SeatMapShape }) {
  const radioName = useId();
  const { legIndex, segmentIndex } = map;
  const seated = travellers.flatMap((traveller, index) => (traveller.type === 'infant' ? [] : [index]));
  const carrying = lapAdults(travellers.map((traveller) => ({ paxType: PASSENGER_TYPES[traveller.type] })));
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
  const names = travellers.map(travellerLabel);
  const choosing = travellers[choosingFor];

  const viewOf = (seat: SeatShape): SeatView => {
    const holder = chosenBy.get(seat.seatNo);
    return {
      state: seatState(seat, { chosenBy, lost: lostHere, travellerIndex: choosingFor }),
      holderName: holder === undefined ? '' : (names[holder] ?? ''),
      holderNumber: holder === undefined ? 0 : holder + 1,
    };
  };

  const onPick = (seat: SeatShape) => {
    if (!choosing) return;
    const pick = pickSeat(seat, viewOf(seat).state, {
      paxType: PASSENGER_TYPES[choosing.type],
      withInfant: carrying.has(choosingFor),
    });
    if (pick.kind === 'refused') return setNote({ text: pick.message, alert: true });
    if (pick.kind === 'clear') {
      onSeat(choosingFor, legIndex, segmentIndex, '');
      return setNote({ text: `${names[choosingFor]}: no seat chosen`, alert: false });
    }
    onSeat(choosingFor, legIndex, segmentIndex, seat.seatNo);
    setNote({
      text: `${names[choosingFor]}: seat ${seat.seatNo}, ${seat.pricePaise === 0 ? 'free' : formatRupees(seat.pricePaise)}`,
      alert: false,
    });
    const next = seated.find((index) => index !== choosingFor && !seatOf(index));
    if (next !== undefined) setChoosingFor(next);
  };

  const refusals = seated.flatMap((index) => {
    const message = errors[index]?.[`legs.${legIndex}.seats.${segmentIndex}`];
    return message ? [`${names[index]}: ${message}`] : [];
  });

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" mt="xs">
        {map.flight} · {map.aircraftName}
      </Text>
      <Radio.Group
        name={radioName}
        label="Choose a seat for"
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
              label={`${index + 1}. ${names[index]} (${PAX_TYPE_LABELS[PASSENGER_TYPES[travellers[index]?.type ?? 'adult']]})`}
              description={seatOf(index) ? `Seat ${seatOf(index)}` : 'No seat chosen'}
            />
          ))}
        </Group>
      </Radio.Group>
      {refusals.map((message) => (
        <Text key={message} size="sm" c="red" fw={600} role="alert">
          {message}
        </Text>
      ))}
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
    </Stack>
  );
}
