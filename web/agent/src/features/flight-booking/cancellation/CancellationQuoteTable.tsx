import { Table, Text } from '@mantine/core';
import type { CancellationQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';

const travellerName = (booking: FlightBooking, index: number) => {
  const traveller = booking.travellers[index];
  return traveller ? `${traveller.title} ${traveller.firstName} ${traveller.lastName}`.trim() : '';
};

const flightOf = (booking: FlightBooking, legIndex: number, segmentIndex: number) => {
  const segment = booking.legs[legIndex]?.itinerary.segments[segmentIndex];
  return segment ? `${segment.carrier}-${segment.flightNumber} ${segment.origin}–${segment.destination}` : '';
};

/** The quote before a cancellation: per traveller and flight, the charges and the refund, then the totals. */
export function CancellationQuoteTable({ booking, quote }: { booking: FlightBooking; quote: CancellationQuoteAnswer }) {
  const money = (paise: number) => <span className="money">{formatRupees(paise)}</span>;
  return (
    // A phone scrolls the table sideways: its viewport takes focus, so the keyboard can scroll it too.
    <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped withTableBorder fz="sm" aria-label={t('cancellation.quoteTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('cancellation.col.traveller')}</Table.Th>
            <Table.Th>{t('cancellation.col.flight')}</Table.Th>
            <Table.Th>{t('cancellation.col.window')}</Table.Th>
            <Table.Th ta="right">{t('cancellation.col.paid')}</Table.Th>
            <Table.Th ta="right">{t('cancellation.col.airline')}</Table.Th>
            <Table.Th ta="right">{t('cancellation.col.ota')}</Table.Th>
            <Table.Th ta="right">{t('cancellation.col.gst')}</Table.Th>
            <Table.Th ta="right">{t('cancellation.col.commission')}</Table.Th>
            <Table.Th ta="right">{t('cancellation.col.refund')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.lines.map((line) => (
            <Table.Tr key={`${line.traveller}-${line.legIndex}-${line.segmentIndex}`}>
              <Table.Td>{travellerName(booking, line.traveller)}</Table.Td>
              <Table.Td>{flightOf(booking, line.legIndex, line.segmentIndex)}</Table.Td>
              <Table.Td>
                <Text size="xs">{line.window}</Text>
              </Table.Td>
              <Table.Td ta="right">{money(line.paidPaise)}</Table.Td>
              <Table.Td ta="right">{money(line.airlineChargePaise)}</Table.Td>
              <Table.Td ta="right">{money(line.otaChargePaise)}</Table.Td>
              <Table.Td ta="right">{money(line.gstPaise)}</Table.Td>
              <Table.Td ta="right">{money(line.commissionReversedPaise)}</Table.Td>
              <Table.Td ta="right">{money(line.refundPaise)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td colSpan={3}>{t('cancellation.total')}</Table.Td>
            <Table.Td ta="right">{money(quote.totals.paidPaise)}</Table.Td>
            <Table.Td ta="right">{money(quote.totals.airlineChargePaise)}</Table.Td>
            <Table.Td ta="right">{money(quote.totals.otaChargePaise)}</Table.Td>
            <Table.Td ta="right">{money(quote.totals.gstPaise)}</Table.Td>
            <Table.Td ta="right">{money(quote.totals.commissionReversedPaise)}</Table.Td>
            <Table.Td ta="right" data-testid="cancellation-refund">
              {money(quote.totals.refundPaise)}
            </Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
