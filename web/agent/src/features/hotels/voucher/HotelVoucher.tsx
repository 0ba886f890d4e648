import { Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatHhmm12 } from '@tripsetu/domain/flight-results.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { useIsPhone } from '@tripsetu/ui/theme';
import { Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { CancelledBadge, DocSection, ScrollBox } from './DocParts.tsx';
import {
  adultsText,
  cancellationPolicyLines,
  childrenText,
  leadName,
  nightsText,
  roomName,
} from './hotel-booking-text.ts';

/** Each room's lead guest and party: a table on wide screens and paper, a line each on a phone. */
function Guests({ booking }: { booking: HotelBooking }) {
  const isPhone = useIsPhone();
  if (isPhone)
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {booking.rooms.map((room) => (
          <li key={room.index}>
            <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
              <Text size="sm" fw={600} className={room.cancelled ? 'hotel-doc-cancelled' : undefined}>
                {roomName(room.index)} · {leadName(room.lead)}
              </Text>
              {room.cancelled && <CancelledBadge />}
            </Group>
            <Text size="sm" c="dimmed">
              {adultsText(room.adults)} · {childrenText(room.childAges)}
            </Text>
          </li>
        ))}
      </Stack>
    );
  return (
    <ScrollBox label={t('hotelBooking.voucher.guestsTable')}>
      <Table className="hotel-doc-guests" striped verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hotelBooking.voucher.col.room')}</Table.Th>
            <Table.Th scope="col">{t('hotelBooking.voucher.col.lead')}</Table.Th>
            <Table.Th scope="col">{t('hotelBooking.voucher.col.adults')}</Table.Th>
            <Table.Th scope="col">{t('hotelBooking.voucher.col.children')}</Table.Th>
            <Table.Th scope="col">{t('hotelBooking.voucher.col.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {booking.rooms.map((room) => (
            <Table.Tr key={room.index} className={room.cancelled ? 'hotel-doc-cancelled' : undefined}>
              <Table.Th scope="row" fw={600}>
                {roomName(room.index)}
              </Table.Th>
              <Table.Td>{leadName(room.lead)}</Table.Td>
              <Table.Td>{room.adults}</Table.Td>
              <Table.Td>
                {room.childAges.length > 0 ? room.childAges.join(', ') : t('hotelBooking.voucher.none')}
              </Table.Td>
              <Table.Td>{room.cancelled ? <CancelledBadge /> : t('hotelBooking.voucher.confirmed')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollBox>
  );
}

/**
 * The hotel voucher (agent-portal.md §2, §3) the guest shows at check-in: voucher number and date, the hotel's
 * confirmation number, the hotel and how to reach it, the stay with the hotel's times, the room and its plan,
 * each room's lead guest and party, special requests, the cancellation policy as booked, contact and agency.
 */
export function HotelVoucher({ booking }: { booking: HotelBooking }) {
  const { hotel, rate } = booking;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className="hotel-doc-paper">
      <article className="hotel-doc" lang="en" dir="ltr" aria-labelledby="hotel-voucher-title">
        <div className="hotel-doc-head">
          <div>
            <Title order={2} size="h3" id="hotel-voucher-title">
              {t('hotelBooking.voucher.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('hotelBooking.voucher.issuedBy', { agency: booking.agencyName })}
            </Text>
          </div>
          <Text size="sm" fw={600}>
            {booking.statusLabel}
          </Text>
        </div>
        <Facts
          facts={[
            { label: t('hotelBooking.voucher.no'), value: booking.voucherNo ?? t('hotelBooking.pending') },
            {
              label: t('hotelBooking.voucher.date'),
              value: booking.voucherDate ? formatDate(booking.voucherDate) : t('hotelBooking.pending'),
            },
            {
              label: t('hotelBooking.voucher.supplierRef'),
              value: booking.supplierRef ?? t('hotelBooking.pending'),
            },
            { label: t('hotelBooking.transactionId'), value: booking.transactionId },
          ]}
        />
        <DocSection id="hotel-voucher-hotel" title={t('hotelBooking.voucher.hotel')}>
          <Text fw={700}>
            {hotel.name}{' '}
            <Text span size="sm" c="dimmed" fw={400} aria-hidden>
              {'★'.repeat(hotel.stars)}
            </Text>
            <VisuallyHidden>{t('hotelBooking.stars', { count: hotel.stars })}</VisuallyHidden>
          </Text>
          <Text size="sm">{hotel.address}</Text>
          <Text size="sm">{hotel.state}</Text>
          <Group gap="md" mt={4}>
            <Text size="sm">
              {t('hotelBooking.voucher.phone')}: {hotel.phone}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('hotelBooking.voucher.hotelEmail')}: {hotel.email}
            </Text>
          </Group>
        </DocSection>
        <DocSection id="hotel-voucher-stay" title={t('hotelBooking.voucher.stay')}>
          <Facts
            facts={[
              {
                label: t('hotelBooking.voucher.checkIn'),
                value: t('hotelBooking.voucher.from', {
                  date: longDate(booking.checkIn),
                  time: formatHhmm12(hotel.checkInTime),
                }),
              },
              {
                label: t('hotelBooking.voucher.checkOut'),
                value: t('hotelBooking.voucher.by', {
                  date: longDate(booking.checkOut),
                  time: formatHhmm12(hotel.checkOutTime),
                }),
              },
              { label: t('hotelBooking.voucher.length'), value: nightsText(booking.nights) },
              { label: t('hotelBooking.voucher.roomType'), value: booking.roomType.name },
              { label: t('hotelBooking.voucher.bed'), value: booking.roomType.bed },
              { label: t('hotelBooking.voucher.board'), value: rate.boardLabel },
              {
                label: t('hotelBooking.voucher.inclusions'),
                value: rate.inclusions.length > 0 ? rate.inclusions.join(', ') : t('hotelBooking.voucher.none'),
              },
              { label: t('hotelBooking.voucher.nationality'), value: booking.nationality },
            ]}
          />
        </DocSection>
        <DocSection id="hotel-voucher-guests" title={t('hotelBooking.voucher.guests')}>
          <Guests booking={booking} />
        </DocSection>
        <DocSection id="hotel-voucher-requests" title={t('hotelBooking.voucher.requests')}>
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {booking.specialRequests.trim() || t('hotelBooking.voucher.none')}
          </Text>
          {booking.specialRequests.trim() && (
            <Text size="xs" c="dimmed">
              {t('hotelBooking.voucher.requestsNote')}
            </Text>
          )}
        </DocSection>
        <DocSection id="hotel-voucher-policy" title={t('hotelBooking.voucher.policy')}>
          <ul className="hotel-doc-list">
            {cancellationPolicyLines(rate).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {rate.refundable && (
            <Text size="xs" c="dimmed" mt={4}>
              {t('hotelBooking.voucher.policyNote')}
            </Text>
          )}
        </DocSection>
        {hotel.policies.length > 0 && (
          <DocSection id="hotel-voucher-hotel-policies" title={t('hotelBooking.voucher.hotelPolicies')}>
            <ul className="hotel-doc-list">
              {hotel.policies.map((policy) => (
                <li key={policy}>{policy}</li>
              ))}
            </ul>
          </DocSection>
        )}
        <DocSection id="hotel-voucher-contact" title={t('hotelBooking.voucher.contact')}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.contact.mobile} · {booking.contact.email}
          </Text>
        </DocSection>
        <Text size="sm" fw={600}>
          {t('hotelBooking.voucher.present')}
        </Text>
      </article>
    </Card>
  );
}
