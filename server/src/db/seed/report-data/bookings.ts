/** A new booking: its fare with what the agency earned, its wallet debit, its details, and what will become of it. */
import { addDays } from '@tripsetu/domain/dates.ts';
import type { ProductCode } from '../../schema.ts';
import { randomInt } from '../random.ts';
import type { Row } from './batch.ts';
import { chance, dayOf, type Generation, plan, tally } from './context.ts';
import { details } from './details.ts';
import { debit } from './ledger.ts';
import { type Agency, type Booking, DAY_MS, PRODUCT_LETTER } from './model.ts';
import { cancellationOf, price } from './prices.ts';

/** A booking's header row: what every booking of the generator's has in common, and the fields given. */
export const bookingRow = (booking: Booking, fields: Row) => ({
  id: booking.id,
  transaction_id: booking.transactionId,
  product: booking.product,
  channel: 'AGENT',
  agency_id: booking.agency.id,
  booked_by: booking.agency.ownerId,
  payment_status: 'PAID',
  contact: { email: `bookings${booking.agency.id}@report-data.invalid`, mobile: '9800000000' },
  markup_paise: 0,
  starts_at: new Date(booking.startsAt).toISOString(),
  rescheduled_from: null,
  ...fields,
});

/** A new booking: its fare with what the agency earned, its wallet debit, and what will become of it. */
export async function book(g: Generation, agency: Agency, product: ProductCode, at: number) {
  const day = dayOf(at);
  const id = await g.next.bookingId();
  const transactionId = `TS${PRODUCT_LETTER[product]}R${String(id).padStart(19, '0')}`;
  const priced = price(product, day, g.rng);
  const startsAt = at + randomInt(g.rng, 1, product === 'BUS' ? 30 : product === 'HOTEL' ? 90 : 60) * DAY_MS;
  const earnings = priced.fare.earnings;
  const booking: Booking = {
    id,
    agency,
    product,
    transactionId,
    totalPaise: priced.fare.totalPaise,
    startsAt,
    earnedNet: earnings ? earnings.commissionPaise + earnings.plbCutPayPaise - earnings.tdsPaise : 0,
    plbPostPay: earnings?.plbPostPayPaise ?? 0,
    passengers: priced.passengers,
    nights: priced.nights,
    keepable: priced.keepable,
    taxes: priced.taxes,
    commission: earnings ? earnings.commissionPaise + earnings.plbCutPayPaise - earnings.tdsPaise : 0,
  };
  const movement = await debit(g, {
    agency,
    kind: 'BOOKING',
    amount: booking.totalPaise,
    narration: `${product === 'FLIGHT' ? 'Flight' : product === 'BUS' ? 'Bus' : 'Hotel'} booking ${transactionId}`,
    reference: transactionId,
    createdBy: agency.ownerId,
    at,
  });
  // What becomes of it, decided now so that its row is written once with its final status.
  const startsDay = dayOf(startsAt);
  const daysToGo = Math.round((Date.parse(`${startsDay}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
  const laterDay = () => addDays(day, randomInt(g.rng, 1, Math.max(1, daysToGo - 1)));
  let status = 'CONFIRMED';
  let reversed = 0;
  if (product === 'FLIGHT' && chance(g, 0.04))
    plan(g, laterDay(), { type: 'services', booking, amount: randomInt(g.rng, 3, 25) * 100_00 });
  const fate = g.rng();
  const cancelRate = product === 'FLIGHT' ? 0.08 : product === 'BUS' ? 0.06 : 0.1;
  if (daysToGo >= 2 && fate < cancelRate) {
    const when = laterDay();
    if (when <= g.endDay) {
      // Part of a flight's travellers, or the whole booking.
      const partial = product === 'FLIGHT' && booking.passengers > 1 && chance(g, 0.3);
      const share = partial ? randomInt(g.rng, 1, booking.passengers - 1) / booking.passengers : 1;
      if (!partial) status = 'CANCELLED';
      reversed = cancellationOf(booking, share, when).commissionReversed;
      plan(g, when, { type: 'cancel', booking, share });
    }
  } else if (product === 'FLIGHT' && daysToGo >= 2 && fate < cancelRate + 0.012) {
    const when = laterDay();
    if (when <= g.endDay) {
      status = 'RESCHEDULED';
      const amount = (randomInt(g.rng, 25, 60) + randomInt(g.rng, 0, 50)) * 100_00 * booking.passengers;
      plan(g, when, { type: 'reschedule', booking, amount, shiftDays: randomInt(g.rng, 1, 10) });
    }
  }
  if (status === 'CONFIRMED') planPlb(g, booking, reversed);
  await details(g, booking, at);
  g.rows.bookings.push(
    bookingRow(booking, {
      status,
      fare: priced.fare,
      total_paise: booking.totalPaise,
      issued_at: new Date(at).toISOString(),
      wallet_document_no: movement.documentNo,
      created_at: new Date(at).toISOString(),
    }),
  );
  const counted = tally(g, agency, at);
  counted.sales += 1;
  counted[product === 'FLIGHT' ? 'flights' : product === 'BUS' ? 'buses' : 'hotels'] += booking.totalPaise;
  if (earnings && earnings.commissionPaise + earnings.plbCutPayPaise + earnings.tdsPaise > 0) {
    counted.credits += 1;
    counted.commission += earnings.commissionPaise + earnings.plbCutPayPaise;
    counted.tds += earnings.tdsPaise;
  }
  g.counts.bookings += 1;
}

/** The PLB post pay job's visit, a day after travel: a row for every travelled booking, credited when due. */
export function planPlb(g: Generation, booking: Booking, reversed: number) {
  const due = booking.startsAt + DAY_MS;
  if (due < g.endInstant) plan(g, dayOf(due), { type: 'plb', booking, reversed });
}
