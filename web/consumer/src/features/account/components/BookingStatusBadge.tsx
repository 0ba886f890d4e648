import { Badge } from '@mantine/core';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { STATUS_COLOR } from '../booking-rules.ts';

export function BookingStatusBadge({ booking }: { booking: Pick<MyBooking, 'status_code' | 'booking_status'> }) {
  return (
    <Badge color={STATUS_COLOR[booking.status_code] ?? 'gray.7'} variant="filled" autoContrast>
      {booking.booking_status || booking.status_code}
    </Badge>
  );
}
