import type { SummaryCode, SummaryLine } from './fare-summary.ts';

/**
 * The agency's own invoice to its customer (docs/decisions/021). The fare and the airline's services
 * pass through at cost, as the customer's pure agent; everything the agency adds — its cost of
 * TripSetu's service charge and its GST, and its markup — is one service fee, the price the agent
 * quoted, with the GST the agency owes on it inside it. The customer never reads "markup".
 */

/** GST on a travel agent's own fee (reservation services for transportation, SAC 998551). */
export const AGENCY_FEE_GST_PERCENT = 18;
export const AGENCY_FEE_SAC = '998551';

export const CUSTOMER_INVOICE_LABELS = {
  fee: 'Service fee',
  cgst: `CGST ${AGENCY_FEE_GST_PERCENT / 2}% on service fee`,
  sgst: `SGST ${AGENCY_FEE_GST_PERCENT / 2}% on service fee`,
  igst: `IGST ${AGENCY_FEE_GST_PERCENT}% on service fee`,
} as const;

/** Printed under the customer invoice's amounts. */
export const CUSTOMER_INVOICE_NOTE =
  'Air fare, airline taxes and airline services are collected for the airline as your pure agent and passed on at cost. GST is charged on the service fee only (SAC 998551).';

/** What the agency adds to the airline's price, under one name. */
const AGENCY_ADDS: readonly SummaryCode[] = [
  'SERVICE_CHARGE',
  'GST',
  'PLATFORM_MARKUP',
  'PLATFORM_MARKUP_GST',
  'MARKUP',
  'AGENCY_FEE',
];

/**
 * An agency booking's customer lines with what the agency adds folded into one 'Service fee' line.
 * Idempotent, so that bookings stored before the fold (with a Markup line) read the same way.
 * A traveller's own booking (convenience fee) is TripSetu's and is returned as it is.
 */
export function foldAgencyFee(lines: readonly SummaryLine[], label: string): SummaryLine[] {
  if (!lines.some((line) => line.code === 'SERVICE_CHARGE' || line.code === 'MARKUP' || line.code === 'AGENCY_FEE')) {
    return [...lines];
  }
  const fee = lines.filter((line) => AGENCY_ADDS.includes(line.code)).reduce((sum, line) => sum + line.amountPaise, 0);
  const kept = lines.filter((line) => !AGENCY_ADDS.includes(line.code));
  return fee === 0 ? kept : [...kept, { code: 'AGENCY_FEE', label, amountPaise: fee }];
}

export interface AgencyFeeTax {
  /** The fee before GST. */
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** CGST + SGST when the place of supply is the agency's own state. */
  intraState: boolean;
  /** An agency without a GSTIN charges no GST: its fee is all taxable value. */
  registered: boolean;
}

/**
 * The GST inside an agency fee that includes it: taxable value = fee × 100 / 118, rounded to the paisa;
 * the tax is the rest, so the two always add up to the fee. Intra-state tax halves, CGST taking the
 * smaller half.
 */
export function agencyFeeTax(
  feePaise: number,
  agency: { gstin: string },
  customer: { gstin: string | null | undefined },
): AgencyFeeTax {
  const registered = agency.gstin.trim() !== '';
  if (!registered || feePaise <= 0) {
    return { taxablePaise: feePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, intraState: true, registered };
  }
  const taxable = Math.round((feePaise * 100) / (100 + AGENCY_FEE_GST_PERCENT));
  const gst = feePaise - taxable;
  // Place of supply: a registered customer's state; anyone else is billed where the agency is (no address on record).
  const intraState = !customer.gstin || customer.gstin.slice(0, 2) === agency.gstin.slice(0, 2);
  if (!intraState) return { taxablePaise: taxable, cgstPaise: 0, sgstPaise: 0, igstPaise: gst, intraState, registered };
  const cgst = Math.floor(gst / 2);
  return { taxablePaise: taxable, cgstPaise: cgst, sgstPaise: gst - cgst, igstPaise: 0, intraState, registered };
}

/** The rows of the customer invoice: pass-through lines, the fee's taxable value, its GST; they add up to the total. */
export function customerInvoiceRows(
  lines: readonly SummaryLine[],
  tax: AgencyFeeTax,
  labels: { fee: string; cgst: string; sgst: string; igst: string },
): { label: string; amountPaise: number }[] {
  const rows = lines
    .filter((line) => line.code !== 'AGENCY_FEE')
    .map((line) => ({ label: line.label, amountPaise: line.amountPaise }));
  if (!lines.some((line) => line.code === 'AGENCY_FEE')) return rows;
  rows.push({ label: labels.fee, amountPaise: tax.taxablePaise });
  if (!tax.registered) return rows;
  if (tax.intraState) {
    rows.push({ label: labels.cgst, amountPaise: tax.cgstPaise }, { label: labels.sgst, amountPaise: tax.sgstPaise });
  } else {
    rows.push({ label: labels.igst, amountPaise: tax.igstPaise });
  }
  return rows;
}

/** The Indian financial year (April to March) of a day: '2026-27'. */
export function financialYear(isoDay: string): string {
  const year = Number(isoDay.slice(0, 4));
  const start = Number(isoDay.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * An agency's customer invoice number: its own series per financial year, 'CI/26-27/000001'. GST
 * rule 46(b) allows at most 16 characters of letters, digits, '-' and '/', unique in the year.
 */
export function customerInvoiceNumber(financialYearText: string, serial: number): string {
  return `CI/${financialYearText.slice(2)}/${String(serial).padStart(6, '0')}`;
}
export const CUSTOMER_INVOICE_NUMBER = /^CI\/\d{2}-\d{2}\/\d{6}$/;
