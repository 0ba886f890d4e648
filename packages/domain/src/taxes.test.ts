import { describe, expect, it } from 'vitest';
import { hotelGstPercent } from './hotel-gst.ts';
import {
  atRate,
  financialQuarterOf,
  financialYearOf,
  k3RateOn,
  TAX_ROWS,
  taxRowOn,
  tcsOnOverseasPackage,
  tdsOnCommission,
} from './taxes.ts';

describe('the taxes module: dated rows', () => {
  it('K3 in premium cabins is 12 % up to 21 Sep 2025 and 18 % from 22 Sep 2025; economy stays 5 %', () => {
    expect(k3RateOn(false, '2025-09-21')).toBe(0.12);
    expect(k3RateOn(false, '2025-09-22')).toBe(0.18);
    expect(k3RateOn(true, '2025-09-21')).toBe(0.05);
    expect(k3RateOn(true, '2026-11-27')).toBe(0.05);
  });

  it('TDS on commission: 5 % before 1 Oct 2024, 2 % from it; under s.393(1) of the 2025 Act from 1 Apr 2026', () => {
    expect(tdsOnCommission(10_000_00, '2024-09-30')).toEqual({ paise: 500_00, rateBps: 500, section: '194H' });
    expect(tdsOnCommission(10_000_00, '2024-10-01')).toEqual({ paise: 200_00, rateBps: 200, section: '194H' });
    expect(tdsOnCommission(10_000_00, '2026-03-31').section).toBe('194H');
    expect(tdsOnCommission(10_000_00, '2026-04-01')).toEqual({
      paise: 200_00,
      rateBps: 200,
      section: '393(1) Table Sl. 1(ii)',
    });
    expect(tdsOnCommission(-5, '2026-04-01').paise).toBe(0);
  });

  it('the TDS threshold rose from ₹15,000 to ₹20,000 a year on 1 Apr 2025', () => {
    expect(taxRowOn('TDS_COMMISSION', '2025-03-31').thresholdPaise).toBe(15_000_00);
    expect(taxRowOn('TDS_COMMISSION', '2025-04-01').thresholdPaise).toBe(20_000_00);
  });

  it('TCS on an overseas package: 5 % up to ₹10 lakh and 20 % above in 2025-26, counting the year so far', () => {
    expect(tcsOnOverseasPackage(2_00_000_00, 0, '2025-06-01').paise).toBe(10_000_00);
    // ₹9 lakh already paid this year: ₹1 lakh more at 5 %, the other ₹1 lakh at 20 %.
    expect(tcsOnOverseasPackage(2_00_000_00, 9_00_000_00, '2025-06-01')).toEqual({
      paise: 5_000_00 + 20_000_00,
      rateBps: 2000,
      section: '206C(1G)(b)',
    });
    // Before 1 Apr 2025 the slab was ₹7 lakh.
    expect(tcsOnOverseasPackage(8_00_000_00, 0, '2025-03-31').paise).toBe(35_000_00 + 20_000_00);
    expect(tcsOnOverseasPackage(2_00_000_00, 0, '2025-06-01', false).paise).toBe(0);
  });

  it('TCS from 1 Apr 2026 is the proposed flat 2 %, marked unverified', () => {
    const row = taxRowOn('TCS_OVERSEAS_PACKAGE', '2026-04-01');
    expect(row.verified).toBe(false);
    expect(tcsOnOverseasPackage(20_00_000_00, 50_00_000_00, '2026-04-01').paise).toBe(40_000_00);
  });

  it('hotel GST slabs live here too: ₹7,500 a night is 5 % from 22 Sep 2025, ₹7,500.01 is 18 %', () => {
    expect(hotelGstPercent(7_500_00, '2025-09-21')).toBe(12);
    expect(hotelGstPercent(7_500_00, '2025-09-22')).toBe(5);
    expect(hotelGstPercent(7_500_01, '2025-09-22')).toBe(18);
  });

  it('every row names its law and source, and no code has two rows starting the same day', () => {
    const seen = new Set<string>();
    for (const row of TAX_ROWS) {
      expect(row.section.length).toBeGreaterThan(2);
      expect(row.source.length).toBeGreaterThan(5);
      const key = `${row.code}@${row.from}`;
      expect(seen.has(key)).toBe(false);
      seen.add(key);
    }
    expect(() => taxRowOn('TDS_COMMISSION', '2010-01-01')).toThrow();
  });

  it('rounds to the nearest paisa and tells financial years and quarters', () => {
    expect(atRate(333, 200)).toBe(7);
    expect(financialYearOf('2026-03-31')).toEqual({ label: '2025-26', from: '2025-04-01', to: '2026-03-31' });
    expect(financialYearOf('2026-04-01').label).toBe('2026-27');
    expect([
      financialQuarterOf('2026-04-01'),
      financialQuarterOf('2026-09-30'),
      financialQuarterOf('2026-10-01'),
    ]).toEqual([1, 2, 3]);
    expect(financialQuarterOf('2027-03-31')).toBe(4);
  });
});
