import type { FareRules } from './flight-api.ts';
import type { BookingPaxType, FlightBookingStatus } from './flight-booking.ts';
import type { ExtrasCatalogue, SeatMapShape } from './flight-booking-api.ts';
import {
  consumerFlightErrors,
  type FlightFare,
  type FlightLeg,
  type GatewayCabin,
  type GatewayTripType,
} from './gateway-flights.ts';
import type { OrderStatus } from './payments.ts';

/*
 * A traveller books a flight on the consumer site and pays through the payment gateway (issue 7,
 * consumer-site.md §2 flight routes, §3 passenger record, §7; docs/decisions/015). One definition
 * for the server that answers and the site that asks. Field names follow the contract's style
 * (lower case, `_paise` twins of rupee amounts); nested seat maps, extras and fare rules keep the
 * shapes of flight-booking-api.ts, which the agent portal reads too.
 *
 * The search fields are those of MF001 search (origin, destination, jdate, rdate, triptype,
 * numadults, numchildren, numinfants, cabin, nearby, nonstop), sent again exactly as searched.
 *
 * | opid  | actioncode   | fields                                                               | answer
 * |-------|--------------|----------------------------------------------------------------------|-----------------------------
 * | MF001 | getfarequote | search fields, fareid, returnfareid (round trip), seentotal_paise    | Result: GatewayFareQuote
 * | MF001 | book         | search fields, fareid, returnfareid, acceptedtotal_paise,            | ApiStatus.Result: txid;
 * |       | (signed in)  | passengerjson, paxemail, paxaltemail, paxcountrycode, paxmobile,     | Result: GatewayBookingStarted
 * |       |              | gstholder, gstnumber, gstemail, gstaddress, gstphone, gstcompany,    |
 * |       |              | termsaccepted=Y, requestkey                                          |
 * | MF001 | getbooking   | txid (signed in, the booking's own traveller)                        | Result: GatewayFlightBooking
 * | MF001 | getticket    | txid (as getbooking; confirmed bookings only)                        | Result: GatewayFlightBooking
 * | MF001 | getinvoice   | txid, invoicetype = tax | customer (confirmed bookings only)          | Result: GatewayFlightInvoice
 * | MF001 | getticketpdf | txid (as getticket)                                                  | Result: GatewayDocumentFile
 * | MF001 | emailticket  | txid, emailto (optional: the booking's contact e-mail)               | ApiStatus.Message: sent
 *
 * Refusals travel in the ApiStatus envelope: 422 with Errors under the form's field names
 * (consumerBookingErrors), 409 for a booking that cannot be made (Errors.code BOOKING_FAILED, or
 * PRICE_CHANGED with oldtotal_paise, newtotal_paise and reason), 404 'Booking not found.', 401
 * 'Please login to continue.' for a visitor, and StatusCode 900 for an ended session (§4).
 */

export const FLIGHT_BOOKING_OPID = 'MF001';

/** How long a traveller's seats are kept, unpaid, for the payment on the gateway's page. */
export const PAYMENT_WINDOW_MINUTES = 15;

/** Decided where the specs are silent (docs/decisions/015). */
export const FLIGHT_BOOKING_GATEWAY_MSG = {
  paymentPending: `Your seats are kept for ${PAYMENT_WINDOW_MINUTES} minutes. Complete the payment to confirm your booking.`,
  passengersInvalid: 'Please enter the details of every traveller',
  requestKeyRequired: 'This booking request carries no request key. Please try again.',
  acceptedTotalRequired: 'Please review the fare before booking',
  ticketNotIssued: 'Your e-ticket is issued once your payment is received.',
  invoiceTypeInvalid: 'Please choose the tax invoice or the customer invoice',
  paymentNotVerified: 'We could not verify this payment response. Your booking was not changed by it.',
  paymentWindowPassed: 'The time to pay for this booking has passed and its seats were released.',
  cancelled: 'This booking is cancelled. Your refund receipts are in its booking details.',
  refundDue:
    'Your payment arrived after the seats were released, so the booking could not be confirmed. The full amount will be refunded to your payment method within 5–7 working days.',
} as const;

/** §3 passenger types as the consumer site writes them. */
export const PASSENGER_TYPES: Record<'adult' | 'child' | 'infant', BookingPaxType> = {
  adult: 'ADT',
  child: 'CHD',
  infant: 'INF',
};
export type PassengerType = keyof typeof PASSENGER_TYPES;

/** One leg's extras of a passenger: a seat and a meal per flight ('' = none), baggage and services. */
export interface PassengerLegExtras {
  seats?: string[];
  meals?: string[];
  baggage?: string[];
  services?: string[];
}

/**
 * One entry of `passengerjson` (§3 passenger record, flight fields). Dates YYYY-MM-DD. Passport
 * fields may be '' or 'NA' (§3: "passport defaults to NA") on domestic trips.
 */
export interface FlightPassengerInput {
  type: PassengerType;
  title: string;
  first_name: string;
  last_name: string;
  dob?: string;
  /** Male | Female | Others */
  gender: string;
  passport_number?: string;
  passport_issue_date?: string;
  passport_expiry_date?: string;
  passport_place_of_issue?: string;
  /** Two letters, e.g. IN. */
  passport_country?: string;
  frequent_flyer_number?: string;
  /** '' | Window | Aisle */
  seat_preference?: string;
  meal_preference?: string;
  special_assistance?: boolean;
  /** Per leg (onward, return), in order. */
  legs?: PassengerLegExtras[];
}

/** The traveller fields of the booking service → the passenger record's names. */
export const PASSENGER_FIELDS: Record<string, keyof FlightPassengerInput> = {
  paxType: 'type',
  title: 'title',
  firstName: 'first_name',
  lastName: 'last_name',
  dateOfBirth: 'dob',
  gender: 'gender',
  passportNumber: 'passport_number',
  passportIssueDate: 'passport_issue_date',
  passportExpiryDate: 'passport_expiry_date',
  passportPlaceOfIssue: 'passport_place_of_issue',
  passportCountryCode: 'passport_country',
  frequentFlyerNumber: 'frequent_flyer_number',
  seatPreference: 'seat_preference',
  mealPreference: 'meal_preference',
  specialAssistance: 'special_assistance',
  legs: 'legs',
};

const CONTACT_FIELDS: Record<string, string> = {
  email: 'paxemail',
  alternateEmail: 'paxaltemail',
  countryCode: 'paxcountrycode',
  mobile: 'paxmobile',
};

const BOOKING_FIELDS: Record<string, string> = {
  travellers: 'passengerjson',
  termsAccepted: 'termsaccepted',
  acceptedTotalPaise: 'acceptedtotal_paise',
  fareIds: 'fareid',
};

/**
 * The booking service's error keys under the form's field names: `travellers.1.firstName` →
 * `passengerjson.1.first_name`, `contact.email` → `paxemail`, `gst.gstNumber` → `gstnumber`, the
 * search's keys as MF001 search names them (`segments.0.date` → `jdate`).
 */
export function consumerBookingErrors(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const passenger = /^travellers\.(\d+)\.([A-Za-z]+)(.*)$/.exec(key);
    const [group = '', field = ''] = key.split('.', 2);
    let name: string | undefined;
    if (passenger) {
      const [, index, travellerField = '', tail] = passenger;
      name = `passengerjson.${index}.${PASSENGER_FIELDS[travellerField] ?? travellerField}${tail}`;
    } else if (group === 'contact') name = CONTACT_FIELDS[field] ?? `pax${field.toLowerCase()}`;
    else if (group === 'gst') name = field.toLowerCase();
    else name = BOOKING_FIELDS[key];
    if (name === undefined) rest[key] = message;
    else mapped[name] ??= message;
  }
  for (const [key, message] of Object.entries(consumerFlightErrors(rest))) {
    if (message !== undefined) mapped[key] ??= message;
  }
  return mapped;
}

/** A line of the fare summary, in rupees with its paise twin. */
export interface GatewayFareLine {
  /** BASE, YQ, K3, OTHER_TAXES, SEATS, MEALS, BAGGAGE, SPECIAL_SERVICES, CONVENIENCE_FEE, GST;
   * a tax invoice splits GST into CGST and SGST, or IGST. */
  code: string;
  label: string;
  amount: number;
  amount_paise: number;
}

/** One leg of a quote: the flights and the chosen fare, priced now. */
export interface QuotedFlight {
  from: string;
  to: string;
  date: string;
  recommendedflight_id: string;
  flightlegs: FlightLeg[];
  fare: FlightFare;
}

export interface GatewayPriceChange {
  oldtotal: number;
  oldtotal_paise: number;
  newtotal: number;
  newtotal_paise: number;
  reason: string;
}

/** MF001 getfarequote. */
export interface GatewayFareQuote {
  legs: QuotedFlight[];
  numadults: number;
  numchildren: number;
  numinfants: number;
  international: boolean;
  /** Every traveller's fares before extras and fees: what `acceptedtotal_paise` confirms. */
  faretotal: number;
  faretotal_paise: number;
  /** Fares, convenience fee and GST; extras join as they are chosen. */
  summary: GatewayFareLine[];
  total: number;
  total_paise: number;
  /** Set when the fare differs from `seentotal_paise`. */
  pricechange: GatewayPriceChange | null;
  seatmaps: SeatMapShape[];
  extras: ExtrasCatalogue;
  farerules: Record<string, FareRules>;
  /** Travellers cannot hold: always null. */
  holduntil: null;
  paymentwindowminutes: number;
  quotedat: string;
}

/** MF001 book: the booking waits for its payment on the gateway's page. */
export interface GatewayBookingStarted {
  txid: string;
  /** The payment order (PO…). */
  orderref: string;
  /** The gateway's hosted page; the site sends the browser there. It comes back to /flight/ticket/{txid}. */
  checkouturl: string;
  /** ISO instant: unpaid seats are released after it. */
  paymentdeadline: string;
  total: number;
  total_paise: number;
}

/** A flight of a booked leg (seat counts are the search's business, not the booking's). */
export type BookedFlightLeg = Omit<FlightLeg, 'numseatsavailable'>;

export interface BookedLeg {
  from: string;
  to: string;
  date: string;
  flightlegs: BookedFlightLeg[];
  farefamily: string;
  refundable: boolean;
  /** e.g. '7 kg cabin, 15 kg check-in'. */
  baggage: string;
  /** The key of this leg's rules in `farerules`. */
  farerulesid: string;
}

export interface BookedPassenger {
  type: PassengerType;
  title: string;
  first_name: string;
  last_name: string;
  dob: string;
  gender: string;
  passport_number: string;
  /** One per carrier once ticketed: 13 digits, or the PNR on low-cost carriers. */
  tickets: { carrier: string; ticketnumber: string }[];
  legs: Required<PassengerLegExtras>[];
}

export interface GatewayFlightPayment {
  orderref: string;
  status: OrderStatus;
  amount: number;
  amount_paise: number;
  /** The gateway's page while the booking can still be paid (a failed attempt may be retried). */
  checkouturl: string | null;
  method: string | null;
  paymentid: string | null;
  failurereason: string | null;
  settled_at: string | null;
}

/** MF001 getbooking and getticket. */
export interface GatewayFlightBooking {
  txid: string;
  /** Confirmed, Not confirmed, Released, … (§4 labels). */
  booking_status: string;
  status_code: FlightBookingStatus;
  payment_status: 'UNPAID' | 'PAID' | 'REFUNDED';
  triptype: GatewayTripType;
  cabin: GatewayCabin;
  international: boolean;
  legs: BookedLeg[];
  pnrs: { carrier: string; pnr: string }[];
  passengers: BookedPassenger[];
  contact: { email: string; alternateemail: string; countrycode: string; mobile: string };
  gst: {
    gstholder: string;
    gstnumber: string;
    gstemail: string;
    gstaddress: string;
    gstphone: string;
    gstcompany: string;
  } | null;
  fare: GatewayFareLine[];
  total: number;
  total_paise: number;
  farerules: Record<string, FareRules>;
  booked_at: string;
  /** While NOT_CONFIRMED: pay before this instant. */
  paymentdeadline: string | null;
  ticketed_at: string | null;
  released_at: string | null;
  release_reason: string | null;
  invoiceno: string | null;
  payment: GatewayFlightPayment | null;
  /** Passengers cancelled on a flight (by index: passenger, leg, flight of the leg); their tickets there are void. */
  cancelledsegments: { passenger: number; leg: number; segment: number }[];
  /** Passengers moved off a flight by a reschedule, to the booking `newtxid` (decision 024). */
  rescheduledsegments: { passenger: number; leg: number; segment: number; newtxid: string }[];
  /** Each reschedule out of this booking that its payment completed: the new booking and what it cost. */
  reschedules: { newtxid: string; amount_paise: number; rescheduled_at: string }[];
  /** The booking this one was rescheduled from, or null. */
  rescheduledfrom: string | null;
  /** What to tell the traveller about the payment, or ''. */
  message: string;
}

export const INVOICE_TYPES = ['tax', 'customer'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export interface InvoiceParty {
  name: string;
  address: string;
  gstin: string;
  state: string;
}

/** MF001 getinvoice: /flight/invoice/{txid} (tax) and /flight/customer-invoice/{txid} (customer). */
export interface GatewayFlightInvoice {
  txid: string;
  invoicetype: InvoiceType;
  title: string;
  invoiceno: string;
  /** The day of ticketing, India. */
  invoicedate: string;
  supplier: InvoiceParty & { sac: string };
  recipient: InvoiceParty & { email: string; mobile: string };
  placeofsupply: string;
  flights: { flight: string; from: string; to: string; depdate: string; deptime: string; pnr: string }[];
  passengers: { name: string; type: PassengerType; tickets: string[] }[];
  /** Tax invoice: GST split into CGST + SGST or IGST; customer invoice: the fare as paid. */
  lines: GatewayFareLine[];
  total: number;
  total_paise: number;
  /** Tax invoice only. */
  gst: {
    taxable_paise: number;
    cgst_paise: number;
    sgst_paise: number;
    igst_paise: number;
    intrastate: boolean;
  } | null;
  payment: { orderref: string; method: string | null; paymentid: string | null; paid_at: string | null } | null;
}

/** MF001 getticketpdf: the e-ticket as a PDF file, in base64 inside the JSON envelope. */
export interface GatewayDocumentFile {
  filename: string;
  contenttype: 'application/pdf';
  content_base64: string;
}
