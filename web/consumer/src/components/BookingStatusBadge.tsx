import { Badge } from '@mantine/core';
import type { PackageBookingStatus } from '@tripsetu/domain/gateway-contract.ts';
import { STATUS_COLORS } from '@tripsetu/ui/theme';

/** One colour per booking status (docs/decisions/002), shared by the voucher and the booking lists. */
const STATUS_COLOR: Record<PackageBookingStatus, string> = {
  REQUESTED: STATUS_COLORS.waiting,
  CONFIRMED: STATUS_COLORS.done,
  REJECTED: STATUS_COLORS.refused,
  CANCELLED: STATUS_COLORS.neutral,
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
