import type { RescheduleOptions, RescheduleQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking, FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { RESCHEDULE_MSG_DECIDED, rescheduleFeeOn } from '@tripsetu/domain/flight-reschedule.ts';
import { expandSearchResult, type FlightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';
import { gstSplit } from '../documents/flight-documents.ts';

let t: TestApp;
let owner: AgentClient;
let otherOwner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '800000');
});
afterAll(() => t.close());

const day = (days: number) => addDays(todayInIndia(), days);
const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;
const count = async (table: 'bookings' | 'booking_reschedules') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n,
  );
const soldOn = async (date: string) => {
  const row = await t.database.db
    .selectFrom('flight_inventory')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
    .where('flight_date', '=', date)
    .executeTakeFirst();
  return Number(row?.n);
};
const state = async () => ({
  wallet: await balance(),
  bookings: await count('bookings'),
  reschedules: await count('booking_reschedules'),
});

/** A ticketed booking of DEL-BOM (one way, or a round trip back `back` days later), on a fare family. */
async function booked(options: { days: number; adults?: number; infants?: number; back?: number; family?: string }) {
  const { days, adults = 1, infants = 0, back } = options;
  const search = flightSearch(
    back === undefined
      ? { adults, infants }
      : { tripType: 'ROUND_TRIP', adults, infants, returnDate: day(days + back) },
    days,
  );
  const family = options.family ?? 'Saver';
  const found = expandSearchResult(
    expectStatus(await owner.post('/flights/search', search), 200).body as FlightSearchWire,
  );
  const fares = found.legs.map((leg) => {
    const itinerary = leg.itineraries.find((it) => it.stops === 0 && it.fares.some((fare) => fare.family === family));
    return itinerary?.fares.find((fare) => fare.family === family) as { id: string };
  });
  const body = { search, fareIds: fares.map((fare) => fare.id) };
  const quote = expectStatus(await owner.post('/flights/quote', body), 200).body as FlightQuote;
  return expectStatus(await owner.post('/flights/bookings', bookingFor({ body, quote }), withKey()), 201)
    .body as FlightBooking;
}

async function optionsFor(booking: FlightBooking, travellers: number[], leg: number, date: string) {
  return owner.get(
    `/bookings/${booking.id}/reschedule/options?travellers=${travellers.join(',')}&leg=${leg}&date=${date}`,
  );
}

/** The first non-stop fare of a family on the new date (not the booked flight). */
async function optionOf(booking: FlightBooking, travellers: number[], leg: number, date: string, family: string) {
  const answer = expectStatus(await optionsFor(booking, travellers, leg, date), 200).body as RescheduleOptions;
  for (const itinerary of answer.leg.itineraries) {
    const fare = itinerary.fares.find((option) => option.family === family);
    if (itinerary.stops === 0 && fare) return fare;
  }
  throw new Error(`no ${family} fare on ${date}`);
}

describe('rescheduling a ticketed flight booking', () => {
  it('moves one traveller of a round trip onto a later onward flight: new PNR and tickets, both bookings linked, paid once', async () => {
    const booking = await booked({ days: 40, adults: 2, back: 10 });
    const newDate = day(43);
    const fare = await optionOf(booking, [1], 0, newDate, 'Flexi');
    const choice = { travellers: [1], legs: [0], date: newDate, optionId: fare.id };
    const quote = expectStatus(await owner.post(`/bookings/${booking.id}/reschedule/quote`, choice), 200)
      .body as RescheduleQuoteAnswer;
    const { totals } = quote;
    expect(totals.amountPaise).toBe(
      totals.fareDifferencePaise + totals.airlineChargePaise + totals.otaChargePaise + totals.gstPaise,
    );
    expect(totals.otaChargePaise).toBe(
      rescheduleFeeOn(todayInIndia()) * (booking.legs[0]?.itinerary.segments.length ?? 0),
    );
    const before = { wallet: await balance(), oldDay: await soldOn(day(40)), newDay: await soldOn(newDate) };

    const done = expectStatus(
      await owner.post(
        `/bookings/${booking.id}/reschedule`,
        { ...choice, acceptedAmountPaise: totals.amountPaise },
        withKey(),
      ),
      201,
    ).body;
    expect(done.message).toBe(RESCHEDULE_MSG_DECIDED.rescheduled);
    expect(done.everything).toBe(false);
    expect(await balance()).toBe(before.wallet - totals.amountPaise);
    expect(await soldOn(day(40))).toBe(before.oldDay - 1);
    expect(await soldOn(newDate)).toBe(before.newDay + 1);

    const old = expectStatus(await owner.get(`/bookings/${booking.id}`), 200).body.booking as FlightBooking;
    expect(old.status).toBe('CONFIRMED');
    expect(old.rescheduledSegments.map((unit) => [unit.traveller, unit.legIndex, unit.newBookingId])).toEqual(
      old.legs[0]?.itinerary.segments.map(() => [1, 0, done.newBookingId]),
    );
    expect(old.cancelledSegments).toEqual([]);
    expect(old.reschedules).toEqual([
      expect.objectContaining({ newTransactionId: done.newTransactionId, amountPaise: totals.amountPaise }),
    ]);

    const fresh = expectStatus(await owner.get(`/bookings/${done.newBookingId}`), 200).body.booking as FlightBooking;
    expect(fresh.rescheduledFrom).toEqual({ id: booking.id, transactionId: booking.transactionId });
    expect(fresh.status).toBe('CONFIRMED');
    expect(fresh.travellers.map((traveller) => traveller.firstName)).toEqual([booking.travellers[1]?.firstName]);
    expect(fresh.travellers[0]?.tickets.length).toBeGreaterThan(0);
    expect(fresh.pnrs.map((entry) => entry.pnr)).not.toEqual(booking.pnrs.map((entry) => entry.pnr));
    expect(fresh.legs[0]?.date).toBe(newDate);
    expect(fresh.totalPaise).toBe(totals.amountPaise);
    expect(fresh.fare.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(fresh.totalPaise);
    expect(fresh.invoiceNo).toMatch(/^TSI\//);
    // The tax invoice charges GST on the reschedule fee: that fee is its taxable value.
    const gst = gstSplit(fresh.fare, { gstin: '', state: 'Maharashtra' });
    expect(gst.taxablePaise).toBe(totals.otaChargePaise);
    expect(gst.cgstPaise + gst.sgstPaise + gst.igstPaise).toBe(totals.gstPaise);
    await assertLedgerConsistent(t.database.db);

    // The booking's contact hears of it once, with the new booking's reference.
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('reference', '=', `reschedule:${done.id}`)
      .execute();
    expect(mails).toEqual([
      { to_address: 'traveller@example.in', subject: expect.stringContaining(`Booking rescheduled`) },
    ]);
    expect(mails[0]?.subject).toContain(done.newTransactionId);

    // Manage Bookings' Reschedules tab: the agency's own, newest first; another agency sees none of it.
    const list = expectStatus(await owner.get('/bookings/reschedules'), 200).body;
    expect(list.rows[0]).toMatchObject({
      id: done.id,
      transactionId: booking.transactionId,
      newTransactionId: done.newTransactionId,
      amountPaise: totals.amountPaise,
      rescheduledBy: 'Rohan Mehta',
    });
    const theirs = expectStatus(await otherOwner.get('/bookings/reschedules'), 200).body;
    expect(theirs.rows.some((row: { id: number }) => row.id === done.id)).toBe(false);
  });

  it('charges the fare difference and the old fare’s change charge going up, and only the fee going down', async () => {
    const saver = await booked({ days: 50 });
    const up = await optionOf(saver, [0], 0, day(52), 'Flexi');
    const upQuote = expectStatus(
      await owner.post(`/bookings/${saver.id}/reschedule/quote`, {
        travellers: [0],
        legs: [0],
        date: day(52),
        optionId: up.id,
      }),
      200,
    ).body as RescheduleQuoteAnswer;
    expect(upQuote.totals.newFarePaise).toBeGreaterThan(upQuote.totals.oldFarePaise);
    expect(upQuote.totals.fareDifferencePaise).toBe(upQuote.totals.newFarePaise - upQuote.totals.oldFarePaise);
    expect(upQuote.totals.lowerFareKeptPaise).toBe(0);
    // Saver at ≥ 96 hours: ₹2,250 a segment (capped at base + YQ).
    expect(upQuote.totals.airlineChargePaise).toBeGreaterThan(0);
    expect(upQuote.totals.airlineChargePaise).toBeLessThanOrEqual(2250_00);

    const flexi = await booked({ days: 55, family: 'Flexi' });
    expect(flexi.legs[0]?.itinerary.fares[0]?.family).toBe('Flexi');
    const down = await optionOf(flexi, [0], 0, day(56), 'Saver');
    const downQuote = expectStatus(
      await owner.post(`/bookings/${flexi.id}/reschedule/quote`, {
        travellers: [0],
        legs: [0],
        date: day(56),
        optionId: down.id,
      }),
      200,
    ).body as RescheduleQuoteAnswer;
    // Saver is a fifth cheaper than Flexi: the difference is kept, not refunded, and not charged either.
    expect(downQuote.totals.newFarePaise).toBeLessThan(downQuote.totals.oldFarePaise);
    expect(downQuote.totals.fareDifferencePaise).toBe(0);
    expect(downQuote.totals.lowerFareKeptPaise).toBe(downQuote.totals.oldFarePaise - downQuote.totals.newFarePaise);
    // Flexi changes free at any time before the last two hours: the fee and its GST are all there is to pay.
    const fee = rescheduleFeeOn(todayInIndia());
    expect(downQuote.totals.airlineChargePaise).toBe(0);
    expect(downQuote.totals.otaChargePaise).toBe(fee);
    expect(downQuote.totals.gstPaise).toBe(Math.round(fee * 0.18));
    expect(downQuote.totals.amountPaise).toBe(fee + Math.round(fee * 0.18));
  });

  it('moves everyone: the old booking is Rescheduled and can no longer be cancelled; the new one can', async () => {
    const booking = await booked({ days: 30 });
    const fare = await optionOf(booking, [0], 0, day(31), 'Saver');
    const done = expectStatus(
      await owner.post(
        `/bookings/${booking.id}/reschedule`,
        { travellers: [0], legs: [0], date: day(31), optionId: fare.id },
        withKey(),
      ),
      201,
    ).body;
    expect(done.everything).toBe(true);
    const old = expectStatus(await owner.get(`/bookings/${booking.id}`), 200).body.booking as FlightBooking;
    expect(old.status).toBe('RESCHEDULED');
    expect(old.statusLabel).toBe('Rescheduled');
    const refused = expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation/quote`, { travellers: [0], legs: [0] }),
      409,
    );
    expect(refused.body.error.kind).toBe('CANCELLATION_FAILED');
    expectStatus(
      await owner.post(`/bookings/${done.newBookingId}/cancellation/quote`, { travellers: [0], legs: [0] }),
      200,
    );
    await assertLedgerConsistent(t.database.db);
  });

  it('sent twice with one key, moves and debits once', async () => {
    const booking = await booked({ days: 33 });
    const fare = await optionOf(booking, [0], 0, day(35), 'Saver');
    const body = { travellers: [0], legs: [0], date: day(35), optionId: fare.id };
    const key = withKey();
    const before = await state();
    const first = expectStatus(await owner.post(`/bookings/${booking.id}/reschedule`, body, key), 201).body;
    const again = expectStatus(await owner.post(`/bookings/${booking.id}/reschedule`, body, key), 201).body;
    expect(again).toEqual(first);
    const after = await state();
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.reschedules).toBe(before.reschedules + 1);
    expect(after.wallet).toBe(before.wallet - first.amountPaise);
  });
});

describe('a reschedule refused changes nothing', () => {
  let roundTrip: FlightBooking;
  let fareId: string;
  beforeAll(async () => {
    roundTrip = await booked({ days: 70, adults: 1, infants: 1, back: 5 });
    fareId = (await optionOf(roundTrip, [0, 1], 0, day(71), 'Saver')).id;
  });

  const refusals: [string, () => Record<string, unknown>, string][] = [
    [
      'nobody chosen',
      () => ({ travellers: [], legs: [0], date: day(71), optionId: fareId }),
      RESCHEDULE_MSG_DECIDED.nothingChosen,
    ],
    [
      'two journeys',
      () => ({ travellers: [0, 1], legs: [0, 1], date: day(71), optionId: fareId }),
      RESCHEDULE_MSG_DECIDED.oneJourney,
    ],
    [
      'an infant without its adult',
      () => ({ travellers: [1], legs: [0], date: day(71), optionId: fareId }),
      RESCHEDULE_MSG_DECIDED.infantWithAdult,
    ],
    [
      'no date',
      () => ({ travellers: [0, 1], legs: [0], date: 'soon', optionId: fareId }),
      RESCHEDULE_MSG_DECIDED.dateRequired,
    ],
    ['a fare of another day', () => ({ travellers: [0, 1], legs: [0], date: day(72), optionId: fareId }), ''],
    [
      'a traveller who is not there',
      () => ({ travellers: [0, 7], legs: [0], date: day(71), optionId: fareId }),
      RESCHEDULE_MSG_DECIDED.nothingChosen,
    ],
  ];

  it.each(refusals)('%s', async (_name, body, message) => {
    const before = await state();
    const answer = expectStatus(await owner.post(`/bookings/${roundTrip.id}/reschedule`, body(), withKey()), 409);
    expect(answer.body.error.kind).toBe('RESCHEDULE_FAILED');
    if (message) expect(answer.body.error.message).toBe(message);
    expect(answer.body.error.details.title).toBe(RESCHEDULE_MSG_DECIDED.failed);
    expect(await state()).toEqual(before);
  });

  it('an onward flight after the return, the same flight, or a changed amount', async () => {
    const before = await state();
    const late = await optionOf(roundTrip, [0, 1], 0, day(76), 'Saver');
    const answer = expectStatus(
      await owner.post(`/bookings/${roundTrip.id}/reschedule/quote`, {
        travellers: [0, 1],
        legs: [0],
        date: day(76),
        optionId: late.id,
      }),
      409,
    );
    expect(answer.body.error.message).toBe(RESCHEDULE_MSG_DECIDED.outOfOrder);
    const same = roundTrip.legs[0]?.itinerary.fares[0] as { id: string };
    const sameAnswer = expectStatus(
      await owner.post(`/bookings/${roundTrip.id}/reschedule/quote`, {
        travellers: [0, 1],
        legs: [0],
        date: day(70),
        optionId: same.id,
      }),
      409,
    );
    expect(sameAnswer.body.error.message).toBe(RESCHEDULE_MSG_DECIDED.sameFlight);
    const moved = expectStatus(
      await owner.post(
        `/bookings/${roundTrip.id}/reschedule`,
        { travellers: [0, 1], legs: [0], date: day(71), optionId: fareId, acceptedAmountPaise: 1 },
        withKey(),
      ),
      409,
    );
    expect(moved.body.error.message).toBe(RESCHEDULE_MSG_DECIDED.amountChanged);
    expect(Number(moved.body.error.details.newAmountPaise)).toBeGreaterThan(1);
    expect(await state()).toEqual(before);
  });

  it('another agency’s booking is not found, a hold is not ticketed, and a key is required', async () => {
    const body = { travellers: [0, 1], legs: [0], date: day(71), optionId: fareId };
    const before = await state();
    expectStatus(await otherOwner.post(`/bookings/${roundTrip.id}/reschedule`, body, withKey()), 404);
    expectStatus(
      await otherOwner.get(`/bookings/${roundTrip.id}/reschedule/options?travellers=0&leg=0&date=${day(71)}`),
      404,
    );
    expectStatus(await owner.post(`/bookings/${roundTrip.id}/reschedule`, body), 400);
    const quoted = await quoteFor(owner, flightSearch({}, 80));
    const hold = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    const onHold = expectStatus(
      await owner.post(`/bookings/${hold.id}/reschedule/quote`, { ...body, travellers: [0] }),
      409,
    );
    expect(onHold.body.error.message).toBe(RESCHEDULE_MSG_DECIDED.notTicketed);
    expect((await state()).reschedules).toBe(before.reschedules);
  });

  it('odd query strings answer 4xx, never 5xx', async () => {
    for (const query of [
      'travellers=a,b&leg=x',
      'leg=99',
      'travellers=0&leg=0&date=2020-01-01',
      `travellers=${'9,'.repeat(300)}`,
    ]) {
      const answer = await owner.get(`/bookings/${roundTrip.id}/reschedule/options?${query}`);
      expect(answer.status, query).toBeGreaterThanOrEqual(400);
      expect(answer.status, query).toBeLessThan(500);
    }
  });
});
