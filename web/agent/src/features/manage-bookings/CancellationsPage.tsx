import { Anchor, Table } from '@mantine/core';
import { API_PREFIX } from '@tripsetu/domain/agent-api-wire.ts';
import type { BookingProductCode, CancellationListRow } from '@tripsetu/domain/booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { CardFact, CardList, ListCard, NO_WRAP, NUMERIC } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useCancellationList } from './api/list-cancellations.ts';
import { bookingPage } from './booking-page.ts';
import { ListOfTab } from './ListOfTab.tsx';

const BookingLink = ({ row }: { row: CancellationListRow }) => (
  <Anchor
    component={Link}
    to={bookingPage(row.product, row.bookingId)}
    fw={600}
    size="sm"
    style={{ overflowWrap: 'anywhere' }}
  >
    {row.transactionId}
  </Anchor>
);

/** Where a bus's or a hotel's credit note is: they have no page in the portal yet, so the server's PDF of it. */
const CREDIT_NOTE_PDF: Partial<Record<BookingProductCode, string>> = { BUS: 'buses', HOTEL: 'hotels' };

/** The GST credit note: a flight's print page; a bus's or a hotel's PDF. */
const CreditNoteLink = ({ row }: { row: CancellationListRow }) =>
  CREDIT_NOTE_PDF[row.product] ? (
    <Anchor
      href={`${API_PREFIX}/${CREDIT_NOTE_PDF[row.product]}/bookings/${row.bookingId}/credit-notes/${row.id}/pdf`}
      size="sm"
    >
      {row.creditNoteNo}
    </Anchor>
  ) : (
    <Anchor component={Link} to={ROUTES.flightCreditNote(row.bookingId, row.id)} size="sm">
      {row.creditNoteNo}
    </Anchor>
  );

const MONEY = [
  ['manageBookings.col.airline', 'airlineChargePaise'],
  ['manageBookings.col.ota', 'otaChargePaise'],
  ['manageBookings.col.gst', 'gstPaise'],
  ['manageBookings.col.commission', 'commissionReversedPaise'],
  ['manageBookings.col.refund', 'refundPaise'],
] as const;

function CancellationsTable({ rows }: { rows: CancellationListRow[] }) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped verticalSpacing="sm" aria-label={t('manageBookings.cancellations.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('manageBookings.col.cancelledAt')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.bookingId')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.creditNote')}</Table.Th>
            {MONEY.map(([label]) => (
              <Table.Th key={label} scope="col" style={NUMERIC}>
                {t(label)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('manageBookings.col.walletDocument')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.cancelledBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={NO_WRAP}>{formatDateTime(row.cancelledAt)}</Table.Td>
              <Table.Td style={{ maxWidth: 170 }}>
                <BookingLink row={row} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>
                <CreditNoteLink row={row} />
              </Table.Td>
              {MONEY.map(([label, key]) => (
                <Table.Td key={label} style={NUMERIC}>
                  {formatRupees(row[key])}
                </Table.Td>
              ))}
              <Table.Td style={NO_WRAP}>{row.walletDocumentNo ?? '—'}</Table.Td>
              <Table.Td>{row.cancelledBy}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CancellationsCards({ rows }: { rows: CancellationListRow[] }) {
  return (
    <CardList label={t('manageBookings.cancellations.tableLabel')}>
      {rows.map((row) => (
        <ListCard
          key={row.id}
          id={`cancellation-${row.id}`}
          title={row.creditNoteNo}
          amount={formatRupees(row.refundPaise)}
        >
          <CardFact label={t('manageBookings.col.bookingId')}>
            <BookingLink row={row} />
          </CardFact>
          <CardFact label={t('manageBookings.col.cancelledAt')}>{formatDateTime(row.cancelledAt)}</CardFact>
          {MONEY.slice(0, 4).map(([label, key]) => (
            <CardFact key={label} label={t(label)}>
              {formatRupees(row[key])}
            </CardFact>
          ))}
          <CardFact label={t('manageBookings.col.walletDocument')}>{row.walletDocumentNo ?? '—'}</CardFact>
        </ListCard>
      ))}
    </CardList>
  );
}

/** §2 Manage Bookings, Cancellations: each cancellation with its booking, GST credit note, charges and refund. */
export function CancellationsPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  return (
    <ListOfTab
      tab="cancellations"
      intro={t('manageBookings.cancellations.intro')}
      loading={t('manageBookings.cancellations.loading')}
      count={(total) =>
        total === 1
          ? t('manageBookings.cancellations.countOne')
          : t('manageBookings.cancellations.count', { count: total })
      }
      list={useCancellationList(page)}
      page={page}
      onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))}
      table={(rows) => <CancellationsTable rows={rows} />}
      cards={(rows) => <CancellationsCards rows={rows} />}
    />
  );
}
