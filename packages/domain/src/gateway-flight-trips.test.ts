import { describe, expect, it } from 'vitest';
import { nationalMobile, proofContact } from './gateway-flight-trips.ts';

describe('the contact a visitor proves a flight booking with (decision 029)', () => {
  it('reads a mobile as people type it, and an e-mail without case', () => {
    for (const typed of ['9876543210', '+91 98765 43210', '919876543210', '09876543210', '98765-43210']) {
      expect(proofContact(typed)).toEqual({ mobile: '9876543210' });
    }
    expect(proofContact('  Meera.Nair@Example.IN ')).toEqual({ email: 'meera.nair@example.in' });
  });

  it('is neither for what is not one', () => {
    for (const typed of ['', '12345', '1234567890', '98765432101', 'meera@', '@example.in', 'meera nair@example.in']) {
      expect(proofContact(typed)).toBeNull();
    }
  });

  it('compares a booking’s mobile by its last ten digits', () => {
    expect(nationalMobile('+91-98765 43210')).toBe('9876543210');
  });
});
