import { Anchor, Table } from '@mantine/core';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { WalletDocumentRow, WalletDocumentTab } from '@tripsetu/domain/wallet-api.ts';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import type { TabKey } from '../../components/BookingTabs.tsx';
import { CardFact, CardList, ListCard, NO_WRAP, NUMERIC } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useWalletDocuments } from './api/list-wallet-documents.ts';
import { ListOfTab } from './ListOfTab.tsx';

const TAB_OF = { NOTES: 'notes', TRANSFERS: 'transfers', RECEIPTS: 'receipts' } as const satisfies Record<
  WalletDocumentTab,
  TabKey
>;

/** A top-up's receipt opens its page; other documents are named by their number. */
const DocumentNo = ({ row }: { row: WalletDocumentRow }) =>
  row.receiptId === null ? (
    <span>{row.documentNo}</span>
  ) : (
    <Anchor component={Link} to={ROUTES.walletReceipt(row.receiptId)} fw={600} size="sm">
      {row.documentNo}
    </Anchor>
  );

/** '+ ₹500' for what came into the wallet, '− ₹120' for what went out. */
const signed = (paise: number) => `${paise < 0 ? '− ' : '+ '}${formatRupees(Math.abs(paise))}`;

function DocumentsTable({ rows, label }: { rows: WalletDocumentRow[]; label: string }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('manageBookings.col.date')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.document')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.kind')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.narration')}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('manageBookings.col.amount')}
            </Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.postedBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.transactionId}>
              <Table.Td style={NO_WRAP}>{formatDateTime(row.createdAt)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <DocumentNo row={row} />
              </Table.Td>
              <Table.Td>{row.kindLabel}</Table.Td>
              <Table.Td>{row.narration}</Table.Td>
              <Table.Td style={NUMERIC}>{signed(row.amountPaise)}</Table.Td>
              <Table.Td>{row.createdBy ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DocumentsCards({ rows, label }: { rows: WalletDocumentRow[]; label: string }) {
  return (
    <CardList label={label}>
      {rows.map((row) => (
        <ListCard
          key={row.transactionId}
          id={`document-${row.transactionId}`}
          title={row.kindLabel}
          amount={signed(row.amountPaise)}
        >
          <CardFact label={t('manageBookings.col.document')}>
            <DocumentNo row={row} />
          </CardFact>
          <CardFact label={t('manageBookings.col.date')}>{formatDateTime(row.createdAt)}</CardFact>
          <CardFact label={t('manageBookings.col.narration')}>{row.narration}</CardFact>
        </ListCard>
      ))}
    </CardList>
  );
}

/** §2 Manage Bookings' wallet tabs: credit and debit notes, fund transfers and reversals, top-up receipts. */
export function WalletDocumentsPage({ tab }: { tab: WalletDocumentTab }) {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const key = TAB_OF[tab];
  const label = t(`manageBookings.tab.${key}`);
  return (
    <ListOfTab
      tab={key}
      intro={t(`manageBookings.${key}.intro`)}
      loading={t('manageBookings.documents.loading')}
      count={(total) =>
        total === 1 ? t('manageBookings.documents.countOne') : t('manageBookings.documents.count', { count: total })
      }
      list={useWalletDocuments(tab, page)}
      page={page}
      onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))}
      table={(rows) => <DocumentsTable rows={rows} label={label} />}
      cards={(rows) => <DocumentsCards rows={rows} label={label} />}
    />
  );
}

export const NotesPage = () => <WalletDocumentsPage tab="NOTES" />;
export const TransfersPage = () => <WalletDocumentsPage tab="TRANSFERS" />;
export const ReceiptsPage = () => <WalletDocumentsPage tab="RECEIPTS" />;
