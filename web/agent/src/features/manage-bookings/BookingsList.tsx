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

/**
 * What the list's product changes: its name and its columns' words (a bus has a ticket number and the operator's
 * PNR; a hotel has a hotel, a check-in, a lead guest, rooms, and a voucher with the hotel's confirmation).
 */
function wordsOf(product: BookingProductCode) {
  const journey = {
    route: t('manageBookings.col.route'),
    departure: t('manageBookings.col.departure'),
    lead: t('manageBookings.col.lead'),
    travellers: t('manageBookings.col.travellers'),
  };
  if (product === 'HOTEL')
    return {
      label: t('manageBookings.hotelTableLabel'),
      route: t('manageBookings.col.hotel'),
      departure: t('manageBookings.col.checkIn'),
      lead: t('manageBookings.col.leadGuest'),
      travellers: t('manageBookings.col.rooms'),
      references: t('manageBookings.col.voucher'),
    };
  if (product === 'BUS')
    return { ...journey, label: t('manageBookings.busTableLabel'), references: t('manageBookings.col.ticketPnr') };
  return { ...journey, label: t('manageBookings.tableLabel'), references: t('manageBookings.col.pnr') };
}

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
            <Table.Th scope="col">{words.route}</Table.Th>
            <Table.Th scope="col">{words.departure}</Table.Th>
            <Table.Th scope="col">{words.lead}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {words.travellers}
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
              <Table.Td style={product === 'HOTEL' ? undefined : NO_WRAP}>{row.references}</Table.Td>
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
          <CardFact label={words.departure}>{departureText(row.departure)}</CardFact>
          <CardFact label={words.lead}>{row.leadTraveller}</CardFact>
          {product === 'HOTEL' && <CardFact label={words.travellers}>{row.travellers}</CardFact>}
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
