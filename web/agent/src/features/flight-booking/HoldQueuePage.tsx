import { Anchor, Card, Container, Table, Text, Title } from '@mantine/core';
import { AGENT_MSG } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { HoldQueueEntry } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Link } from 'react-router';
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
import { departureText } from '../../lib/flight-display.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useHoldQueue } from './api/get-hold-queue.ts';

function BookingLink({ hold }: { hold: HoldQueueEntry }) {
  return (
    <Anchor component={Link} to={ROUTES.flightBooking(hold.id)} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
      {hold.transactionId}
    </Anchor>
  );
}

function HoldsTable({ holds }: { holds: HoldQueueEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped verticalSpacing="sm" aria-label={t('flightBooking.queue.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('flightBooking.queue.col.transactionId')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.queue.col.route')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.queue.col.departure')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.queue.col.leadTraveller')}</Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('flightBooking.queue.col.travellers')}
            </Table.Th>
            <Table.Th scope="col" style={NUMERIC}>
              {t('flightBooking.queue.col.total')}
            </Table.Th>
            <Table.Th scope="col">{t('flightBooking.queue.col.timeLimit')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.queue.col.bookedBy')}</Table.Th>
            <Table.Th scope="col">{t('flightBooking.queue.col.pnrs')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {holds.map((hold) => (
            <Table.Tr key={hold.id}>
              <Table.Td style={{ maxWidth: 170 }}>
                <BookingLink hold={hold} />
              </Table.Td>
              <Table.Td>{hold.route}</Table.Td>
              <Table.Td style={NO_WRAP}>{departureText(hold.departure)}</Table.Td>
              <Table.Td>{hold.leadTraveller}</Table.Td>
              <Table.Td style={NUMERIC}>{hold.travellers}</Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(hold.totalPaise)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatDateTime(hold.holdUntil)}</Table.Td>
              <Table.Td>{hold.bookedBy}</Table.Td>
              <Table.Td style={NO_WRAP}>{hold.pnrs}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function HoldsCards({ holds }: { holds: HoldQueueEntry[] }) {
  return (
    <CardList label={t('flightBooking.queue.tableLabel')}>
      {holds.map((hold) => (
        <ListCard key={hold.id} id={`hold-${hold.id}`} title={hold.route} amount={formatRupees(hold.totalPaise)}>
          <CardFact label={t('flightBooking.queue.col.transactionId')}>
            <BookingLink hold={hold} />
          </CardFact>
          <CardFact label={t('flightBooking.queue.col.departure')}>{departureText(hold.departure)}</CardFact>
          <CardFact label={t('flightBooking.queue.col.timeLimit')}>{formatDateTime(hold.holdUntil)}</CardFact>
          <CardFact label={t('flightBooking.queue.col.leadTraveller')}>{hold.leadTraveller}</CardFact>
          <CardFact label={t('flightBooking.queue.col.travellers')}>{hold.travellers}</CardFact>
          <CardFact label={t('flightBooking.queue.col.bookedBy')}>{hold.bookedBy}</CardFact>
          <CardFact label={t('flightBooking.queue.col.pnrs')}>{hold.pnrs}</CardFact>
        </ListCard>
      ))}
    </CardList>
  );
}

/** §2 Flight Hold Queues: the holds (of the agency, or every agency for the back office), soonest limit first. */
export function HoldQueuePage() {
  usePageTitle(t('flightBooking.queue.title'));
  const isPhone = useIsPhone();
  const holds = useHoldQueue();
  return (
    <Container size="xl" py="md">
      <Title order={1} size="h2" mb={4}>
        {t('flightBooking.queue.title')}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t('flightBooking.queue.intro')}
      </Text>
      {holds.isPending && <Loading text={t('flightBooking.queue.loading')} />}
      {holds.isError && (
        <LoadFailed
          message={failureMessage(holds.error, AGENT_MSG.loadDetailsFailed)}
          onRetry={() => void holds.refetch()}
          retrying={holds.isFetching}
        />
      )}
      {holds.data &&
        (holds.data.length === 0 ? (
          <EmptyCard text={BOOKING_MSG.noBookings} />
        ) : isPhone ? (
          <HoldsCards holds={holds.data} />
        ) : (
          <Card withBorder radius="md" p={0}>
            <HoldsTable holds={holds.data} />
          </Card>
        ))}
    </Container>
  );
}
