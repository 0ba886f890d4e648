import { z } from 'zod';
import { AGENT_MSG } from './agent-messages.ts';
import { BOOKING_MSG, BOOKING_STATUSES, NAME_MAX, NAME_PATTERN, validateBookingGst } from './flight-booking.ts';
import { gstDetailsBody, gstDetailsView, summaryLine } from './flight-booking-api.ts';
import { HOTEL_BOARDS, hotelCancellationStep, hotelNight } from './hotel-results.ts';
import { hotelSearchBody, MAX_PRICE_RISE_PERCENT, type RoomRequest } from './hotel-search.ts';
import { EMAIL_REGEX } from './validation.ts';

/**
 * Booking a hotel's rooms and what the booking shows (issue 23, decision 033): the booking's body (the stay
 * as searched, the rate chosen, the total the agent saw, a lead guest per room, contact, GST details, special
 * requests, the agency's markup) and the booking with its voucher and bill as the portal reads it.
 */

export const HOTEL_BOOKING_MSG_DECIDED = {
  failedTitle: 'Hotel Booking Failed',
  rateGone: 'This room is no longer available for these dates. Please choose another room.',
  soldOut: 'Sorry, these rooms have just been sold out for your dates. Please choose another room.',
  guestsPerRoom: 'Please enter the lead guest of each room.',
  specialRequestsLong: 'Special requests can be at most 500 characters.',
  booked: 'Booking confirmed. The hotel voucher has been e-mailed to the lead guest.',
  bookingNotFound: 'Error while fetching hotel booking details.',
  voucherNotFound: 'Error while fetching hotel voucher details.',
  stayBegun: 'The stay has begun: a cancellation now is a request to our team.',
  nothingChosen: 'Please choose the rooms to cancel.',
  alreadyCancelled: 'These rooms are already cancelled.',
} as const;

/** "The rate rose from ₹x to ₹y, within the 5% you allowed: booked at the new rate." */
export const priceRiseNote = (fromText: string, toText: string, percent: number) =>
  `The rate rose from ${fromText} to ${toText}, within the ${percent}% rise you allowed: booked at the new rate.`;

export const HOTEL_GUEST_TITLES = ['Mr', 'Ms', 'Mrs', 'Mstr', 'Miss'] as const;
export const SPECIAL_REQUESTS_MAX = 500;

const text = (max: number) => z.string().max(max).default('');

/** The lead guest of one room, in the order of the rooms searched. */
export const hotelGuestBody = z.object({ title: text(10), firstName: text(80), lastName: text(80) });
export type HotelGuestBody = z.infer<typeof hotelGuestBody>;

export const hotelBookingBody = hotelSearchBody.omit({ city: true, location: true }).extend({
  hotelId: z.string().max(40),
  /** The room type and plan chosen: 'R2:BB-FLEX'. */
  rateId: z.string().max(40),
  /** The total the agent agreed to (the details' rate, or the new one after a change). */
  acceptedTotalPaise: z.number().int().positive().max(1_000_000_000_00),
  guests: z.array(hotelGuestBody).max(20),
  contact: z.object({ email: text(120), mobile: text(20) }),
  gst: gstDetailsBody,
  specialRequests: z.string().max(2000).default(''),
  /** The agency's markup for its customer's copy, in paise. */
  markupPaise: z.number().int().default(0),
});
export type HotelBookingBody = z.infer<typeof hotelBookingBody>;
export type HotelBookingInput = z.input<typeof hotelBookingBody>;

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The booking form's refusals by field ('guests.0.firstName', 'contact.email', 'gst.gstNumber' …), or none:
 * a lead guest for every room with a title and a name as ID cards print it, a contact, GST details when given.
 */
export function validateHotelBooking(
  body: Pick<HotelBookingBody, 'guests' | 'contact' | 'gst' | 'specialRequests'>,
  rooms: readonly RoomRequest[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (body.guests.length !== rooms.length) errors.guests = HOTEL_BOOKING_MSG_DECIDED.guestsPerRoom;
  body.guests.forEach((guest, index) => {
    if (!(HOTEL_GUEST_TITLES as readonly string[]).includes(guest.title))
      errors[`guests.${index}.title`] = BOOKING_MSG.titleRequired;
    const first = clean(guest.firstName);
    if (first.length < 2) errors[`guests.${index}.firstName`] = BOOKING_MSG.firstNameMin;
    else if (!NAME_PATTERN.test(first) || first.length > NAME_MAX)
      errors[`guests.${index}.firstName`] = BOOKING_MSG.nameInvalid;
    const last = clean(guest.lastName);
    if (last.length < 1) errors[`guests.${index}.lastName`] = BOOKING_MSG.lastNameMin;
    else if (!NAME_PATTERN.test(last) || last.length > NAME_MAX)
      errors[`guests.${index}.lastName`] = BOOKING_MSG.nameInvalid;
  });
  const email = body.contact.email.trim();
  if (!EMAIL_REGEX.test(email) || email.length > 100) errors['contact.email'] = AGENT_MSG.emailInvalid;
  const mobile = body.contact.mobile.trim();
  if (mobile === '') errors['contact.mobile'] = AGENT_MSG.mobileRequired;
  else if (!/^\d{10}$/.test(mobile)) errors['contact.mobile'] = AGENT_MSG.mobileDigits;
  for (const [field, message] of Object.entries(validateBookingGst(body.gst as never)))
    errors[`gst.${field}`] = message;
  if (body.specialRequests.length > SPECIAL_REQUESTS_MAX)
    errors.specialRequests = HOTEL_BOOKING_MSG_DECIDED.specialRequestsLong;
  return errors;
}

export { MAX_PRICE_RISE_PERCENT };

/** One booked room: who sleeps in it, its lead guest, what each night costs, and whether it was cancelled. */
export const hotelBookedRoom = z.object({
  index: z.number(),
  adults: z.number(),
  childAges: z.array(z.number()),
  lead: z.object({ title: z.string(), firstName: z.string(), lastName: z.string() }),
  nights: z.array(hotelNight),
  roomCostPaise: z.number(),
  extraGuestPaise: z.number(),
  gstPaise: z.number(),
  totalPaise: z.number(),
  cancelled: z.boolean(),
});
export type HotelBookedRoom = z.infer<typeof hotelBookedRoom>;

export const hotelBooking = z.object({
  id: z.number(),
  transactionId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  paymentStatus: z.enum(['UNPAID', 'PAID', 'REFUNDED']),
  /** The voucher the guest shows at check-in, issued with the payment. */
  voucherNo: z.string().nullable(),
  /** The hotel's own confirmation number. */
  supplierRef: z.string().nullable(),
  hotel: z.object({
    id: z.string(),
    name: z.string(),
    stars: z.number(),
    rating: z.number(),
    address: z.string(),
    locality: z.string(),
    city: z.string(),
    state: z.string(),
    phone: z.string(),
    email: z.string(),
    lat: z.number(),
    lng: z.number(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    photo: z.string(),
    policies: z.array(z.string()),
  }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  nationality: z.string(),
  roomType: z.object({ id: z.string(), name: z.string(), bed: z.string(), sizeSqm: z.number() }),
  rate: z.object({
    id: z.string(),
    board: z.enum(HOTEL_BOARDS),
    boardLabel: z.string(),
    refundable: z.boolean(),
    inclusions: z.array(z.string()),
    /** The last instant cancelling cost nothing when booked; null for a non-refundable rate. */
    freeCancellationUntil: z.string().nullable(),
    /** The whole booking's charges from each instant, as booked. */
    cancellation: z.array(hotelCancellationStep),
  }),
  rooms: z.array(hotelBookedRoom),
  specialRequests: z.string(),
  /** Set when the rate rose between search and booking within the rise the agent allowed. */
  priceRise: z.object({ fromPaise: z.number(), toPaise: z.number(), allowedPercent: z.number() }).nullable(),
  contact: z.object({ email: z.string(), mobile: z.string() }),
  gst: gstDetailsView.nullable(),
  roomCostPaise: z.number(),
  extraGuestPaise: z.number(),
  gstPaise: z.number(),
  fare: z.array(summaryLine),
  totalPaise: z.number(),
  customerFare: z.array(summaryLine),
  customerTotalPaise: z.number(),
  agencyName: z.string(),
  bookedBy: z.string(),
  bookedAt: z.string(),
  /** The voucher's date: when the booking was paid and confirmed. */
  voucherDate: z.string().nullable(),
  walletDocumentNo: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  cancellations: z.array(
    z.object({
      id: z.number(),
      creditNoteNo: z.string(),
      walletDocumentNo: z.string().nullable(),
      rooms: z.array(z.number()),
      hotelChargePaise: z.number(),
      refundPaise: z.number(),
      cancelledAt: z.string(),
    }),
  ),
  /** Whether rooms can still be cancelled online now (confirmed, some room left, before the check-in time). */
  cancellable: z.boolean(),
});
export type HotelBooking = z.infer<typeof hotelBooking>;

export const HOTEL_PAX_CALENDAR_MSG = { empty: 'No guests check in this month.' } as const;

/** One room of the Hotel Pax Calendar: its lead guest on the day they check in (a cancelled room is not shown). */
export const hotelPaxEntry = z.object({
  bookingId: z.number(),
  transactionId: z.string(),
  voucherNo: z.string().nullable(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  hotel: z.string(),
  city: z.string(),
  guest: z.string(),
  adults: z.number(),
  children: z.number(),
  roomType: z.string(),
});
export type HotelPaxEntry = z.infer<typeof hotelPaxEntry>;

/** A month (?month=YYYY-MM, as Flight Pax Calendar's) of the agency's confirmed hotel guests by check-in day. */
export const hotelPaxCalendar = z.object({
  month: z.string(),
  days: z.array(z.object({ date: z.string(), guests: z.array(hotelPaxEntry) })),
});
export type HotelPaxCalendar = z.infer<typeof hotelPaxCalendar>;
