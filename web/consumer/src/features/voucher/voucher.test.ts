import { maskEmail } from '@tripsetu/domain/package-booking.ts';
import { describe, expect, it } from 'vitest';
import { addressToFill } from './components/VoucherPage.tsx';

describe('e-mailing a voucher', () => {
  it('does not offer the masked lead e-mail as the address to send to', () => {
    expect(addressToFill(maskEmail('ananya.rao@example.in'))).toBe('');
    expect(addressToFill('ananya.rao@example.in')).toBe('ananya.rao@example.in');
  });
});
