import { Card, Group, Table, Text, Title } from '@mantine/core';
import type { HotelBookedRoom, HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { CancelledBadge, DocSection, ScrollBox, Sums } from './DocParts.tsx';
import {
  bookingLead,
  cancellationPolicyLines,
  leadName,
  nightsText,
  nightTotal,
  roomName,
} from './hotel-booking-text.ts';

/** The fare lines the bill's tariff already shows; any other line (a fee) is listed after the tariff. */
const TARIFF_CODES: readonly string[] = ['ROOM_COST', 'EXTRA_GUESTS', 'HOTEL_GST'];

/** One room night by night: the night's room cost, extra guests, GST rate and GST, and the room's totals. */
function RoomNights({ room }: { room: HotelBookedRoom }) {
  const lead = leadName(room.lead);
  return (
    <div className="hotel-doc-section">
      <Group gap="xs" mb={4}>
        <Text fw={700} size="sm">
          {roomName(room.index)} · {lead}
        </Text>
        {room.cancelled && <CancelledBadge />}
      </Group>
      <ScrollBox label={t('hotelBooking.bill.roomLabel', { n: room.index + 1, lead })}>
        <Table className="hotel-doc-nights" striped verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('hotelBooking.bill.col.night')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('hotelBooking.bill.col.roomCost')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('hotelBooking.bill.col.extraGuests')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('hotelBooking.bill.col.gstRate')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('hotelBooking.bill.col.gst')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('hotelBooking.bill.col.total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {room.nights.map((night) => (
              <Table.Tr key={night.date}>
                <Table.Th scope="row" fw={400}>
                  {longDate(night.date)}
                </Table.Th>
                <Table.Td>{formatRupees(night.roomPaise)}</Table.Td>
                <Table.Td>{formatRupees(night.extraGuestPaise)}</Table.Td>
                <Table.Td>{t('hotelBooking.bill.percent', { percent: night.gstPercent })}</Table.Td>
                <Table.Td>{formatRupees(night.gstPaise)}</Table.Td>
                <Table.Td>{formatRupees(nightTotal(night))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" ta="left">
                {t('hotelBooking.bill.roomTotal', { n: room.index + 1 })}
              </Table.Th>
              <Table.Td>{formatRupees(room.roomCostPaise)}</Table.Td>
              <Table.Td>{formatRupees(room.extraGuestPaise)}</Table.Td>
              <Table.Td />
              <Table.Td>{formatRupees(room.gstPaise)}</Table.Td>
              <Table.Td>{formatRupees(room.totalPaise)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </ScrollBox>
    </div>
  );
}

/**
 * The hotel bill (agent-portal.md §2, §3): bill number and date, the guest and the stay, each room night by night
 * with the GST of each night's slab, then room cost, extra guest charges, hotel GST and the total tariff, and the
 * GST details the booking gave. A cancelled room stays on the bill, marked: its refund is a credit note.
 */
export function HotelBill({ booking }: { booking: HotelBooking }) {
  const tariffPaise = booking.roomCostPaise + booking.extraGuestPaise + booking.gstPaise;
  const fees = booking.fare.filter((line) => !TARIFF_CODES.includes(line.code));
  const { gst } = booking;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className="hotel-doc-paper">
      <article className="hotel-doc" lang="en" dir="ltr" aria-labelledby="hotel-bill-title">
        <div className="hotel-doc-head">
          <div>
            <Title order={2} size="h3" id="hotel-bill-title">
              {t('hotelBooking.bill.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('hotelBooking.bill.billedTo', { agency: booking.agencyName })}
            </Text>
          </div>
          <Text size="sm" fw={600}>
            {booking.statusLabel}
          </Text>
        </div>
        <Facts
          facts={[
            { label: t('hotelBooking.bill.no'), value: booking.invoiceNo ?? t('hotelBooking.pending') },
            { label: t('hotelBooking.bill.date'), value: formatDate(booking.voucherDate ?? booking.bookedAt) },
            { label: t('hotelBooking.transactionId'), value: booking.transactionId },
            { label: t('hotelBooking.voucher.no'), value: booking.voucherNo ?? t('hotelBooking.pending') },
            { label: t('hotelBooking.bill.guest'), value: bookingLead(booking) },
            { label: t('hotelBooking.voucher.hotel'), value: `${booking.hotel.name}, ${booking.hotel.city}` },
            { label: t('hotelBooking.voucher.checkIn'), value: longDate(booking.checkIn) },
            { label: t('hotelBooking.voucher.checkOut'), value: longDate(booking.checkOut) },
            {
              label: t('hotelBooking.voucher.roomType'),
              value: `${booking.roomType.name} · ${booking.rate.boardLabel} · ${nightsText(booking.nights)}`,
            },
          ]}
        />
        {booking.rooms.map((room) => (
          <RoomNights key={room.index} room={room} />
        ))}
        {booking.rooms.some((room) => room.cancelled) && (
          <Text size="xs" c="dimmed">
            {t('hotelBooking.bill.cancelledNote')}
          </Text>
        )}
        <DocSection id="hotel-bill-totals" title={t('hotelBooking.bill.totals')}>
          <Sums
            rows={[
              [t('hotelBooking.bill.roomCost'), formatRupees(booking.roomCostPaise)],
              [t('hotelBooking.bill.extraGuests'), formatRupees(booking.extraGuestPaise)],
              [t('hotelBooking.bill.hotelGst'), formatRupees(booking.gstPaise)],
            ]}
            total={[t('hotelBooking.bill.totalTariff'), formatRupees(tariffPaise)]}
          />
          {fees.length > 0 && (
            <div style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              <Sums
                rows={fees.map((line): [string, string] => [line.label, formatRupees(line.amountPaise)])}
                total={[t('hotelBooking.bill.totalPaid'), formatRupees(booking.totalPaise)]}
              />
            </div>
          )}
        </DocSection>
        <DocSection id="hotel-bill-policy" title={t('hotelBooking.voucher.policy')}>
          <ul className="hotel-doc-list">
            {cancellationPolicyLines(booking.rate).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </DocSection>
        {gst && (
          <DocSection id="hotel-bill-gst" title={t('hotelBooking.bill.gstDetails')}>
            <Facts
              facts={[
                { label: t('hotelBooking.bill.gstCompany'), value: gst.gstCompany || gst.gstHolder },
                { label: t('hotelBooking.bill.gstNumber'), value: gst.gstNumber },
                { label: t('hotelBooking.bill.gstAddress'), value: gst.gstAddress },
                { label: t('hotelBooking.bill.gstEmail'), value: gst.gstEmail },
                { label: t('hotelBooking.bill.gstPhone'), value: gst.gstPhone },
              ]}
            />
          </DocSection>
        )}
      </article>
    </Card>
  );
}
