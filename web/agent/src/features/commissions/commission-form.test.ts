import { COMMISSION_MSG } from '@tripsetu/domain/commissions.ts';
import { describe, expect, it } from 'vitest';
import { percentTextToBps, rupeeTextToPaise } from '../../lib/typed-amounts.ts';
import { emptyDraft, ruleFromDraft } from './commission-form.ts';

describe('the add form’s numbers', () => {
  it('reads percentages with at most two decimals as basis points', () => {
    expect(percentTextToBps('2.5')).toBe(250);
    expect(percentTextToBps(' 3% ')).toBe(300);
    expect(percentTextToBps('0.05')).toBe(5);
    expect(percentTextToBps('50')).toBe(5000);
    for (const text of ['2.555', 'abc', '', '-1', '2,5']) expect(percentTextToBps(text)).toBeNaN();
  });

  it('reads rupees as paise, with or without the sign and grouping', () => {
    expect(rupeeTextToPaise('150')).toBe(150_00);
    expect(rupeeTextToPaise('₹1,200.5')).toBe(1_200_50);
    expect(rupeeTextToPaise('free')).toBeNaN();
  });

  it('judges the numbers by the domain’s ranges once they are numbers', () => {
    const draft = { ...emptyDraft('2026-12-01'), value: '60', priority: '0', validTo: '2026-11-30' };
    expect(ruleFromDraft(draft).errors).toEqual({
      value: COMMISSION_MSG.percentInvalid,
      priority: COMMISSION_MSG.priorityInvalid,
      validTo: COMMISSION_MSG.datesInvalid,
    });
    expect(ruleFromDraft({ ...draft, value: '2', priority: '1', validTo: '' }).errors).toEqual({});
  });

  it('leaves a blank fee to the standard one (null) and refuses a fee that is not an amount', () => {
    const draft = { ...emptyDraft('2026-12-01'), value: '2' };
    expect(ruleFromDraft(draft).body).toMatchObject({ cancellationFeePaise: null, rescheduleFeePaise: null });
    const typed = ruleFromDraft({ ...draft, cancellationFeePaise: '0', rescheduleFeePaise: 'lots' });
    expect(typed.body).toMatchObject({ cancellationFeePaise: 0 });
    expect(typed.errors).toEqual({ rescheduleFeePaise: COMMISSION_MSG.feeInvalid });
  });
});
