import { Anchor, Card, Container, Stack, Table, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import type { CancellationListRow } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link, useSearchParams } from 'react-router';
import { ROUTES } from '../../app/routes.ts';
import {
  CardFact,
  CardList,
  EmptyCard,
  ListCard,
  LoadFailed,
  Loading,
  NO_WRAP,
  NUMERIC,
} from '../../components/ListParts.tsx';
import { t } from '../../i18n/i18n.ts';
import { failureMessage } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCancellationList } from './api/list-cancellations.ts';
import { BookingTabs } from './BookingTabs.tsx';
import { Pager } from './Pager.tsx';

const BookingLink = ({ row }: { row: CancellationListRow }) => (
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
              <Table.Td style={NO_WRAP}>{row.creditNoteNo}</Table.Td>
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
  usePageTitle(t('manageBookings.cancellations.title'));
  const isPhone = useIsPhone();
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page')) || 1;
  const list = useCancellationList(page);
  const total = list.data?.total ?? 0;
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb={4}>
        {t('manageBookings.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('manageBookings.cancellations.intro')}
      </Text>
      <BookingTabs current="cancellations" />
      <Stack gap="md">
        {list.isPending && <Loading text={t('manageBookings.cancellations.loading')} />}
        {list.isError && (
          <LoadFailed
            message={failureMessage(list.error, AGENT_MSG.loadDetailsFailed)}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        )}
        {list.data && (
          <>
            <Text fw={600} aria-live="polite">
              {total === 1
                ? t('manageBookings.cancellations.countOne')
                : t('manageBookings.cancellations.count', { count: total })}
            </Text>
            {list.data.rows.length === 0 ? (
              <EmptyCard text={BOOKING_MSG.noBookings} />
            ) : isPhone ? (
              <CancellationsCards rows={list.data.rows} />
            ) : (
              <Card withBorder radius="md" p={0}>
                <CancellationsTable rows={list.data.rows} />
              </Card>
            )}
            <Pager
              page={page}
              pages={Math.ceil(total / list.data.pageSize)}
              onPage={(next) => setParams(new URLSearchParams({ page: String(next) }))}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
