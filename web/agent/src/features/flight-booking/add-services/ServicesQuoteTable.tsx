import { Table, Text } from '@mantine/core';
import type { ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';
import { flightNumberOf, segmentRoute } from '../booking-display.ts';

/** Each item with its traveller, flight or journey, price and fee; then the fee, its GST and the total. */
export function ServicesQuoteTable({ booking, quote }: { booking: FlightBooking; quote: ServicesQuoteAnswer }) {
  const where = (line: ServicesQuoteAnswer['lines'][number]) => {
    const leg = booking.legs[line.legIndex];
    return line.kind === 'SEAT' || line.kind === 'MEAL'
      ? `${flightNumberOf(leg, line.segmentIndex)} ${segmentRoute(leg, line.segmentIndex)}`
      : `${leg?.from ?? ''} → ${leg?.to ?? ''}`;
  };
  const traveller = (index: number) => {
    const person = booking.travellers[index];
    return person ? `${person.title} ${person.firstName} ${person.lastName}` : '';
  };
  return (
    // Two columns, so that a phone shows every price without scrolling: the item, for whom and where; its price.
    <Table striped fz="sm" aria-label={t('addServices.quoteTitle')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('addServices.col.item')}</Table.Th>
          <Table.Th ta="right">{t('addServices.col.price')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {quote.lines.map((line) => (
          <Table.Tr key={`${line.traveller}-${line.legIndex}-${line.segmentIndex}-${line.kind}-${line.code}`}>
            <Table.Td>
              {line.label}
              <Text size="xs" c="dimmed">
                {`${traveller(line.traveller)} · ${where(line)}`}
              </Text>
            </Table.Td>
            <Table.Td ta="right" className="money">
              {formatRupees(line.pricePaise)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        {(
          [
            ['addServices.fees', quote.totals.feePaise],
            ['addServices.gst', quote.totals.gstPaise],
            ['addServices.total', quote.totals.amountPaise],
          ] as const
        ).map(([label, paise]) => (
          <Table.Tr key={label}>
            <Table.Th>{t(label)}</Table.Th>
            <Table.Th ta="right" className="money">
              {formatRupees(paise)}
            </Table.Th>
          </Table.Tr>
        ))}
      </Table.Tfoot>
    </Table>
  );
}
