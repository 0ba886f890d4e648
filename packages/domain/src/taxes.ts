/**
 * Every Indian tax the platform computes, as dated rows (issue 24, docs/decisions/034): a change of rate is a
 * new row with the day it starts, never an edit, and a charge is taxed by the row in force on the day the tax
 * falls due (the booking). Rates are in basis points (500 = 5 %) so that no rate is a float. Each row names
 * its law and where we read it; `verified: false` marks a row read from a proposal we could not confirm.
 */

export const TAX_CODES = [
  'GST_AIR_ECONOMY',
  'GST_AIR_PREMIUM',
  'GST_FEES',
  'GST_BUS_AC',
  'GST_TOUR_PACKAGE',
  'TDS_COMMISSION',
  'TCS_OVERSEAS_PACKAGE',
] as const;
export type TaxCode = (typeof TAX_CODES)[number];

export interface TaxRow {
  code: TaxCode;
  /** The first day (India) the row applies. */
  from: string;
  /** The rate up to the threshold, or the only rate. */
  rateBps: number;
  /**
   * TDS: no tax while the year's total to one payee stays at or under it. TCS: the rate changes above it
   * (`aboveRateBps`). Null: none.
   */
  thresholdPaise: number | null;
  aboveRateBps: number | null;
  /** The section of the law, as a return or certificate names it. */
  section: string;
  source: string;
  verified: boolean;
}

const row = (
  code: TaxCode,
  from: string,
  rateBps: number,
  section: string,
  source: string,
  extra: Partial<Pick<TaxRow, 'thresholdPaise' | 'aboveRateBps' | 'verified'>> = {},
): TaxRow => ({
  code,
  from,
  rateBps,
  section,
  source,
  thresholdPaise: extra.thresholdPaise ?? null,
  aboveRateBps: extra.aboveRateBps ?? null,
  verified: extra.verified ?? true,
});

export const TAX_ROWS: readonly TaxRow[] = [
  row(
    'GST_AIR_ECONOMY',
    '2017-07-01',
    500,
    'CGST Act; Notification 11/2017-CT(R) item 9(ii)',
    'GST rate schedule, 2017',
  ),
  row(
    'GST_AIR_PREMIUM',
    '2017-07-01',
    1200,
    'CGST Act; Notification 11/2017-CT(R) item 9(iii)',
    'GST rate schedule, 2017',
  ),
  row(
    'GST_AIR_PREMIUM',
    '2025-09-22',
    1800,
    'CGST Act; Notification 15/2025-CT(R)',
    'GST Council, 56th meeting; Notification 15/2025-Central Tax (Rate), 17 Sep 2025',
  ),
  row('GST_FEES', '2017-07-01', 1800, 'CGST Act; SAC 998551', 'GST rate schedule, 2017'),
  row('GST_BUS_AC', '2017-07-01', 500, 'CGST Act; Notification 11/2017-CT(R) item 8(vi)', 'GST rate schedule, 2017'),
  row(
    'GST_TOUR_PACKAGE',
    '2017-07-01',
    500,
    'CGST Act; Notification 11/2017-CT(R) item 23(i)',
    'GST rate schedule, 2017',
  ),
  row('TDS_COMMISSION', '2016-06-01', 500, '194H', 'Finance Act 2016', { thresholdPaise: 15_000_00 }),
  row('TDS_COMMISSION', '2024-10-01', 200, '194H', 'Finance (No. 2) Act 2024, s.57', { thresholdPaise: 15_000_00 }),
  row('TDS_COMMISSION', '2025-04-01', 200, '194H', 'Finance Act 2025', { thresholdPaise: 20_000_00 }),
  row('TDS_COMMISSION', '2026-04-01', 200, '393(1) Table Sl. 1(ii)', 'Income-tax Act 2025', {
    thresholdPaise: 20_000_00,
  }),
  row('TCS_OVERSEAS_PACKAGE', '2023-10-01', 500, '206C(1G)(b)', 'Finance Act 2023', {
    thresholdPaise: 7_00_000_00,
    aboveRateBps: 2000,
  }),
  row('TCS_OVERSEAS_PACKAGE', '2025-04-01', 500, '206C(1G)(b)', 'Finance Act 2025', {
    thresholdPaise: 10_00_000_00,
    aboveRateBps: 2000,
  }),
  // Proposed in the Finance Bill 2026 (clause 73, s.394 of the Income-tax Act 2025); we found the proposal
  // and commentary on it, not the enacted text: decision 034.
  row('TCS_OVERSEAS_PACKAGE', '2026-04-01', 200, '394(1)', 'Finance Bill 2026, clause 73 (proposed)', {
    verified: false,
  }),
];

/** GST on hotel accommodation: slabs by one room-night's tariff (used by `hotel-gst.ts`, decision 032). */
export interface HotelGstSlabs {
  /** The first day the row applies (India). */
  from: string;
  /** A room-night's tariff up to and including this (paise) is taxed at `lowerPercent`, above it at `upperPercent`. */
  thresholdPaise: number;
  lowerPercent: number;
  upperPercent: number;
  source: string;
}

export const HOTEL_GST_SLABS: readonly HotelGstSlabs[] = [
  {
    from: '2022-07-18',
    thresholdPaise: 750_000,
    lowerPercent: 12,
    upperPercent: 18,
    source: 'Notification 03/2022-Central Tax (Rate), 13 Jul 2022',
  },
  {
    from: '2025-09-22',
    thresholdPaise: 750_000,
    lowerPercent: 5,
    upperPercent: 18,
    source: 'Notification 15/2025-Central Tax (Rate), 17 Sep 2025',
  },
];

/** The row of a tax in force on a day: the latest that has begun. */
export function taxRowOn(code: TaxCode, day: string): TaxRow {
  let found: TaxRow | undefined;
  for (const candidate of TAX_ROWS) {
    if (candidate.code === code && candidate.from <= day && (!found || candidate.from >= found.from)) found = candidate;
  }
  if (!found) throw new Error(`no ${code} rate in force on ${day}`);
  return found;
}

/** An amount at a rate in basis points, rounded to the nearest paisa. */
export const atRate = (paise: number, rateBps: number) => Math.round((paise * rateBps) / 10_000);

/** A rate in basis points as people write it: 1800 → '18%', 250 → '2.5%'. */
export const percentText = (rateBps: number) => `${rateBps / 100}%`;

/** GST on air travel from India (K3) in a cabin, as a fraction, by the row in force on the day. */
export function k3RateOn(economy: boolean, day: string): number {
  return taxRowOn(economy ? 'GST_AIR_ECONOMY' : 'GST_AIR_PREMIUM', day).rateBps / 10_000;
}

export interface Deducted {
  paise: number;
  rateBps: number;
  section: string;
}

/**
 * TDS on an agency's commission income (decision 034): deducted from the first rupee at the rate in force,
 * as B2B travel portals do. The year's threshold is kept in the row for the TDS report; the deduction does not
 * wait for it, because an agency's commission is credited booking by booking and a catch-up deduction at the
 * crossing would land on one unlucky booking.
 */
export function tdsOnCommission(commissionPaise: number, day: string): Deducted {
  const tds = taxRowOn('TDS_COMMISSION', day);
  return { paise: atRate(Math.max(0, commissionPaise), tds.rateBps), rateBps: tds.rateBps, section: tds.section };
}

/**
 * TCS on an overseas tour package sold to a resident buyer: `soFarPaise` is what the buyer has already paid
 * for such packages this financial year (the slab counts the year's total). Non-residents owe none.
 */
export function tcsOnOverseasPackage(amountPaise: number, soFarPaise: number, day: string, resident = true): Deducted {
  const tcs = taxRowOn('TCS_OVERSEAS_PACKAGE', day);
  if (!resident) return { paise: 0, rateBps: 0, section: tcs.section };
  if (tcs.thresholdPaise === null || tcs.aboveRateBps === null) {
    return { paise: atRate(amountPaise, tcs.rateBps), rateBps: tcs.rateBps, section: tcs.section };
  }
  const roomBelow = Math.max(0, tcs.thresholdPaise - soFarPaise);
  const below = Math.min(amountPaise, roomBelow);
  const above = amountPaise - below;
  const paise = atRate(below, tcs.rateBps) + atRate(above, tcs.aboveRateBps);
  return { paise, rateBps: above > 0 ? tcs.aboveRateBps : tcs.rateBps, section: tcs.section };
}

/** The law TDS on commission is deducted under on a day, as an invoice names it. */
export function tdsSectionText(day: string): string {
  const section = taxRowOn('TDS_COMMISSION', day).section;
  return section === '194H'
    ? 'section 194H of the Income-tax Act 1961'
    : `section ${section} of the Income-tax Act 2025`;
}

/** The Indian financial year a day falls in, as '2026-27', and its first and last days. */
export function financialYearOf(day: string): { label: string; from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const start = Number(day.slice(5, 7)) >= 4 ? year : year - 1;
  return {
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}`,
    from: `${start}-04-01`,
    to: `${start + 1}-03-31`,
  };
}

/** The quarter of the financial year (Q1 = April–June), as TDS returns count them. */
export function financialQuarterOf(day: string): 1 | 2 | 3 | 4 {
  const month = Number(day.slice(5, 7));
  return month >= 4 && month <= 6 ? 1 : month >= 7 && month <= 9 ? 2 : month >= 10 ? 3 : 4;
}
