import { Group, Radio, Text } from '@mantine/core';
import type { BookingPaxType } from '@tripsetu/domain/flight-booking.ts';
import { type ReactNode, useId, useState } from 'react';
import type { SeatView } from './SeatMap.tsx';
import { lapAdults, pickSeat, type SeatShape, seatState } from './seat-map.ts';

/** What a choice says, in the site's language. */
export interface SeatChoiceText {
  /** After a traveller gives up their seat. */
  cleared: (name: string) => string;
  /** After a traveller takes a seat. */
  chosen: (name: string, seat: SeatShape) => string;
}

/** A note under the map: what the last choice did, or why it was refused (alert). */
export interface SeatNote {
  text: string;
  alert: boolean;
}

/**
 * Seating the travellers of one flight, on both sites: whom a seat is being chosen for, what each seat
 * is to them, and what choosing one does (§5: no seat twice, none taken, no exit row for a child or an
 * adult with an infant, no seat for an infant). After each seat the next traveller still without one
 * is seated next.
 */
export function useSeatChoice(input: {
  travellers: readonly { paxType: BookingPaxType; name: string }[];
  /** Each traveller's seat on this flight ('' = none). */
  seatOf: (index: number) => string;
  /** Seats of this flight another booking took since the map was drawn. */
  lost: ReadonlySet<string>;
  onSeat: (index: number, seatNo: string) => void;
  text: SeatChoiceText;
}) {
  const { travellers, seatOf, lost, onSeat, text } = input;
  const seated = travellers.flatMap((traveller, index) => (traveller.paxType === 'INF' ? [] : [index]));
  const carrying = lapAdults(travellers);
  const [choosingFor, setChoosingFor] = useState(seated[0] ?? 0);
  const [note, setNote] = useState<SeatNote | null>(null);
  const chosenBy = new Map<string, number>();
  for (const index of seated) if (seatOf(index)) chosenBy.set(seatOf(index), index);
  const nameOf = (index: number) => travellers[index]?.name ?? '';

  const viewOf = (seat: SeatShape): SeatView => {
    const holder = chosenBy.get(seat.seatNo);
    return {
      state: seatState(seat, { chosenBy, lost, travellerIndex: choosingFor }),
      holderName: holder === undefined ? '' : nameOf(holder),
      holderNumber: holder === undefined ? 0 : holder + 1,
    };
  };

  const onPick = (seat: SeatShape) => {
    const choosing = travellers[choosingFor];
    if (!choosing) return;
    const pick = pickSeat(seat, viewOf(seat).state, {
      paxType: choosing.paxType,
      withInfant: carrying.has(choosingFor),
    });
    if (pick.kind === 'refused') return setNote({ text: pick.message, alert: true });
    if (pick.kind === 'clear') {
      onSeat(choosingFor, '');
      return setNote({ text: text.cleared(nameOf(choosingFor)), alert: false });
    }
    onSeat(choosingFor, seat.seatNo);
    setNote({ text: text.chosen(nameOf(choosingFor), seat), alert: false });
    const next = seated.find((index) => index !== choosingFor && !seatOf(index));
    if (next !== undefined) setChoosingFor(next);
  };

  const choose = (index: number) => {
    setChoosingFor(index);
    setNote(null);
  };

  return { seated, choosingFor, choose, note, viewOf, onPick };
}

/** Seats of one flight in a set of 'leg|flight|seat' keys. */
export function seatsLostOn(lost: Iterable<string>, legIndex: number, segmentIndex: number): Set<string> {
  return new Set(
    [...lost].flatMap((key) => {
      const [leg, segment, seatNo = ''] = key.split('|');
      return Number(leg) === legIndex && Number(segment) === segmentIndex ? [seatNo] : [];
    }),
  );
}

/** The legend's words, in the site's language. */
export interface SeatLegendText {
  heading: string;
  free: string;
  extraLegroom: string;
  taken: string;
  mine: string;
  exit: string;
  exitRow: string;
}

function Swatch({ state, mark, label }: { state: string; mark: string; label: string }) {
  return (
    <Group gap={6} wrap="nowrap" component="li">
      <span className="seat seat-swatch" data-state={state} data-extra-legroom={mark === '+' || undefined}>
        <span aria-hidden="true">{mark}</span>
      </span>
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** What the seat map's marks mean: by mark as well as by colour. */
export function SeatLegend({ text, children }: { text: SeatLegendText; children?: ReactNode }) {
  const headingId = useId();
  return (
    <div>
      <Text size="sm" fw={600} id={headingId} mb={4}>
        {text.heading}
      </Text>
      <Group component="ul" gap="md" className="seat-legend" aria-labelledby={headingId}>
        <Swatch state="free" mark="" label={text.free} />
        <Swatch state="free" mark="+" label={text.extraLegroom} />
        <Swatch state="taken" mark="✕" label={text.taken} />
        <Swatch state="mine" mark="1" label={text.mine} />
        <Group gap={6} wrap="nowrap" component="li">
          <span className="seat-map-exit seat-legend-exit">{text.exit}</span>
          <Text size="xs">{text.exitRow}</Text>
        </Group>
      </Group>
      {children}
    </div>
  );
}

/** The note under the map, read out as it changes: what the last choice did, or why it was refused. */
export function SeatNoteLine({ note }: { note: SeatNote | null }) {
  return (
    <Text
      size="sm"
      fw={note?.alert ? 600 : undefined}
      c={note?.alert ? 'red' : undefined}
      role="status"
      className="seat-note"
    >
      {note?.text ?? ''}
    </Text>
  );
}

/** Whom the next seat is for: one choice per seated traveller, with the seat each has so far. */
export function SeatTravellerChoice({
  name,
  label,
  seated,
  choosingFor,
  onChoose,
  labelOf,
  seatTextOf,
}: {
  name: string;
  label: string;
  seated: readonly number[];
  choosingFor: number;
  onChoose: (index: number) => void;
  labelOf: (index: number) => string;
  seatTextOf: (index: number) => string;
}) {
  return (
    <Radio.Group name={name} label={label} value={String(choosingFor)} onChange={(value) => onChoose(Number(value))}>
      <Group gap="md" mt={6}>
        {seated.map((index) => (
          <Radio
            key={index}
            value={String(index)}
            label={<bdi>{labelOf(index)}</bdi>}
            description={seatTextOf(index)}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}
