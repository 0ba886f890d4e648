import { Text } from '@mantine/core';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

const nameOf = (booking: GatewayFlightBooking, index: number) => {
  const passenger = booking.passengers[index];
  return passenger ? `${passenger.title} ${passenger.first_name} ${passenger.last_name}` : '';
};

const flightOf = (booking: GatewayFlightBooking, leg: number, segment: number) => {
  const flight = booking.legs[leg]?.flightlegs[segment];
  return flight ? `${flight.carrier}-${flight.flightnumber} ${flight.origin}–${flight.destination}` : '';
};

/** Per traveller and flight: the rule window, the airline's charge and the refund (a list, for any width). */
export function QuoteLines({ booking, quote }: { booking: GatewayFlightBooking; quote: CancellationQuoteAnswer }) {
  return (
    <ul className="refund-lines" aria-label="Refund per traveller and flight">
      {quote.lines.map((line) => (
        <li key={`${line.traveller}-${line.legIndex}-${line.segmentIndex}`}>
          <Text size="sm" fw={600}>
            {nameOf(booking, line.traveller)} · {flightOf(booking, line.legIndex, line.segmentIndex)}
          </Text>
          <Text size="xs" c="dimmed">
            {line.taxesOnly ? 'Only the taxes are refunded' : line.window}
          </Text>
          <Text size="sm">
            Paid {formatRupees(line.paidPaise)} · Airline charge {formatRupees(line.airlineChargePaise)} · Refund{' '}
            <strong>{formatRupees(line.refundPaise)}</strong>
          </Text>
        </li>
      ))}
      {quote.fees.map((fee) => (
        <li key={`fee-${fee.traveller}`}>
          <Text size="sm" fw={600}>
            {nameOf(booking, fee.traveller)} · {fee.label}
          </Text>
          <Text size="sm">
            Refund <strong>{formatRupees(fee.refundPaise)}</strong>
          </Text>
        </li>
      ))}
    </ul>
  );
}
