import { Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { busWindowText } from '@tripsetu/domain/bus-cancellation.ts';
import { durationText, formatHhmm } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { DetailSection, Facts } from '../../../components/DetailSection.tsx';
import { NUMERIC } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

const at = (date: string, hhmm: string) => `${longDate(date)}, ${formatHhmm(hhmm)}`;

/** A boarding or dropping point: name and time, address and landmark, and for boarding when to be there. */
function Stop({
  stop,
  kind,
}: {
  stop: BusBooking['boarding'] | BusBooking['dropping'];
  kind: 'boarding' | 'dropping';
}) {
  return (
    <Card withBorder radius="md" p="sm" component="section" aria-labelledby={`bus-${kind}-title`}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" id={`bus-${kind}-title`}>
        {t(kind === 'boarding' ? 'busBooking.boarding' : 'busBooking.dropping')}
      </Text>
      <Text fw={700}>{stop.name}</Text>
      <Text size="sm">{at(stop.date, stop.time)}</Text>
      {'reportingTime' in stop && (
        <Text size="sm" fw={600} c="teal.9">
          {t('busBooking.reportBy', { time: formatHhmm(stop.reportingTime) })}
        </Text>
      )}
      <Text size="sm">{stop.address}</Text>
      <Text size="sm" c="dimmed">
        {t('busBooking.landmark', { landmark: stop.landmark })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('busBooking.stopContact', { contact: stop.contact })}
      </Text>
    </Card>
  );
}

function Travellers({ booking }: { booking: BusBooking }) {
  const isPhone = useIsPhone();
  const status = (cancelled: boolean) => (
    <Badge color={cancelled ? 'red' : 'green'} variant="light" radius="sm">
      {t(cancelled ? 'busBooking.seatCancelled' : 'busBooking.seatBooked')}
    </Badge>
  );
  if (isPhone) {
    return (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {booking.travellers.map((traveller) => (
          <Card key={traveller.seatNo} component="li" withBorder p="xs" radius="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>
                {traveller.seatNo} · {traveller.name}
              </Text>
              {status(traveller.cancelled)}
            </Group>
            <Text size="sm">
              {traveller.place} · {traveller.age} · {t(`busBooking.gender.${traveller.gender}`)} ·{' '}
              {formatRupees(traveller.farePaise)}
            </Text>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped aria-label={t('busBooking.travellers')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('busBooking.col.seat')}</Table.Th>
          <Table.Th scope="col">{t('busBooking.col.traveller')}</Table.Th>
          <Table.Th scope="col">{t('busBooking.col.age')}</Table.Th>
          <Table.Th scope="col">{t('busBooking.col.gender')}</Table.Th>
          <Table.Th scope="col" style={NUMERIC}>
            {t('busBooking.col.fare')}
          </Table.Th>
          <Table.Th scope="col">{t('busBooking.col.status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {booking.travellers.map((traveller) => (
          <Table.Tr key={traveller.seatNo}>
            <Table.Td>
              <Text fw={700} span>
                {traveller.seatNo}
              </Text>{' '}
              <Text span size="sm" c="dimmed">
                ({traveller.place})
              </Text>
            </Table.Td>
            <Table.Td>{traveller.name}</Table.Td>
            <Table.Td>{traveller.age}</Table.Td>
            <Table.Td>{t(`busBooking.gender.${traveller.gender}`)}</Table.Td>
            <Table.Td style={NUMERIC}>{formatRupees(traveller.farePaise)}</Table.Td>
            <Table.Td>{status(traveller.cancelled)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The bus ticket (agent-portal.md §2, §3): ticket number and operator PNR, the bus and its times, the boarding
 * point with its reporting time and the dropping point, seats and travellers, the fare, the operator's
 * cancellation policy and contact. The same page prints (the actions hide in print).
 */
export function BusTicket({ booking }: { booking: BusBooking }) {
  const { trip } = booking;
  return (
    <Stack gap="md" className="bus-ticket" lang="en" dir="ltr">
      <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h3">
              {trip.from} → {trip.to}
            </Title>
            <Text size="sm">
              {trip.operator.name} · {trip.serviceName} · {trip.busType}
            </Text>
          </div>
          <Badge size="lg" color={booking.status === 'CONFIRMED' ? 'green' : 'red'} variant="light">
            {booking.statusLabel}
          </Badge>
        </Group>
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <Facts
            facts={[
              { label: t('busBooking.ticketNo'), value: booking.ticketNo ?? '' },
              { label: t('busBooking.pnr'), value: booking.operatorPnr ?? '' },
              { label: t('busBooking.transactionId'), value: booking.transactionId },
            ]}
          />
        </div>
        <Group mt="md" gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {t('busBooking.departs')}
            </Text>
            <Text fw={700}>{at(trip.departureDate, trip.departureTime)}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed" fw={600}>
              {t('busBooking.arrives')}
            </Text>
            <Text fw={700}>{at(trip.arrivalDate, trip.arrivalTime)}</Text>
          </div>
          <Text size="sm">{t('busBooking.duration', { duration: durationText(trip.durationMinutes) })}</Text>
          <Text size="sm">
            {t('busBooking.operatorContact')}: {trip.operator.contact}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" mt="sm">
          {t('busBooking.bookedBy', { name: booking.bookedBy, at: formatDateTime(booking.bookedAt) })}
        </Text>
      </Card>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stop stop={booking.boarding} kind="boarding" />
        <Stop stop={booking.dropping} kind="dropping" />
      </SimpleGrid>
      <DetailSection id="bus-travellers" title={t('busBooking.travellers')}>
        <Travellers booking={booking} />
      </DetailSection>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection id="bus-fare" title={t('busBooking.fare')}>
          <dl className="bus-breakup">
            {booking.fare.map((line) => (
              <div key={line.code}>
                <dt>{line.label}</dt>
                <dd>{formatRupees(line.amountPaise)}</dd>
              </div>
            ))}
            <div className="bus-breakup-total">
              <dt>{t('busBooking.total')}</dt>
              <dd>{formatRupees(booking.totalPaise)}</dd>
            </div>
          </dl>
        </DetailSection>
        <DetailSection id="bus-policy" title={t('busBooking.policy')}>
          <ul className="bus-policy-list">
            {booking.cancellationPolicy.map((window) => (
              <li key={`${window.fromHours}-${window.toHours}`}>
                {busWindowText(window)}: {t('busBooking.policyCharge', { percent: window.chargePercent })}
              </li>
            ))}
          </ul>
          <Text size="sm" mt="sm">
            {t('busBooking.contact')}: {booking.contact.mobile} · {booking.contact.email}
          </Text>
        </DetailSection>
      </SimpleGrid>
    </Stack>
  );
}
