import { describe, expect, it } from 'vitest';
import type { FareRules } from './flight-api.ts';
import {
  CANCELLATION_MSG_DECIDED,
  cancellationQuote,
  DECIDED_WINDOW,
  decidedQuote,
  otaChargeOn,
  ruleAt,
  type SegmentToCancel,
  splitPaise,
  suggestedCharges,
} from './flight-cancellation.ts';
import { RULE_WINDOWS } from './flight-fares.ts';

/** Rules as flight-fares.ts makes them: a charge per window, null where the fare refunds only taxes. */
const rules = (charges: [number | null, number | null, number | null]): FareRules => ({
  cancellation: RULE_WINDOWS.map((window, index) => ({ ...window, chargePaise: charges[index] ?? null })),
  change: RULE_WINDOWS.map((window) => ({ ...window, chargePaise: 0 })),
  notes: [],
});
const saver = rules([2999_00, 3499_00, null]);

const segment = (overrides: Partial<SegmentToCancel> = {}): SegmentToCancel => ({
  traveller: 0,
  paxType: 'ADT',
  legIndex: 0,
  segmentIndex: 0,
  basePaise: 4500_00,
  yqPaise: 800_00,
  taxesPaise: 750_00,
  extrasPaise: 0,
  hoursBefore: 120,
  rules: saver,
  ...overrides,
});

const quoteOf = (segments: SegmentToCancel[]) => {
  const answer = cancellationQuote(segments, '2026-11-26');
  if (!answer.ok) throw new Error(answer.reason);
  return answer.quote;
};

describe('a flight cancellation priced before it is asked', () => {
  it('takes the commission rule’s own cancellation fee where the booking froze one, the standard fee elsewhere', () => {
    const quote = quoteOf([segment({ otaChargePaise: 100_00 }), segment({ traveller: 1 })]);
    expect(quote.lines.map((line) => line.otaChargePaise)).toEqual([100_00, otaChargeOn('2026-11-26')]);
    expect(quote.lines[0]?.gstPaise).toBe(18_00);
    expect(quoteOf([segment({ otaChargePaise: 0 })]).lines[0]).toMatchObject({ otaChargePaise: 0, gstPaise: 0 });
  });

  it('charges by the window the cancellation falls in, hours before departure', () => {
    expect(ruleAt(saver.cancellation, 96)?.chargePaise).toBe(2999_00);
    expect(ruleAt(saver.cancellation, 95.9)?.chargePaise).toBe(3499_00);
    expect(ruleAt(saver.cancellation, 2)?.chargePaise).toBe(3499_00);
    expect(ruleAt(saver.cancellation, 1.99)?.chargePaise).toBeNull();
    expect(ruleAt(saver.cancellation, 0)?.chargePaise).toBeNull();

    const early = quoteOf([segment({ hoursBefore: 200 })]).lines[0];
    // 5,300 + 750 paid; the airline keeps 2,999; TripSetu 300 + 18 % GST (54).
    expect(early).toMatchObject({ airlineChargePaise: 2999_00, otaChargePaise: 300_00, gstPaise: 54_00 });
    expect(early?.refundPaise).toBe(5300_00 + 750_00 - 2999_00 - 300_00 - 54_00);
    expect(quoteOf([segment({ hoursBefore: 10 })]).lines[0]?.airlineChargePaise).toBe(3499_00);
    const late = quoteOf([segment({ hoursBefore: 1 })]).lines[0];
    expect(late).toMatchObject({ taxesOnly: true, airlineChargePaise: 5300_00 });
    expect(late?.refundPaise).toBe(750_00 - 300_00 - 54_00);
  });

  it('never charges more than base fare plus fuel surcharge, and always refunds the taxes', () => {
    const cheap = quoteOf([segment({ basePaise: 1500_00, yqPaise: 500_00, taxesPaise: 700_00 })]);
    expect(cheap.lines[0]?.airlineChargePaise).toBe(2000_00);
    expect(cheap.lines[0]?.refundPaise).toBe(700_00 - 300_00 - 54_00);
  });

  it('says plainly when a fare refunds only its taxes', () => {
    const quote = quoteOf([
      segment({ rules: rules([null, null, null]) }),
      segment({ traveller: 1, rules: rules([null, null, null]) }),
    ]);
    expect(quote.taxesOnly).toBe(true);
    expect(quote.totals.airlineChargePaise).toBe(2 * 5300_00);
    expect(quote.totals.refundPaise).toBe(2 * (750_00 - 354_00));
    expect(CANCELLATION_MSG_DECIDED.nonRefundable).toMatch(/only the statutory taxes/);
    expect(quoteOf([segment(), segment({ rules: rules([null, null, null]) })]).taxesOnly).toBe(false);
  });

  it('keeps seats and meals, and never lets its own charge turn the refund negative', () => {
    const withExtras = quoteOf([segment({ extrasPaise: 650_00 })]).lines[0];
    expect(withExtras).toMatchObject({ keptPaise: 650_00, paidPaise: 5300_00 + 750_00 + 650_00 });
    const tiny = quoteOf([segment({ rules: rules([null, null, null]), taxesPaise: 100_00 })]).lines[0];
    expect(tiny?.otaChargePaise).toBeLessThan(300_00);
    expect((tiny?.otaChargePaise ?? 0) + (tiny?.gstPaise ?? 0)).toBeLessThanOrEqual(100_00);
    expect(tiny?.refundPaise).toBeGreaterThanOrEqual(0);
    const nothing = quoteOf([segment({ rules: rules([null, null, null]), taxesPaise: 0 })]).lines[0];
    expect(nothing).toMatchObject({ otaChargePaise: 0, gstPaise: 0, refundPaise: 0 });
  });

  it('adds up to what was paid, to the paisa, over many fares and times', () => {
    const quote = quoteOf(
      Array.from({ length: 60 }, (_, index) =>
        segment({
          traveller: index % 4,
          segmentIndex: index % 2,
          basePaise: 900_00 + index * 137_31,
          yqPaise: (index * 53_17) % 1200_00,
          taxesPaise: 150_00 + index * 11_07,
          extrasPaise: index % 3 === 0 ? 350_00 : 0,
          commissionPaise: index % 4 === 0 ? 0 : 27_00 + index * 3_11,
          hoursBefore: index * 3.7,
          rules: index % 5 === 0 ? rules([null, null, null]) : saver,
        }),
      ),
    );
    for (const line of quote.lines) {
      const parts =
        line.airlineChargePaise +
        line.otaChargePaise +
        line.gstPaise +
        line.keptPaise +
        line.commissionReversedPaise +
        line.refundPaise;
      expect(parts).toBe(line.paidPaise);
    }
    const { totals } = quote;
    expect(
      totals.airlineChargePaise +
        totals.otaChargePaise +
        totals.gstPaise +
        totals.keptPaise +
        totals.commissionReversedPaise +
        totals.refundPaise,
    ).toBe(totals.paidPaise);
  });

  it('takes back the agency’s commission on the part of the fare that comes back, and only that part', () => {
    // 2,999 of 5,300 kept by the airline: 2,301 comes back, and that share of the 135 commission.
    const partly = quoteOf([segment({ commissionPaise: 135_00 })]).lines[0];
    expect(partly?.commissionReversedPaise).toBe(Math.round((135_00 * (5300_00 - 2999_00)) / 5300_00));
    expect(partly?.refundPaise).toBe(5300_00 - 2999_00 + 750_00 - (partly?.commissionReversedPaise ?? 0) - 354_00);
    // Forfeited: the airline keeps the whole base, the agency keeps its commission on it.
    const forfeited = quoteOf([segment({ commissionPaise: 135_00, hoursBefore: 1 })]).lines[0];
    expect(forfeited?.commissionReversedPaise).toBe(0);
  });

  it('splits a leg’s fare over its segments in whole paise that add up', () => {
    expect(splitPaise(1000_01, 3)).toEqual([333_35, 333_33, 333_33]);
    expect(splitPaise(5, 1)).toEqual([5]);
    expect(splitPaise(7, 0)).toEqual([7]);
  });

  it('refunds a traveller’s booking fee whole, inside the totals that add up to what was paid', () => {
    const answer = cancellationQuote([segment(), segment({ traveller: 1 })], '2026-11-26', [
      { traveller: 0, label: 'Convenience fee with GST', paidPaise: 293_82 },
    ]);
    if (!answer.ok) throw new Error(answer.reason);
    const { totals, fees, lines } = answer.quote;
    expect(fees).toEqual([{ traveller: 0, label: 'Convenience fee with GST', paidPaise: 293_82, refundPaise: 293_82 }]);
    expect(totals.feesRefundedPaise).toBe(293_82);
    expect(totals.refundPaise).toBe((lines[0]?.refundPaise ?? 0) + (lines[1]?.refundPaise ?? 0) + 293_82);
    expect(
      totals.airlineChargePaise +
        totals.otaChargePaise +
        totals.gstPaise +
        totals.keptPaise +
        totals.commissionReversedPaise +
        totals.refundPaise,
    ).toBe(totals.paidPaise);
    expect(quoteOf([segment()]).totals.feesRefundedPaise).toBe(0);
  });

  it('takes its own charge from the fee table in force on the day', () => {
    expect(otaChargeOn('2026-11-26')).toBe(300_00);
    expect(otaChargeOn('2025-12-31')).toBe(0);
  });

  it('refuses an empty choice and a departed flight, which are requests, not quotes', () => {
    expect(cancellationQuote([], '2026-11-26')).toEqual({ ok: false, reason: CANCELLATION_MSG_DECIDED.nothingChosen });
    expect(cancellationQuote([segment(), segment({ hoursBefore: -1 })], '2026-11-26')).toEqual({
      ok: false,
      reason: CANCELLATION_MSG_DECIDED.departed,
    });
  });
});

describe('a request the rules cannot price, decided by the back office', () => {
  const flown = [segment({ hoursBefore: -30 }), segment({ traveller: 1, basePaise: 3000_00, hoursBefore: -30 })];

  it('suggests by the reason: a no-show keeps base and YQ, an airline’s cancellation refunds all', () => {
    expect(suggestedCharges('NO_SHOW', flown, '2026-11-26')).toEqual({
      airlineChargePaise: 4500_00 + 800_00 + 3000_00 + 800_00,
      otaChargePaise: 600_00,
    });
    expect(suggestedCharges('AIRLINE_CANCELLED', flown, '2026-11-26')).toEqual({
      airlineChargePaise: 0,
      otaChargePaise: 0,
    });
    expect(suggestedCharges('MEDICAL', flown, '2026-11-26')).toEqual({ airlineChargePaise: 0, otaChargePaise: 600_00 });
  });

  it('shares the decided charges over the segments, caps the airline’s at base plus YQ, and adds up', () => {
    const quote = decidedQuote(flown, { airlineChargePaise: 1000_00, otaChargePaise: 301 });
    expect(quote.lines.map((line) => line.airlineChargePaise)).toEqual([
      1000_00 - Math.floor((1000_00 * 3800_00) / 9100_00),
      Math.floor((1000_00 * 3800_00) / 9100_00),
    ]);
    expect(quote.lines.map((line) => line.otaChargePaise)).toEqual([151, 150]);
    expect(quote.lines.every((line) => line.window === DECIDED_WINDOW)).toBe(true);
    for (const line of quote.lines) {
      expect(line.airlineChargePaise + line.otaChargePaise + line.gstPaise + line.keptPaise + line.refundPaise).toBe(
        line.paidPaise,
      );
    }
    const capped = decidedQuote(flown, { airlineChargePaise: 99_999_00, otaChargePaise: 0 });
    expect(capped.totals.airlineChargePaise).toBe(4500_00 + 800_00 + 3000_00 + 800_00);
    expect(capped.totals.refundPaise).toBe(2 * 750_00);
  });
});
