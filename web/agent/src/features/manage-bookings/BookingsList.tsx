import { Anchor, Badge, Card, Table } from '@mantine/core';
import type { BookingListRow, BookingProductCode } from '@tripsetu/domain/booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link } from 'react-router';
import { CardFact, CardList, ListCard, NO_WRAP, NUMERIC } from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { departureText } from '../../lib/flight-display.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { bookingPage } from './booking-page.ts';

const STATUS_COLOURS: Record<string, string> = {
  CONFIRMED: 'green',
  ON_HOLD: 'yellow',
  RELEASED: 'gray',
  NOT_CONFIRMED: 'orange',
  CANCELLED: 'red',
};

function BookingLink({ row }: { row: BookingListRow }) {
  return (
    <Anchor
      component={Link}
      to={bookingPage(row.product, row.id)}
      fw={600}
      size="sm"
      style={{ overflowWrap: 'anywhere' }}
    >
      {row.transactionId}
    </Anchor>
  );
}

const StatusBadge = ({ row }: { row: BookingListRow }) => (
  <Badge
    color={STATUS_COLOURS[row.status] ?? 'gray'}
    variant="light"
    radius="sm"
    styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
  >
    {row.statusLabel}
  </Badge>
);

/** What the list's product changes: its name, and its references (a bus has a ticket number and the operator's PNR). */
const wordsOf = (product: BookingProductCode) =>
  product === 'BUS'
    ? { label: t('manageBookings.busTableLabel'), references: t('manageBookings.col.ticketPnr') }
    : { label: t('manageBookings.tableLabel'), references: t('manageBookings.col.pnr') };

type ListProps = { product: BookingProductCode; rows: BookingListRow[] };

function BookingsTable({ product, rows }: ListProps) {
  const words = wordsOf(product);
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped verticalSpacing="sm" aria-label={words.label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('manageBookings.col.bookingId')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.bookedAt')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.status')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.route')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.departure')}</Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.lead')}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('manageBookings.col.travellers')}
            </Table.Th>
            <Table.Th scope="col">{words.references}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('manageBookings.col.total')}
            </Table.Th>
            <Table.Th scope="col">{t('manageBookings.col.bookedBy')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td style={{ maxWidth: 170 }}>
                <BookingLink row={row} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDateTime(row.bookedAt)}</Table.Td>
              <Table.Td style={NO_WRAP}>
                <StatusBadge row={row} />
              </Table.Td>
              <Table.Td>{row.route}</Table.Td>
              <Table.Td style={NO_WRAP}>{departureText(row.departure)}</Table.Td>
              <Table.Td>{row.leadTraveller}</Table.Td>
              <Table.Td style={NUMERIC}>{row.travellers}</Table.Td>
              <Table.Td style={NO_WRAP}>{row.references}</Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(row.totalPaise)}</Table.Td>
              <Table.Td>{row.bookedBy}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function BookingsCards({ product, rows }: ListProps) {
  const words = wordsOf(product);
  return (
    <CardList label={words.label}>
      {rows.map((row) => (
        <ListCard key={row.id} id={`booking-${row.id}`} title={row.route} amount={formatRupees(row.totalPaise)}>
          <CardFact label={t('manageBookings.col.bookingId')}>
            <BookingLink row={row} />
          </CardFact>
          <CardFact label={t('manageBookings.col.status')}>
            <StatusBadge row={row} />
          </CardFact>
          <CardFact label={t('manageBookings.col.departure')}>{departureText(row.departure)}</CardFact>
          <CardFact label={t('manageBookings.col.lead')}>{row.leadTraveller}</CardFact>
          <CardFact label={words.references}>{row.references}</CardFact>
          <CardFact label={t('manageBookings.col.bookedAt')}>{formatDateTime(row.bookedAt)}</CardFact>
        </ListCard>
      ))}
    </CardList>
  );
}

/** The bookings found of one product: a table on wide screens, cards on a phone. */
export function BookingsList({ product, rows }: ListProps) {
  const isPhone = useIsPhone();
  return isPhone ? (
    <BookingsCards product={product} rows={rows} />
  ) : (
    <Card withBorder radius="md" p={0}>
      <BookingsTable product={product} rows={rows} />
    </Card>
  );
}
