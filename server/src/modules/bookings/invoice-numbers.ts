import { customerInvoiceNumber, financialYear } from '@tripsetu/domain/customer-invoice.ts';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * The numbers a booking's invoices take at ticketing: TripSetu's tax invoice to the agency (one series,
 * TSI/2026-27/000001) and, for an agency's booking, the agency's own customer invoice (its own series
 * per financial year, CI/26-27/000001; decision 021). Both in the ticketing transaction.
 */
export async function invoiceNumbers(
  trx: Transaction<Database>,
  agencyId: number | null,
  today: string,
): Promise<{ invoice_no: string; customer_invoice_no: string | null }> {
  const year = financialYear(today);
  const { n } = (await sql<{ n: string }>`select nextval('invoice_serial') as n`.execute(trx)).rows[0] as {
    n: string;
  };
  const invoice = `TSI/${year}/${String(n).padStart(6, '0')}`;
  if (agencyId === null) return { invoice_no: invoice, customer_invoice_no: null };
  // The upsert takes the series row's lock until commit: concurrent tickets queue and number in turn.
  const row = await trx
    .insertInto('agency_invoice_series')
    .values({ agency_id: agencyId, financial_year: year, last_serial: 1 })
    .onConflict((oc) =>
      oc
        .columns(['agency_id', 'financial_year'])
        .doUpdateSet((eb) => ({ last_serial: eb('agency_invoice_series.last_serial', '+', 1) })),
    )
    .returning('last_serial')
    .executeTakeFirstOrThrow();
  return { invoice_no: invoice, customer_invoice_no: customerInvoiceNumber(year, row.last_serial) };
}
