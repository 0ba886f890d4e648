import { Text } from '@mantine/core';
import { formatDisplayDateWithWeekday } from '@tripsetu/domain/dates.ts';
import { formatHhmm, terminalLabel } from '@tripsetu/domain/flight-results.ts';
import type { GatewayFareLine } from '@tripsetu/domain/gateway-flight-booking.ts';
import type { FlightLeg } from '@tripsetu/domain/gateway-flights.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

type ShownLeg = Pick<
  FlightLeg,
  | 'carrier'
  | 'carriername'
  | 'flightnumber'
  | 'origin'
  | 'origincity'
  | 'destination'
  | 'destinationcity'
  | 'depdate'
  | 'deptime'
  | 'arrdate'
  | 'arrtime'
  | 'depterminal'
  | 'arrterminal'
>;

const terminal = (value: string) => (terminalLabel(value) ? `, ${terminalLabel(value)}` : '');

/** The flights of one journey: flight numbers, times, airports with terminals (§9 formats). */
export function FlightLegsList({ flights }: { flights: readonly ShownLeg[] }) {
  return (
    <ol className="booking-flights">
      {flights.map((leg) => (
        <li key={`${leg.carrier}-${leg.flightnumber}-${leg.depdate}`}>
          <Text size="sm" fw={700}>
            {leg.carriername} {leg.carrier}-{leg.flightnumber}
          </Text>
          <Text size="sm">
            {formatHhmm(leg.deptime)} {formatDisplayDateWithWeekday(leg.depdate)} · {leg.origincity} ({leg.origin})
            {terminal(leg.depterminal)}
          </Text>
          <Text size="sm">
            {formatHhmm(leg.arrtime)} {formatDisplayDateWithWeekday(leg.arrdate)} · {leg.destinationcity} (
            {leg.destination}){terminal(leg.arrterminal)}
          </Text>
        </li>
      ))}
    </ol>
  );
}

/** Fare lines and their total, as a definition list so each amount reads with its label. */
export function FareLines({
  lines,
  totalPaise,
  label = 'Fare summary',
}: {
  lines: readonly Pick<GatewayFareLine, 'code' | 'label' | 'amount_paise'>[];
  totalPaise: number;
  label?: string;
}) {
  return (
    <dl className="booking-fare" aria-label={label}>
      {lines.map((line) => (
        <div key={`${line.code}-${line.label}`} className="booking-fare-line">
          <dt>{line.label}</dt>
          <dd>{formatRupees(line.amount_paise)}</dd>
        </div>
      ))}
      <div className="booking-fare-line booking-fare-total">
        <dt>Total</dt>
        <dd>{formatRupees(totalPaise)}</dd>
      </div>
    </dl>
  );
}
