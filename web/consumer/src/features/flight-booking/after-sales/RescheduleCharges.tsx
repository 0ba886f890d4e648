import { Alert, Group, Stack, Text } from '@mantine/core';
import type { RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

const ROWS = [
  ['oldFarePaise', 'Fare of your current ticket'],
  ['newFarePaise', 'Fare of the new flight'],
  ['fareDifferencePaise', 'Fare difference to pay'],
  ['airlineChargePaise', 'Airline change charge'],
  ['otaChargePaise', 'TripSetu reschedule fee'],
  ['gstPaise', 'GST on the fee'],
] as const;

const nameOf = (booking: GatewayFlightBooking, index: number) => {
  const passenger = booking.passengers[index];
  return passenger ? `${passenger.title} ${passenger.first_name} ${passenger.last_name}` : '';
};

/** What the move costs: per traveller, then the amount to pay, each charge named (decision 024). */
export function RescheduleCharges({ booking, quote }: { booking: GatewayFlightBooking; quote: RescheduleQuoteAnswer }) {
  return (
    <Stack gap="sm">
      {quote.totals.lowerFareKeptPaise > 0 && (
        <Alert color="yellow" role="status">
          The new fare is {formatRupees(quote.totals.lowerFareKeptPaise)} lower. As airlines do on a change, the
          difference is not refunded.
        </Alert>
      )}
      {quote.lines.map((line) => (
        <div key={line.traveller}>
          <Text fw={600}>{nameOf(booking, line.traveller)}</Text>
          <Text size="xs" c="dimmed">
            {line.window}
          </Text>
          <dl className="reschedule-charges" aria-label={`Charges for ${nameOf(booking, line.traveller)}`}>
            {ROWS.map(([field, label]) => (
              <div key={field} className="reschedule-charges-row">
                <dt>{label}</dt>
                <dd className="money">{formatRupees(line[field])}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
      <Group justify="space-between" className="reschedule-total">
        <Text fw={700}>Amount to pay</Text>
        <Text fw={700} className="money">
          {formatRupees(quote.totals.amountPaise)}
        </Text>
      </Group>
    </Stack>
  );
}
