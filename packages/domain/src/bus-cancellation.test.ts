import { describe, expect, it } from 'vitest';
import { BUS_CANCELLATION_MSG_DECIDED, busCancellationQuote, busWindowAt, busWindowText } from './bus-cancellation.ts';

const policy = [
  { fromHours: 48, toHours: null, chargePercent: 10 },
  { fromHours: 24, toHours: 48, chargePercent: 25 },
  { fromHours: 2, toHours: 24, chargePercent: 50 },
  { fromHours: 0, toHours: 2, chargePercent: 100 },
];
const seat = (traveller: number, farePaise = 1_150_00) => ({
  traveller,
  farePaise,
  fareGstPaise: Math.round(farePaise * 0.05),
  feePaise: 29_50,
});

describe('bus cancellation by the operator policy (decision 031)', () => {
  it('finds the window by the hours left, edges belonging to the later window', () => {
    expect(busWindowAt(policy, 100)?.chargePercent).toBe(10);
    expect(busWindowAt(policy, 48)?.chargePercent).toBe(10);
    expect(busWindowAt(policy, 47.9)?.chargePercent).toBe(25);
    expect(busWindowAt(policy, 24)?.chargePercent).toBe(25);
    expect(busWindowAt(policy, 1.5)?.chargePercent).toBe(100);
    expect(busWindowAt(policy.slice(0, 2), 10)).toBeUndefined();
    expect(busWindowText({ fromHours: 2, toHours: 24, chargePercent: 50 })).toBe('2 to 24 hours before departure');
  });

  it('keeps the charge with its GST and the fee, refunds the rest, to the paisa', () => {
    const priced = busCancellationQuote([seat(0), seat(1, 999_99)], policy, 30);
    if (!priced.ok) throw new Error(priced.reason);
    const [first, second] = priced.quote.lines;
    // 25 % of ₹1,150 is ₹287.50, and its 5 % GST ₹14.38 (of ₹57.50).
    expect(first).toMatchObject({ airlineChargePaise: 287_50 + 14_38, keptPaise: 29_50 });
    expect(first?.refundPaise).toBe(1_150_00 + 57_50 - 287_50 - 14_38);
    for (const line of priced.quote.lines) {
      expect(line.airlineChargePaise + line.keptPaise + line.refundPaise).toBe(line.paidPaise);
    }
    expect(second?.airlineChargePaise).toBe(Math.round(999_99 * 0.25) + Math.round((50_00 * 250_00) / 999_99));
    expect(priced.quote.totals.refundPaise).toBe((first?.refundPaise ?? 0) + (second?.refundPaise ?? 0));
  });

  it('takes back the commission kept on the refunded part of the fare, and none when nothing is refunded', () => {
    // ₹40 kept on the seat; 25 % of the fare is charged, so three quarters of it come back: ₹30.
    const priced = busCancellationQuote([{ ...seat(0), earnedPaise: 40_00 }], policy, 30);
    if (!priced.ok) throw new Error(priced.reason);
    const [line] = priced.quote.lines;
    expect(line?.commissionReversedPaise).toBe(30_00);
    expect(line?.refundPaise).toBe(1_150_00 + 57_50 - 287_50 - 14_38 - 30_00);
    expect(
      (line?.airlineChargePaise ?? 0) +
        (line?.keptPaise ?? 0) +
        (line?.commissionReversedPaise ?? 0) +
        (line?.refundPaise ?? 0),
    ).toBe(line?.paidPaise);
    expect(priced.quote.totals.commissionReversedPaise).toBe(30_00);
    const last = busCancellationQuote([{ ...seat(0), earnedPaise: 40_00 }], policy, 1);
    expect(last.ok && last.quote.totals.commissionReversedPaise).toBe(0);
  });

  it('refunds nothing of the fare in the last window, and refuses what cannot be priced', () => {
    const last = busCancellationQuote([seat(0)], policy, 1);
    expect(last.ok && last.quote.totals.refundPaise).toBe(0);
    expect(last.ok && last.quote.taxesOnly).toBe(true);
    expect(busCancellationQuote([], policy, 30)).toEqual({
      ok: false,
      reason: BUS_CANCELLATION_MSG_DECIDED.nothingChosen,
    });
    expect(busCancellationQuote([seat(0)], policy, -0.5)).toEqual({
      ok: false,
      reason: BUS_CANCELLATION_MSG_DECIDED.departed,
    });
  });
});
