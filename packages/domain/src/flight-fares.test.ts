import { describe, expect, it } from 'vitest';
import {
  advanceMultiplier,
  bookingClass,
  FARE_FAMILIES,
  type FareInput,
  fareAmounts,
  fareRules,
  isRefundable,
  loadMultiplier,
  otherTaxesPaise,
  paxFareComponents,
  ruleChargeText,
  type SegmentPricing,
  sumComponents,
  yqPaise,
} from './flight-fares.ts';

const delBom: SegmentPricing = {
  distanceKm: 1137,
  domestic: true,
  departsIndia: true,
  originTier: 1,
  lowCostCarrier: true,
};
const delLhr: SegmentPricing = {
  distanceKm: 6720,
  domestic: false,
  departsIndia: true,
  originTier: 1,
  lowCostCarrier: false,
};
const dxbCok: SegmentPricing = {
  distanceKm: 2700,
  domestic: false,
  departsIndia: false,
  originTier: 1,
  lowCostCarrier: false,
};
const saver = FARE_FAMILIES.ECONOMY[0] as NonNullable<(typeof FARE_FAMILIES.ECONOMY)[0]>;
const flexi = FARE_FAMILIES.ECONOMY[1] as NonNullable<(typeof FARE_FAMILIES.ECONOMY)[1]>;

const input = (overrides: Partial<FareInput> = {}): FareInput => ({
  segments: [delBom],
  cabin: 'ECONOMY',
  family: saver,
  fareType: 'REGULAR',
  daysToDeparture: 20,
  loadFactor: 0.5,
  taxDay: '2026-11-27',
  ...overrides,
});
const amount = (components: ReturnType<typeof paxFareComponents>, code: string) =>
  components.find((c) => c.code === code)?.amountPaise ?? Number.NaN;

describe('fare arithmetic', () => {
  it('is base, YQ, K3 and other taxes, in whole rupees, adding up to the total', () => {
    for (const segments of [[delBom], [delBom, delBom], [delLhr], [dxbCok]]) {
      for (const pax of ['ADT', 'CHD', 'INF'] as const) {
        const components = paxFareComponents(input({ segments }), pax);
        expect(components.map((c) => c.code)).toEqual(['BASE', 'YQ', 'K3', 'OTHER_TAXES']);
        expect(components.map((c) => c.label)).toEqual(['Base fare', 'YQ (fuel surcharge)', 'K3 (GST)', 'Other taxes']);
        for (const c of components) expect(c.amountPaise % 100).toBe(0);
        expect(sumComponents(components)).toBe(components.reduce((t, c) => t + c.amountPaise, 0));
      }
    }
  });

  it('charges 5 % GST in Economy and 18 % above it (12 % before 22 Sep 2025), on base + YQ, only when leaving India', () => {
    const economy = paxFareComponents(input(), 'ADT');
    expect(amount(economy, 'K3')).toBe(
      Math.round(((amount(economy, 'BASE') + amount(economy, 'YQ')) * 0.05) / 100) * 100,
    );
    const business = paxFareComponents(input({ cabin: 'BUSINESS', family: FARE_FAMILIES.BUSINESS[0] }), 'ADT');
    expect(amount(business, 'K3')).toBe(
      Math.round(((amount(business, 'BASE') + amount(business, 'YQ')) * 0.18) / 100) * 100,
    );
    const before = { cabin: 'BUSINESS', family: FARE_FAMILIES.BUSINESS[0], taxDay: '2025-09-21' } as const;
    const businessBefore = paxFareComponents(input(before), 'ADT');
    expect(amount(businessBefore, 'K3')).toBe(
      Math.round(((amount(businessBefore, 'BASE') + amount(businessBefore, 'YQ')) * 0.12) / 100) * 100,
    );
    const economyBefore = paxFareComponents(input({ taxDay: '2025-09-21' }), 'ADT');
    expect(amount(economyBefore, 'K3')).toBe(amount(economy, 'K3'));
    expect(amount(paxFareComponents(input({ segments: [dxbCok] }), 'ADT'), 'K3')).toBe(0);
  });

  it('prices a child as an adult at home and at 75 % of the base abroad; an infant at ₹1,500 or 10 %', () => {
    const adult = paxFareComponents(input(), 'ADT');
    expect(paxFareComponents(input(), 'CHD')).toEqual(adult);
    const infant = paxFareComponents(input(), 'INF');
    expect(amount(infant, 'BASE')).toBe(1500_00);
    expect(amount(infant, 'YQ') + amount(infant, 'OTHER_TAXES')).toBe(0);
    const abroadAdult = paxFareComponents(input({ segments: [delLhr] }), 'ADT');
    const abroadChild = paxFareComponents(input({ segments: [delLhr] }), 'CHD');
    expect(amount(abroadChild, 'BASE')).toBe(Math.round((amount(abroadAdult, 'BASE') * 0.75) / 100) * 100);
  });

  it('rises with days to departure and with seats sold, and opens dearer booking classes', () => {
    expect(advanceMultiplier(45)).toBeLessThan(advanceMultiplier(20));
    expect(advanceMultiplier(20)).toBeLessThan(advanceMultiplier(10));
    expect(advanceMultiplier(10)).toBeLessThan(advanceMultiplier(4));
    expect(advanceMultiplier(4)).toBeLessThan(advanceMultiplier(0));
    expect(loadMultiplier(0)).toBe(1);
    expect(loadMultiplier(1)).toBeCloseTo(1.6);
    const base = (days: number, load: number) =>
      amount(paxFareComponents(input({ daysToDeparture: days, loadFactor: load }), 'ADT'), 'BASE');
    expect(base(2, 0.5)).toBeGreaterThan(base(40, 0.5));
    expect(base(20, 0.9)).toBeGreaterThan(base(20, 0.1));
    expect(bookingClass('ECONOMY', 0)).toBe('T');
    expect(bookingClass('ECONOMY', 0.99)).toBe('Y');
    expect(bookingClass('BUSINESS', 1)).toBe('J');
  });

  it('takes a special fare’s discount off the base', () => {
    const regular = amount(paxFareComponents(input(), 'ADT'), 'BASE');
    const senior = amount(paxFareComponents(input({ fareType: 'SENIOR_CITIZEN' }), 'ADT'), 'BASE');
    expect(senior).toBe(Math.round((regular * 0.92) / 100) * 100);
  });

  it('charges fuel and airport taxes by distance and airport size', () => {
    expect(yqPaise({ ...delBom, distanceKm: 400 })).toBe(300_00);
    expect(yqPaise({ ...delBom, distanceKm: 1800 })).toBe(750_00);
    expect(otherTaxesPaise({ ...delBom, originTier: 4 })).toBe(150_00 + 236_00);
    expect(otherTaxesPaise(dxbCok)).toBe(2800_00);
  });
});

describe('fare rules', () => {
  it('states each window’s charge, capped at base + YQ, per segment', () => {
    const adult = fareAmounts(input({ family: flexi, segments: [{ ...delBom, lowCostCarrier: false }] })).ADT;
    const rules = fareRules(input({ family: flexi, segments: [{ ...delBom, lowCostCarrier: false }] }), adult);
    expect(rules.cancellation.map((r) => r.chargePaise)).toEqual([1999_00, 2499_00, null]);
    expect(rules.change.map((r) => r.chargePaise)).toEqual([0, 0, null]);
    expect(isRefundable(rules)).toBe(true);
    const cheap = fareAmounts(
      input({ segments: [{ ...delBom, distanceKm: 150, lowCostCarrier: false }], daysToDeparture: 60, loadFactor: 0 }),
    ).ADT;
    const capped = fareRules(input({ segments: [{ ...delBom, distanceKm: 150, lowCostCarrier: false }] }), cheap);
    const [base, yq] = cheap;
    const cap = base + yq;
    for (const rule of capped.cancellation)
      if (rule.chargePaise !== null) expect(rule.chargePaise).toBeLessThanOrEqual(cap);
  });

  it('makes a low-cost carrier’s Saver non-refundable, and says what a special fare needs', () => {
    const rules = fareRules(input(), fareAmounts(input()).ADT);
    expect(rules.cancellation.every((r) => r.chargePaise === null)).toBe(true);
    expect(isRefundable(rules)).toBe(false);
    const student = fareRules(input({ fareType: 'STUDENT' }), fareAmounts(input({ fareType: 'STUDENT' })).ADT);
    expect(student.notes.at(-1)).toMatch(/^Student fare: .*student ID card/i);
  });

  it('reads charges as the portal shows them', () => {
    const window = { window: 'x', hoursBeforeFrom: null, hoursBeforeTo: 96 };
    expect(ruleChargeText({ ...window, chargePaise: 2999_00 }, 'cancellation')).toBe('₹2,999');
    expect(ruleChargeText({ ...window, chargePaise: 0 }, 'change')).toBe('No charge');
    expect(ruleChargeText({ ...window, chargePaise: null }, 'cancellation')).toBe('Non-refundable');
    expect(ruleChargeText({ ...window, chargePaise: null }, 'change')).toBe('Not allowed');
  });
});
