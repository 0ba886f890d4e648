/*
 * A traveller's flights outside a booking's own pages, on the consumer site (issue 21, decision 029):
 * a visitor proves one booking with its mobile number or e-mail and a code; a signed-in traveller sees
 * their bookings waiting for payment (/flight/hold-queues) and their flights by day (/flight/passenger-calendar).
 *
 * | opid  | actioncode        | fields                                   | answer
 * |-------|-------------------|------------------------------------------|------------------------------------------
 * | MF001 | sendbookingcode   | txid, contact (the booking's mobile      | ApiStatus.Message: where the code went,
 * |       |                   | number or e-mail)                        | masked; ApiStatus.TransactionStatus: the
 * |       |                   |                                          | token that confirms it
 * | MF001 | verifybookingcode | prooftoken, otp                          | Result: VerifiedFlightBooking
 * | MF001 | (every operation  | the operation's own fields, bookingproof | the operation's own answer, for that one
 * |       | of VISITOR_FLIGHT |                                          | booking; a proof of another booking, or
 * |       | _OPERATIONS)      |                                          | one past its 30 minutes: 403 proofExpired
 * | MF001 | holdqueues        | (none; signed in)                        | Result: HoldQueueEntry[]
 * | MF001 | passengercalendar | month (YYYY-MM; signed in)               | Result: PassengerCalendar
 *
 * The code's rules are the packages' (booking-proof.ts, decision 016): 6 digits, 5 minutes, 5 tries, at most
 * 3 codes a booking and 10 an address in ten minutes, a proof of 30 minutes, used once. A booking id that is
 * not a traveller's flight booking and a contact that is not the booking's both answer 'No booking matches
 * these details.' (MSG_DECIDED.bookingNotYours), and both use a send.
 */

/**
 * What a visitor may do with a proven flight booking: see it (order details, e-ticket, invoices, refund
 * receipts) and cancel it, refunded to the payment it was made with. Changing the date and support need
 * an account (the new flight is paid by its traveller; a support thread is theirs).
 */
export const VISITOR_FLIGHT_OPERATIONS = [
  'getbooking',
  'getticket',
  'getticketpdf',
  'emailticket',
  'getinvoice',
  'getcancellationquote',
  'cancel',
  'getrefundreceipts',
  'getrefundreceiptpdf',
] as const;

export const FLIGHT_PROOF_MSG = {
  txidRequired: 'Please enter your booking ID',
  contactRequired: 'Please enter the mobile number or e-mail the booking was made with',
  contactInvalid: 'Please enter a 10-digit mobile number or an e-mail address',
  proofExpired: 'Your verification of this booking has ended. Please verify it again with a new code.',
  /** What a visitor reads where a signed-in traveller has more (change date, support). */
  signInForMore: 'Login to change the date of this booking or to contact support about it.',
} as const;

/** The contact a visitor names: a mobile number (10 digits, +91 or 0 dropped) or an e-mail; null if neither. */
export function proofContact(value: string): { mobile: string } | { email: string } | null {
  const trimmed = value.trim();
  if (trimmed.includes('@')) {
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) && trimmed.length <= 120
      ? { email: trimmed.toLowerCase() }
      : null;
  }
  const digits = trimmed.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const national =
    digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits.replace(/^0(?=\d{10}$)/, '');
  return /^[6-9]\d{9}$/.test(national) ? { mobile: national } : null;
}

/** A mobile number as a booking keeps it, to compare: its last 10 digits. */
export const nationalMobile = (mobile: string) => mobile.replace(/\D/g, '').slice(-10);

/** A confirmed code: the proof that the booking's calls accept (as `bookingproof`) until it expires. */
export interface VerifiedFlightBooking {
  txid: string;
  bookingproof: string;
  /** When the proof ends, ISO 8601. */
  expires_at: string;
}

// ---------------------------------------------------------------------------------------------
// Bookings waiting for payment (/flight/hold-queues)

/** How many of a traveller's unpaid bookings the page lists, soonest deadline first. */
export const HOLD_QUEUE_LIMIT = 20;

/** A traveller's flight booking that waits for payment, before its deadline. */
export interface HoldQueueEntry {
  txid: string;
  /** 'DEL-BOM, BOM-DEL'. */
  trip: string;
  /** The first flight's date, YYYY-MM-DD. */
  departure: string;
  travellers: number;
  total_paise: number;
  /** When the seats are released unless paid, ISO 8601. */
  paymentdeadline: string;
  /** The gateway's page, as the e-ticket page offers it; null when the payment cannot be made there now. */
  checkouturl: string | null;
  /** Why the last payment failed, if it did. */
  failurereason: string | null;
}

/** The hold queue's words (decision 029). */
export const HOLD_QUEUE_TEXT = {
  title: 'Bookings awaiting payment',
  intro:
    'Flights you booked and have not paid for yet. We keep the seats until the time shown; after that they are released and the booking leaves this list.',
  empty: 'No bookings are waiting for payment.',
  emptyHint: 'Flights you book appear here until you pay for them.',
  timeLeft: 'Time left to pay',
  payNow: 'Pay now',
  details: 'Booking details',
  cannotPay: 'The payment page is not open for this booking. Open its details to see why.',
} as const;

// ---------------------------------------------------------------------------------------------
// The traveller's flights by day (/flight/passenger-calendar)

/** One traveller on one journey of the traveller's own bookings. */
export interface PassengerCalendarEntry {
  txid: string;
  name: string;
  route: string;
  /** HH:MM, the journey's first flight. */
  departuretime: string;
  flight: string;
  pnr: string;
  /** CONFIRMED, or NOT_CONFIRMED while it waits for payment before its deadline. */
  status_code: 'CONFIRMED' | 'NOT_CONFIRMED';
}

export interface PassengerCalendar {
  month: string;
  days: { date: string; travellers: PassengerCalendarEntry[] }[];
}

/** The passenger calendar's words (decision 029). */
export const PASSENGER_CALENDAR_TEXT = {
  title: 'My flight calendar',
  intro: 'Your flights by the day they leave. Choose a flight to open its booking.',
  empty: 'You have no flights this month.',
  awaitingPayment: 'awaiting payment',
  previous: 'Previous month',
  next: 'Next month',
} as const;
