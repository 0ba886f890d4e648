import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import { BUS_BOOKING_MSG_DECIDED, type BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import { BUS_CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/bus-cancellation.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  assertLedgerConsistent,
  depositAndApprove,
  expectStatus,
  newKey,
  withKey,
} from '../../test/wallet-fixtures.ts';
import type { BusTripSeats } from '../buses/supplier.ts';

let t: TestApp;
let owner: AgentClient;
let other: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  other = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '60000');
});
afterAll(() => t.close());

const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;

async function sleeperOn(days: number, pick = 0): Promise<BusTrip> {
  const answer = expandBusSearch(
    expectStatus(
      await owner.post('/buses/search', { from: 'BLR', to: 'HYD', date: addDays(todayInIndia(), days) }),
      200,
    ).body as BusSearchWire,
  );
  return answer.trips.filter((trip) => trip.busType.code === 'AC_SLEEPER')[pick] as BusTrip;
}
const seatsOf = async (trip: BusTrip) =>
  expectStatus(await owner.get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`), 200).body as BusTripSeats;

/** Blocks `count` free upper berths (not ladies') of the trip for the owner. */
async function blockUpper(trip: BusTrip, count: number, client = owner): Promise<BusBlockAnswer> {
  const seats = (await seatsOf(trip)).seats.filter((seat) => seat.available && seat.deck === 'UPPER' && !seat.ladies);
  const body = {
    tripId: trip.id,
    seats: seats.slice(0, count).map((seat, index) => ({
      seatNo: seat.seatNo,
      name: index === 0 ? 'Kavya Reddy' : `Arjun Rao ${index}`,
      age: 30 + index,
      gender: index === 0 ? 'F' : 'M',
    })),
    boardingPointId: trip.boardingPoints[0]?.id ?? '',
    droppingPointId: trip.droppingPoints.at(-1)?.id ?? '',
    contact: { email: 'kavya.reddy@example.in', mobile: '9876543210' },
  };
  return expectStatus(await client.post('/buses/blocks', body), 201).body as BusBlockAnswer;
}
const book = (block: BusBlockAnswer, extra: Record<string, unknown> = {}, key = withKey(), client = owner) =>
  client.post('/buses/bookings', { blockId: block.blockId, acceptedTotalPaise: block.price.totalPaise, ...extra }, key);
const count = async (table: 'bookings' | 'bus_bookings') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('booking blocked bus seats (issue 22)', () => {
  let booked: BusBooking;
  let trip: BusTrip;

  it('books two upper berths from the wallet in one step: ticket, operator PNR, seats sold, ticket mailed', async () => {
    trip = await sleeperOn(10);
    const block = await blockUpper(trip, 2);
    const before = await balance();
    booked = expectStatus(await book(block), 201).body as BusBooking;
    expect(booked).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', totalPaise: block.price.totalPaise });
    expect(booked.transactionId).toMatch(/^TSB/);
    expect(booked.ticketNo).toMatch(/^TB\d{10}$/);
    expect(booked.operatorPnr).toMatch(new RegExp(`^${trip.operator.code.replace(/[^A-Z]/g, '').slice(0, 5)}`));
    expect(booked.invoiceNo).toMatch(/^TSI\//);
    expect(booked.travellers.map((traveller) => traveller.seatNo)).toEqual(
      block.price.seats.map((seat) => seat.seatNo),
    );
    expect(booked.travellers[0]).toMatchObject({ name: 'Kavya Reddy', gender: 'F', place: 'Upper deck, berth' });
    expect(booked.boarding.id).toBe(trip.boardingPoints[0]?.id);
    // The ticket names the cities, not their codes.
    expect(booked.trip).toMatchObject({ from: 'Bengaluru', to: 'Hyderabad', departureTime: trip.departureTime });
    expect(booked.boarding.reportingTime).toMatch(/^\d{4}$/);
    expect(booked.fare.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(booked.totalPaise);
    expect(await balance()).toBe(before - block.price.totalPaise);

    const layout = await seatsOf(trip);
    for (const traveller of booked.travellers) {
      expect(layout.seats.find((seat) => seat.seatNo === traveller.seatNo)?.available).toBe(false);
    }
    const sold = await t.database.db.selectFrom('bus_seats').selectAll().where('booking_id', '=', booked.id).execute();
    expect(sold.map((row) => row.status)).toEqual(['SOLD', 'SOLD']);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'attachments'])
      .where('reference', '=', `bus-ticketed:${booked.id}`)
      .execute();
    expect(mails.map((mail) => mail.to_address)).toContain('kavya.reddy@example.in');
    const pdf = Buffer.from(mails[0]?.attachments?.[0]?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await assertLedgerConsistent(t.database.db);
  });

  it('shows it through the core and Manage Bookings, found by ticket number and by name; not to another agency', async () => {
    const any = expectStatus(await owner.get(`/bookings/${booked.id}`), 200).body;
    expect(any.product).toBe('BUS');
    expect(any.booking.ticketNo).toBe(booked.ticketNo);
    const byTicket = expectStatus(await owner.get(`/bookings?product=BUS&q=${booked.ticketNo}`), 200).body;
    expect(byTicket.rows.map((row: { id: number }) => row.id)).toEqual([booked.id]);
    const byName = expectStatus(await owner.get('/bookings?product=BUS&q=kavya%20reddy'), 200).body;
    expect(byName.rows[0]).toMatchObject({
      id: booked.id,
      route: 'Bengaluru – Hyderabad',
      leadTraveller: 'Kavya Reddy',
      travellers: 2,
    });
    expect((await owner.get('/bookings?product=BUS&q=nobody')).body.rows).toEqual([]);
    expect((await owner.get('/bookings?product=FLIGHT')).body.rows.map((row: { id: number }) => row.id)).not.toContain(
      booked.id,
    );
    expect((await other.get(`/buses/bookings/${booked.id}`)).status).toBe(404);
    expect((await other.get(`/bookings/${booked.id}`)).status).toBe(404);
    expect((await admin.get(`/buses/bookings/${booked.id}`)).status).toBe(200);
  });

  it('gives the ticket as PDF (with and without the fare) and e-mails it; a bad address changes nothing', async () => {
    for (const fare of ['true', 'false']) {
      const pdf = await owner.get(`/buses/bookings/${booked.id}/ticket.pdf?fare=${fare}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    }
    const bad = await owner.post(`/buses/bookings/${booked.id}/email`, { to: 'nobody' });
    expect(bad.status).toBe(422);
    const sent = expectStatus(await owner.post(`/buses/bookings/${booked.id}/email`, { to: 'client@example.in' }), 200);
    expect(sent.body.message).toBe('Email Sent Successfully');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('reference', '=', `bus-document:${booked.id}`)
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(['client@example.in']);
  });

  it('cancels one seat by the operator policy: refund to the wallet with a credit note, the seat back on sale', async () => {
    const selection = { travellers: [1], legs: [0] };
    const quote = expectStatus(await owner.post(`/bookings/${booked.id}/cancellation/quote`, selection), 200).body;
    const seat = booked.travellers[1] as BusBooking['travellers'][number];
    // Ten days out: the first window of the operator's policy.
    const percent = trip.cancellationPolicy.find((window) => window.toHours === null)?.chargePercent ?? 0;
    const charge = Math.round((seat.farePaise * percent) / 100);
    const gstKept = Math.round((seat.fareGstPaise * charge) / seat.farePaise);
    expect(quote.totals.airlineChargePaise).toBe(charge + gstKept);
    expect(quote.totals.keptPaise).toBe(seat.feePaise);
    expect(quote.totals.refundPaise).toBe(seat.farePaise + seat.fareGstPaise - charge - gstKept);
    const before = await balance();
    const done = expectStatus(
      await owner.post(
        `/bookings/${booked.id}/cancellation`,
        { ...selection, acceptedRefundPaise: quote.totals.refundPaise },
        withKey(),
      ),
      201,
    ).body;
    expect(done.creditNoteNo).toMatch(/^TSCN\//);
    expect(done.everything).toBe(false);
    expect(await balance()).toBe(before + quote.totals.refundPaise);
    const ledger = expectStatus(
      await owner.get(`/wallet/ledger?from=${todayInIndia()}&to=${todayInIndia()}`),
      200,
    ).body;
    expect(ledger.rows.some((row: { narration: string }) => row.narration.includes(done.creditNoteNo))).toBe(true);

    const after = expectStatus(await owner.get(`/buses/bookings/${booked.id}`), 200).body as BusBooking;
    expect(after.status).toBe('CONFIRMED');
    expect(after.travellers.map((traveller) => traveller.cancelled)).toEqual([false, true]);
    expect(after.cancellations[0]).toMatchObject({ creditNoteNo: done.creditNoteNo, seats: [seat.seatNo] });
    expect((await seatsOf(trip)).seats.find((entry) => entry.seatNo === seat.seatNo)?.available).toBe(true);

    const note = expectStatus(await owner.get(`/buses/bookings/${booked.id}/credit-notes/${done.id}`), 200).body;
    expect(note.rows.reduce((sum: number, row: { amountPaise: number }) => sum + row.amountPaise, 0)).toBe(
      note.refundPaise,
    );
    expect((await owner.get(`/buses/bookings/${booked.id}/credit-notes/${done.id}/pdf`)).status).toBe(200);

    const again = await owner.post(`/bookings/${booked.id}/cancellation`, selection, withKey());
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(BUS_CANCELLATION_MSG_DECIDED.alreadyCancelled);
    await assertLedgerConsistent(t.database.db);
  });

  it('cancels the last seat: the booking is cancelled; nothing chosen is refused', async () => {
    const none = await owner.post(`/bookings/${booked.id}/cancellation/quote`, { travellers: [], legs: [0] });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(BUS_CANCELLATION_MSG_DECIDED.nothingChosen);
    const done = expectStatus(
      await owner.post(`/bookings/${booked.id}/cancellation`, { travellers: [0], legs: [0] }, withKey()),
      201,
    ).body;
    expect(done.everything).toBe(true);
    expect((await owner.get(`/buses/bookings/${booked.id}`)).body.status).toBe('CANCELLED');
  });
});

describe('what a bus booking refuses, changing nothing (issue 22)', () => {
  it('books a block once: a replay of the key answers the same booking, another key is refused', async () => {
    const block = await blockUpper(await sleeperOn(11), 1);
    const key = withKey();
    const first = expectStatus(await book(block, {}, key), 201).body as BusBooking;
    const before = await balance();
    const replay = expectStatus(await book(block, {}, key), 201).body as BusBooking;
    expect(replay.id).toBe(first.id);
    const twice = await book(block, {}, withKey());
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(BUS_BOOKING_MSG_DECIDED.blockUsed);
    expect(await balance()).toBe(before);
  });

  it('refuses a block whose time ran out, and the seats are free for others', async () => {
    const trip = await sleeperOn(12);
    const block = await blockUpper(trip, 1);
    const past = new Date(Date.now() - 1000);
    await t.database.db.updateTable('bus_blocks').set({ expires_at: past }).where('id', '=', block.blockId).execute();
    await t.database.db
      .updateTable('bus_seats')
      .set({ expires_at: past })
      .where('block_id', '=', block.blockId)
      .execute();
    await t.services.buses.refreshSeats([trip.id]);
    const [bookings, before] = [await count('bookings'), await balance()];
    const late = await book(block);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(BUS_BOOKING_MSG_DECIDED.blockExpired);
    expect([await count('bookings'), await balance()]).toEqual([bookings, before]);
    const seatNo = block.price.seats[0]?.seatNo;
    expect((await seatsOf(trip)).seats.find((seat) => seat.seatNo === seatNo)?.available).toBe(true);
  });

  it('asks again when the total changed, and books at the new one once accepted', async () => {
    const block = await blockUpper(await sleeperOn(13), 1);
    const bookings = await count('bookings');
    const changed = await book(block, { acceptedTotalPaise: block.price.totalPaise - 100 });
    expect(changed.status).toBe(409);
    expect(changed.body.error.kind).toBe('PRICE_CHANGED');
    expect(changed.body.error.details.newTotalPaise).toBe(String(block.price.totalPaise));
    expect(await count('bookings')).toBe(bookings);
    expectStatus(await book(block, { acceptedTotalPaise: Number(changed.body.error.details.newTotalPaise) }), 201);
  });

  it("refuses another agency's block, bad GST details and odd bodies, never with a 5xx", async () => {
    const block = await blockUpper(await sleeperOn(14), 1);
    const bookings = await count('bookings');
    expect((await book(block, {}, withKey(), other)).status).toBe(404);
    const gst = await book(block, { gst: { gstNumber: 'NOT-A-GSTIN' } });
    expect(gst.status).toBe(422);
    expect(Object.keys(gst.body.error.fields).some((field) => field.startsWith('gst.'))).toBe(true);
    for (const odd of [
      { blockId: 'x', acceptedTotalPaise: 1 },
      { blockId: 1e300, acceptedTotalPaise: 1 },
      { blockId: block.blockId, acceptedTotalPaise: -5 },
      { blockId: block.blockId, acceptedTotalPaise: 1, markupPaise: 1.5 },
      { blockId: block.blockId, acceptedTotalPaise: 1, gst: { gstHolder: 'x'.repeat(10_000) } },
      { blockId: 99_999_999, acceptedTotalPaise: 1 },
    ]) {
      const answer = await owner.post('/buses/bookings', odd, { headers: { 'idempotency-key': newKey() } });
      expect(answer.status, JSON.stringify(odd)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(odd)).toBeLessThan(500);
    }
    expect((await owner.post('/buses/bookings', { blockId: block.blockId, acceptedTotalPaise: 1 })).status).toBe(400);
    expect(await count('bookings')).toBe(bookings);
  });

  it('refuses a booking the wallet cannot pay, and the seats stay blocked, not sold', async () => {
    const block = await blockUpper(await sleeperOn(15), 1, other);
    const poor = await book(block, {}, withKey(), other);
    expect(poor.status).toBe(409);
    expect(poor.body.error.kind).toBe('BOOKING_FAILED');
    const rows = await t.database.db
      .selectFrom('bus_seats')
      .selectAll()
      .where('block_id', '=', block.blockId)
      .execute();
    expect(rows.map((row) => [row.status, row.booking_id])).toEqual([['HELD', null]]);
  });
});
