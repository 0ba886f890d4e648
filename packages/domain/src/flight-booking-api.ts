import { z } from 'zod';
import { SUMMARY_CODES } from './fare-summary.ts';
import { fareRules, flightSearchBody, itinerary } from './flight-api.ts';
import { BOOKING_STATUSES, GENDERS } from './flight-booking.ts';
import { PAX_TYPES } from './flight-search.ts';
import { CABINS } from './flight-types.ts';

/**
 * Flight review, booking, holds and documents over the agent portal's REST API (/api/v1/flights/…,
 * issue 7, docs/decisions/013). Money in paise.
 */

const text = (max: number) => z.string().max(max).default('');

/** The fares chosen from a search: one fare id per leg (onward, return, each multi-city flight). */
export const quoteBody = z.object({
  search: flightSearchBody,
  fareIds: z.array(z.string().max(300)).min(1).max(6),
  /** What the user saw in the results, to say whether and why the price changed. */
  seenTotalPaise: z.number().int().nonnegative().optional(),
  seenBookingClasses: z.array(z.string().max(2)).max(6).optional(),
});
export type QuoteBody = z.input<typeof quoteBody>;

export const summaryLine = z.object({ code: z.enum(SUMMARY_CODES), label: z.string(), amountPaise: z.number() });
export type SummaryLineShape = z.infer<typeof summaryLine>;

export const seatShape = z.object({
  seatNo: z.string(),
  position: z.enum(['WINDOW', 'MIDDLE', 'AISLE']),
  extraLegroom: z.boolean(),
  exitRow: z.boolean(),
  pricePaise: z.number(),
  available: z.boolean(),
});
export const seatMap = z.object({
  legIndex: z.number(),
  segmentIndex: z.number(),
  flight: z.string(),
  origin: z.string(),
  destination: z.string(),
  aircraftName: z.string(),
  cabin: z.enum(CABINS),
  /** Seat letters across with '-' for each aisle, e.g. 'ABC-DEF'. */
  letters: z.string(),
  rows: z.array(z.object({ row: z.number(), seats: z.array(seatShape) })),
});
export type SeatMapShape = z.infer<typeof seatMap>;

const option = z.object({ code: z.string(), label: z.string(), pricePaise: z.number() });
export const extrasCatalogue = z.object({
  meals: z.array(option.extend({ childOnly: z.boolean() })),
  /** Per journey (leg): prices differ at home and abroad. */
  baggage: z.array(z.object({ legIndex: z.number(), options: z.array(option.extend({ kg: z.number() })) })),
  services: z.array(option),
  maxBaggageKg: z.number(),
});
export type ExtrasCatalogue = z.infer<typeof extrasCatalogue>;

export const quotedLeg = z.object({
  from: z.string(),
  to: z.string(),
  date: z.string(),
  /** The itinerary with the one chosen fare in `fares`. */
  itinerary,
});
export type QuotedLeg = z.infer<typeof quotedLeg>;

export const priceChange = z.object({
  oldTotalPaise: z.number(),
  newTotalPaise: z.number(),
  reason: z.string(),
});
export type PriceChange = z.infer<typeof priceChange>;

export const flightQuote = z.object({
  legs: z.array(quotedLeg),
  travellers: z.object({ adults: z.number(), children: z.number(), infants: z.number() }),
  international: z.boolean(),
  /** The fares of every traveller on every leg, before extras and fees: what acceptedTotalPaise confirms. */
  fareTotalPaise: z.number(),
  /** The fare summary without extras (extras join it as they are chosen). */
  summary: z.array(summaryLine),
  totalPaise: z.number(),
  priceChange: priceChange.nullable(),
  seatMaps: z.array(seatMap),
  extras: extrasCatalogue,
  fareRules: z.record(z.string(), fareRules),
  /** When a hold made now would end (ISO), or null: hold is not available. */
  holdUntil: z.string().nullable(),
  quotedAt: z.string(),
});
export type FlightQuote = z.infer<typeof flightQuote>;

export const travellerBody = z.object({
  paxType: z.enum(PAX_TYPES),
  title: text(10),
  firstName: text(60),
  lastName: text(60),
  dateOfBirth: text(10),
  gender: text(10),
  passportNumber: text(20),
  passportIssueDate: text(10),
  passportExpiryDate: text(10),
  passportPlaceOfIssue: text(60),
  passportCountryCode: text(5),
  specialAssistance: z.boolean().default(false),
  frequentFlyerNumber: text(20),
  mealPreference: text(10),
  seatPreference: text(10),
  /** Per leg: seat and meal per flight segment ('' = none), baggage and services for the journey. */
  legs: z
    .array(
      z.object({
        seats: z.array(z.string().max(4)).max(2).default([]),
        meals: z.array(z.string().max(4)).max(2).default([]),
        baggage: z.array(z.string().max(4)).max(5).default([]),
        services: z.array(z.string().max(4)).max(6).default([]),
      }),
    )
    .max(6)
    .default([]),
});
export type TravellerBody = z.input<typeof travellerBody>;

/** §3 GST details as every product's booking form sends them: optional, all empty when not given. */
export const gstDetailsBody = z
  .object({
    gstHolder: text(120),
    gstNumber: text(20),
    gstEmail: text(120),
    gstAddress: text(300),
    gstPhone: text(20),
    gstCompany: text(120),
  })
  .default({ gstHolder: '', gstNumber: '', gstEmail: '', gstAddress: '', gstPhone: '', gstCompany: '' });

/** The GST details as a booking shows them. */
export const gstDetailsView = z.object({
  gstHolder: z.string(),
  gstNumber: z.string(),
  gstEmail: z.string(),
  gstAddress: z.string(),
  gstPhone: z.string(),
  gstCompany: z.string(),
});

export const bookingBody = quoteBody.extend({
  /** The fare total the user agreed to (the quote's fareTotalPaise, or the new price after a change). */
  acceptedTotalPaise: z.number().int().positive(),
  travellers: z.array(travellerBody).min(1).max(18),
  contact: z.object({
    email: text(120),
    alternateEmail: text(120),
    countryCode: z.string().max(5).default('+91'),
    mobile: text(20),
  }),
  gst: gstDetailsBody,
  /** The agency's markup for its customer invoice, in paise. */
  markupPaise: z.number().int().default(0),
  termsAccepted: z.boolean().default(false),
  /** Book and pay now, or hold the seats until the time limit. */
  action: z.enum(['BOOK', 'HOLD']).default('BOOK'),
  /** The agent has been told of a booking this one repeats (409 DUPLICATE_BOOKING) and books anyway. */
  confirmDuplicate: z.boolean().default(false),
});
export type BookingBody = z.input<typeof bookingBody>;

export const bookedTraveller = z.object({
  index: z.number(),
  paxType: z.enum(PAX_TYPES),
  title: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  gender: z.enum(GENDERS),
  passportNumber: z.string(),
  passportExpiryDate: z.string(),
  passportCountryCode: z.string(),
  frequentFlyerNumber: z.string(),
  specialAssistance: z.boolean(),
  /** Ticket numbers by carrier, once ticketed. */
  tickets: z.array(z.object({ carrier: z.string(), number: z.string() })),
  legs: z.array(
    z.object({
      seats: z.array(z.string()),
      meals: z.array(z.string()),
      baggage: z.array(z.string()),
      services: z.array(z.string()),
    }),
  ),
});
export type BookedTraveller = z.infer<typeof bookedTraveller>;

export const flightBooking = z.object({
  id: z.number(),
  transactionId: z.string(),
  channel: z.enum(['AGENT', 'CONSUMER']),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  paymentStatus: z.enum(['UNPAID', 'PAID', 'REFUNDED']),
  tripType: z.string(),
  cabin: z.enum(CABINS),
  fareType: z.string(),
  international: z.boolean(),
  legs: z.array(quotedLeg),
  /** Airline PNRs by carrier. */
  pnrs: z.array(z.object({ carrier: z.string(), pnr: z.string() })),
  travellers: z.array(bookedTraveller),
  contact: z.object({ email: z.string(), alternateEmail: z.string(), countryCode: z.string(), mobile: z.string() }),
  gst: gstDetailsView.nullable(),
  fare: z.array(summaryLine),
  totalPaise: z.number(),
  customerFare: z.array(summaryLine),
  customerTotalPaise: z.number(),
  fareRules: z.record(z.string(), fareRules),
  agencyName: z.string(),
  agencyCode: z.string(),
  bookedBy: z.string(),
  bookedAt: z.string(),
  holdUntil: z.string().nullable(),
  ticketedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
  releaseReason: z.string().nullable(),
  walletDocumentNo: z.string().nullable(),
  /** The tax invoice's number, from ticketing on (TSI/2026-27/000001). */
  invoiceNo: z.string().nullable(),
  /** The agency's customer invoice number, its own series (CI/26-27/000001; decision 021). */
  customerInvoiceNo: z.string().nullable(),
  /** Travellers cancelled on a segment: their tickets there are void (decision 023). */
  cancelledSegments: z.array(z.object({ traveller: z.number(), legIndex: z.number(), segmentIndex: z.number() })),
  /** Each cancellation: its GST credit note and what was refunded to the wallet. */
  cancellations: z.array(
    z.object({
      id: z.number(),
      creditNoteNo: z.string(),
      walletDocumentNo: z.string().nullable(),
      airlineChargePaise: z.number(),
      otaChargePaise: z.number(),
      gstPaise: z.number(),
      commissionReversedPaise: z.number(),
      refundPaise: z.number(),
      cancelledAt: z.string(),
    }),
  ),
  /** Travellers moved off a segment to a new booking by a reschedule (decision 024). */
  rescheduledSegments: z.array(
    z.object({ traveller: z.number(), legIndex: z.number(), segmentIndex: z.number(), newBookingId: z.number() }),
  ),
  /** Each reschedule out of this booking: the new booking, and what was paid for it. */
  reschedules: z.array(
    z.object({
      id: z.number(),
      newBookingId: z.number(),
      newTransactionId: z.string(),
      amountPaise: z.number(),
      walletDocumentNo: z.string().nullable(),
      rescheduledAt: z.string(),
    }),
  ),
  /** The booking this one was rescheduled from, when it was. */
  rescheduledFrom: z.object({ id: z.number(), transactionId: z.string() }).nullable(),
  /** Services added after booking (decision 025): each purchase, its items and what it cost. The SSR history. */
  servicePurchases: z.array(
    z.object({
      id: z.number(),
      addedAt: z.string(),
      items: z.array(
        z.object({
          traveller: z.number(),
          legIndex: z.number(),
          segmentIndex: z.number(),
          kind: z.string(),
          label: z.string(),
          pricePaise: z.number(),
        }),
      ),
      amountPaise: z.number(),
      walletDocumentNo: z.string().nullable(),
      addedBy: z.string(),
    }),
  ),
});
export type FlightBooking = z.infer<typeof flightBooking>;

export const holdQueueEntry = z.object({
  id: z.number(),
  transactionId: z.string(),
  route: z.string(),
  departure: z.string(),
  leadTraveller: z.string(),
  travellers: z.number(),
  totalPaise: z.number(),
  holdUntil: z.string(),
  bookedBy: z.string(),
  pnrs: z.string(),
});
export type HoldQueueEntry = z.infer<typeof holdQueueEntry>;

export const FLIGHT_DOCUMENTS = ['e-ticket', 'tax-invoice', 'customer-invoice'] as const;
export type FlightDocumentKind = (typeof FLIGHT_DOCUMENTS)[number];

export const emailDocumentBody = z.object({
  to: z.string().max(200).default(''),
  document: z.enum(FLIGHT_DOCUMENTS),
  /** E-tickets only: print the fare or not. */
  showFare: z.boolean().default(true),
});

const party = z.object({
  name: z.string(),
  code: z.string(),
  address: z.string(),
  state: z.string(),
  phone: z.string(),
  gstin: z.string(),
  /** The agency's logo (Profile), shown on its customers' documents; null without one. */
  logoUrl: z.string().nullable(),
});
/** The agency's invoice to its customer: rows that add up to the total, and the GST on its fee (decision 021). */
export const customerInvoice = z.object({
  rows: z.array(z.object({ label: z.string(), amountPaise: z.number() })),
  totalPaise: z.number(),
  tax: z.object({
    taxablePaise: z.number(),
    cgstPaise: z.number(),
    sgstPaise: z.number(),
    igstPaise: z.number(),
    intraState: z.boolean(),
    registered: z.boolean(),
  }),
  sac: z.string(),
  /** '27 Maharashtra': the state whose GST applies; '' when the agency charges no GST. */
  placeOfSupply: z.string(),
});
export type CustomerInvoice = z.infer<typeof customerInvoice>;
/** What the print pages need besides the booking: both sides of the tax invoice and its GST split. */
export const bookingDocuments = z.object({
  agency: party,
  operator: z.object({ name: z.string(), address: z.string(), gstin: z.string(), state: z.string(), sac: z.string() }),
  gst: z.object({
    taxablePaise: z.number(),
    cgstPaise: z.number(),
    sgstPaise: z.number(),
    igstPaise: z.number(),
    intraState: z.boolean(),
  }),
  customerInvoice,
});
export type BookingDocuments = z.infer<typeof bookingDocuments>;
