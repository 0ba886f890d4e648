import { describe, expect, it } from 'vitest';
import {
  agencyFeeTax,
  CUSTOMER_INVOICE_LABELS,
  CUSTOMER_INVOICE_NUMBER,
  customerInvoiceNumber,
  customerInvoiceRows,
  financialYear,
  foldAgencyFee,
} from './customer-invoice.ts';
import type { SummaryLine } from './fare-summary.ts';

const line = (code: SummaryLine['code'], amountPaise: number, label = code): SummaryLine => ({
  code,
  label,
  amountPaise,
});
const stored = [
  line('BASE', 4_000_00),
  line('K3', 200_00),
  line('SEATS', 350_00),
  line('SERVICE_CHARGE', 50_00),
  line('GST', 9_00),
  line('MARKUP', 500_00),
];

describe("the agency's customer invoice", () => {
  it('folds the service charge, its GST and the markup into one service fee, once', () => {
    const folded = foldAgencyFee(stored, 'Service fee');
    expect(folded.map((entry) => entry.code)).toEqual(['BASE', 'K3', 'SEATS', 'AGENCY_FEE']);
    expect(folded.at(-1)).toEqual({ code: 'AGENCY_FEE', label: 'Service fee', amountPaise: 559_00 });
    expect(foldAgencyFee(folded, 'Service fee')).toEqual(folded);
    const total = (lines: SummaryLine[]) => lines.reduce((sum, entry) => sum + entry.amountPaise, 0);
    expect(total(folded)).toBe(total(stored));
  });

  it("leaves a traveller's own booking (convenience fee) as it is", () => {
    const consumer = [line('BASE', 4_000_00), line('CONVENIENCE_FEE', 249_00), line('GST', 44_82)];
    expect(foldAgencyFee(consumer, 'Service fee')).toEqual(consumer);
  });

  it('takes the GST out of a fee that includes it, to the paisa, and splits it by the place of supply', () => {
    const agency = { gstin: '27AAKCS1234F1ZI' };
    const intra = agencyFeeTax(559_00, agency, { gstin: null });
    expect(intra).toEqual({
      taxablePaise: 473_73,
      cgstPaise: 42_63,
      sgstPaise: 42_64,
      igstPaise: 0,
      intraState: true,
      registered: true,
    });
    expect(agencyFeeTax(559_00, agency, { gstin: '27ABCDE1234F1Z5' }).intraState).toBe(true);
    const inter = agencyFeeTax(559_00, agency, { gstin: '29ABCCE1234F1ZY' });
    expect(inter).toMatchObject({ taxablePaise: 473_73, igstPaise: 85_27, cgstPaise: 0, intraState: false });
    expect(agencyFeeTax(559_00, { gstin: '' }, { gstin: null })).toMatchObject({
      registered: false,
      taxablePaise: 559_00,
      igstPaise: 0,
      cgstPaise: 0,
    });
  });

  it('writes rows that add up to the total: the fee at its taxable value, then its GST', () => {
    const folded = foldAgencyFee(stored, 'Service fee');
    const tax = agencyFeeTax(559_00, { gstin: '27AAKCS1234F1ZI' }, { gstin: null });
    const rows = customerInvoiceRows(folded, tax, CUSTOMER_INVOICE_LABELS);
    expect(rows.map((row) => row.label)).toEqual([
      'BASE',
      'K3',
      'SEATS',
      'Service fee',
      'CGST 9% on service fee',
      'SGST 9% on service fee',
    ]);
    expect(rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(4_000_00 + 200_00 + 350_00 + 559_00);
  });

  it('numbers in the financial year from April, within GST rule 46 (16 characters)', () => {
    expect(financialYear('2027-03-31')).toBe('2026-27');
    expect(financialYear('2027-04-01')).toBe('2027-28');
    expect(financialYear('2099-12-01')).toBe('2099-00');
    const number = customerInvoiceNumber('2026-27', 42);
    expect(number).toBe('CI/26-27/000042');
    expect(number).toMatch(CUSTOMER_INVOICE_NUMBER);
    expect(number.length).toBeLessThanOrEqual(16);
  });
});
