import { Badge } from '@mantine/core';
import type { PackageBookingStatus } from '@tripsetu/domain/gateway-contract.ts';

/** One colour per booking status (docs/decisions/002), shared by the voucher and the booking lists. */
const STATUS_COLOR: Record<PackageBookingStatus, string> = {
  REQUESTED: 'yellow.4',
  CONFIRMED: 'green.8',
  REJECTED: 'red.8',
  CANCELLED: 'gray.7',
};

export function BookingStatusBadge({
  booking,
}: {
  booking: { status_code: PackageBookingStatus; booking_status: string };
}) {
  return (
    <Badge color={STATUS_COLOR[booking.status_code] ?? 'gray.7'} variant="filled" autoContrast>
      {booking.booking_status || booking.status_code}
    </Badge>
  );
}
