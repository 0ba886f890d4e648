import { describe, expect, it } from 'vitest';
import { CODE_REQUIRED, normaliseTxid, TXID_REQUIRED, validateCode, validateReference } from './booking-proof.ts';

describe('proving a booking as a visitor', () => {
  it('needs the reference', () => {
    expect(validateReference('  ')).toBe(TXID_REQUIRED);
    expect(validateReference('TSH1')).toBeUndefined();
  });

  it('needs the six digits of the code', () => {
    expect(validateCode('')).toBe(CODE_REQUIRED);
    expect(validateCode('12345')).toBe(CODE_REQUIRED);
    expect(validateCode('12345a')).toBe(CODE_REQUIRED);
    expect(validateCode('123456')).toBeUndefined();
  });

  it('takes the reference as typed, without spaces and in capitals', () => {
    expect(normaliseTxid(' tsh0000 1234 ')).toBe('TSH00001234');
  });
});
