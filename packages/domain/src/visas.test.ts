import { describe, expect, it } from 'vitest';
import { addWorkingDays, checklistLines, checkVisaDecision, checkVisaType, VISA_MSG, visaReference } from './visas.ts';

describe('visas', () => {
  it('counts working days past weekends', () => {
    // 2026-11-27 is a Friday: the next working day is Monday the 30th.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    expect(addWorkingDays('2026-11-27', 5)).toBe('2026-12-04');
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30');
  });

  it('reads a visa type as typed: the fee in paise, the checklist by line', () => {
    const checked = checkVisaType({
      destination: 'SCHENGEN',
      name: '  Short-stay   visa ',
      entry: 'MULTIPLE',
      stayDays: '90',
      validityDays: '180',
      processingDays: '15',
      fee: '8,500.50',
      refundable: true,
      checklist: 'Passport front page\r\n\r\n  Photograph  \n',
    });
    expect(checked.errors).toBeUndefined();
    expect(checked).toMatchObject({
      values: { name: 'Short-stay visa', feePaise: 8_500_50, checklist: ['Passport front page', 'Photograph'] },
    });
    expect(checklistLines('\n\n')).toEqual([]);
  });

  it('moves an application only forward; a rejection needs its reason; a decided one is a conflict', () => {
    expect(checkVisaDecision('SUBMITTED', 'IN_PROCESS', '')).toEqual({ status: 'IN_PROCESS', remarks: '' });
    expect(checkVisaDecision('IN_PROCESS', 'SUBMITTED', '')).toEqual({ errors: { status: VISA_MSG.statusNotAllowed } });
    expect(checkVisaDecision('SUBMITTED', 'REJECTED', 'no')).toEqual({ errors: { remarks: VISA_MSG.remarksRequired } });
    expect(checkVisaDecision('SUBMITTED', 'REJECTED', 'x'.repeat(501))).toEqual({
      errors: { remarks: VISA_MSG.remarksTooLong },
    });
    expect(checkVisaDecision('APPROVED', 'REJECTED', 'Late')).toMatchObject({ conflict: true });
    expect(visaReference(7)).toBe('TSV100007');
  });
});
