import { formatDisplayDateTime } from '@tripsetu/domain/dates.ts';
import type { HotelBookedRoom, HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { t } from '../../../i18n/i18n.ts';

/** How a hotel booking's facts read on its page, voucher and bill. */

export const leadName = (lead: HotelBookedRoom['lead']) =>
  [lead.title, lead.firstName, lead.lastName].filter(Boolean).join(' ');

/** The lead guest of the booking: the first room's. */
export const bookingLead = (booking: HotelBooking) => (booking.rooms[0] ? leadName(booking.rooms[0].lead) : '');

/** 'Room 1' for the first room: rooms count from one on paper, from zero in the booking. */
export const roomName = (index: number) => t('hotelBooking.room', { n: index + 1 });

export const nightsText = (nights: number) =>
  nights === 1 ? t('hotelBooking.nightOne') : t('hotelBooking.nights', { count: nights });

export const adultsText = (adults: number) =>
  adults === 1 ? t('hotelBooking.adultOne') : t('hotelBooking.adults', { count: adults });

/** 'No children', '1 child (age 5)', '2 children (ages 5, 9)'. */
export function childrenText(childAges: readonly number[]): string {
  if (childAges.length === 0) return t('hotelBooking.noChildren');
  const ages = childAges.join(', ');
  return childAges.length === 1
    ? t('hotelBooking.childOne', { ages })
    : t('hotelBooking.children', { count: childAges.length, ages });
}

/**
 * The rate's cancellation policy in the voucher's words: non-refundable, or free until the last free instant
 * and then each step's charge for cancelling the whole booking.
 */
export function cancellationPolicyLines(rate: HotelBooking['rate']): string[] {
  if (!rate.refundable) return [t('hotelBooking.voucher.nonRefundable')];
  const lines = rate.freeCancellationUntil
    ? [t('hotelBooking.voucher.freeUntil', { date: formatDisplayDateTime(rate.freeCancellationUntil) })]
    : [];
  rate.cancellation.forEach((step, index) => {
    if (step.chargePaise === 0) return;
    const amount = formatRupees(step.chargePaise);
    lines.push(
      index === 0
        ? t('hotelBooking.voucher.fromBooking', { amount })
        : t('hotelBooking.voucher.chargeFrom', { date: formatDisplayDateTime(step.from), amount }),
    );
  });
  return lines;
}

/** A night's whole cost on the bill. */
export const nightTotal = (night: HotelBookedRoom['nights'][number]) =>
  night.roomPaise + night.extraGuestPaise + night.gstPaise;

/** Rooms as people say them: [1] ⇢ 'Room 2', [0, 2] ⇢ 'Rooms 1, 3'. */
export const roomsText = (indices: readonly number[]) =>
  indices.length === 1
    ? roomName(indices[0] ?? 0)
    : t('hotelBooking.roomsList', { list: indices.map((index) => index + 1).join(', ') });
