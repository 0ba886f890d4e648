import { Group, Stack, Text } from '@mantine/core';
import type { ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';

/** Each item for whom and where with its price, then TripSetu's fee, its GST and the amount to pay. */
export function ServicesCharges({ booking, quote }: { booking: GatewayFlightBooking; quote: ServicesQuoteAnswer }) {
  const where = (line: ServicesQuoteAnswer['lines'][number]) => {
    const leg = booking.legs[line.legIndex];
    const flight = leg?.flightlegs[line.segmentIndex];
    return line.kind === 'SEAT' || line.kind === 'MEAL'
      ? `${flight?.carrier}-${flight?.flightnumber} ${flight?.origin}–${flight?.destination}`
      : `${leg?.from} → ${leg?.to}`;
  };
  const person = (index: number) => {
    const passenger = booking.passengers[index];
    return passenger ? `${passenger.title} ${passenger.first_name} ${passenger.last_name}` : '';
  };
  const { totals } = quote;
  return (
    <Stack gap="sm">
      <dl className="reschedule-charges" aria-label="What you are adding">
        {quote.lines.map((line) => (
          <div
            key={`${line.kind}-${line.traveller}-${line.legIndex}-${line.segmentIndex}-${line.code}`}
            className="reschedule-charges-row"
          >
            <dt>
              {line.label}
              <Text span size="xs" c="dimmed" display="block">
                {person(line.traveller)} · {where(line)}
              </Text>
            </dt>
            <dd className="money">{formatRupees(line.pricePaise)}</dd>
          </div>
        ))}
        <div className="reschedule-charges-row">
          <dt>TripSetu service fee</dt>
          <dd className="money">{formatRupees(totals.feePaise)}</dd>
        </div>
        <div className="reschedule-charges-row">
          <dt>GST on the fee</dt>
          <dd className="money">{formatRupees(totals.gstPaise)}</dd>
        </div>
      </dl>
      <Group justify="space-between">
        <Text fw={700}>Amount to pay</Text>
        <Text fw={700} className="money" data-testid="services-total">
          {formatRupees(totals.amountPaise)}
        </Text>
      </Group>
    </Stack>
  );
}
