import { IST_OFFSET_MS } from '@tripsetu/domain/dates.ts';
import type { Ledger } from '@tripsetu/domain/wallet-api.ts';
import ExcelJS from 'exceljs';
import type { AgentUser } from '../agents/agents.service.ts';

const RUPEES = '[$₹-4009] #,##,##0.00;[Red]-[$₹-4009] #,##,##0.00';
/**
 * Excel dates are wall-clock serials without a zone, and ExcelJS writes a Date by its UTC fields: an
 * instant shifted by India's offset reads as the time in India (UTC+05:30 all year).
 */
const inIndia = (instant: string) => new Date(Date.parse(instant) + IST_OFFSET_MS);
/** A 'YYYY-MM-DD' business date as an Excel date. */
const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** The ledger screen's rows as an .xlsx workbook: the same columns, amounts as rupee numbers. */
export async function ledgerWorkbook(ledger: Ledger, user: AgentUser): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TripSetu Agent Portal';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Ledger');
  sheet.columns = [
    { header: 'Date', key: 'date', width: 20, style: { numFmt: 'dd-mmm-yyyy hh:mm' } },
    { header: 'Reference', key: 'reference', width: 14 },
    { header: 'Narration', key: 'narration', width: 40 },
    { header: 'Debit', key: 'debit', width: 16, style: { numFmt: RUPEES } },
    { header: 'Credit', key: 'credit', width: 16, style: { numFmt: RUPEES } },
    { header: 'Balance', key: 'balance', width: 18, style: { numFmt: RUPEES } },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({
    date: day(ledger.from),
    reference: '',
    narration: 'Opening balance',
    balance: ledger.openingBalancePaise / 100,
  });
  for (const row of ledger.rows) {
    sheet.addRow({
      date: inIndia(row.date),
      reference: row.reference,
      narration: row.narration,
      debit: row.debitPaise ? row.debitPaise / 100 : null,
      credit: row.creditPaise ? row.creditPaise / 100 : null,
      balance: row.balancePaise / 100,
    });
  }
  sheet.addRow({
    date: day(ledger.to),
    reference: '',
    narration: 'Closing balance',
    balance: ledger.closingBalancePaise / 100,
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  workbook.title = `Ledger ${ledger.from} to ${ledger.to} (${user.user_id})`;
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
