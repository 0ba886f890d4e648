import { z } from 'zod';
import { busStop, cancellationWindow } from './bus-search.ts';
import { BOOKING_STATUSES } from './flight-booking.ts';
import { gstDetailsBody, gstDetailsView, summaryLine } from './flight-booking-api.ts';

/**
 * Booking blocked bus seats and the bus ticket (issue 22, decision 031): the booking's body (the block, the
 * total the agent saw, GST details as for flights, the agency's markup) and the booking as the portal shows it.
 */

/** How long before the boarding time a traveller should be at the boarding point (the operators' usual). */
export const BUS_REPORTING_MINUTES = 15;

export const BUS_BOOKING_MSG_DECIDED = {
  blockNotFound: 'This seat block was not found. Please choose the seats again.',
  blockExpired: 'Your seats were kept for a few minutes only and have been released. Please choose the seats again.',
  blockUsed: 'These seats have already been booked.',
  booked: 'Booking confirmed. The bus ticket has been e-mailed to the traveller.',
  bookingNotFound: 'Error while fetching bus booking details.',
} as const;

export const busBookingBody = z.object({
  blockId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** The total the agent agreed to (the block's, or the new one after a change). */
  acceptedTotalPaise: z.number().int().positive().max(1_000_000_000_00),
  gst: gstDetailsBody,
  /** The agency's markup for its customer's copy, in paise. */
  markupPaise: z.number().int().default(0),
});
export type BusBookingBody = z.infer<typeof busBookingBody>;

export const busTraveller = z.object({
  index: z.number(),
  seatNo: z.string(),
  /** "Upper deck, berth" … as the layout names the place. */
  place: z.string(),
  name: z.string(),
  age: z.number(),
  gender: z.enum(['M', 'F']),
  farePaise: z.number(),
  fareGstPaise: z.number(),
  feePaise: z.number(),
  cancelled: z.boolean(),
});
export type BusTraveller = z.infer<typeof busTraveller>;

const stopWithReporting = busStop.extend({ reportingTime: z.string() });

export const busBooking = z.object({
  id: z.number(),
  transactionId: z.string(),
  status: z.enum(BOOKING_STATUSES),
  statusLabel: z.string(),
  paymentStatus: z.enum(['UNPAID', 'PAID', 'REFUNDED']),
  ticketNo: z.string().nullable(),
  operatorPnr: z.string().nullable(),
  trip: z.object({
    tripId: z.string(),
    operator: z.object({ code: z.string(), name: z.string(), contact: z.string() }),
    serviceName: z.string(),
    busType: z.string(),
    ac: z.boolean(),
    from: z.string(),
    to: z.string(),
    departureDate: z.string(),
    departureTime: z.string(),
    arrivalDate: z.string(),
    arrivalTime: z.string(),
    durationMinutes: z.number(),
    amenities: z.array(z.string()),
  }),
  boarding: stopWithReporting,
  dropping: busStop,
  cancellationPolicy: z.array(cancellationWindow),
  travellers: z.array(busTraveller),
  contact: z.object({ email: z.string(), mobile: z.string() }),
  gst: gstDetailsView.nullable(),
  fare: z.array(summaryLine),
  totalPaise: z.number(),
  customerFare: z.array(summaryLine),
  customerTotalPaise: z.number(),
  agencyName: z.string(),
  bookedBy: z.string(),
  bookedAt: z.string(),
  ticketedAt: z.string().nullable(),
  walletDocumentNo: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  cancellations: z.array(
    z.object({
      id: z.number(),
      creditNoteNo: z.string(),
      walletDocumentNo: z.string().nullable(),
      seats: z.array(z.string()),
      operatorChargePaise: z.number(),
      refundPaise: z.number(),
      cancelledAt: z.string(),
    }),
  ),
  /** Whether the operator's policy still allows a cancellation now (not departed). */
  cancellable: z.boolean(),
});
export type BusBooking = z.infer<typeof busBooking>;

/** "08:30" ⇢ the reporting time `BUS_REPORTING_MINUTES` earlier, as 'HHMM'. */
export function reportingTime(hhmm: string): string {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(2, 4)) - BUS_REPORTING_MINUTES;
  const wrapped = (minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}${String(wrapped % 60).padStart(2, '0')}`;
}
