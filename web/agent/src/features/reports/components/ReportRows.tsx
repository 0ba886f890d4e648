import { Table } from '@mantine/core';
import {
  cellText,
  periodText,
  type ReportAnswer,
  type ReportCell,
  type ReportColumn,
  type ReportKind,
} from '@tripsetu/domain/reports.ts';
import { CardFact, CardList, ListCard, NUMERIC } from '../../../components/ListParts.tsx';

const RIGHT = new Set<ReportColumn['type']>(['money', 'count']);
const shown = (column: ReportColumn, value: ReportCell) =>
  column.key === 'period' && value !== null ? periodText(String(value)) : cellText(column, value);

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
    // A wide report scrolls sideways inside its region, which the keyboard can reach and scroll.
    <section aria-label={`${report.title}, scrolls sideways`} tabIndex={0} style={{ overflowX: 'auto' }}>
      <Table
        striped
        withTableBorder
        miw={Math.max(640, columns.length * 88)}
        className="report-table"
        aria-label={report.title}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} style={RIGHT.has(column.type) ? NUMERIC : undefined}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.rows.map((row) => (
            <Table.Tr key={rowKey(report.kind, row)}>
              {columns.map((column) => (
                <Table.Td key={column.key} style={RIGHT.has(column.type) ? NUMERIC : undefined}>
                  {shown(column, row[column.key] ?? null)}
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
