import { z } from 'zod';
import { busBooking } from './bus-booking-api.ts';
import { fareRules, searchLeg } from './flight-api.ts';
import { extrasCatalogue, flightBooking, holdQueueEntry, seatMap } from './flight-booking-api.ts';
import { SERVICE_KINDS } from './flight-services.ts';
import { hotelBooking } from './hotel-booking-api.ts';

/**
 * The booking core's routes (decision 022): what is the same for every product — a booking, Perform
 * Ticketing, Release and the hold queue — under /api/v1/bookings. Each answer names the product and
 * carries that product's own view of the booking; a new product adds its variant here.
 */
export const PRODUCT_CODES = ['FLIGHT', 'BUS', 'HOTEL'] as const;
export type BookingProductCode = (typeof PRODUCT_CODES)[number];

export const anyBooking = z.discriminatedUnion('product', [
  z.object({ product: z.literal('FLIGHT'), booking: flightBooking }),
  z.object({ product: z.literal('BUS'), booking: busBooking }),
  z.object({ product: z.literal('HOTEL'), booking: hotelBooking }),
]);
export type AnyBooking = z.infer<typeof anyBooking>;

/** A hold of any product in the queue, with which product it is. */
export const anyHold = holdQueueEntry.extend({ product: z.enum(PRODUCT_CODES) });
export type AnyHold = z.infer<typeof anyHold>;

/** What to cancel: travellers by their index and journeys by theirs (onward 0, return 1). */
export const cancellationSelection = z.object({
  travellers: z.array(z.number().int().min(0).max(50)).max(50),
  legs: z.array(z.number().int().min(0).max(10)).max(10),
});
export type CancellationSelectionBody = z.infer<typeof cancellationSelection>;

/** The cancellation itself: the choice, and the refund the quote showed (a different one is asked again). */
export const cancellationBody = cancellationSelection.extend({
  acceptedRefundPaise: z.number().int().min(0).max(1_000_000_000_00).optional(),
});
export type CancellationBody = z.infer<typeof cancellationBody>;

const cancellationAmounts = {
  paidPaise: z.number(),
  airlineChargePaise: z.number(),
  otaChargePaise: z.number(),
  gstPaise: z.number(),
  keptPaise: z.number(),
  commissionReversedPaise: z.number(),
  refundPaise: z.number(),
};

/** The quote before a cancellation (decision 023): per traveller and segment, and in all. */
export const cancellationQuoteAnswer = z.object({
  lines: z.array(
    z.object({
      traveller: z.number(),
      legIndex: z.number(),
      segmentIndex: z.number(),
      window: z.string(),
      taxesOnly: z.boolean(),
      ...cancellationAmounts,
    }),
  ),
  /** Booking fees refunded whole (a traveller's convenience fee with its GST); none for agents. */
  fees: z.array(z.object({ traveller: z.number(), label: z.string(), paidPaise: z.number(), refundPaise: z.number() })),
  totals: z.object({ ...cancellationAmounts, feesRefundedPaise: z.number() }),
  taxesOnly: z.boolean(),
});
export type CancellationQuoteAnswer = z.infer<typeof cancellationQuoteAnswer>;

/** A cancellation done: its GST credit note, the wallet's refund document and the amounts. */
export const cancellationDone = z.object({
  id: z.number(),
  creditNoteNo: z.string(),
  walletDocumentNo: z.string().nullable(),
  /** A traveller's refund to their payment: its receipt (TSRR/2026-27/000001). */
  refundReceiptNo: z.string().nullable(),
  refundTo: z.enum(['WALLET', 'ORIGINAL_PAYMENT']),
  refundPaise: z.number(),
  airlineChargePaise: z.number(),
  otaChargePaise: z.number(),
  gstPaise: z.number(),
  commissionReversedPaise: z.number(),
  everything: z.boolean(),
  message: z.string(),
});
export type CancellationDoneAnswer = z.infer<typeof cancellationDone>;

/**
 * The receipt of a refund sent back to a traveller's payment (consumer site, decision 023): who and
 * what was cancelled, the charges, and where the money went.
 */
export const refundReceipt = z.object({
  receiptNo: z.string(),
  creditNoteNo: z.string(),
  transactionId: z.string(),
  trip: z.string(),
  issuedAt: z.string(),
  cancelled: z.array(z.object({ traveller: z.string(), flight: z.string(), window: z.string() })),
  fees: z.array(z.object({ traveller: z.string(), label: z.string(), refundPaise: z.number() })),
  totals: z.object({ ...cancellationAmounts, feesRefundedPaise: z.number() }),
  paidWith: z.object({ orderRef: z.string(), method: z.string().nullable(), paymentId: z.string().nullable() }),
  gatewayRefundId: z.string().nullable(),
  status: z.string(),
  expected: z.string(),
});
export type RefundReceipt = z.infer<typeof refundReceipt>;

// ── Reschedule (decision 024) ──────────────────────────────────────────────────────────────────

/** What the travellers could move to: the journey chosen, on another date. */
export const rescheduleOptionsQuery = z.object({
  travellers: z
    .string()
    .max(200)
    .default('')
    .transform((text) => text.split(',').filter(Boolean).map(Number).filter(Number.isInteger).slice(0, 50)),
  leg: z.coerce.number().int().min(0).max(10).default(0),
  date: z.string().max(10).default(''),
});

/** Flights the travellers could move to: the journey's route on the date asked, with the fares' rules. */
export const rescheduleOptions = z.object({ leg: searchLeg, fareRules: z.record(z.string(), fareRules) });
export type RescheduleOptions = z.infer<typeof rescheduleOptions>;

/** The move itself: travellers and the one journey, the new date and the option (a flight's fare id). */
export const rescheduleChoice = cancellationSelection.extend({
  date: z.string().max(10),
  optionId: z.string().max(300),
});
export type RescheduleChoiceBody = z.infer<typeof rescheduleChoice>;
/** The move, with the amount the quote showed (a different one is asked again). */
export const rescheduleBody = rescheduleChoice.extend({
  acceptedAmountPaise: z.number().int().min(0).max(1_000_000_000_00).optional(),
});

const rescheduleAmounts = {
  oldFarePaise: z.number(),
  newFarePaise: z.number(),
  fareDifferencePaise: z.number(),
  lowerFareKeptPaise: z.number(),
  airlineChargePaise: z.number(),
  otaChargePaise: z.number(),
  gstPaise: z.number(),
  amountPaise: z.number(),
};
export const rescheduleQuoteAnswer = z.object({
  lines: z.array(z.object({ traveller: z.number(), paxType: z.string(), window: z.string(), ...rescheduleAmounts })),
  totals: z.object(rescheduleAmounts),
});
export type RescheduleQuoteAnswer = z.infer<typeof rescheduleQuoteAnswer>;

export const rescheduleDone = z.object({
  id: z.number(),
  newBookingId: z.number(),
  newTransactionId: z.string(),
  amountPaise: z.number(),
  walletDocumentNo: z.string().nullable(),
  everything: z.boolean(),
  message: z.string(),
});
export type RescheduleDoneAnswer = z.infer<typeof rescheduleDone>;

// ── Services after booking (decision 025) ─────────────────────────────────────────────────────────

export const serviceItem = z.object({
  traveller: z.number().int().min(0).max(50),
  legIndex: z.number().int().min(0).max(10),
  segmentIndex: z.number().int().min(0).max(10).default(0),
  kind: z.enum(SERVICE_KINDS),
  code: z.string().max(10),
});
/** What to add: up to 60 items (nine travellers, a few flights, a few things each). */
export const servicesChoice = z.object({ items: z.array(serviceItem).max(60) });
export type ServicesChoiceBody = z.input<typeof servicesChoice>;
export const servicesBody = servicesChoice.extend({
  acceptedAmountPaise: z.number().int().min(0).max(1_000_000_000_00).optional(),
});
export const serviceLine = serviceItem.extend({
  segmentIndex: z.number(),
  label: z.string(),
  pricePaise: z.number(),
  feePaise: z.number(),
});
export const servicesQuoteAnswer = z.object({
  lines: z.array(serviceLine),
  totals: z.object({ servicesPaise: z.number(), feePaise: z.number(), gstPaise: z.number(), amountPaise: z.number() }),
});
export type ServicesQuoteAnswer = z.infer<typeof servicesQuoteAnswer>;
export const servicesDone = z.object({
  id: z.number(),
  amountPaise: z.number(),
  walletDocumentNo: z.string().nullable(),
  message: z.string(),
});
export type ServicesDoneAnswer = z.infer<typeof servicesDone>;
/** What can be added now: the seat maps, the catalogue, and which kinds are still open per flight. */
export const serviceOptions = z.object({
  seatMaps: z.array(seatMap),
  extras: extrasCatalogue,
  open: z.array(z.object({ legIndex: z.number(), segmentIndex: z.number(), kinds: z.array(z.enum(SERVICE_KINDS)) })),
});
export type ServiceOptions = z.infer<typeof serviceOptions>;
/** Manage Bookings' SSR history tab: each purchase with its booking, items and money. */
export const servicePurchaseRow = z.object({
  id: z.number(),
  bookingId: z.number(),
  product: z.enum(PRODUCT_CODES),
  transactionId: z.string(),
  addedAt: z.string(),
  items: z.array(serviceLine),
  servicesPaise: z.number(),
  feePaise: z.number(),
  gstPaise: z.number(),
  amountPaise: z.number(),
  walletDocumentNo: z.string().nullable(),
  addedBy: z.string(),
});
export type ServicePurchaseRow = z.infer<typeof servicePurchaseRow>;
export const servicePurchaseList = z.object({
  rows: z.array(servicePurchaseRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ServicePurchaseList = z.infer<typeof servicePurchaseList>;

// ── The GST credit note of a cancellation (decision 023) ─────────────────────────────────────────

/**
 * TripSetu's credit note against the booking's tax invoice (s.34 CGST Act): what was cancelled, what the
 * cancelled part was paid, each charge kept, the GST on TripSetu's charge by its place of supply, and the
 * refund. The rows add up to the refund.
 */
export const creditNote = z.object({
  creditNoteNo: z.string(),
  issuedAt: z.string(),
  transactionId: z.string(),
  trip: z.string(),
  originalInvoiceNo: z.string().nullable(),
  originalInvoiceDate: z.string().nullable(),
  issuer: z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
  recipient: z.object({ name: z.string(), address: z.string(), gstin: z.string() }),
  cancelled: z.array(z.object({ traveller: z.string(), flight: z.string(), window: z.string() })),
  rows: z.array(z.object({ label: z.string(), amountPaise: z.number() })),
  refundPaise: z.number(),
  refundTo: z.string(),
  gst: z.object({
    taxablePaise: z.number(),
    cgstPaise: z.number(),
    sgstPaise: z.number(),
    igstPaise: z.number(),
    intraState: z.boolean(),
  }),
  sac: z.string(),
});
export type CreditNote = z.infer<typeof creditNote>;

/** Manage Bookings (agent-portal.md §2): 25 a page, newest first. */
export const BOOKINGS_PAGE_SIZE = 25;
/** The most rows an Excel export of Manage Bookings holds. */
export const BOOKINGS_EXPORT_MAX = 5_000;

/** Decided where the spec is silent (decision 023's Manage Bookings). */
export const BOOKINGS_LIST_MSG = {
  dateInvalid: 'Please enter a valid date.',
  rangeReversed: 'The from date should not be after the to date.',
} as const;

const isoDate = z.union([z.literal(''), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, BOOKINGS_LIST_MSG.dateInvalid)]);

/** What Manage Bookings filters by: one text (booking id, PNR, ticket number or traveller name), status, dates. */
export const bookingListQuery = z.object({
  product: z.enum(PRODUCT_CODES).default('FLIGHT'),
  q: z.string().max(60).default(''),
  status: z
    .union([z.literal(''), z.enum(['CONFIRMED', 'ON_HOLD', 'RELEASED', 'NOT_CONFIRMED', 'CANCELLED', 'RESCHEDULED'])])
    .default(''),
  bookedFrom: isoDate.default(''),
  bookedTo: isoDate.default(''),
  travelFrom: isoDate.default(''),
  travelTo: isoDate.default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type BookingListQuery = z.infer<typeof bookingListQuery>;

export const bookingListRow = z.object({
  id: z.number(),
  product: z.enum(PRODUCT_CODES),
  transactionId: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  bookedAt: z.string(),
  startsAt: z.string(),
  route: z.string(),
  departure: z.string(),
  leadTraveller: z.string(),
  travellers: z.number(),
  references: z.string(),
  totalPaise: z.number(),
  bookedBy: z.string(),
});
export type BookingListRow = z.infer<typeof bookingListRow>;

/** Counted up to here: past it the list says "more than" and asks for a narrower search (decision 023). */
export const BOOKINGS_COUNT_CAP = 10_000;

export const bookingList = z.object({
  rows: z.array(bookingListRow),
  /** The bookings found, at most BOOKINGS_COUNT_CAP. */
  total: z.number(),
  /** More than BOOKINGS_COUNT_CAP were found. */
  more: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type BookingList = z.infer<typeof bookingList>;

/** Manage Bookings' Cancellations tab: each cancellation with its booking, credit note and money. */
export const cancellationListQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const cancellationListRow = z.object({
  id: z.number(),
  bookingId: z.number(),
  product: z.enum(PRODUCT_CODES),
  transactionId: z.string(),
  cancelledAt: z.string(),
  creditNoteNo: z.string(),
  walletDocumentNo: z.string().nullable(),
  airlineChargePaise: z.number(),
  otaChargePaise: z.number(),
  gstPaise: z.number(),
  commissionReversedPaise: z.number(),
  refundPaise: z.number(),
  cancelledBy: z.string(),
});
export type CancellationListRow = z.infer<typeof cancellationListRow>;
export const cancellationList = z.object({
  rows: z.array(cancellationListRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type CancellationList = z.infer<typeof cancellationList>;

/** Manage Bookings' Reschedules tab: each reschedule with the booking it left and the one it made (decision 024). */
export const rescheduleListRow = z.object({
  id: z.number(),
  bookingId: z.number(),
  product: z.enum(PRODUCT_CODES),
  transactionId: z.string(),
  newBookingId: z.number(),
  newTransactionId: z.string(),
  rescheduledAt: z.string(),
  fareDifferencePaise: z.number(),
  airlineChargePaise: z.number(),
  otaChargePaise: z.number(),
  gstPaise: z.number(),
  amountPaise: z.number(),
  walletDocumentNo: z.string().nullable(),
  rescheduledBy: z.string(),
});
export type RescheduleListRow = z.infer<typeof rescheduleListRow>;
export const rescheduleList = cancellationList.extend({ rows: z.array(rescheduleListRow) });
export type RescheduleList = z.infer<typeof rescheduleList>;

// ── Requests the rules cannot price (decision 023) ──────────────────────────────────────────────

/** Decided where the specs are silent (decision 023). */
export const CANCELLATION_REQUEST_MSG = {
  reasonRequired: 'Please choose why you are asking.',
  remarksRequired: 'Please tell us what happened.',
  remarksTooLong: 'Please keep the remarks within 1,000 characters.',
  certificateRequired: 'Please attach the doctor’s certificate.',
  alreadyOpen: 'A request for this booking is already with our team.',
  alreadyDecided: 'This request has already been decided.',
  chargeInvalid: 'Please enter an amount in rupees.',
  changeNeedsReason: 'Please say why the charges differ from the suggested ones.',
  rejectNeedsRemarks: 'Please give the agency a reason.',
  raised: 'Your request is with our team. We reply by e-mail, usually within one working day.',
  approved: 'Request approved. The refund has been credited to the agency’s wallet.',
  rejected: 'Request rejected. The agency has been told why.',
  noRequests: 'No open cancellation requests.',
  notFound: 'Cancellation request not found.',
} as const;
export const REQUEST_REMARKS_MAX = 1000;

/** A cancellation request: agent-portal.md §3's fields (request date, total invoice, charges, remarks, who). */
export const cancellationRequestRow = z.object({
  id: z.number(),
  reference: z.string(),
  bookingId: z.number(),
  transactionId: z.string(),
  agencyName: z.string(),
  reason: z.enum(['NO_SHOW', 'AIRLINE_CANCELLED', 'MEDICAL']),
  reasonLabel: z.string(),
  selection: cancellationSelection,
  requestRemarks: z.string(),
  documentUrl: z.string().nullable(),
  status: z.enum(['REQUESTED', 'APPROVED', 'REJECTED']),
  requestedBy: z.string(),
  requestedAt: z.string(),
  /** Hours since it was asked: the queue's age. */
  ageHours: z.number(),
  totalInvoicePaise: z.number(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  adminRemarks: z.string().nullable(),
  /** Once approved: the cancellation it became. */
  airlineChargePaise: z.number().nullable(),
  otaChargePaise: z.number().nullable(),
  refundPaise: z.number().nullable(),
  creditNoteNo: z.string().nullable(),
});
export type CancellationRequestRow = z.infer<typeof cancellationRequestRow>;
export const cancellationRequestList = z.object({ requests: z.array(cancellationRequestRow) });

/** The back office's charges, in rupees as typed; absent for what the reason suggests. */
export const decidedChargesBody = z.object({
  airlineCharge: z.string().max(20).optional(),
  otaCharge: z.string().max(20).optional(),
});
export const cancellationDecisionBody = decidedChargesBody.extend({
  decision: z.enum(['APPROVE', 'REJECT']),
  adminRemarks: z.string().max(REQUEST_REMARKS_MAX).default(''),
});
export type CancellationDecisionBody = z.input<typeof cancellationDecisionBody>;

/** What an approval would do: the suggested charges and the quote at the charges given. */
export const decisionPreview = z.object({
  suggested: z.object({ airlineChargePaise: z.number(), otaChargePaise: z.number() }),
  quote: cancellationQuoteAnswer,
});
export type DecisionPreview = z.infer<typeof decisionPreview>;
