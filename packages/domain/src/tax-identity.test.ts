import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './india-places.ts';
import { GST_STATE_CODES, gstinCheckCharacter, hasValidGstinCheck, PIN_PREFIXES } from './tax-identity.ts';

describe('tax identities', () => {
  it('computes GSTIN check digits as published GSTINs carry them', () => {
    // GSTINs printed on public invoices and the GST portal's own example.
    for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM', '27AAACR5055K1Z7']) {
      expect(hasValidGstinCheck(gstin), gstin).toBe(true);
    }
    expect(hasValidGstinCheck('27AAPFU0939F1ZW')).toBe(false);
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
  });

  it('knows the GST code and the PIN code ranges of every state the forms offer', () => {
    for (const { name } of INDIAN_STATES) {
      expect(GST_STATE_CODES[name], name).toBeDefined();
      expect(PIN_PREFIXES[name], name).toBeDefined();
    }
  });
});

describe('the company', () => {
  it("has one identity: its GSTIN holds its PAN and its state's code, with a valid check digit", async () => {
    const { COMPANY } = await import('./company.ts');
    expect(hasValidGstinCheck(COMPANY.gstin)).toBe(true);
    expect(COMPANY.gstin.slice(2, 12)).toBe(COMPANY.pan);
    expect(GST_STATE_CODES[COMPANY.state]).toContain(COMPANY.gstin.slice(0, 2));
    expect(COMPANY.stateCode).toBe(COMPANY.gstin.slice(0, 2));
    expect(COMPANY.address.join(' ')).toContain(COMPANY.city);
  });
});
