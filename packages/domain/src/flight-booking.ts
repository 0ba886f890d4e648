import { type AgencyGstDetails, validateGstDetails } from './agency.ts';
import { AGENT_MSG } from './agent-messages.ts';
import { formatDisplayDate, isIsoDate } from './dates.ts';
import type { FareType, PaxType } from './flight-search.ts';
import { formatRupees } from './money.ts';
import { EMAIL_REGEX } from './validation.ts';

/**
 * Flight review and booking (issue 7, agent-portal.md §3–§5, §8, §9; docs/decisions/013): the traveller,
 * contact and GST forms with their messages, holds, and the formats of transaction ids, PNRs and ticket
 * numbers. The extras a traveller buys are in flight-extras.ts, the fare summary in fare-summary.ts.
 */

/** §5 and §8, word for word. */
export const BOOKING_MSG = {
  titleRequired: 'Please select title',
  firstNameMin: 'First name should be at least 2 characters',
  lastNameMin: 'Last name should be at least 1 character',
  nameInvalid: 'Please enter valid name',
  dobRequired: 'Please select date of birth',
  passportNumberRequired: 'Please enter passport number',
  passportIssueRequired: 'Please enter passport issue date',
  passportExpiryRequired: 'Please enter passport expiry date',
  placeOfIssueRequired: 'Please enter place of issue',
  countryCodeRequired: 'Please enter country code',
  ageInvalid: 'Age should be greater than 0',
  genderRequired: 'Please select gender',
  seatChild: 'these seats cannot be reserved for a child',
  seatTaken: 'seat already reserved for another passenger',
  baggageTwice: 'cannot select the same baggage type twice',
  baggageMax: 'cannot select more than 60 kg baggage',
  ssrTwice: 'Cannot select the same SSR type twice',
  termsRequired: 'Terms must be accepted before booking',
  bookingFailed: 'Flight Booking Failed',
  bookingError: 'Booking Error',
  // §8's words, with the sentence's capital restored (issue 19).
  priceChanged: 'Price changed. Do you want to continue booking?',
  noBookings: 'No booking records found.',
  emailFailed: 'Failed to send Email',
  emailSent: 'Email Sent Successfully',
} as const;

/** Where §5 is silent (docs/decisions/013). */
/**
 * Before ticketing a booking has no e-ticket: its e-ticket page is a provisional itinerary, marked as such,
 * and it is not e-mailed as a ticket (issue 19).
 */
export const PROVISIONAL_ITINERARY = {
  title: 'Provisional Itinerary',
  notice: 'Not a ticket and not valid for travel: ticket numbers are issued when the booking is ticketed.',
} as const;

export const isTicketed = (booking: { ticketedAt: string | null }) => booking.ticketedAt !== null;

/** The warning before booking a traveller again on a flight the agency has already booked or held them on. */
export function duplicateBookingMessage(existing: {
  traveller: string;
  flight: string;
  date: string;
  transactionId: string;
  held: boolean;
}): string {
  return `${existing.traveller} is already ${existing.held ? 'on hold' : 'booked'} on ${existing.flight} on ${formatDisplayDate(existing.date)} in booking ${existing.transactionId}. Book again anyway?`;
}

export const BOOKING_MSG_DECIDED = {
  provisionalNotSent:
    'This booking is not ticketed yet, so there is no e-ticket to send. Perform Ticketing first, or print the provisional itinerary.',
  travellersMismatch: 'The travellers do not match the search (adults, children and infants)',
  paxTypeByAge: 'Date of birth does not match the traveller type (adult 12+, child 2–11, infant under 2)',
  infantOnLastFlight: 'An infant must be under 2 years on the date of the last flight',
  dobFuture: 'Date of birth cannot be in the future',
  passportNumberInvalid: 'Enter valid passport number',
  passportIssueFuture: 'Passport issue date cannot be in the future',
  passportValidity: 'Passport must be valid for at least 6 months after the last flight',
  countryCodeInvalid: 'Enter the 2-letter country code, e.g. IN',
  dialCodeInvalid: 'Enter the country code as + and digits, e.g. +91',
  frequentFlyerInvalid: 'Enter valid frequent flyer number',
  seatInfant: 'these seats cannot be reserved for a passenger travelling with an infant',
  seatUnknown: 'This seat is not on the selected flight',
  seatInfantNoSeat: 'An infant travels on an adult’s lap and has no seat',
  seatTwice: 'Each seat can be chosen for one passenger only',
  mealUnknown: 'Please select a meal from the list',
  mealChildOnly: 'Child meals are for children only',
  infantExtras: 'An infant travels on an adult’s lap: add excess baggage and services for the adult',
  baggageUnknown: 'Please select a baggage option from the list',
  ssrUnknown: 'Please select a service from the list',
  seniorAge: 'Senior citizen fares are for travellers aged 60 years or more',
  studentAge: 'Student fares are for travellers aged 12 years or more',
  markupInvalid: 'Markup must be between ₹0 and ₹1,00,000',
  fareUnavailable: 'This fare is no longer available. Please search again.',
  seatsSoldOut: 'Seats are no longer available on the selected flight. Please search again.',
  insufficientBalance: 'Insufficient wallet balance for this booking. Please upload balance and try again.',
  holdUnavailable: 'Hold is not available: the first flight departs in less than 13 hours. Please book now.',
  tooManyUnpaid: 'You have bookings waiting for payment. Pay for them, or let them lapse, before booking again.',
  tooManyUnpaidToday: 'You have started too many bookings today without paying. Please try again tomorrow.',
  tooManyEmails: 'This booking’s documents have been e-mailed too often in the last hour. Please try again later.',
  holdExpired: 'This hold has passed its time limit and its seats were released.',
  notOnHold: 'This booking is not on hold.',
  priceNotConfirmed: 'The price has changed since you saw it. Please confirm the new price to continue.',
  bookingNotFound: 'Booking not found.',
  creditNoteNotFound: 'Credit note not found.',
  notTicketed: 'The invoice is issued when the booking is ticketed.',
  released: 'The hold was released and its seats returned.',
  ticketed: 'Ticketed. Your e-ticket is ready.',
} as const;

export const TITLES = {
  ADT: ['Mr', 'Ms', 'Mrs'],
  CHD: ['Mstr', 'Ms'],
  INF: ['Mstr', 'Ms'],
} as const;
export const GENDERS = ['Male', 'Female', 'Others'] as const;
export type Gender = (typeof GENDERS)[number];
/** The flight passenger types (one list, `PAX_TYPES` in flight-search.ts). */
export type BookingPaxType = PaxType;
export const PAX_TYPE_LABELS: Record<BookingPaxType, string> = { ADT: 'Adult', CHD: 'Child', INF: 'Infant' };

/** §3 traveller. Dates YYYY-MM-DD; empty strings for what is not given. */
export interface TravellerForm {
  paxType: BookingPaxType;
  title: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  gender: string;
  passportNumber: string;
  passportIssueDate: string;
  passportExpiryDate: string;
  passportPlaceOfIssue: string;
  passportCountryCode: string;
  specialAssistance: boolean;
  frequentFlyerNumber: string;
  mealPreference: string;
  seatPreference: string;
}

export const emptyTraveller = (paxType: BookingPaxType): TravellerForm => ({
  paxType,
  title: '',
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  gender: '',
  passportNumber: '',
  passportIssueDate: '',
  passportExpiryDate: '',
  passportPlaceOfIssue: '',
  passportCountryCode: '',
  specialAssistance: false,
  frequentFlyerNumber: '',
  mealPreference: '',
  seatPreference: '',
});

export const SEAT_PREFERENCES = ['', 'Window', 'Aisle'] as const;
export const NAME_PATTERN = /^[A-Za-z][A-Za-z .'-]*$/;
export const NAME_MAX = 40;
export const PASSPORT_PATTERN = /^[A-Z0-9]{6,9}$/;
export const FREQUENT_FLYER_PATTERN = /^[A-Z0-9]{4,16}$/;
export const PASSPORT_VALIDITY_MONTHS = 6;

/** Whole years between a date of birth and a day. */
export function ageOn(dateOfBirth: string, day: string): number {
  let years = Number(day.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  if (day.slice(5) < dateOfBirth.slice(5)) years -= 1;
  return years;
}

/** §9 age classes on a day: adults 12 years and up, children 2 to 11, infants under 2. */
export function paxTypeOn(dateOfBirth: string, day: string): BookingPaxType {
  const age = ageOn(dateOfBirth, day);
  if (age >= 12) return 'ADT';
  return age >= 2 ? 'CHD' : 'INF';
}

export interface TripFacts {
  /** Today in India. */
  today: string;
  /** The first and the last flight's departure dates. */
  firstDate: string;
  lastDate: string;
  international: boolean;
  fareType: FareType;
}

/** Who gives a date of birth: children, infants, every traveller abroad, and everyone on a special fare. */
export function dateOfBirthNeeded(
  paxType: BookingPaxType,
  trip: { international: boolean; fareType: FareType | string },
): boolean {
  return paxType !== 'ADT' || trip.international || trip.fareType !== 'REGULAR';
}

/** A seat lost to someone else since the map was drawn, as both sites remember it: 'leg|flight|seat'. */
export const lostSeatKey = (legIndex: number, segmentIndex: number, seatNo: string) =>
  `${legIndex}|${segmentIndex}|${seatNo}`;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * One traveller's §3 fields against §5's messages. Date of birth is required for children and
 * infants, for everyone abroad and for special fares; passport fields when the trip is international.
 */
export function validateTraveller(form: TravellerForm, trip: TripFacts): Partial<Record<keyof TravellerForm, string>> {
  const errors: Partial<Record<keyof TravellerForm, string>> = {};
  if (!(TITLES[form.paxType] as readonly string[]).includes(form.title)) errors.title = BOOKING_MSG.titleRequired;
  const first = trimmed(form.firstName);
  if (first.length < 2) errors.firstName = BOOKING_MSG.firstNameMin;
  else if (!NAME_PATTERN.test(first) || first.length > NAME_MAX) errors.firstName = BOOKING_MSG.nameInvalid;
  const last = trimmed(form.lastName);
  if (last.length < 1) errors.lastName = BOOKING_MSG.lastNameMin;
  else if (!NAME_PATTERN.test(last) || last.length > NAME_MAX) errors.lastName = BOOKING_MSG.nameInvalid;
  if (!(GENDERS as readonly string[]).includes(form.gender)) errors.gender = BOOKING_MSG.genderRequired;

  const dobNeeded = dateOfBirthNeeded(form.paxType, trip);
  const dob = trimmed(form.dateOfBirth);
  if (dob === '' || !isIsoDate(dob)) {
    if (dobNeeded || dob !== '') errors.dateOfBirth = BOOKING_MSG.dobRequired;
  } else if (dob > trip.today) {
    errors.dateOfBirth = BOOKING_MSG_DECIDED.dobFuture;
  } else if (dob >= trip.firstDate || ageOn(dob, trip.firstDate) < 0) {
    errors.dateOfBirth = BOOKING_MSG.ageInvalid;
  } else if (paxTypeOn(dob, trip.firstDate) !== form.paxType) {
    errors.dateOfBirth = BOOKING_MSG_DECIDED.paxTypeByAge;
  } else if (form.paxType === 'INF' && paxTypeOn(dob, trip.lastDate) !== 'INF') {
    errors.dateOfBirth = BOOKING_MSG_DECIDED.infantOnLastFlight;
  } else if (trip.fareType === 'SENIOR_CITIZEN' && ageOn(dob, trip.firstDate) < 60) {
    errors.dateOfBirth = BOOKING_MSG_DECIDED.seniorAge;
  }

  if (trip.international) {
    const passport = trimmed(form.passportNumber).toUpperCase();
    if (passport === '') errors.passportNumber = BOOKING_MSG.passportNumberRequired;
    else if (!PASSPORT_PATTERN.test(passport)) errors.passportNumber = BOOKING_MSG_DECIDED.passportNumberInvalid;
    const issued = trimmed(form.passportIssueDate);
    if (!isIsoDate(issued)) errors.passportIssueDate = BOOKING_MSG.passportIssueRequired;
    else if (issued > trip.today) errors.passportIssueDate = BOOKING_MSG_DECIDED.passportIssueFuture;
    const expires = trimmed(form.passportExpiryDate);
    if (!isIsoDate(expires)) errors.passportExpiryDate = BOOKING_MSG.passportExpiryRequired;
    else if (expires < addMonths(trip.lastDate, PASSPORT_VALIDITY_MONTHS)) {
      errors.passportExpiryDate = BOOKING_MSG_DECIDED.passportValidity;
    }
    if (trimmed(form.passportPlaceOfIssue) === '') errors.passportPlaceOfIssue = BOOKING_MSG.placeOfIssueRequired;
    else if (trimmed(form.passportPlaceOfIssue).length > 40) errors.passportPlaceOfIssue = BOOKING_MSG.nameInvalid;
    const country = trimmed(form.passportCountryCode).toUpperCase();
    if (country === '') errors.passportCountryCode = BOOKING_MSG.countryCodeRequired;
    else if (!/^[A-Z]{2}$/.test(country)) errors.passportCountryCode = BOOKING_MSG_DECIDED.countryCodeInvalid;
  }
  const frequentFlyer = trimmed(form.frequentFlyerNumber).toUpperCase();
  if (frequentFlyer !== '' && !FREQUENT_FLYER_PATTERN.test(frequentFlyer)) {
    errors.frequentFlyerNumber = BOOKING_MSG_DECIDED.frequentFlyerInvalid;
  }
  if (!(SEAT_PREFERENCES as readonly string[]).includes(form.seatPreference)) errors.seatPreference = 'Invalid';
  return errors;
}

function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const total = year * 12 + (month - 1) + months;
  const target = new Date(Date.UTC(Math.floor(total / 12), total % 12, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

export { addMonths as addMonthsToDate };

/** §3 contact. */
export interface ContactForm {
  email: string;
  alternateEmail: string;
  countryCode: string;
  mobile: string;
}

export function validateContact(form: ContactForm): Partial<Record<keyof ContactForm, string>> {
  const errors: Partial<Record<keyof ContactForm, string>> = {};
  const email = trimmed(form.email);
  if (!EMAIL_REGEX.test(email) || email.length > 100) errors.email = AGENT_MSG.emailInvalid;
  const alternate = trimmed(form.alternateEmail);
  if (alternate !== '' && (!EMAIL_REGEX.test(alternate) || alternate.length > 100)) {
    errors.alternateEmail = AGENT_MSG.emailInvalid;
  }
  const mobile = trimmed(form.mobile);
  if (mobile === '') errors.mobile = AGENT_MSG.mobileRequired;
  else if (!/^\d{10}$/.test(mobile)) errors.mobile = AGENT_MSG.mobileDigits;
  if (!/^\+\d{1,4}$/.test(trimmed(form.countryCode))) errors.countryCode = BOOKING_MSG_DECIDED.dialCodeInvalid;
  return errors;
}

/** §3 GST details: optional; once any is given, holder, number, e-mail, address and phone are required. */
export type GstForm = AgencyGstDetails;
export const validateBookingGst = (form: GstForm) => validateGstDetails(form);

// ---------------------------------------------------------------------------------------------
// Extra services (SSRs)

/**
 * A hold keeps its seats and price for a time that shortens as departure nears, as airlines' ticketing
 * time limits do (decision 013, addendum): never later than 12 hours before the first flight, and not
 * at all when less than an hour would be left.
 */
export const HOLD = { beforeDepartureHours: 12, minimumMinutes: 60 } as const;

/** How long a hold may last, by hours left before the first departure: the first tier that applies. */
export const HOLD_TIERS: readonly { departureWithinHours: number; holdHours: number }[] = [
  { departureWithinHours: 24, holdHours: 1 },
  { departureWithinHours: 72, holdHours: 4 },
  { departureWithinHours: 7 * 24, holdHours: 12 },
  { departureWithinHours: Number.POSITIVE_INFINITY, holdHours: 24 },
];

/** The time limit of a hold made at `now` for a first departure at `departureUtc`, or null: book now. */
export function holdLimit(now: number, departureUtc: number): number | null {
  const hoursLeft = (departureUtc - now) / 3_600_000;
  const tier = HOLD_TIERS.find((entry) => hoursLeft < entry.departureWithinHours) ?? HOLD_TIERS[HOLD_TIERS.length - 1];
  const limit = Math.min(
    now + (tier?.holdHours ?? 0) * 3_600_000,
    departureUtc - HOLD.beforeDepartureHours * 3_600_000,
  );
  return limit - now >= HOLD.minimumMinutes * 60_000 ? limit : null;
}

/** Bookings an agency may have on hold at once, whatever their value (decision 013, addendum). */
export const MAX_LIVE_HOLDS_PER_AGENCY = 25;
/** A booking's documents e-mailed an hour, and documents e-mailed to one recipient an hour. */
export const DOCUMENT_EMAILS_PER_BOOKING = { max: 10, windowMs: 3_600_000 };
export const DOCUMENT_EMAILS_PER_RECIPIENT = { max: 10, windowMs: 3_600_000 };
/** A traveller's bookings waiting for payment at once, and started in a day (decision 015, addendum). */
export const MAX_UNPAID_BOOKINGS_PER_TRAVELLER = 2;
export const MAX_UNPAID_BOOKINGS_PER_TRAVELLER_PER_DAY = 6;

export const TOO_MANY_HOLDS_MESSAGE = `Your agency has ${MAX_LIVE_HOLDS_PER_AGENCY} bookings on hold, the most it may hold at once. Ticket or release a hold first.`;

/** Why a hold is refused when the agency's holds would pass what its wallet could pay. */
export const holdOverBalanceMessage = (heldPaise: number, availablePaise: number) =>
  `Holds are limited to what your wallet can pay. Your bookings on hold and this one come to ${formatRupees(heldPaise)}; your available balance is ${formatRupees(availablePaise)}. Ticket or release a hold, or upload balance.`;

export const BOOKING_STATUSES = [
  'CONFIRMED',
  'ON_HOLD',
  'RELEASED',
  'NOT_CONFIRMED',
  'CANCELLED',
  'RESCHEDULED',
] as const;
export type FlightBookingStatus = (typeof BOOKING_STATUSES)[number];
/** §4 labels. */
export const BOOKING_STATUS_LABELS: Record<FlightBookingStatus, string> = {
  CONFIRMED: 'Confirmed',
  ON_HOLD: 'On hold',
  RELEASED: 'Released',
  NOT_CONFIRMED: 'Not confirmed',
  CANCELLED: 'Cancelled',
  /** Every traveller moved to a new booking by a reschedule (decision 024). */
  RESCHEDULED: 'Rescheduled',
};

/** Crockford base 32 (no I, L, O, U). */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** A flight booking's transaction id: TSF and 20 Crockford characters (100 random bits, decision 006). */
export const FLIGHT_TRANSACTION_ID = /^TSF[0-9A-HJKMNP-TV-Z]{20}$/;
/** Airline record locators: six letters and digits without the look-alikes 0, 1, I and O. */
export const PNR_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PNR_PATTERN = /^[A-HJ-NP-Z2-9]{6}$/;
/** IATA airline accounting codes: the first three digits of the carrier's 13-digit ticket numbers. */
export const TICKETING_CODES: Readonly<Record<string, string>> = {
  AI: '098',
  EK: '176',
  QR: '157',
  SQ: '618',
  TG: '217',
  BA: '125',
  UL: '603',
};
/** A ticket number: the accounting code, then 10 digits (e-tickets' form code 2 first), e.g. 098-2000000123. */
export function ticketNumber(carrier: string, serial: number, pnr: string): string {
  const code = TICKETING_CODES[carrier];
  if (!code) return pnr;
  return `${code}-2${String(serial % 1_000_000_000).padStart(9, '0')}`;
}
