import { z } from 'zod';
import { addDays, IST_OFFSET_MS, isIsoDate } from './dates.ts';
import { summaryLine, travellerBody } from './flight-booking-api.ts';
import { SEARCH_HORIZON_DAYS } from './flight-search.ts';
import { CABINS } from './flight-types.ts';
import { formatRupees } from './money.ts';
import { rupeesTextToPaise } from './wallet.ts';

/**
 * Offline requests (agent-portal.md §1 "offline request"; issue 21, docs/decisions/028-offline-requests.md):
 * an agency asks for what the search does not offer — a group of 10 or more, a special fare — and the back
 * office answers with a quote (flights of the inventory at a fare per passenger type, valid until a time) or a
 * refusal. A valid quote accepted with the travellers' names becomes a booking on hold through the booking core.
 */

export const OFFLINE_REQUEST_TYPES = ['GROUP', 'SPECIAL_FARE', 'OTHER'] as const;
export type OfflineRequestType = (typeof OFFLINE_REQUEST_TYPES)[number];
export const OFFLINE_REQUEST_TYPE_LABELS: Record<OfflineRequestType, string> = {
  GROUP: 'Group booking',
  SPECIAL_FARE: 'Special fare',
  OTHER: 'Other',
};

/** Groups and special fares are asked one way or return; several cities go as remarks. */
export const OFFLINE_TRIP_TYPES = ['ONE_WAY', 'ROUND_TRIP'] as const;
export type OfflineTripType = (typeof OFFLINE_TRIP_TYPES)[number];
export const OFFLINE_TRIP_TYPE_LABELS: Record<OfflineTripType, string> = {
  ONE_WAY: 'One way',
  ROUND_TRIP: 'Round trip',
};

/** When the group would rather fly, as airlines' group desks ask it (departure, local time). */
export const PREFERRED_TIMES = ['ANY', 'EARLY_MORNING', 'MORNING', 'AFTERNOON', 'EVENING', 'NIGHT'] as const;
export type PreferredTime = (typeof PREFERRED_TIMES)[number];
export const PREFERRED_TIME_LABELS: Record<PreferredTime, string> = {
  ANY: 'Any time',
  EARLY_MORNING: 'Early morning (before 8 am)',
  MORNING: 'Morning (8 am – 12 noon)',
  AFTERNOON: 'Afternoon (12 noon – 5 pm)',
  EVENING: 'Evening (5 pm – 9 pm)',
  NIGHT: 'Night (after 9 pm)',
};

/** A request's state; EXPIRED is a quote whose time passed unaccepted (worked out, never stored). */
export const OFFLINE_STATUSES = ['SUBMITTED', 'QUOTED', 'BOOKED', 'REJECTED', 'EXPIRED'] as const;
export type OfflineStatus = (typeof OFFLINE_STATUSES)[number];
export const OFFLINE_STATUS_LABELS: Record<OfflineStatus, string> = {
  SUBMITTED: 'Submitted',
  QUOTED: 'Quoted',
  BOOKED: 'Accepted · booked',
  REJECTED: 'Rejected',
  EXPIRED: 'Expired',
};

/** Seated travellers (adults and children) one request may ask for: a large group, not a charter. */
export const OFFLINE_MAX_SEATED = 60;
/** A group booking is 10 seated travellers or more (fewer book online). */
export const OFFLINE_GROUP_MIN = 10;
export const OFFLINE_REMARKS_MAX = 1000;
export const OFFLINE_ADMIN_REMARKS_MAX = 1000;
export const OFFLINE_REJECT_REASON_MAX = 500;
/** A request leaves the back office a day at least: the first flight is tomorrow or later. */
export const OFFLINE_MIN_DAYS_AHEAD = 1;
/** Requests of one agency waiting for an answer at once. */
export const OFFLINE_OPEN_MAX = 20;
/** How long a quote may be valid, at most, and at least. */
export const OFFLINE_QUOTE_MAX_DAYS = 7;
export const OFFLINE_QUOTE_MIN_MINUTES = 30;
/** A quoted fare per person, at most (one traveller, every journey). */
export const OFFLINE_FARE_MAX_PAISE = 10_00_000_00;
/** The back office's list of flights for a request shows at most this many per journey. */
export const OFFLINE_FLIGHTS_LISTED = 60;

export const OFFLINE_MSG = {
  requestTypeRequired: 'Please choose what you are asking for.',
  tripTypeRequired: 'Please choose one way or round trip.',
  fromRequired: 'Please select origin',
  toRequired: 'Please select destination',
  unknownAirport: 'Please select an airport from the list',
  sameOriginDestination: "Origin and Destination can't be same",
  departDateRequired: 'Please select the date of travel.',
  departDateTooSoon: `Offline requests are for travel from tomorrow; for today, please search and book online.`,
  tooFarAhead: `Flights can be asked for up to ${SEARCH_HORIZON_DAYS} days ahead.`,
  returnDateRequired: 'Please select the return date.',
  returnBeforeDepart: 'The return date must be after the date of travel.',
  cabinRequired: 'Please select a cabin.',
  adultsRequired: 'At least 1 adult is required.',
  countInvalid: 'Please enter a whole number.',
  tooManySeated: `At most ${OFFLINE_MAX_SEATED} adults and children can be asked for in one request.`,
  groupTooSmall: `A group booking is for ${OFFLINE_GROUP_MIN} or more adults and children; smaller parties can book online.`,
  infantsPerAdult: 'Each infant must travel with an adult (at most one infant per adult).',
  airlineUnknown: 'Please choose an airline from the list.',
  preferredTimeRequired: 'Please choose a preferred time.',
  remarksRequired: 'Please tell us what you need in the remarks.',
  remarksTooLong: `Remarks can be at most ${OFFLINE_REMARKS_MAX} characters.`,
  tooManyOpen: `Your agency has ${OFFLINE_OPEN_MAX} offline requests waiting for an answer. Please wait for those answers before asking again.`,
  submitted:
    'Your offline request has been sent. Our team answers by e-mail and on this page, usually within a working day.',
  notFound: 'Offline request not found.',
  // The back office's answer
  notOpen: 'This request has already been answered.',
  datePassed: 'This request’s date of travel is too near or has passed, so it can only be rejected.',
  flightsRequired: 'Please choose a flight and fare for each journey.',
  flightUnavailable: 'This flight and fare is no longer offered for the request’s route and date. Please choose again.',
  notEnoughSeats: (flight: string, left: number, needed: number) =>
    `${flight} has ${left} seat${left === 1 ? '' : 's'} left in this cabin; the group needs ${needed}.`,
  fareRequired: 'Please enter the fare per person.',
  fareInvalid: 'Enter the fare in rupees, like 5400 or 5400.50.',
  fareTooHigh: `A fare per person can be at most ${formatRupees(OFFLINE_FARE_MAX_PAISE)}.`,
  fareBelowTaxes: (taxesPaise: number) =>
    `The fare must cover these flights' taxes and fees of ${formatRupees(taxesPaise)} per person.`,
  validUntilRequired: 'Please enter until when the quote is valid.',
  validUntilPast: `The quote must be valid for at least ${OFFLINE_QUOTE_MIN_MINUTES} minutes from now.`,
  validUntilTooLate: `A quote can be valid for at most ${OFFLINE_QUOTE_MAX_DAYS} days.`,
  validUntilAfterHold:
    'The quote must end early enough to hold the booking: at least 13 hours before the first flight.',
  adminRemarksTooLong: `Remarks can be at most ${OFFLINE_ADMIN_REMARKS_MAX} characters.`,
  rejectReasonRequired: 'Please give the agency the reason.',
  rejectReasonTooLong: `The reason can be at most ${OFFLINE_REJECT_REASON_MAX} characters.`,
  quoted: 'The quote has been sent to the agency.',
  rejected: 'The request has been rejected and the agency told why.',
  // The agency's acceptance
  notQuoted: 'This request has no quote to accept.',
  expired: 'This quote has expired. Please send a new offline request for a fresh quote.',
  rejectedAlready: 'This request was rejected, so there is nothing to accept.',
  alreadyBooked: 'This quote has already been accepted and booked.',
  soldOut: 'The quoted flights no longer have seats for the whole group. Please send a new offline request.',
  travellersMismatch: 'Please enter a traveller for each passenger of the quote.',
  accepted: 'Quote accepted: your booking is on hold. Perform Ticketing to pay from your wallet and issue the tickets.',
  queueEmpty: 'No offline requests are waiting for an answer.',
  noRequests: 'Your agency has not sent any offline requests yet.',
} as const;

/** The reference a request is known by, in the portal and its e-mails: OR100012. */
export const offlineReference = (id: number) => `OR${100000 + id}`;

/** The status shown: a quote past its time is EXPIRED. */
export function offlineStatusAt(status: Exclude<OfflineStatus, 'EXPIRED'>, validUntil: string | null, now: number) {
  return status === 'QUOTED' && validUntil !== null && new Date(validUntil).getTime() <= now ? 'EXPIRED' : status;
}

export interface OfflineRequestInput {
  requestType: string;
  tripType: string;
  from: string;
  to: string;
  departDate: string;
  returnDate: string;
  cabin: string;
  adults: number;
  children: number;
  infants: number;
  /** A carrier's code, or '' for any. */
  preferredAirline: string;
  preferredTime: string;
  remarks: string;
}
export type OfflineRequestErrors = Partial<Record<keyof OfflineRequestInput, string>>;

export const emptyOfflineRequest = (): OfflineRequestInput => ({
  requestType: 'GROUP',
  tripType: 'ONE_WAY',
  from: '',
  to: '',
  departDate: '',
  returnDate: '',
  cabin: 'ECONOMY',
  adults: OFFLINE_GROUP_MIN,
  children: 0,
  infants: 0,
  preferredAirline: '',
  preferredTime: 'ANY',
  remarks: '',
});

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 999;
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * The request form's rules, the same on the portal and the server. `isAirport` tells a known IATA code and
 * `isCarrier` a carrier's code (the server passes its tables; the portal, its lists).
 */
export function validateOfflineRequest(
  input: OfflineRequestInput,
  today: string,
  known: { isAirport: (code: string) => boolean; isCarrier: (code: string) => boolean },
): OfflineRequestErrors {
  const errors: OfflineRequestErrors = {};
  if (!oneOf(OFFLINE_REQUEST_TYPES, input.requestType)) errors.requestType = OFFLINE_MSG.requestTypeRequired;
  if (!oneOf(OFFLINE_TRIP_TYPES, input.tripType)) errors.tripType = OFFLINE_MSG.tripTypeRequired;
  const from = input.from.trim().toUpperCase();
  const to = input.to.trim().toUpperCase();
  if (from === '') errors.from = OFFLINE_MSG.fromRequired;
  else if (!known.isAirport(from)) errors.from = OFFLINE_MSG.unknownAirport;
  if (to === '') errors.to = OFFLINE_MSG.toRequired;
  else if (!known.isAirport(to)) errors.to = OFFLINE_MSG.unknownAirport;
  else if (from === to) errors.to = OFFLINE_MSG.sameOriginDestination;
  const horizon = addDays(today, SEARCH_HORIZON_DAYS);
  const depart = input.departDate.trim();
  if (!isIsoDate(depart)) errors.departDate = OFFLINE_MSG.departDateRequired;
  else if (depart < addDays(today, OFFLINE_MIN_DAYS_AHEAD)) errors.departDate = OFFLINE_MSG.departDateTooSoon;
  else if (depart > horizon) errors.departDate = OFFLINE_MSG.tooFarAhead;
  if (input.tripType === 'ROUND_TRIP') {
    const back = input.returnDate.trim();
    if (!isIsoDate(back)) errors.returnDate = OFFLINE_MSG.returnDateRequired;
    else if (back > horizon) errors.returnDate = OFFLINE_MSG.tooFarAhead;
    else if (isIsoDate(depart) && back <= depart) errors.returnDate = OFFLINE_MSG.returnBeforeDepart;
  }
  if (!oneOf(CABINS, input.cabin)) errors.cabin = OFFLINE_MSG.cabinRequired;
  const { adults, children, infants } = input;
  if (!isCount(adults)) errors.adults = OFFLINE_MSG.countInvalid;
  else if (adults < 1) errors.adults = OFFLINE_MSG.adultsRequired;
  if (!isCount(children)) errors.children = OFFLINE_MSG.countInvalid;
  if (!isCount(infants)) errors.infants = OFFLINE_MSG.countInvalid;
  if (!errors.adults && !errors.children) {
    const seated = adults + children;
    if (seated > OFFLINE_MAX_SEATED) errors.adults = OFFLINE_MSG.tooManySeated;
    else if (input.requestType === 'GROUP' && seated < OFFLINE_GROUP_MIN) errors.adults = OFFLINE_MSG.groupTooSmall;
  }
  if (!errors.adults && !errors.infants && infants > adults) errors.infants = OFFLINE_MSG.infantsPerAdult;
  const airline = input.preferredAirline.trim().toUpperCase();
  if (airline !== '' && !known.isCarrier(airline)) errors.preferredAirline = OFFLINE_MSG.airlineUnknown;
  if (!oneOf(PREFERRED_TIMES, input.preferredTime)) errors.preferredTime = OFFLINE_MSG.preferredTimeRequired;
  const remarks = input.remarks.trim();
  if (remarks.length > OFFLINE_REMARKS_MAX) errors.remarks = OFFLINE_MSG.remarksTooLong;
  else if (remarks === '' && input.requestType !== 'GROUP') errors.remarks = OFFLINE_MSG.remarksRequired;
  return errors;
}

/** 'YYYY-MM-DDTHH:mm' read as India's wall clock (the portal's datetime field), as an instant; null if malformed. */
export function indiaLocalToInstant(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match || !isIsoDate(match[1])) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  if (hours > 23 || minutes > 59) return null;
  const utc = Date.parse(`${match[1]}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - IST_OFFSET_MS;
  return new Date(utc);
}

/** An instant as India's wall clock for a datetime field: 'YYYY-MM-DDTHH:mm'. */
export function instantToIndiaLocal(at: number): string {
  return new Date(at + IST_OFFSET_MS).toISOString().slice(0, 16);
}

export interface OfflineQuoteInput {
  /** One fare of the request's flights per journey (onward, return), from the back office's list. */
  fareIds: string[];
  /** Rupees per person for the whole trip, taxes included; child and infant only when they travel. */
  adultFare: string;
  childFare: string;
  infantFare: string;
  /** India's wall clock, 'YYYY-MM-DDTHH:mm'. */
  validUntil: string;
  remarks: string;
}
export type OfflineQuoteErrors = Partial<Record<keyof OfflineQuoteInput, string>>;

/** A fare per person typed in rupees: its paise, or the message for the field. */
export function farePaiseOf(text: string): number | string {
  if (text.trim() === '') return OFFLINE_MSG.fareRequired;
  const paise = rupeesTextToPaise(text);
  if (!Number.isInteger(paise) || paise <= 0) return OFFLINE_MSG.fareInvalid;
  if (paise > OFFLINE_FARE_MAX_PAISE) return OFFLINE_MSG.fareTooHigh;
  return paise;
}

/**
 * The quote form's rules that need no flight: a fare per journey, a fare per passenger type that travels,
 * the validity. The server also checks the flights, the seats, the taxes and the time to hold.
 */
export function validateOfflineQuote(
  input: OfflineQuoteInput,
  request: { journeys: number; children: number; infants: number },
  now: number,
): OfflineQuoteErrors {
  const errors: OfflineQuoteErrors = {};
  if (input.fareIds.length !== request.journeys || input.fareIds.some((id) => id.trim() === '')) {
    errors.fareIds = OFFLINE_MSG.flightsRequired;
  }
  const fare = (field: 'adultFare' | 'childFare' | 'infantFare', needed: boolean) => {
    if (!needed) return;
    const paise = farePaiseOf(input[field]);
    if (typeof paise === 'string') errors[field] = paise;
  };
  fare('adultFare', true);
  fare('childFare', request.children > 0);
  fare('infantFare', request.infants > 0);
  const until = indiaLocalToInstant(input.validUntil);
  if (!until) errors.validUntil = OFFLINE_MSG.validUntilRequired;
  else if (until.getTime() < now + OFFLINE_QUOTE_MIN_MINUTES * 60_000) errors.validUntil = OFFLINE_MSG.validUntilPast;
  else if (until.getTime() > now + OFFLINE_QUOTE_MAX_DAYS * 86_400_000)
    errors.validUntil = OFFLINE_MSG.validUntilTooLate;
  if (input.remarks.trim().length > OFFLINE_ADMIN_REMARKS_MAX) errors.remarks = OFFLINE_MSG.adminRemarksTooLong;
  return errors;
}

/** A rejection's reason: its message, or null when it will do. */
export function rejectReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return OFFLINE_MSG.rejectReasonRequired;
  if (text.length > OFFLINE_REJECT_REASON_MAX) return OFFLINE_MSG.rejectReasonTooLong;
  return null;
}

// ---------------------------------------------------------------------------------------------
// The API (/api/v1/offline-requests, /api/v1/admin/offline-requests). Lengths are bounded here; the rules
// and their messages are the functions above.

const count = z.number().int().min(0).max(999);
export const offlineRequestBody = z.object({
  requestType: z.string().max(20),
  tripType: z.string().max(20),
  from: z.string().max(10),
  to: z.string().max(10),
  departDate: z.string().max(10),
  returnDate: z.string().max(10).default(''),
  cabin: z.string().max(20),
  adults: count,
  children: count.default(0),
  infants: count.default(0),
  preferredAirline: z.string().max(10).default(''),
  preferredTime: z.string().max(20).default('ANY'),
  remarks: z
    .string()
    .max(OFFLINE_REMARKS_MAX * 4)
    .default(''),
});
export type OfflineRequestBody = z.input<typeof offlineRequestBody>;

export const offlineQuoteBody = z.object({
  fareIds: z.array(z.string().max(200)).max(2),
  adultFare: z.string().max(20),
  childFare: z.string().max(20).default(''),
  infantFare: z.string().max(20).default(''),
  validUntil: z.string().max(20),
  remarks: z
    .string()
    .max(OFFLINE_ADMIN_REMARKS_MAX * 4)
    .default(''),
});
export type OfflineQuoteBody = z.input<typeof offlineQuoteBody>;

export const offlineRejectBody = z.object({ reason: z.string().max(OFFLINE_REJECT_REASON_MAX * 4) });

export const offlineAcceptBody = z.object({
  travellers: z
    .array(travellerBody)
    .min(1)
    .max(OFFLINE_MAX_SEATED * 2),
  contact: z.object({
    email: z.string().max(120).default(''),
    alternateEmail: z.string().max(120).default(''),
    countryCode: z.string().max(5).default('+91'),
    mobile: z.string().max(20).default(''),
  }),
});
export type OfflineAcceptBody = z.input<typeof offlineAcceptBody>;

const quotedFlight = z.object({
  carrier: z.string(),
  carrierName: z.string(),
  flightNumber: z.string(),
  origin: z.string(),
  destination: z.string(),
  departureDate: z.string(),
  departureTime: z.string(),
  arrivalDate: z.string(),
  arrivalTime: z.string(),
});

/** The back office's quote as the agency reads it. */
export const offlineQuote = z.object({
  journeys: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      date: z.string(),
      flights: z.array(quotedFlight),
      family: z.string(),
      bookingClass: z.string(),
      refundable: z.boolean(),
    }),
  ),
  /** Per passenger type that travels: how many, and the fare per person for the whole trip. */
  fares: z.array(z.object({ paxType: z.enum(['ADT', 'CHD', 'INF']), count: z.number(), perPersonPaise: z.number() })),
  fareTotalPaise: z.number(),
  /** A journey abroad: the travellers' passports are asked at acceptance. */
  international: z.boolean(),
  /** What the agency pays at Perform Ticketing: the fare with TripSetu's charges, commission and TDS. */
  summary: z.array(summaryLine),
  totalPaise: z.number(),
  validUntil: z.string(),
  remarks: z.string(),
  quotedAt: z.string(),
});
export type OfflineQuote = z.infer<typeof offlineQuote>;

export const offlineRequestRow = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(OFFLINE_STATUSES),
  statusLabel: z.string(),
  requestType: z.enum(OFFLINE_REQUEST_TYPES),
  requestTypeLabel: z.string(),
  tripType: z.enum(OFFLINE_TRIP_TYPES),
  from: z.string(),
  to: z.string(),
  departDate: z.string(),
  returnDate: z.string().nullable(),
  cabin: z.enum(CABINS),
  adults: z.number(),
  children: z.number(),
  infants: z.number(),
  preferredAirline: z.string(),
  preferredTime: z.enum(PREFERRED_TIMES),
  remarks: z.string(),
  agencyName: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** Whole hours since it was sent (the queue's age). */
  ageHours: z.number(),
  answeredAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  quote: offlineQuote.nullable(),
  booking: z.object({ id: z.number(), transactionId: z.string() }).nullable(),
});
export type OfflineRequestRow = z.infer<typeof offlineRequestRow>;
export const offlineRequestList = z.object({ requests: z.array(offlineRequestRow) });

/** One fare of a flight the back office may quote, with its price for one of each passenger type. */
export const offlineFlightOption = z.object({
  fareId: z.string(),
  itineraryId: z.string(),
  flights: z.array(quotedFlight),
  stops: z.number(),
  family: z.string(),
  bookingClass: z.string(),
  refundable: z.boolean(),
  /** Today's fare per person by passenger type (whole journey), and its taxes and fees. */
  perPerson: z.array(
    z.object({ paxType: z.enum(['ADT', 'CHD', 'INF']), totalPaise: z.number(), taxesPaise: z.number() }),
  ),
  /** Seats left in the cabin on the fullest flight of the journey (not capped at 9, as the search is). */
  seatsLeft: z.number(),
  /** Flies the preferred airline and leaves in the preferred time. */
  preferred: z.boolean(),
});
export type OfflineFlightOption = z.infer<typeof offlineFlightOption>;

export const offlineFlightOptions = z.object({
  journeys: z.array(
    z.object({ from: z.string(), to: z.string(), date: z.string(), options: z.array(offlineFlightOption) }),
  ),
  /** Seated travellers the flights must have room for. */
  seatsNeeded: z.number(),
});
export type OfflineFlightOptions = z.infer<typeof offlineFlightOptions>;

export const offlineAccepted = z.object({
  product: z.literal('FLIGHT'),
  id: z.number(),
  transactionId: z.string(),
  holdUntil: z.string(),
  message: z.string(),
});
export type OfflineAccepted = z.infer<typeof offlineAccepted>;

/** Whether a departure time ('HHMM', local) falls in a preferred time of day. */
export function inPreferredTime(departureTime: string, preferred: PreferredTime): boolean {
  const hour = Number(departureTime.slice(0, 2));
  switch (preferred) {
    case 'EARLY_MORNING':
      return hour < 8;
    case 'MORNING':
      return hour >= 8 && hour < 12;
    case 'AFTERNOON':
      return hour >= 12 && hour < 17;
    case 'EVENING':
      return hour >= 17 && hour < 21;
    case 'NIGHT':
      return hour >= 21;
    default:
      return true;
  }
}
