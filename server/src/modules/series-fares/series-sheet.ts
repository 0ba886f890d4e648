import {
  columnOfHeading,
  SERIES_COLUMNS,
  SERIES_LIMITS,
  SERIES_MSG,
  type SeriesCells,
  type SeriesColumn,
} from '@tripsetu/domain/series-fares.ts';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/errors.ts';

/** A sheet's row as cells under their columns, with its number as the spreadsheet shows it. */
export interface SheetRow {
  row: number;
  cells: SeriesCells;
}

const refused = (message: string) => new AppError('VALIDATION', message, { file: message });

/** The columns every sheet must have; the fares of children and infants and the baggage may be left out. */
const REQUIRED: readonly SeriesColumn[] = ['flight', 'date', 'cabin', 'seats', 'adultFarePaise', 'childFarePaise'];

/** A cell's text: a date cell as YYYY-MM-DD (ExcelJS gives it as a Date at UTC midnight), a formula's result. */
function textOf(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The rows of CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks). */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** The rows of the first worksheet of an .xlsx file, as text. */
async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refused(SERIES_MSG.fileUnreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refused(SERIES_MSG.fileEmpty);
  const rows: string[][] = [];
  // Past the limit by one is enough to refuse: a sheet claiming a million rows is not walked.
  const last = Math.min(sheet.rowCount, SERIES_LIMITS.maxRows + 2);
  for (let number = 1; number <= last; number++) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= Math.min(row.cellCount, 30); column++) cells.push(textOf(row.getCell(column).value));
    rows.push(cells);
  }
  return rows;
}

/**
 * The rows of an uploaded series fare sheet (.xlsx or .csv) under the template's columns: the first row names
 * them (in any order, loosely: 'Adult fare' for 'Adult fare (₹)'); blank rows are skipped. Refused as a whole when
 * it cannot be read, names too few columns, has no rows or more than SERIES_LIMITS.maxRows.
 */
export async function sheetRows(file: { fileName: string; bytes: Buffer }): Promise<SheetRow[]> {
  const name = file.fileName.toLowerCase();
  let rows: string[][];
  if (name.endsWith('.xlsx')) rows = await xlsxRows(file.bytes);
  else if (name.endsWith('.csv')) rows = csvRows(file.bytes.toString('utf8').replace(/^\uFEFF/, ''));
  else throw refused(SERIES_MSG.fileType);
  const [headings = [], ...body] = rows;
  const columns = headings.map((heading) => columnOfHeading(heading));
  const missing = REQUIRED.filter((column) => !columns.includes(column));
  if (missing.length > 0) {
    const labels = SERIES_COLUMNS.filter(([column]) => missing.includes(column)).map(([, label]) => label);
    throw refused(SERIES_MSG.columnsMissing(labels));
  }
  const sheet: SheetRow[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row: SeriesCells = {};
    cells.forEach((cell, place) => {
      const column = columns[place];
      if (column) row[column] = cell;
    });
    sheet.push({ row: index + 2, cells: row });
  });
  if (sheet.length === 0) throw refused(SERIES_MSG.fileEmpty);
  if (sheet.length > SERIES_LIMITS.maxRows) throw refused(SERIES_MSG.tooManyRows);
  return sheet;
}
