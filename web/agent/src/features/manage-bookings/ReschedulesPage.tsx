import { Anchor, Table } from '@mantine/core';
import type { RescheduleListRow } from '@tripsetu/domain/booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import { CardFact, CardList, ListCard, NO_WRAP, NUMERIC } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useRescheduleList } from './api/list-reschedules.ts';
import { ListOfTab } from './ListOfTab.tsx';

const BookingLink = ({ id, transactionId }: { id: number; transactionId: string }) => (
  <Anchor component={Link} to={ROUTES.flightBooking(id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
    {transactionId}
  </Anchor>
);

const MONEY = [
  ['manageBookings.col.fareDifference', 'fareDifferencePaise'],
  ['manageBookings.col.changeCharge', 'airlineChargePaise'],
  ['manageBookings.col.rescheduleFee', 'otaChargePaise'],
  ['manageBookings.col.gst', 'gstPaise'],
  ['manageBookings.col.paid', 'amountPaise'],
] as const;

function ReschedulesTable({ rows }: { rows: RescheduleListRow[] }) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped verticalSpacing="sm" aria-label={t('manageBookings.reschedules.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('manageBookings.col.rescheduledAt')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.fromBooking')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.newBooking')}</Table.Th>
            {MONEY.map(([label]) => (
              <Table.Th key={label} scope="col" style={NUMERIC}>
                {t(label)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('manageBookings.col.walletDocument')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.rescheduledBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={NO_WRAP}>{formatDateTime(row.rescheduledAt)}</Table.Td>
              <Table.Td style={{ maxWidth: 170 }}>
                <BookingLink id={row.bookingId} transactionId={row.transactionId} />
              </Table.Td>
              <Table.Td style={{ maxWidth: 170 }}>
                <BookingLink id={row.newBookingId} transactionId={row.newTransactionId} />
              </Table.Td>
              {MONEY.map(([label, key]) => (
                <Table.Td key={label} style={NUMERIC}>
                  {formatRupees(row[key])}
                </Table.Td>
              ))}
              <Table.Td style={NO_WRAP}>{row.walletDocumentNo ?? '—'}</Table.Td>
              <Table.Td>{row.rescheduledBy}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ReschedulesCards({ rows }: { rows: RescheduleListRow[] }) {
  return (
    <CardList label={t('manageBookings.reschedules.tableLabel')}>
      {rows.map((row) => (
        <ListCard
          key={row.id}
          id={`reschedule-${row.id}`}
          title={row.newTransactionId}
          amount={formatRupees(row.amountPaise)}
        >
          <CardFact label={t('manageBookings.col.fromBooking')}>
            <BookingLink id={row.bookingId} transactionId={row.transactionId} />
          </CardFact>
          <CardFact label={t('manageBookings.col.newBooking')}>
            <BookingLink id={row.newBookingId} transactionId={row.newTransactionId} />
          </CardFact>
          <CardFact label={t('manageBookings.col.rescheduledAt')}>{formatDateTime(row.rescheduledAt)}</CardFact>
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

/** §2 Manage Bookings, Reschedules: each reschedule with the booking it left, the new booking and what it cost. */
export function ReschedulesPage() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  return (
    <ListOfTab
      tab="reschedules"
      intro={t('manageBookings.reschedules.intro')}
      loading={t('manageBookings.reschedules.loading')}
      count={(total) =>
        total === 1 ? t('manageBookings.reschedules.countOne') : t('manageBookings.reschedules.count', { count: total })
      }
      list={useRescheduleList(page)}
      page={page}
      onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))}
      table={(rows) => <ReschedulesTable rows={rows} />}
      cards={(rows) => <ReschedulesCards rows={rows} />}
    />
  );
}
