import type { MyBooking } from '@tripsetu/domain/gateway-contract.ts';
import { describe, expect, it } from 'vitest';
import { canManage, memberSinceDate } from '../../lib/booking-rules.ts';
import { newestFirst } from './api/get-my-bookings.ts';

const booking = (change: Partial<MyBooking>): MyBooking => ({
  txid: 'TSH00000000000000000001',
  package_id: 1001,
  package_name: 'Goa Beach Escape',
  destination: 'Goa',
  booking_status: 'Requested',
  status_code: 'REQUESTED',
  checkindate: '2026-12-20',
  checkoutdate: '2026-12-24',
  travellers: 2,
  total: 45000,
  total_paise: 4_500_000,
  booked_at: '2026-11-01T10:00:00Z',
  cancellation_requested_at: null,
  ...change,
});

describe('my bookings', () => {
  it('lists the newest booking first', () => {
    const list = newestFirst([
      booking({ txid: 'A', booked_at: '2026-10-01T10:00:00Z' }),
      booking({ txid: 'C', booked_at: '2026-11-20T08:00:00Z' }),
      booking({ txid: 'B', booked_at: '2026-11-01T10:00:00Z' }),
    ]);
    expect(list.map((b) => b.txid)).toEqual(['C', 'B', 'A']);
  });

  it('offers Manage unless the booking is cancelled, rejected or a cancellation was already asked for', () => {
    expect(canManage(booking({}))).toBe(true);
    expect(canManage(booking({ status_code: 'CONFIRMED' }))).toBe(true);
    expect(canManage(booking({ status_code: 'CANCELLED' }))).toBe(false);
    expect(canManage(booking({ status_code: 'REJECTED' }))).toBe(false);
    expect(canManage(booking({ cancellation_requested_at: '2026-11-02T10:00:00Z' }))).toBe(false);
  });

  it('reads member since as a date or as a timestamp, on India’s calendar', () => {
    expect(memberSinceDate('2026-11-22')).toBe('2026-11-22');
    expect(memberSinceDate('2026-11-21T20:00:00Z')).toBe('2026-11-22');
    expect(memberSinceDate('not a date')).toBeNull();
  });
});
