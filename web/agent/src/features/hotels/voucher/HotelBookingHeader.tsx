import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { priceRiseNote } from '@tripsetu/domain/hotel-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Facts } from '../../../components/DetailSection.tsx';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { hotelCreditNoteHref } from '../api/get-hotel-booking.ts';
import { nightsText, roomsText } from './hotel-booking-text.ts';

const STATUS_COLOURS: Partial<Record<HotelBooking['status'], string>> = {
  CONFIRMED: 'green',
  ON_HOLD: 'yellow',
  NOT_CONFIRMED: 'orange',
  CANCELLED: 'red',
};

/** What the agent sees first: the hotel and stay, the status, the booking id, who booked it and the total. */
export function HotelBookingHeader({ booking }: { booking: HotelBooking }) {
  return (
    <Card withBorder radius="md" p={{ base: 'md', sm: 'lg' }} className="no-print">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {booking.hotel.name}, {booking.hotel.city}
            </Title>
            <Text size="sm">
              {longDate(booking.checkIn)} – {longDate(booking.checkOut)} · {nightsText(booking.nights)} ·{' '}
              {booking.roomType.name}
            </Text>
          </div>
          <Badge size="lg" color={STATUS_COLOURS[booking.status] ?? 'gray'} variant="light">
            {booking.statusLabel}
          </Badge>
        </Group>
        <Facts
          facts={[
            { label: t('hotelBooking.transactionId'), value: booking.transactionId },
            { label: t('hotelBooking.voucher.no'), value: booking.voucherNo ?? t('hotelBooking.pending') },
            { label: t('hotelBooking.total'), value: formatRupees(booking.totalPaise) },
          ]}
        />
        <Text size="xs" c="dimmed">
          {t('hotelBooking.bookedBy', { name: booking.bookedBy, at: formatDateTime(booking.bookedAt) })}
        </Text>
        {booking.priceRise && (
          <Alert color="yellow" role="status">
            {priceRiseNote(
              formatRupees(booking.priceRise.fromPaise),
              formatRupees(booking.priceRise.toPaise),
              booking.priceRise.allowedPercent,
            )}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

/** The booking's cancellations, each with its GST credit note as PDF. */
export function HotelCancellations({ booking }: { booking: HotelBooking }) {
  if (booking.cancellations.length === 0) return null;
  return (
    <Alert color="gray" title={t('hotelBooking.cancellations')} className="no-print">
      <Stack gap={4}>
        {booking.cancellations.map((cancellation) => (
          <Text size="sm" key={cancellation.id}>
            {t('hotelBooking.cancelledOn', {
              rooms: roomsText(cancellation.rooms),
              at: formatDateTime(cancellation.cancelledAt),
              charge: formatRupees(cancellation.hotelChargePaise),
              refund: formatRupees(cancellation.refundPaise),
            })}{' '}
            <Anchor href={hotelCreditNoteHref(booking.id, cancellation.id)} target="_blank">
              {t('hotelBooking.creditNote', { note: cancellation.creditNoteNo })}
            </Anchor>
          </Text>
        ))}
      </Stack>
    </Alert>
  );
}
