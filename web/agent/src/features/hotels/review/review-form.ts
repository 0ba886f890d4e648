import { GST_FIELDS } from '@tripsetu/domain/agency.ts';
import { markupError, markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import type { GstForm } from '@tripsetu/domain/flight-booking.ts';
import {
  HOTEL_BOOKING_MSG_DECIDED,
  type HotelBooking,
  type HotelBookingBody,
  priceRiseNote,
  validateHotelBooking,
} from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelRate, HotelRoomType } from '@tripsetu/domain/hotel-results.ts';
import type { RoomRequest } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { ROUTES } from '../../../app/routes.ts';
import { t } from '../../../i18n/i18n.ts';
import type { HotelDetailsRequest } from '../api/get-hotel-details.ts';

/**
 * The review page's rules apart from its screens (issue 23, decision 033): its address, the rate it books, the
 * form as typed, the booking's body and refusals, and what Manage Bookings says once booked.
 */

export interface LeadGuestForm {
  title: string;
  firstName: string;
  lastName: string;
}

export interface HotelReviewForm {
  guests: LeadGuestForm[];
  email: string;
  mobile: string;
  gst: GstForm;
  gstOpen: boolean;
  specialRequests: string;
  /** Rupees as typed; '' is no markup. */
  markup: string;
}

export const NO_GST: GstForm = {
  gstHolder: '',
  gstNumber: '',
  gstEmail: '',
  gstAddress: '',
  gstPhone: '',
  gstCompany: '',
};

export const emptyReviewForm = (rooms: number, contact: { email: string; mobile: string }): HotelReviewForm => ({
  guests: Array.from({ length: rooms }, () => ({ title: '', firstName: '', lastName: '' })),
  email: contact.email,
  mobile: contact.mobile,
  gst: NO_GST,
  gstOpen: false,
  specialRequests: '',
  markup: '',
});

/** /hotels/GOI-0012/book?checkin=…&checkout=…&rooms=…&nationality=IN&rate=R2:BB-FLEX: the hotel page's stay and the rate. */
export function hotelReviewPath(hotelId: string, stay: URLSearchParams, rateId: string): string {
  const params = new URLSearchParams(stay);
  params.set('rate', rateId);
  return `${ROUTES.hotelReview(hotelId)}?${params}`;
}

/** The rate the address names, with its room type; null when the hotel no longer offers it for the stay. */
export function findRate(
  roomTypes: readonly HotelRoomType[],
  rateId: string,
): { roomType: HotelRoomType; rate: HotelRate } | null {
  for (const roomType of roomTypes) {
    const rate = roomType.rates.find((each) => each.id === rateId);
    if (rate) return { roomType, rate };
  }
  return null;
}

/** A field's element from its refusal's key: 'guests.0.firstName' → 'hotel-review-guests-0-firstName'. */
export const reviewFieldId = (key: string) => `hotel-review-${key.replaceAll('.', '-')}`;

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/** What POST /hotels/bookings is sent: the stay as searched, the rate, the total agreed to and the form. */
export function hotelBookingBodyOf(
  request: HotelDetailsRequest,
  rateId: string,
  acceptedTotalPaise: number,
  form: HotelReviewForm,
): HotelBookingBody {
  return {
    hotelId: request.hotelId,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    rooms: request.rooms,
    nationality: request.nationality,
    priceRisePercent: request.priceRisePercent,
    rateId,
    acceptedTotalPaise,
    guests: form.guests.map((guest) => ({
      title: guest.title,
      firstName: clean(guest.firstName),
      lastName: clean(guest.lastName),
    })),
    contact: { email: form.email.trim(), mobile: form.mobile.trim() },
    gst: form.gstOpen ? form.gst : NO_GST,
    specialRequests: form.specialRequests.trim(),
    markupPaise: markupPaiseOf(form.markup),
  };
}

/** The form's refusals by field, as the server words them: the booking's checks and the markup's. */
export function reviewErrors(body: HotelBookingBody, rooms: readonly RoomRequest[]): Record<string, string> {
  const errors = validateHotelBooking(body, rooms);
  const markup = markupError(body.markupPaise);
  if (markup) errors.markupPaise = markup;
  return errors;
}

/** The first refused field in the order the form shows them, to take the focus. */
export function firstRefused(errors: Record<string, string>, rooms: number): string | undefined {
  const order = [
    ...Array.from({ length: rooms }, (_, index) =>
      ['title', 'firstName', 'lastName'].map((field) => `guests.${index}.${field}`),
    ).flat(),
    'contact.email',
    'contact.mobile',
    ...GST_FIELDS.map((field) => `gst.${field}`),
    'specialRequests',
    'markupPaise',
  ];
  return order.find((key) => errors[key]);
}

/** What Manage Bookings says once booked: the confirmation, and the rate's rise when it rose within the allowance. */
export function bookedNotice(booking: Pick<HotelBooking, 'priceRise'>): string {
  const rise = booking.priceRise;
  if (!rise) return HOTEL_BOOKING_MSG_DECIDED.booked;
  const note = priceRiseNote(formatRupees(rise.fromPaise), formatRupees(rise.toPaise), rise.allowedPercent);
  return `${HOTEL_BOOKING_MSG_DECIDED.booked} ${note}`;
}

const count = (n: number, one: Parameters<typeof t>[0], many: Parameters<typeof t>[0], values = {}) =>
  t(n === 1 ? one : many, { count: n, ...values });

/** '2 adults, 2 children (ages 7, 4)'. */
export function roomGuestsText(room: RoomRequest): string {
  const adults = count(room.adults, 'hotelReview.adultOne', 'hotelReview.adults');
  if (room.childAges.length === 0) return adults;
  const children = count(room.childAges.length, 'hotelReview.childOne', 'hotelReview.children', {
    ages: room.childAges.join(', '),
  });
  return `${adults}, ${children}`;
}
