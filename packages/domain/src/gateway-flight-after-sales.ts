/*
 * A traveller's flight booking after it is paid, on the consumer site (issue 21, decision 023): their
 * bookings, the cancellation quote, the cancellation refunded to the payment it was paid with, and the
 * refund receipts. MF001, signed in, the booking's own traveller only; refusals as in
 * gateway-flight-booking.ts, a cancellation's with Errors.code CANCELLATION_FAILED and the reason.
 *
 * | opid  | actioncode           | fields                                              | answer
 * |-------|----------------------|-----------------------------------------------------|------------------------------------
 * | MF001 | mybookings           | (none)                                              | Result: MyFlightBooking[]
 * | MF001 | getcancellationquote | txid, travellers, journeys (indexes: "0,1")         | Result: CancellationQuoteAnswer
 * | MF001 | cancel               | txid, travellers, journeys, requestkey,             | ApiStatus.Result: refund receipt no;
 * |       |                      | acceptedrefund_paise (the refund shown)             | Result: CancellationDoneAnswer
 * | MF001 | getrefundreceipts    | txid                                                | Result: RefundReceipt[]
 * | MF001 | getrefundreceiptpdf  | txid, receiptno                                     | Result: GatewayDocumentFile
 * | MF001 | getrescheduleoptions | txid, travellers, journey (one index), date         | Result: RescheduleOptions (booking-api.ts)
 * | MF001 | getreschedulequote   | txid, travellers, journey, date, optionid           | Result: RescheduleQuoteAnswer
 * | MF001 | reschedule           | txid, travellers, journey, date, optionid,          | ApiStatus.Result: the new txid;
 * |       |                      | requestkey, acceptedamount_paise (the amount shown) | Result: RescheduleStartedAnswer
 *
 * | MF001 | getserviceoptions    | txid                                                | Result: ServiceOptions (booking-api.ts)
 * | MF001 | getservicesquote     | txid, itemsjson (ServiceItem[] as JSON)             | Result: ServicesQuote
 * | MF001 | addservices          | txid, itemsjson, requestkey, acceptedamount_paise   | Result: ServicesStartedAnswer
 * | MF001 | getservicespayment   | txid, orderref                                      | Result: ServicesPaymentAnswer
 *
 * Services refusals carry Errors.code SERVICES_FAILED and the reason; the payment adds them, or is refunded
 * at once when they can no longer be added (a seat taken meanwhile: decision 025).
 * A reschedule's refusals carry Errors.code RESCHEDULE_FAILED and the reason. Starting one keeps the new
 * flight for PAYMENT_WINDOW_MINUTES as an unpaid booking of its own (newtxid); paying it on the gateway's
 * page moves the travellers and issues the new tickets (decision 024).
 *
 * Nested answers keep the shapes of booking-api.ts, which the agent portal reads too.
 */

/** A traveller's flight booking in their list of bookings. */
export interface MyFlightBooking {
  txid: string;
  trip: string;
  /** The first flight's departure, YYYY-MM-DD. */
  departure: string;
  status_code: string;
  booking_status: string;
  travellers: number;
  total_paise: number;
  booked_at: string;
  /** Some travellers or journeys are cancelled, not all. */
  partlycancelled: boolean;
}

/** How many of a traveller's flight bookings the list shows, newest first. */
export const MY_FLIGHT_BOOKINGS_LIMIT = 50;

/** Indexes sent as "0,2": whole numbers only, at most `max` of them; undefined for anything else. */
export function indexList(text: string, max: number): number[] | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  const parts = trimmed.split(',');
  if (parts.length > max || parts.some((part) => !/^\d{1,2}$/.test(part.trim()))) return undefined;
  return parts.map((part) => Number(part.trim()));
}

/** A traveller's reschedule started: the new booking to pay for, and where to pay. */
export interface RescheduleStartedAnswer {
  /** The booking the travellers leave. */
  txid: string;
  /** Their new booking, unpaid until the payment arrives. */
  newtxid: string;
  orderref: string;
  checkouturl: string;
  paymentdeadline: string;
  amount_paise: number;
}

/** A traveller's services chosen: to pay on the gateway's page, or (nothing to pay) added already. */
export interface ServicesStartedAnswer {
  txid: string;
  added: boolean;
  amount_paise: number;
  /** '' when nothing is to pay. */
  orderref: string;
  checkouturl: string;
}

/** Where a services payment stands: PAID (added), REFUNDED (could not be added), or still to pay. */
export interface ServicesPaymentAnswer {
  orderref: string;
  status: 'CREATED' | 'PAID' | 'FAILED' | 'REFUND_DUE' | 'REFUNDED';
  amount_paise: number;
  /** The gateway's page while it can still be paid. */
  checkouturl: string | null;
  /** Why a payment failed, or why the services could not be added. */
  reason: string | null;
}
