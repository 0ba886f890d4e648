import { IST_OFFSET_MS } from '@tripsetu/domain/dates.ts';
import { periodText, type ReportAnswer, type ReportColumn } from '@tripsetu/domain/reports.ts';
import ExcelJS from 'exceljs';

const RUPEES = '[$₹-4009] #,##,##0.00;[Red]-[$₹-4009] #,##,##0.00';
const FORMAT: Partial<Record<ReportColumn['type'], string>> = {
  money: RUPEES,
  date: 'dd-mmm-yyyy',
  datetime: 'dd-mmm-yyyy hh:mm',
  count: '0',
};

/** Excel dates are wall-clock serials: an instant shifted by India's offset reads as the time in India. */
function excelValue(column: ReportColumn, value: string | number | null): ExcelJS.CellValue {
  if (value === null || value === '') return null;
  if (column.type === 'money') return Number(value) / 100;
  if (column.type === 'count') return Number(value);
  if (column.type === 'datetime') return new Date(Date.parse(String(value)) + IST_OFFSET_MS);
  if (column.type === 'date') return new Date(`${value}T00:00:00Z`);
  return column.key === 'period' ? periodText(String(value)) : String(value);
}

/** The report as shown on screen, as an .xlsx sheet: the same columns, amounts as rupee numbers, a totals row. */
export async function reportWorkbook(report: ReportAnswer): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'TripSetu Agent Portal';
  workbook.created = new Date();
  workbook.title = `${report.title} ${report.from} to ${report.to}`;
  const sheet = workbook.addWorksheet(report.title.slice(0, 31));
  sheet.columns = report.columns.map((column) => ({
    header: column.label,
    key: column.key,
    width: column.type === 'text' ? 24 : column.type === 'datetime' ? 20 : 16,
    style: FORMAT[column.type] ? { numFmt: FORMAT[column.type] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of report.rows) {
    sheet.addRow(
      Object.fromEntries(report.columns.map((column) => [column.key, excelValue(column, row[column.key] ?? null)])),
    );
  }
  const totals = sheet.addRow(
    Object.fromEntries(
      report.columns.map((column, index) => [
        column.key,
        index === 0 ? 'Total' : column.total ? excelValue(column, report.totals[column.key] ?? 0) : null,
      ]),
    ),
  );
  totals.font = { bold: true };
  // The first column's cells may be dates; the totals row's label stays text.
  totals.getCell(1).numFmt = '@';
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
