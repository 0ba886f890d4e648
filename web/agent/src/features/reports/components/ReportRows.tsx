import { Table } from '@mantine/core';
import { formatDisplayDate, formatDisplayDateTime, wallClockInIndia } from '@tripsetu/domain/dates.ts';
import {
  cellText,
  periodText,
  type ReportAnswer,
  type ReportCell,
  type ReportColumn,
  type ReportKind,
} from '@tripsetu/domain/reports.ts';
import { Fragment } from 'react';
import { CardFact, CardList, ListCard, NUMERIC } from '../../../components/ListParts.tsx';

const RIGHT = new Set<ReportColumn['type']>(['money', 'count']);
/** A figure's heading is right-aligned over it but may wrap between words ('Amount / charged'). */
const NUMERIC_HEADING = { textAlign: 'right' } as const;
const shown = (column: ReportColumn, value: ReportCell) =>
  column.key === 'period' && value !== null ? periodText(String(value)) : cellText(column, value);

/**
 * A date-time cell as two lines, the date over the time, in India's time and in the words the files use
 * ('28 Nov, 2026' over '07:27 AM'); null when the value is not an instant.
 */
export function dateTimeLines(instant: string): [date: string, time: string] | null {
  const clock = wallClockInIndia(instant);
  if (!clock) return null;
  const date = formatDisplayDate(clock.isoDate);
  const whole = formatDisplayDateTime(instant);
  return whole.startsWith(`${date} `) ? [date, whole.slice(date.length + 1)] : null;
}

/** A table cell's content: a date-time on two lines so that its column stays narrow, anything else as text. */
function TableCell({ column, value }: { column: ReportColumn; value: ReportCell }) {
  const lines = column.type === 'datetime' && value !== null && value !== '' ? dateTimeLines(String(value)) : null;
  if (lines)
    return (
      <>
        <span className="report-line">{lines[0]}</span> <span className="report-line">{lines[1]}</span>
      </>
    );
  const text = shown(column, value);
  // A browser would break 'BLR-HYD' after its hyphen: each word stays whole, and the words wrap between them.
  if (column.type !== 'text' || !text.includes('-')) return text;
  return text.split(' ').map((word, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of one fixed text, never reordered
    <Fragment key={index}>
      {index > 0 && ' '}
      <span className="report-word">{word}</span>
    </Fragment>
  ));
}

/** What names a row on a phone card, and the amount its corner shows. */
const CARD: Record<ReportKind, { title: string; amount: string }> = {
  sales: { title: 'period', amount: 'net' },
  'flight-sales': { title: 'transactionId', amount: 'amount' },
  'hotel-sales': { title: 'transactionId', amount: 'amount' },
  'bus-sales': { title: 'transactionId', amount: 'amount' },
  'flight-cancellations': { title: 'creditNoteNo', amount: 'refund' },
  'hotel-cancellations': { title: 'creditNoteNo', amount: 'refund' },
  'bus-refunds': { title: 'creditNoteNo', amount: 'refund' },
  receipts: { title: 'documentNo', amount: 'amount' },
  notes: { title: 'documentNo', amount: 'amount' },
  transfers: { title: 'documentNo', amount: 'amount' },
  tds: { title: 'quarter', amount: 'tds' },
};

/** Rows are named by their document (or period, or quarter and agency): unique within a report. */
const rowKey = (kind: ReportKind, row: ReportAnswer['rows'][number]) => `${row.agency ?? ''}|${row[CARD[kind].title]}`;

/** The report's page as a table, with the whole period's totals in its footer. */
export function ReportTable({ report }: { report: ReportAnswer }) {
  const { columns } = report;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a wide report scrolls sideways in its region, and a keyboard can only scroll what takes focus
    <section aria-label={`${report.title}, scrolls sideways`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        striped
        withTableBorder
        horizontalSpacing={6}
        verticalSpacing={6}
        className="report-table"
        aria-label={report.title}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={RIGHT.has(column.type) ? NUMERIC_HEADING : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={rowKey(report.kind, row)}>
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  className={`report-${column.type}`}
                  style={RIGHT.has(column.type) ? NUMERIC : undefined}
                >
                  <TableCell column={column} value={row[column.key] ?? null} />
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            {columns.map((column, index) => (
              <Table.Th
                key={column.key}
                scope={index === 0 ? 'row' : undefined}
                style={RIGHT.has(column.type) ? NUMERIC : undefined}
              >
                {index === 0 ? 'Total' : column.total ? shown(column, report.totals[column.key] ?? 0) : ''}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </section>
  );
}

/** The same page as cards on a phone, where thirteen columns would scroll sideways. */
export function ReportCards({ report }: { report: ReportAnswer }) {
  const { title, amount } = CARD[report.kind];
  const byKey = new Map(report.columns.map((column) => [column.key, column]));
  const titleColumn = byKey.get(title) as ReportColumn;
  const amountColumn = byKey.get(amount) as ReportColumn;
  return (
    <CardList label={report.title}>
      {report.rows.map((row, index) => {
        const id = `report-row-${report.page}-${index}`;
        return (
          <ListCard
            key={rowKey(report.kind, row)}
            id={id}
            title={shown(titleColumn, row[title] ?? null)}
            amount={shown(amountColumn, row[amount] ?? null)}
          >
            {report.columns
              .filter((column) => column.key !== title && column.key !== amount && (row[column.key] ?? '') !== '')
              .map((column) => (
                <CardFact key={column.key} label={column.label}>
                  {shown(column, row[column.key] ?? null)}
                </CardFact>
              ))}
          </ListCard>
        );
      })}
    </CardList>
  );
}

/** The period's totals as figures above the rows: on a phone the cards have no footer. */
export function ReportTotals({ report }: { report: ReportAnswer }) {
  const totalled = report.columns.filter((column) => column.total);
  return (
    <dl className="report-totals" aria-label={`${report.title}: totals for the period`}>
      <div>
        <dt>Rows</dt>
        <dd>{report.total}</dd>
      </div>
      {totalled.map((column) => (
        <div key={column.key}>
          <dt>{column.label}</dt>
          <dd className="money">{shown(column, report.totals[column.key] ?? 0)}</dd>
        </div>
      ))}
    </dl>
  );
}
