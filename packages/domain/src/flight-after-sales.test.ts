import { describe, expect, it } from 'vitest';
import type { FareRules } from './flight-api.ts';
import { BOOKING_MSG } from './flight-booking.ts';
import { RULE_WINDOWS } from './flight-fares.ts';
import {
  type PaxFare,
  RESCHEDULE_MSG_DECIDED,
  rescheduleFeeOn,
  rescheduleQuote,
  rescheduleSummary,
  type TravellerMoving,
} from './flight-reschedule.ts';
import {
  SERVICES_MSG_DECIDED,
  type ServiceContext,
  type ServiceItem,
  serviceFeeOn,
  servicesQuote,
} from './flight-services.ts';

const TODAY = '2026-11-27';
/** Change rules per window [≥ 96 h, 2–96 h, < 2 h]; null = no change allowed then. */
const changeRules = (charges: [number | null, number | null, number | null]): FareRules => ({
  cancellation: RULE_WINDOWS.map((window) => ({ ...window, chargePaise: 0 })),
  change: RULE_WINDOWS.map((window, index) => ({ ...window, chargePaise: charges[index] ?? null })),
  notes: [],
});
const fare = (base: number, yq = 500_00, k3 = 250_00, other = 600_00): PaxFare => ({
  basePaise: base,
  yqPaise: yq,
  k3Paise: k3,
  otherTaxesPaise: other,
});
const moving = (overrides: Partial<TravellerMoving> = {}): TravellerMoving => ({
  traveller: 0,
  paxType: 'ADT',
  old: fare(4000_00),
  new: fare(5000_00),
  segments: [{ hoursBefore: 200, keepablePaise: 4500_00, rules: changeRules([2250_00, 2999_00, null]) }],
  ...overrides,
});

describe('rescheduleQuote', () => {
  it('takes the commission rule’s own reschedule fee per segment where the booking froze one', () => {
    const rules = changeRules([2250_00, 2999_00, null]);
    const segments = [
      { hoursBefore: 200, keepablePaise: 2250_00, rules, feePaise: 75_00 },
      { hoursBefore: 203, keepablePaise: 2250_00, rules, feePaise: 75_00 },
    ];
    const answer = rescheduleQuote([moving({ segments })], TODAY);
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.quote.totals.otaChargePaise).toBe(150_00);
    expect(answer.quote.totals.gstPaise).toBe(27_00);
  });

  it('charges a dearer fare’s difference, the old fare’s change charge for the window, the fee and its GST', () => {
    const answer = rescheduleQuote([moving()], TODAY);
    if (!answer.ok) throw new Error(answer.reason);
    const fee = rescheduleFeeOn(TODAY);
    expect(answer.quote.totals).toEqual({
      oldFarePaise: 5350_00,
      newFarePaise: 6350_00,
      fareDifferencePaise: 1000_00,
      lowerFareKeptPaise: 0,
      airlineChargePaise: 2250_00,
      otaChargePaise: fee,
      gstPaise: Math.round(fee * 0.18),
      amountPaise: 1000_00 + 2250_00 + fee + Math.round(fee * 0.18),
    });
  });

  it('keeps a lower fare’s difference without charging it, and uses the 2–96 hour window when it applies', () => {
    const answer = rescheduleQuote(
      [
        moving({
          new: fare(3000_00),
          segments: [{ hoursBefore: 50, keepablePaise: 4500_00, rules: changeRules([2250_00, 2999_00, null]) }],
        }),
      ],
      TODAY,
    );
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.quote.totals.fareDifferencePaise).toBe(0);
    expect(answer.quote.totals.lowerFareKeptPaise).toBe(1000_00);
    expect(answer.quote.totals.airlineChargePaise).toBe(2999_00);
  });

  it('caps the change charge at base + YQ, and charges an infant no fee', () => {
    const answer = rescheduleQuote(
      [
        moving({
          paxType: 'INF',
          segments: [{ hoursBefore: 200, keepablePaise: 1000_00, rules: changeRules([2250_00, 2999_00, null]) }],
        }),
      ],
      TODAY,
    );
    if (!answer.ok) throw new Error(answer.reason);
    expect(answer.quote.totals.airlineChargePaise).toBe(1000_00);
    expect(answer.quote.totals.otaChargePaise).toBe(0);
  });

  it('refuses a closed window, a departed flight and nobody', () => {
    const closed = moving({
      segments: [{ hoursBefore: 1, keepablePaise: 4500_00, rules: changeRules([2250_00, 2999_00, null]) }],
    });
    expect(rescheduleQuote([closed], TODAY)).toEqual({ ok: false, reason: RESCHEDULE_MSG_DECIDED.notChangeable });
    const gone = moving({ segments: [{ hoursBefore: -1, keepablePaise: 4500_00, rules: changeRules([0, 0, 0]) }] });
    expect(rescheduleQuote([gone], TODAY)).toEqual({ ok: false, reason: RESCHEDULE_MSG_DECIDED.departed });
    expect(rescheduleQuote([], TODAY)).toEqual({ ok: false, reason: RESCHEDULE_MSG_DECIDED.nothingChosen });
  });

  it('gives the new booking a fare summary whose lines add up to the amount paid, up and down', () => {
    for (const newFare of [fare(5000_00), fare(3000_00)]) {
      const answer = rescheduleQuote([moving({ new: newFare })], TODAY);
      if (!answer.ok) throw new Error(answer.reason);
      const summary = rescheduleSummary(newFare, answer.quote);
      expect(summary.lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(answer.quote.totals.amountPaise);
      expect(summary.totalPaise).toBe(answer.quote.totals.amountPaise);
      expect(summary.customerTotalPaise).toBe(summary.customerLines.reduce((sum, line) => sum + line.amountPaise, 0));
    }
  });
});

const context = (overrides: Partial<ServiceContext> = {}): ServiceContext => ({
  travellers: [
    { paxType: 'ADT', legs: [{ seats: [''], meals: [''], baggage: ['XB30'], services: [] }] },
    { paxType: 'INF', legs: [{ seats: [''], meals: [''], baggage: [], services: [] }] },
  ],
  segments: [1],
  flies: () => true,
  hoursBefore: () => 100,
  international: () => false,
  ...overrides,
});
const item = (overrides: Partial<ServiceItem> = {}): ServiceItem => ({
  traveller: 0,
  legIndex: 0,
  segmentIndex: 0,
  kind: 'MEAL',
  code: 'VGML',
  ...overrides,
});
const noSeats = () => ({ ok: false as const, reason: 'no seat map' });

describe('servicesQuote', () => {
  it('prices meals, baggage and services from the catalogue, with the fee on priced items only', () => {
    const answer = servicesQuote(
      [item(), item({ kind: 'BAGGAGE', code: 'XB10' }), item({ kind: 'SERVICE', code: 'WCHR' })],
      context(),
      TODAY,
      noSeats,
    );
    if (!answer.ok) throw new Error(answer.reason);
    const fee = serviceFeeOn(TODAY);
    expect(answer.quote.totals).toEqual({
      servicesPaise: 400_00 + 10 * 500_00,
      feePaise: 2 * fee,
      gstPaise: Math.round(2 * fee * 0.18),
      amountPaise: 400_00 + 10 * 500_00 + 2 * fee + Math.round(2 * fee * 0.18),
    });
  });

  it('closes each kind at its cut-off and refuses what breaks §9 or the traveller', () => {
    const refused = (items: ServiceItem[], overrides: Partial<ServiceContext> = {}) => {
      const answer = servicesQuote(items, context(overrides), TODAY, noSeats);
      return answer.ok ? '' : answer.reason;
    };
    expect(refused([item()], { hoursBefore: () => 20 })).toBe(SERVICES_MSG_DECIDED.closed('MEAL'));
    expect(refused([item({ kind: 'SERVICE', code: 'WCHR' })], { hoursBefore: () => 40 })).toBe(
      SERVICES_MSG_DECIDED.closed('SERVICE'),
    );
    expect(refused([item({ kind: 'BAGGAGE', code: 'XB10' })], { hoursBefore: () => 40 })).toBe('');
    expect(refused([item({ kind: 'BAGGAGE', code: 'XB20' }), item({ kind: 'BAGGAGE', code: 'XB15' })])).toBe(
      BOOKING_MSG.baggageMax,
    );
    expect(refused([item({ traveller: 1, kind: 'BAGGAGE', code: 'XB05' })])).toContain('infant');
    expect(refused([item()], { flies: () => false })).toBe(SERVICES_MSG_DECIDED.notOnFlight);
    expect(refused([])).toBe(SERVICES_MSG_DECIDED.nothingChosen);
  });
});
