import { describe, expect, it } from 'vitest';
import { normaliseTxid, PROOF_INVALID, readProof, TXID_REQUIRED, validateFindBooking } from './booking-proof.ts';

describe('finding a booking as a visitor', () => {
  it('reads the proof as an e-mail when it has an @, else as a mobile number', () => {
    expect(readProof(' meera.nair@example.in ')).toEqual({ email: 'meera.nair@example.in' });
    expect(readProof('9123456780')).toEqual({ mobile: '9123456780' });
    expect(readProof('+91 91234 56780')).toEqual({ mobile: '9123456780' });
    expect(readProof('meera@')).toBeNull();
    expect(readProof('12345')).toBeNull();
    expect(readProof('')).toBeNull();
  });

  it('needs the reference and a mobile or e-mail', () => {
    expect(validateFindBooking('', '')).toEqual({ txid: TXID_REQUIRED, proof: PROOF_INVALID });
    expect(validateFindBooking('TSH1', '9123456780')).toEqual({});
  });

  it('takes the reference as typed, without spaces and in capitals', () => {
    expect(normaliseTxid(' tsh0000 1234 ')).toBe('TSH00001234');
  });
});
