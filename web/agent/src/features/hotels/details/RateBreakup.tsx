import { Table, Text, Title } from '@mantine/core';
import { formatDisplayDateTime, todayInIndia } from '@tripsetu/domain/dates.ts';
import { hotelGstSlabsOn } from '@tripsetu/domain/hotel-gst.ts';
import type { HotelCancellationStep, HotelRate } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { Fragment } from 'react';
import { t } from '../../../i18n/i18n.ts';
import { longDate } from '../../../lib/flight-display.ts';

/** Each step of the cancellation charges in words: 'Cancel before 17 Dec, 2026 12:00 PM: free', 'From …: ₹4,200'. */
export function cancellationText(steps: readonly HotelCancellationStep[]): string[] {
  return steps.map((step, index) => {
    const next = steps[index + 1];
    if (step.chargePaise === 0 && next)
      return t('hotelDetails.cancel.freeBefore', { date: formatDisplayDateTime(next.from) });
    if (index === 0)
      return step.chargePaise === 0
        ? t('hotelDetails.cancel.fromBookingFree')
        : t('hotelDetails.cancel.fromBooking', { amount: formatRupees(step.chargePaise) });
    return t('hotelDetails.cancel.from', {
      date: formatDisplayDateTime(step.from),
      amount: formatRupees(step.chargePaise),
    });
  });
}

const guestsOf = (room: RoomRequest) => {
  const guests = room.adults + room.childAges.length;
  return guests === 1 ? t('hotelDetails.guestOne') : t('hotelDetails.guests', { count: guests });
};

function TaxTable({ rate, rooms, label }: { rate: HotelRate; rooms: readonly RoomRequest[]; label: string }) {
  const several = rate.rooms.length > 1;
  return (
    <section
      className="hotel-details-table-wrap"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, and a keyboard can only scroll what takes focus
      tabIndex={0}
    >
      <Table className="hotel-tax-table" verticalSpacing={4} captionSide="top">
        <Table.Caption>{t('hotelDetails.tax.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('hotelDetails.tax.night')}</Table.Th>
            <Table.Th scope="col">{t('hotelDetails.tax.roomTariff')}</Table.Th>
            <Table.Th scope="col">{t('hotelDetails.tax.extraGuests')}</Table.Th>
            <Table.Th scope="col">{t('hotelDetails.tax.gstRate')}</Table.Th>
            <Table.Th scope="col">{t('hotelDetails.tax.gst')}</Table.Th>
            <Table.Th scope="col">{t('hotelDetails.tax.nightTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rate.rooms.map((room, roomIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rooms asked for, in their order
            <Fragment key={roomIndex}>
              {several && (
                <Table.Tr className="hotel-tax-room">
                  <Table.Th scope="colgroup" colSpan={6}>
                    {rooms[roomIndex]
                      ? t('hotelDetails.tax.roomGuests', { n: roomIndex + 1, guests: guestsOf(rooms[roomIndex]) })
                      : t('hotelDetails.tax.room', { n: roomIndex + 1 })}
                  </Table.Th>
                </Table.Tr>
              )}
              {room.nights.map((night) => (
                <Table.Tr key={night.date}>
                  <Table.Th scope="row" fw={400}>
                    {longDate(night.date)}
                  </Table.Th>
                  <Table.Td>{formatRupees(night.roomPaise)}</Table.Td>
                  <Table.Td>{formatRupees(night.extraGuestPaise)}</Table.Td>
                  <Table.Td>{t('hotelDetails.tax.percent', { percent: night.gstPercent })}</Table.Td>
                  <Table.Td>{formatRupees(night.gstPaise)}</Table.Td>
                  <Table.Td>{formatRupees(night.roomPaise + night.extraGuestPaise + night.gstPaise)}</Table.Td>
                </Table.Tr>
              ))}
            </Fragment>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr className="hotel-tax-totals">
            <Table.Th scope="row">{t('hotelDetails.tax.totals')}</Table.Th>
            <Table.Td>{formatRupees(rate.roomCostPaise)}</Table.Td>
            <Table.Td>{formatRupees(rate.extraGuestPaise)}</Table.Td>
            <Table.Td />
            <Table.Td>{formatRupees(rate.gstPaise)}</Table.Td>
            <Table.Td>{formatRupees(rate.totalPaise)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </section>
  );
}

/**
 * A rate's cancellation charges in dates and rupees, and its tax room by room and night by night; `label` names
 * the tax table ('Tax breakup of Deluxe Room, Breakfast included').
 */
export function RateBreakup({
  rate,
  rooms,
  label,
  id,
}: {
  rate: HotelRate;
  rooms: readonly RoomRequest[];
  label: string;
  id: string;
}) {
  const slabs = hotelGstSlabsOn(todayInIndia());
  const sums: [string, number][] = [
    [t('hotelDetails.tax.roomCost'), rate.roomCostPaise],
    [t('hotelDetails.tax.extraGuestCharges'), rate.extraGuestPaise],
    [t('hotelDetails.tax.hotelGst'), rate.gstPaise],
    [t('hotelDetails.tax.totalTariff'), rate.totalPaise],
  ];
  return (
    <div id={id} className="hotel-rate-breakup">
      <Title order={5} size="h6">
        {t('hotelDetails.cancel.title')}
      </Title>
      <ul className="hotel-cancel-steps">
        {cancellationText(rate.cancellation).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <Text size="xs" c="dimmed" mb="sm">
        {t('hotelDetails.cancel.note')}
      </Text>
      <Title order={5} size="h6">
        {t('hotelDetails.tax.title')}
      </Title>
      <TaxTable rate={rate} rooms={rooms} label={label} />
      <dl className="hotel-rate-sums">
        {sums.map(([name, paise]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{formatRupees(paise)}</dd>
          </div>
        ))}
      </dl>
      <Text size="xs" c="dimmed">
        {t('hotelDetails.tax.slabNote', {
          lower: slabs.lowerPercent,
          upper: slabs.upperPercent,
          threshold: formatRupees(slabs.thresholdPaise),
        })}
      </Text>
    </div>
  );
}
