import { isIsoDate, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';

/** A booking can be managed (cancelled) unless it is over, refused, or a cancellation is already on its way. */
export function canManage(booking: Pick<MyBooking, 'status_code' | 'cancellation_requested_at'>): boolean {
  return (
    booking.status_code !== 'CANCELLED' && booking.status_code !== 'REJECTED' && !booking.cancellation_requested_at
  );
}

/** 'member since' arrives as a date or a timestamp; either way the business day in India. */
export function memberSinceDate(value: string): string | null {
  if (isIsoDate(value)) return value;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : todayInIndia(new Date(at));
}
