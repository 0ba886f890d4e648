import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link } from 'react-router';

/** Where a rescheduled booking came from, and where its travellers went: both bookings link to each other. */
export function RescheduleLinks({ booking }: { booking: GatewayFlightBooking }) {
  if (!booking.rescheduledfrom && booking.reschedules.length === 0) return null;
  return (
    <Alert color="blue" role="status" title="Rescheduled">
      <Stack gap={4}>
        {booking.rescheduledfrom && (
          <Text size="sm">
            This booking was made by changing the date of booking{' '}
            <Anchor component={Link} to={`/flight/order-details/${booking.rescheduledfrom}`}>
              {booking.rescheduledfrom}
            </Anchor>
            .
          </Text>
        )}
        {booking.reschedules.map((move) => (
          <Text size="sm" key={move.newtxid}>
            Travellers moved to booking{' '}
            <Anchor component={Link} to={`/flight/order-details/${move.newtxid}`}>
              {move.newtxid}
            </Anchor>{' '}
            ({formatRupees(move.amount_paise)} paid for the change).
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
