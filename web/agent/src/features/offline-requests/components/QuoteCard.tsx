import { Group, List, Stack, Table, Text, Title } from '@mantine/core';
import { formatDisplayDate } from '@tripsetu/domain/dates.ts';
import { PAX_TYPE_LABELS } from '@tripsetu/domain/flight-booking.ts';
import { formatClock } from '@tripsetu/domain/flight-results.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import type { OfflineQuote } from '@tripsetu/domain/offline-requests.ts';
import { NUMERIC } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The back office's quote as the agency reads it: the flights, the fare per person, what is payable, until when. */
export function QuoteCard({ quote }: { quote: OfflineQuote }) {
  return (
    <Stack gap="sm">
      {quote.journeys.map((journey) => (
        <div key={`${journey.from}-${journey.to}-${journey.date}`}>
          <Title order={3} size="h5">
            {journey.from} → {journey.to} · {formatDisplayDate(journey.date)}
          </Title>
          <List size="sm" spacing={2} listStyleType="none" pl={0}>
            {journey.flights.map((flight) => (
              <List.Item key={`${flight.carrier}-${flight.flightNumber}-${flight.departureDate}`}>
                {flight.carrierName} {flight.carrier}-{flight.flightNumber} · {flight.origin}{' '}
                {formatClock(flight.departureTime)} → {flight.destination} {formatClock(flight.arrivalTime)}
              </List.Item>
            ))}
          </List>
          <Text size="xs" c="dimmed">
            {journey.family} ({journey.bookingClass}) ·{' '}
            {journey.refundable ? t('offline.refundable') : t('offline.nonRefundable')}
          </Text>
        </div>
      ))}
      <List size="sm" spacing={2}>
        {quote.fares.map((fare) => (
          <List.Item key={fare.paxType}>
            {t('offline.perPerson', {
              label: PAX_TYPE_LABELS[fare.paxType],
              count: fare.count,
              amount: formatRupees(fare.perPersonPaise),
            })}
          </List.Item>
        ))}
      </List>
      <Table fz="sm" withTableBorder aria-label={t('offline.payable')}>
        <Table.Tbody>
          {quote.summary.map((line) => (
            <Table.Tr key={`${line.code}-${line.label}`}>
              <Table.Td>{line.label}</Table.Td>
              <Table.Td style={NUMERIC}>{formatRupees(line.amountPaise)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('offline.payable')}</Table.Th>
            <Table.Td style={NUMERIC} fw={700}>
              {formatRupees(quote.totalPaise)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('offline.validUntil')}:
        </Text>
        <Text size="sm">{formatDateTime(quote.validUntil)}</Text>
      </Group>
      {quote.remarks && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {quote.remarks}
        </Text>
      )}
    </Stack>
  );
}
