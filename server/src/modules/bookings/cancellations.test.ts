import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { CANCELLATION_MSG, CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  searchFields,
  signedInTraveller,
} from '../../gateway/flight-booking.fixtures.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let otherOwner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '500000');
});
afterAll(() => t.close());

const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;
const soldSeats = async () => {
  const row = await t.database.db
    .selectFrom('flight_inventory')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
    .executeTakeFirst();
  return Number(row?.n);
};
const state = async () => ({
  wallet: await balance(),
  sold: await soldSeats(),
  cancellations: Number(
    (
      await t.database.db
        .selectFrom('booking_cancellations')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n,
  ),
});

/** A ticketed round trip for two adults and an infant, paid from the wallet. */
async function roundTrip(days: number): Promise<FlightBooking> {
  const search = flightSearch(
    { tripType: 'ROUND_TRIP', adults: 2, infants: 1, returnDate: addDays(todayInIndia(), days + 4) },
    days,
  );
  const quoted = await quoteFor(owner, search);
  return expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201).body as FlightBooking;
}

const segmentsOf = (booking: FlightBooking, leg: number) => booking.legs[leg]?.itinerary.segments.length ?? 0;

describe('cancelling a ticketed flight booking', () => {
  it('quotes one traveller’s return before anything changes, and the lines add up', async () => {
    const booking = await roundTrip(60);
    const before = await state();
    const answer = expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation/quote`, { travellers: [1], legs: [1] }),
      200,
    );
    const quote = answer.body;
    expect(quote.lines).toHaveLength(segmentsOf(booking, 1));
    expect(quote.lines.every((line: { traveller: number; legIndex: number }) => line.traveller === 1)).toBe(true);
    const { totals } = quote;
    expect(
      totals.airlineChargePaise +
        totals.otaChargePaise +
        totals.gstPaise +
        totals.keptPaise +
        totals.commissionReversedPaise +
        totals.refundPaise,
    ).toBe(totals.paidPaise);
    // The agency earned commission on the fare: on what comes back it is taken back, on a forfeited fare not.
    if (quote.taxesOnly) expect(totals.commissionReversedPaise).toBe(0);
    else expect(totals.commissionReversedPaise).toBeGreaterThan(0);
    expect(totals.refundPaise).toBeGreaterThan(0);
    // Sixty days out the fare's first window applies; the airline keeps no more than base + YQ.
    expect(quote.lines[0].window).toBe('96 hours or more before departure');
    expect(await state()).toEqual(before);
  });

  it('cancels it at once: refund to the wallet, a credit note, seats back on sale, once only', async () => {
    const booking = await roundTrip(62);
    const before = await state();
    const selection = { travellers: [1], legs: [1] };
    const quote = expectStatus(await owner.post(`/bookings/${booking.id}/cancellation/quote`, selection), 200).body;
    const key = withKey();
    const done = expectStatus(await owner.post(`/bookings/${booking.id}/cancellation`, selection, key), 201);
    expect(done.body).toMatchObject({
      refundPaise: quote.totals.refundPaise,
      airlineChargePaise: quote.totals.airlineChargePaise,
      everything: false,
      message: CANCELLATION_MSG_DECIDED.cancelled,
    });
    expect(done.body.creditNoteNo).toMatch(/^TSCN\/\d{4}-\d{2}\/\d{6}$/);
    const after = await state();
    expect(after.wallet).toBe(before.wallet + quote.totals.refundPaise);
    expect(after.sold).toBe(before.sold - segmentsOf(booking, 1));
    expect(after.cancellations).toBe(before.cancellations + 1);
    await assertLedgerConsistent(t.database.db);

    const read = expectStatus(await owner.get(`/flights/bookings/${booking.id}`), 200).body as FlightBooking;
    expect(read.status).toBe('CONFIRMED');
    expect(read.cancelledSegments).toEqual(
      Array.from({ length: segmentsOf(booking, 1) }, (_, segmentIndex) => ({
        traveller: 1,
        legIndex: 1,
        segmentIndex,
      })),
    );
    expect(read.cancellations).toEqual([
      expect.objectContaining({ creditNoteNo: done.body.creditNoteNo, refundPaise: quote.totals.refundPaise }),
    ]);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('reference', '=', `cancellation:${done.body.id}`)
      .execute();
    expect(mails).toEqual([
      { to_address: 'traveller@example.in', subject: expect.stringContaining(`Cancellation confirmed`) },
    ]);

    // The same request again answers as it did and moves nothing; a new one is refused, with the reason.
    const replay = await owner.post(`/bookings/${booking.id}/cancellation`, selection, key);
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toEqual(done.body);
    const again = await owner.post(`/bookings/${booking.id}/cancellation`, selection, withKey());
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      kind: 'CANCELLATION_FAILED',
      message: CANCELLATION_MSG_DECIDED.alreadyCancelled,
      details: { title: CANCELLATION_MSG.failed },
    });
    expect(await state()).toEqual(after);
  });

  it('cancels the rest, and the booking is cancelled with every seat back on sale', async () => {
    const before = await state();
    const booking = await roundTrip(64);
    const booked = await state();
    expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [0], legs: [1] }, withKey()),
      201,
    );
    const rest = expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [0, 1, 2], legs: [0] }, withKey()),
      201,
    );
    expect(rest.body.everything).toBe(false);
    const last = expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [1, 2], legs: [1] }, withKey()),
      201,
    );
    expect(last.body.everything).toBe(true);
    const read = expectStatus(await owner.get(`/flights/bookings/${booking.id}`), 200).body as FlightBooking;
    expect(read.status).toBe('CANCELLED');
    expect(read.statusLabel).toBe('Cancelled');
    expect(read.cancellations).toHaveLength(3);
    const again = await owner.post(`/bookings/${booking.id}/cancellation/quote`, { travellers: [0], legs: [0] });
    expect(again.body.error.message).toBe(CANCELLATION_MSG_DECIDED.alreadyCancelled);
    expect((await state()).sold).toBe(before.sold);
    expect(booked.sold).toBeGreaterThan(before.sold);
    const refunded = read.cancellations.reduce((sum, row) => sum + row.refundPaise, 0);
    expect((await state()).wallet).toBe(booked.wallet + refunded);
    await assertLedgerConsistent(t.database.db);
  });

  it('takes back the commission on a refundable fare, with the refund net of it', async () => {
    const quoted = await quoteFor(
      owner,
      flightSearch({}, 75),
      (it) => it.stops === 0 && it.segments[0]?.carrier === 'AI',
    );
    expect(quoted.quote.legs[0]?.itinerary.segments[0]?.carrier).toBe('AI');
    const booking = expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201)
      .body as FlightBooking;
    const commission = booking.fare.find((line) => line.code === 'COMMISSION')?.amountPaise ?? 0;
    expect(commission).toBeLessThan(0);
    const quote = expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation/quote`, { travellers: [0], legs: [0] }),
      200,
    ).body;
    expect(quote.taxesOnly).toBe(false);
    expect(quote.totals.commissionReversedPaise).toBeGreaterThan(0);
    expect(quote.totals.commissionReversedPaise).toBeLessThanOrEqual(-commission);
    const before = await balance();
    const done = expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [0], legs: [0] }, withKey()),
      201,
    ).body;
    expect(done.commissionReversedPaise).toBe(quote.totals.commissionReversedPaise);
    expect(await balance()).toBe(before + quote.totals.refundPaise);
    await assertLedgerConsistent(t.database.db);
  });

  it('lists every cancellation of the agency with its booking, credit note and refund, newest first', async () => {
    const mine = expectStatus(await owner.get('/bookings/cancellations'), 200).body;
    const rows = await t.database.db.selectFrom('booking_cancellations').select(['id', 'credit_note_no']).execute();
    expect(mine.total).toBe(rows.length);
    expect(mine.rows.map((row: { id: number }) => row.id)).toEqual(rows.map((row) => row.id).sort((a, b) => b - a));
    expect(mine.rows[0]).toMatchObject({ product: 'FLIGHT', creditNoteNo: expect.stringMatching(/^TSCN\//) });
    expect(mine.rows[0].transactionId).toMatch(/^TSF/);
    expect((await otherOwner.get('/bookings/cancellations')).body.total).toBe(0);
    expect((await owner.get('/bookings/cancellations?page=0')).status).toBe(400);
  });

  it('refuses what cannot be cancelled with Booking Cancellation Failed. and changes nothing', async () => {
    const booking = await roundTrip(66);
    const before = await state();
    const refused = async (body: unknown, reason: string, client = owner) => {
      const answer = await client.post(`/bookings/${booking.id}/cancellation`, body, withKey());
      expect(answer.status).toBe(409);
      expect(answer.body.error).toMatchObject({ message: reason, details: { title: CANCELLATION_MSG.failed } });
    };
    await refused({ travellers: [], legs: [0] }, CANCELLATION_MSG_DECIDED.nothingChosen);
    await refused({ travellers: [7], legs: [0] }, CANCELLATION_MSG_DECIDED.nothingChosen);
    await refused({ travellers: [0], legs: [4] }, CANCELLATION_MSG_DECIDED.nothingChosen);
    // Both adults off the onward flight would leave the infant without a lap.
    await refused({ travellers: [0, 1], legs: [0] }, CANCELLATION_MSG_DECIDED.infantWithAdult);
    for (const bad of [{ travellers: 'all', legs: [0] }, { travellers: [[0]], legs: [0] }, { legs: [0] }, 'x']) {
      expect((await owner.post(`/bookings/${booking.id}/cancellation`, bad, withKey())).status).toBe(400);
    }
    const noKey = await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [2], legs: [0] });
    expect(noKey.status).toBe(400);
    expect(
      (await otherOwner.post(`/bookings/${booking.id}/cancellation`, { travellers: [2], legs: [0] }, withKey())).status,
    ).toBe(404);
    expect(
      (await otherOwner.post(`/bookings/${booking.id}/cancellation/quote`, { travellers: [2], legs: [0] })).status,
    ).toBe(404);
    const quoted = await quoteFor(owner, flightSearch({}, 68));
    const held = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    const onHold = await owner.post(`/bookings/${held.id}/cancellation/quote`, { travellers: [0], legs: [0] });
    expect(onHold.status).toBe(409);
    expect(onHold.body.error.message).toBe(CANCELLATION_MSG_DECIDED.notTicketed);
    // A traveller's own booking is refunded to their payment on the consumer site, not from the portal.
    const traveller = await signedInTraveller(t, 93);
    const chosen = await chooseFares(t, searchFields(69));
    const made = await callGateway(t.app, bookingFields(traveller, chosen, await fareQuote(t, chosen)));
    expect(made.status, JSON.stringify(made.body).slice(0, 300)).toBe(200);
    const consumer = await t.database.db
      .selectFrom('bookings')
      .select('id')
      .where('channel', '=', 'CONSUMER')
      .executeTakeFirstOrThrow();
    const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
    const theirs = await admin.post(`/bookings/${consumer.id}/cancellation/quote`, { travellers: [0], legs: [0] });
    expect(theirs.status).toBe(409);
    expect(theirs.body.error.message).toBe(CANCELLATION_MSG_DECIDED.notCancellable);
    const afterHold = await state();
    expect(afterHold.wallet).toBe(before.wallet);
    expect(afterHold.cancellations).toBe(before.cancellations);
  });

  it('asks again, changing nothing, when the refund is not the one the quote showed', async () => {
    const booking = await roundTrip(71);
    const selection = { travellers: [0], legs: [0] };
    const quote = expectStatus(await owner.post(`/bookings/${booking.id}/cancellation/quote`, selection), 200).body;
    const before = await state();
    const moved = await owner.post(
      `/bookings/${booking.id}/cancellation`,
      { ...selection, acceptedRefundPaise: quote.totals.refundPaise + 100 },
      withKey(),
    );
    expect(moved.status).toBe(409);
    expect(moved.body.error).toMatchObject({
      kind: 'CANCELLATION_FAILED',
      message: CANCELLATION_MSG_DECIDED.refundChanged,
      details: {
        oldRefundPaise: String(quote.totals.refundPaise + 100),
        newRefundPaise: String(quote.totals.refundPaise),
      },
    });
    expect(await state()).toEqual(before);
    const done = await owner.post(
      `/bookings/${booking.id}/cancellation`,
      { ...selection, acceptedRefundPaise: quote.totals.refundPaise },
      withKey(),
    );
    expect(expectStatus(done, 201).body.refundPaise).toBe(quote.totals.refundPaise);
    expect(
      (await owner.post(`/bookings/${booking.id}/cancellation`, { ...selection, acceptedRefundPaise: -1 }, withKey()))
        .status,
    ).toBe(400);
  });
});
