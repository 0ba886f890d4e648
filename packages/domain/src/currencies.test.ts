import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  convertedText,
  convertPaise,
  currencyRateErrors,
  formatCurrency,
  microsToRateText,
  rateTextToMicros,
} from './currencies.ts';

describe('display currencies', () => {
  it('are the sixteen of §9, each with its ISO 4217 minor unit', () => {
    expect(CURRENCIES).toHaveLength(16);
    const digits = Object.fromEntries(CURRENCIES.map((currency) => [currency.code, currency.digits]));
    expect(digits).toMatchObject({ INR: 2, AED: 2, KWD: 3, XOF: 0, DZD: 2, NGN: 2 });
  });

  it('reads a typed rate to micro-rupees and back, refusing what is not one', () => {
    expect(rateTextToMicros('22.7')).toBe(22_700_000);
    expect(rateTextToMicros('0.1566')).toBe(156_600);
    expect(rateTextToMicros('1,00,000')).toBe(100_000_000_000);
    expect(microsToRateText(156_600)).toBe('0.156600');
    for (const bad of ['0', '-1', 'abc', '1.1234567', '100000.01', '']) expect(rateTextToMicros(bad)).toBeNaN();
  });

  it('converts rupees to each minor unit, rounding half up: two decimals, three for the dinar, none for the franc', () => {
    // ₹1,000 at ₹22.70 a dirham = AED 44.0528… → 44.05.
    expect(convertPaise(1_000_00, 22_700_000, 2)).toBe(44_05);
    // ₹10,000 at ₹272.50 a Kuwaiti dinar = KWD 36.6972… → 36.697.
    expect(convertPaise(10_000_00, 272_500_000, 3)).toBe(36_697);
    // ₹1,000 at ₹0.1468 a CFA franc = XOF 6,811.98… → 6,812.
    expect(convertPaise(1_000_00, 146_800, 0)).toBe(6_812);
    // Exactly half a minor unit rounds away from zero; under half rounds down.
    expect(convertPaise(50, 1_000_000, 0)).toBe(1);
    expect(convertPaise(49, 1_000_000, 0)).toBe(0);
    expect(convertPaise(-50, 1_000_000, 0)).toBe(-1);
    // A wallet-sized amount stays exact.
    expect(convertPaise(9_000_000_000_00, 1_000_000, 2)).toBe(9_000_000_000_00);
  });

  it('writes amounts with the code and the currency’s own decimals', () => {
    expect(formatCurrency(123_450, 'AED')).toBe('AED 1,234.50');
    expect(formatCurrency(12_345, 'KWD')).toBe('KWD 12.345');
    expect(formatCurrency(98_765, 'XOF')).toBe('XOF 98,765');
    expect(convertedText(1_000_00, 'AED', { inrPerUnit: '22.700000' })).toBe('AED 44.05');
    expect(convertedText(1_000_00, 'INR', { inrPerUnit: '1.000000' })).toBeNull();
    expect(convertedText(1_000_00, 'AED', null)).toBeNull();
  });

  it('refuses a day after today or a rate out of range', () => {
    const body = { currency: 'AED' as const, day: '2026-11-29', inrPerUnit: '0' };
    expect(Object.keys(currencyRateErrors(body, '2026-11-28')).sort()).toEqual(['day', 'inrPerUnit']);
    expect(currencyRateErrors({ ...body, day: '2026-11-28', inrPerUnit: '24.12' }, '2026-11-28')).toEqual({});
  });
});
