import { Anchor, Table } from '@mantine/core';
import type { ServicePurchaseRow } from '@tripsetu/domain/booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { CardFact, CardList, ListCard, NO_WRAP, NUMERIC } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useServicePurchaseList } from './api/list-service-purchases.ts';
import { ListOfTab } from './ListOfTab.tsx';

const BookingLink = ({ row }: { row: ServicePurchaseRow }) => (
  <Anchor
    component={Link}
    to={ROUTES.flightBooking(row.bookingId)}
    fw={600}
    size="sm"
    style={{ overflowWrap: 'anywhere' }}
  >
    {row.transactionId}
  </Anchor>
);
const itemsText = (row: ServicePurchaseRow) => row.items.map((item) => item.label).join(', ');

function SsrTable({ rows }: { rows: ServicePurchaseRow[] }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="sm" aria-label={t('manageBookings.ssr.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('manageBookings.col.addedAt')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.bookingId')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.items')}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('manageBookings.col.servicesPrice')}
            </Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('manageBookings.col.paid')}
            </Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.walletDocument')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.addedBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={NO_WRAP}>{formatDateTime(row.addedAt)}</Table.Td>
              <Table.Td style={{ maxWidth: 170 }}>
                <BookingLink row={row} />
              </Table.Td>
              <Table.Td>{itemsText(row)}</Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(row.servicesPaise)}</Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(row.amountPaise)}</Table.Td>
              <Table.Td style={NO_WRAP}>{row.walletDocumentNo ?? '—'}</Table.Td>
              <Table.Td>{row.addedBy}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SsrCards({ rows }: { rows: ServicePurchaseRow[] }) {
  return (
    <CardList label={t('manageBookings.ssr.tableLabel')}>
      {rows.map((row) => (
        <ListCard key={row.id} id={`ssr-${row.id}`} title={itemsText(row)} amount={formatRupees(row.amountPaise)}>
          <CardFact label={t('manageBookings.col.bookingId')}>
            <BookingLink row={row} />
          </CardFact>
          <CardFact label={t('manageBookings.col.addedAt')}>{formatDateTime(row.addedAt)}</CardFact>
          <CardFact label={t('manageBookings.col.walletDocument')}>{row.walletDocumentNo ?? '—'}</CardFact>
        </ListCard>
      ))}
    </CardList>
  );
}

/** §2 Manage Bookings, SSR history: every seat, meal, baggage or service added after booking. */
export function SsrHistoryPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  return (
    <ListOfTab
      tab="ssr"
      intro={t('manageBookings.ssr.intro')}
      loading={t('manageBookings.ssr.loading')}
      count={(total) =>
        total === 1 ? t('manageBookings.ssr.countOne') : t('manageBookings.ssr.count', { count: total })
      }
      list={useServicePurchaseList(page)}
      page={page}
      onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))}
      table={(rows) => <SsrTable rows={rows} />}
      cards={(rows) => <SsrCards rows={rows} />}
    />
  );
}
