import { Group, Stack, Table, Text } from '@mantine/core';
import type { RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { CardFact, CardList, ListCard } from '../../../components/ListParts.tsx';
import { t } from '../../../i18n/i18n.ts';
import { travellerName } from './reschedule-choice.ts';

const AMOUNTS = [
  ['oldFarePaise', 'reschedule.col.oldFare'],
  ['newFarePaise', 'reschedule.col.newFare'],
  ['fareDifferencePaise', 'reschedule.col.difference'],
  ['airlineChargePaise', 'reschedule.col.airline'],
  ['otaChargePaise', 'reschedule.col.fee'],
  ['gstPaise', 'reschedule.col.gst'],
  ['amountPaise', 'reschedule.col.amount'],
] as const;

/** On a phone: a card per traveller with the same amounts, and the total, so nothing scrolls sideways. */
function QuoteCards({ booking, quote }: { booking: FlightBooking; quote: RescheduleQuoteAnswer }) {
  return (
    <CardList label={t('reschedule.quoteTitle')}>
      {quote.lines.map((line) => (
        <ListCard
          key={line.traveller}
          id={`reschedule-line-${line.traveller}`}
          title={travellerName(booking, line.traveller)}
          amount={formatRupees(line.amountPaise)}
        >
          <CardFact label={t('reschedule.col.window')}>{line.window}</CardFact>
          {AMOUNTS.slice(0, -1).map(([field, label]) => (
            <CardFact key={field} label={t(label)}>
              {formatRupees(line[field])}
            </CardFact>
          ))}
        </ListCard>
      ))}
    </CardList>
  );
}

/** Per traveller: the old fare and the new, the difference paid, the airline's charge, the fee, its GST, to pay. */
export function RescheduleQuoteTable({ booking, quote }: { booking: FlightBooking; quote: RescheduleQuoteAnswer }) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <Stack gap="xs">
        <QuoteCards booking={booking} quote={quote} />
        <Group justify="space-between" px="md">
          <Text fw={700}>{t('reschedule.total')}</Text>
          <Text fw={700} className="money">
            {formatRupees(quote.totals.amountPaise)}
          </Text>
        </Group>
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped fz="sm" aria-label={t('reschedule.quoteTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reschedule.col.traveller')}</Table.Th>
            <Table.Th>{t('reschedule.col.window')}</Table.Th>
            {AMOUNTS.map(([, label]) => (
              <Table.Th key={label} ta="right">
                {t(label)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.lines.map((line) => (
            <Table.Tr key={line.traveller}>
              <Table.Td>{travellerName(booking, line.traveller)}</Table.Td>
              <Table.Td>{line.window}</Table.Td>
              {AMOUNTS.map(([field]) => (
                <Table.Td key={field} ta="right" className="money">
                  {formatRupees(line[field])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('reschedule.total')}</Table.Th>
            {AMOUNTS.map(([field]) => (
              <Table.Th key={field} ta="right" className="money">
                {formatRupees(quote.totals[field])}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
