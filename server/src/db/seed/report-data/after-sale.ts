/**
 * What becomes of a booking on a later day, as planned when it was made: services added, a reschedule to a new
 * booking, a cancellation refunded with its credit note, and the PLB post pay job's visit after travel.
 */
import { financialYear } from '@tripsetu/domain/customer-invoice.ts';
import type { SummaryLine } from '@tripsetu/domain/fare-summary.ts';
import { GST_ON_OTA_CHARGE_PERCENT, otaChargeOn } from '@tripsetu/domain/flight-cancellation.ts';
import { tdsOnCommission } from '@tripsetu/domain/taxes.ts';
import { bookingRow, planPlb } from './bookings.ts';
import { dayOf, type Generation, tally } from './context.ts';
import { details } from './details.ts';
import { debit, post } from './ledger.ts';
import { type Booking, DAY_MS, type Planned } from './model.ts';
import { cancellationOf, gstOn, line } from './prices.ts';

type PlannedOf<T extends Planned['type']> = Extract<Planned, { type: T }>;

/** Seats and meals bought for a flight after it was booked: another BOOKING debit. */
export async function addServices(g: Generation, event: PlannedOf<'services'>, at: number) {
  const { booking } = event;
  await debit(g, {
    agency: booking.agency,
    kind: 'BOOKING',
    amount: event.amount,
    narration: `Seats and meals added to ${booking.transactionId}`,
    reference: booking.transactionId,
    createdBy: booking.agency.ownerId,
    at,
  });
  const counted = tally(g, booking.agency, at);
  counted.sales += 1;
  counted.flights += event.amount;
  g.counts.services += 1;
}

/** A flight moved to another day: a new booking in the old one's place, paid for by the change's charges. */
export async function reschedule(g: Generation, event: PlannedOf<'reschedule'>, at: number) {
  const old = event.booking;
  const id = await g.next.bookingId();
  const transactionId = `TSFR${String(id).padStart(19, '0')}`;
  const booking: Booking = {
    ...old,
    id,
    transactionId,
    totalPaise: event.amount,
    startsAt: old.startsAt + event.shiftDays * DAY_MS,
    earnedNet: 0,
    plbPostPay: 0,
    commission: 0,
  };
  const movement = await debit(g, {
    agency: old.agency,
    kind: 'BOOKING',
    amount: event.amount,
    narration: `Reschedule of ${old.transactionId}: new booking ${transactionId}`,
    reference: transactionId,
    createdBy: old.agency.ownerId,
    at,
  });
  const change = Math.round(event.amount * 0.6);
  const fee = otaChargeOn(dayOf(at)) * old.passengers;
  const gst = gstOn(fee, GST_ON_OTA_CHARGE_PERCENT);
  const lines: SummaryLine[] = [
    line('CHANGE_CHARGE', change),
    line('RESCHEDULE_FEE', fee),
    line('GST', gst),
    line('BASE', event.amount - change - fee - gst),
  ];
  g.rows.bookings.push(
    bookingRow(booking, {
      status: 'CONFIRMED',
      fare: { lines, totalPaise: event.amount, customerLines: lines, customerTotalPaise: event.amount },
      total_paise: event.amount,
      issued_at: new Date(at).toISOString(),
      wallet_document_no: movement.documentNo,
      created_at: new Date(at).toISOString(),
      rescheduled_from: old.id,
    }),
  );
  g.rows.booking_reschedules.push({
    booking_id: old.id,
    new_booking_id: id,
    selection: { travellers: [...Array(old.passengers).keys()], legs: [0] },
    quote: { generated: true },
    fare_difference_paise: event.amount - change - fee - gst,
    airline_charge_paise: change,
    ota_charge_paise: fee,
    gst_paise: gst,
    amount_paise: event.amount,
    wallet_document_no: movement.documentNo,
    requested_by: old.agency.ownerId,
    created_at: new Date(at).toISOString(),
  });
  planPlb(g, booking, 0);
  await details(g, booking, at);
  const counted = tally(g, old.agency, at);
  counted.sales += 1;
  counted.flights += event.amount;
  g.counts.bookings += 1;
  g.counts.reschedules += 1;
}

/** A share of a booking cancelled: the refund to the wallet, under its GST credit note. */
export async function cancel(g: Generation, event: PlannedOf<'cancel'>, at: number) {
  const { booking, share } = event;
  const day = dayOf(at);
  const priced = cancellationOf(booking, share, day);
  const creditNoteNo = `TSCN/${financialYear(day)}/${String(await g.next.creditNote()).padStart(6, '0')}`;
  const movement =
    priced.refund > 0
      ? await post(g, {
          agency: booking.agency,
          kind: 'REFUND',
          delta: priced.refund,
          counter: 'OPERATOR_SALES',
          narration: `Cancellation ${booking.transactionId}, credit note ${creditNoteNo}`,
          reference: booking.transactionId,
          createdBy: booking.agency.ownerId,
          at,
        })
      : null;
  g.rows.booking_cancellations.push({
    booking_id: booking.id,
    status: 'COMPLETED',
    selection: { share },
    quote: { generated: true },
    paid_paise: priced.paid,
    airline_charge_paise: priced.supplier,
    ota_charge_paise: priced.ota,
    gst_paise: priced.gst,
    kept_paise: 0,
    commission_reversed_paise: priced.commissionReversed,
    refund_paise: priced.refund,
    wallet_document_no: movement?.documentNo ?? null,
    credit_note_no: creditNoteNo,
    requested_by: booking.agency.ownerId,
    created_at: new Date(at).toISOString(),
    refund_to: 'WALLET',
  });
  const counted = tally(g, booking.agency, at);
  counted.refunds += priced.refund;
  counted[booking.product === 'FLIGHT' ? 'flightRefunds' : booking.product === 'BUS' ? 'busRefunds' : 'hotelRefunds'] +=
    priced.refund;
  g.counts.cancellations += 1;
}

/** The PLB post pay job's visit: what is left of the PLB after any cancellation, less TDS, credited. */
export async function payPlb(g: Generation, event: PlannedOf<'plb'>, at: number) {
  const { booking } = event;
  const kept = booking.earnedNet > 0 ? Math.max(0, 1 - event.reversed / booking.earnedNet) : 1;
  const plb = Math.round(booking.plbPostPay * kept);
  const tds = tdsOnCommission(plb, dayOf(at));
  const credited = plb - tds.paise;
  const movement =
    credited > 0
      ? await post(g, {
          agency: booking.agency,
          kind: 'CREDIT_NOTE',
          delta: credited,
          counter: 'OPERATOR_SALES',
          narration: `PLB post pay on ${booking.transactionId}`,
          reference: booking.transactionId,
          createdBy: null,
          at,
        })
      : null;
  g.rows.plb_post_payments.push({
    booking_id: booking.id,
    agency_id: booking.agency.id,
    plb_paise: plb,
    tds_paise: tds.paise,
    credited_paise: credited,
    tds_section: tds.section,
    wallet_document_no: movement?.documentNo ?? null,
    credited_at: new Date(at).toISOString(),
  });
  const counted = tally(g, booking.agency, at);
  counted.notes += credited;
  if (plb > 0 || tds.paise > 0) {
    counted.credits += 1;
    counted.commission += plb;
    counted.tds += tds.paise;
  }
  g.counts.plbRows += 1;
}
