import { describe, expect, it } from 'vitest';
import {
  type CommissionRuleBody,
  chooseRule,
  commissionRuleErrors,
  commissionTakenBack,
  commissionText,
  type EarningContext,
  earnedBy,
  earningsOf,
  rulesOverlap,
  whyRule,
} from './commissions.ts';

const rule = (id: number, overrides: Partial<CommissionRuleBody> = {}): CommissionRuleBody & { id: number } => ({
  id,
  supplier: 'TRIPSETU',
  product: 'FLIGHT',
  carrier: null,
  sector: null,
  priority: 50,
  kind: 'PERCENT',
  value: 100,
  basis: 'BASE',
  plbCutPayBps: 0,
  plbPostPayBps: 0,
  onDiscount: true,
  cancellationFeePaise: 0,
  rescheduleFeePaise: 0,
  agencyId: null,
  agencyGroupId: null,
  validFrom: '2026-01-01',
  validTo: null,
  ...overrides,
});
const context: EarningContext = {
  supplier: 'TRIPSETU',
  product: 'FLIGHT',
  carrier: 'AI',
  sector: 'DOMESTIC',
  discounted: false,
  agencyGroupId: null,
  agencyId: 7,
  day: '2026-11-27',
};

describe('choosing the commission rule', () => {
  it('the lowest priority number wins, whatever else is more specific', () => {
    const rules = [rule(1, { carrier: 'AI', agencyId: 7, priority: 20 }), rule(2, { priority: 10 })];
    expect(chooseRule(rules, context)?.id).toBe(2);
  });

  it('among equal priorities the most specific wins: one agency, then carrier, then sector', () => {
    const rules = [
      rule(1),
      rule(2, { sector: 'DOMESTIC' }),
      rule(3, { carrier: 'AI' }),
      rule(4, { carrier: 'AI', sector: 'DOMESTIC' }),
      rule(5, { agencyId: 7 }),
    ];
    expect(chooseRule(rules, context)?.id).toBe(5);
    expect(chooseRule(rules.slice(0, 4), context)?.id).toBe(4);
    expect(chooseRule(rules.slice(0, 3), context)?.id).toBe(3);
    expect(chooseRule(rules.slice(0, 2), context)?.id).toBe(2);
  });

  it('a group’s rule is between every agency’s and one agency’s, whatever carrier and sector they name', () => {
    const inGroup = { ...context, agencyGroupId: 3 };
    const rules = [
      rule(1, { carrier: 'AI', sector: 'DOMESTIC' }),
      rule(2, { agencyGroupId: 3 }),
      rule(3, { agencyId: 7 }),
    ];
    expect(chooseRule(rules, inGroup)?.id).toBe(3);
    expect(chooseRule(rules.slice(0, 2), inGroup)?.id).toBe(2);
    // Another group's rule, or a group's rule for an agency in none, does not apply.
    expect(chooseRule(rules.slice(0, 2), { ...context, agencyGroupId: 4 })?.id).toBe(1);
    expect(chooseRule(rules.slice(0, 2), context)?.id).toBe(1);
    expect(whyRule(rule(2, { agencyGroupId: 3 }), rules.slice(0, 2), inGroup)).toContain('its agency group');
  });

  it('a rule matches only its product, carrier, sector, agency, dates, and special fares when on discount', () => {
    expect(chooseRule([rule(1, { product: 'HOTEL' })], context)).toBeNull();
    expect(chooseRule([rule(1, { carrier: '6E' })], context)).toBeNull();
    expect(chooseRule([rule(1, { sector: 'INTERNATIONAL' })], context)).toBeNull();
    expect(chooseRule([rule(1, { agencyId: 8 })], context)).toBeNull();
    expect(chooseRule([rule(1, { validFrom: '2026-11-28' })], context)).toBeNull();
    expect(chooseRule([rule(1, { validTo: '2026-11-26' })], context)).toBeNull();
    expect(chooseRule([rule(1, { validTo: '2026-11-27' })], context)?.id).toBe(1);
    expect(chooseRule([rule(1, { onDiscount: false })], { ...context, discounted: true })).toBeNull();
    expect(chooseRule([rule(1, { onDiscount: false })], context)?.id).toBe(1);
  });

  it('says why: what the rule matched and which rules it was chosen over', () => {
    const rules = [rule(1), rule(2, { carrier: 'AI' }), rule(3, { carrier: '6E' })];
    const chosen = chooseRule(rules, context);
    expect(chosen?.id).toBe(2);
    expect(whyRule(chosen as (typeof rules)[number], rules, context)).toBe(
      'Rule #2 (priority 50; carrier AI, any sector, all agencies): chosen over #1.',
    );
  });
});

describe('what a rule gives', () => {
  it('a percentage of base or of base + YQ, PLB cut and post pay, or a flat amount per passenger-segment', () => {
    const basis = { basePaise: 10_000_00, yqPaise: 1_500_00, units: 4 };
    expect(earnedBy(rule(1, { value: 300 }), basis, '').commissionPaise).toBe(300_00);
    const withYq = earnedBy(rule(1, { value: 300, basis: 'BASE_YQ', plbCutPayBps: 50, plbPostPayBps: 125 }), basis, '');
    expect(withYq).toMatchObject({ commissionPaise: 345_00, plbCutPayPaise: 57_50, plbPostPayPaise: 143_75 });
    expect(earnedBy(rule(1, { kind: 'FLAT', value: 150_00 }), basis, '').commissionPaise).toBe(600_00);
  });

  it('TDS is on commission and PLB cut and pay at the day’s rate, never on post pay', () => {
    const earnings = earningsOf(
      [
        {
          ruleId: 1,
          part: 0,
          cancellationFeePaise: null,
          rescheduleFeePaise: null,
          commissionPaise: 300_00,
          plbCutPayPaise: 50_00,
          plbPostPayPaise: 100_00,
          why: '',
        },
        {
          ruleId: 2,
          part: 0,
          cancellationFeePaise: null,
          rescheduleFeePaise: null,
          commissionPaise: 100_00,
          plbCutPayPaise: 0,
          plbPostPayPaise: 0,
          why: '',
        },
      ],
      '2026-11-27',
    );
    expect(earnings).toMatchObject({
      commissionPaise: 400_00,
      plbCutPayPaise: 50_00,
      plbPostPayPaise: 100_00,
      tdsPaise: 9_00,
      tdsRateBps: 200,
      tdsSection: '393(1) Table Sl. 1(ii)',
    });
  });

  it('reads as a row shows it', () => {
    expect(commissionText(rule(1, { value: 250 }))).toBe('2.5% of base fare');
    expect(commissionText(rule(1, { kind: 'FLAT', value: 1_500_00 }))).toBe('₹1,500 per passenger per segment');
  });
});

describe('refusing a bad rule', () => {
  it('negative or too large percentages, unknown carriers, reversed dates, priorities out of range', () => {
    const errors = commissionRuleErrors(
      rule(0, {
        value: -1,
        plbCutPayBps: 5001,
        carrier: 'ZZ',
        validFrom: '2026-12-01',
        validTo: '2026-11-30',
        priority: 0,
        cancellationFeePaise: -100,
      }),
    );
    expect(errors).toEqual({
      value: 'Enter a percentage from 0 to 50, with at most two decimals',
      plbCutPayBps: 'Enter a percentage from 0 to 50, with at most two decimals',
      carrier: 'Choose an airline from the list',
      validTo: 'Valid to must be on or after valid from',
      priority: 'Enter a priority from 1 (first) to 99',
      cancellationFeePaise: 'Enter a fee from ₹0 to ₹10,000',
    });
    expect(commissionRuleErrors(rule(0, { product: 'HOTEL', carrier: 'AI' })).carrier).toBe(
      'A carrier can be set on flight rules only',
    );
    expect(
      commissionRuleErrors(rule(0, { product: 'BUS', cancellationFeePaise: 0, rescheduleFeePaise: 100_00 })),
    ).toEqual({
      cancellationFeePaise: 'Cancellation and reschedule fees can be set on flight rules only',
      rescheduleFeePaise: 'Cancellation and reschedule fees can be set on flight rules only',
    });
    expect(
      commissionRuleErrors(rule(0, { product: 'HOTEL', cancellationFeePaise: null, rescheduleFeePaise: null })),
    ).toEqual({});
    expect(commissionRuleErrors(rule(0, { validFrom: '2026-02-30x' })).validFrom).toBe('Enter a date as YYYY-MM-DD');
    expect(commissionRuleErrors(rule(0))).toEqual({});
  });

  it('two rules tie when they match the same, share a priority and a day', () => {
    const open = rule(1, { carrier: 'AI', validFrom: '2026-01-01' });
    expect(rulesOverlap(open, rule(2, { carrier: 'AI', validFrom: '2027-01-01' }))).toBe(true);
    expect(rulesOverlap(rule(1, { validTo: '2026-06-30' }), rule(2, { validFrom: '2026-07-01' }))).toBe(false);
    expect(rulesOverlap(open, rule(2, { carrier: 'AI', priority: 40 }))).toBe(false);
    expect(rulesOverlap(open, rule(2, { carrier: '6E' }))).toBe(false);
    expect(rulesOverlap(open, rule(2, { carrier: 'AI', agencyGroupId: 3 }))).toBe(false);
    expect(rulesOverlap(rule(1, { agencyGroupId: 3 }), rule(2, { agencyGroupId: 3 }))).toBe(true);
  });
});

describe('what a cancellation takes back of the commission kept', () => {
  it('is the refunded share of what it was earned on, never more, never below zero', () => {
    expect(commissionTakenBack(100_00, 1_000_00, 0)).toBe(100_00);
    expect(commissionTakenBack(100_00, 1_000_00, 250_00)).toBe(75_00);
    expect(commissionTakenBack(100_00, 1_000_00, 1_000_00)).toBe(0);
    expect(commissionTakenBack(100_00, 1_000_00, 2_000_00)).toBe(0);
    expect(commissionTakenBack(-5_00, 1_000_00, 0)).toBe(0);
    expect(commissionTakenBack(100_00, 0, 0)).toBe(0);
    // Rounded to the paisa: a third of ₹1 is 33 paise.
    expect(commissionTakenBack(1_00, 3_00, 2_00)).toBe(33);
  });
});
