import { describe, expect, it } from 'vitest';
import { MONTH, monthRange, shiftMonth } from './pax-calendar.ts';

describe('the Flight Pax Calendar’s months', () => {
  it('spans a month from its first day to the next month’s, across the year’s end', () => {
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthRange('2027-02')).toEqual({ from: '2027-02-01', to: '2027-03-01' });
  });

  it('moves a month back and forth across years, and knows a month from what is not one', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', -11)).toBe('2025-12');
    expect(['2026-12', '2026-00', '2026-13', '26-12'].map((month) => MONTH.test(month))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
