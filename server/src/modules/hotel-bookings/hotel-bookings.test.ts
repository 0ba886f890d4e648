import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { HOTEL_BOOKING_MSG_DECIDED, type HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelRate } from '@tripsetu/domain/hotel-results.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  bookingBody,
  detailsOf,
  expectSummed,
  findRate,
  soldOn,
  stayFrom,
  type TestStay,
} from '../../test/hotel-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

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
  await depositAndApprove(owner, admin, '500000');
});
afterAll(() => t.close());

const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;
const count = async (table: 'bookings' | 'hotel_bookings') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const book = (body: object, client = owner, key = withKey()) => client.post('/hotels/bookings', body, key);
const freeWindow = (rate: HotelRate) => rate.refundable && rate.freeCancellationUntil !== null;

describe('booking two rooms of a hotel (issue 23)', () => {
  const stay = stayFrom(20);
  let found: Awaited<ReturnType<typeof findRate>>;
  let booked: HotelBooking;

  it('books from the wallet in one step: voucher, confirmation, bill number, rooms sold each night, voucher mailed', async () => {
    // Rooms enough to be offered still once two are sold: a type with fewer left than the stay asks is not shown.
    found = await findRate(
      owner,
      'GOI',
      stay,
      (rate, type) => freeWindow(rate) && type.extraBeds >= 0 && rate.roomsLeft >= 2 * stay.rooms.length,
    );
    const before = await balance();
    booked = expectStatus(await book(bookingBody(found.hotelId, stay, found.rate)), 201).body as HotelBooking;
    expect(booked).toMatchObject({ status: 'CONFIRMED', paymentStatus: 'PAID', totalPaise: found.rate.totalPaise });
    expect(booked.transactionId).toMatch(/^TSH/);
    expect(booked.voucherNo).toMatch(/^HV\d{10}$/);
    expect(booked.supplierRef).toMatch(/^GOI[A-Z2-9]{7}$/);
    expect(booked.invoiceNo).toMatch(/^TSI\//);
    expect(booked.voucherDate).not.toBeNull();
    expect(booked.rooms.map((room) => room.lead.firstName)).toEqual(['Kavya', 'Arjun']);
    expect(booked.rooms[1]?.childAges).toEqual([8]);
    expect(booked.rate.freeCancellationUntil).toBe(found.rate.freeCancellationUntil);
    expect(booked.specialRequests).toBe('Late arrival, around 11 pm');
    // Documents print names, not codes.
    expect([booked.hotel.city, booked.hotel.state, booked.nationality]).toEqual(['Goa', 'Goa', 'India']);
    expect(booked.roomCostPaise + booked.extraGuestPaise + booked.gstPaise).toBe(booked.totalPaise);
    expectSummed(booked);
    expect(booked.fare.map((line) => line.code)).toContain('HOTEL_GST');
    expect(booked.priceRise).toBeNull();
    expect(await balance()).toBe(before - found.rate.totalPaise);

    const nights = await soldOn(t.database.db, found.hotelId, found.type.id);
    expect(nights.map((night) => night.night)).toEqual([0, 1, 2].map((n) => addDays(stay.checkIn, n)));
    expect(nights.every((night) => night.sold === 2)).toBe(true);
    // The search sees the two rooms gone at once.
    const after = await detailsOf(owner, found.hotelId, stay);
    const left = after.roomTypes.find((type) => type.id === found.type.id)?.rates[0]?.roomsLeft ?? 0;
    expect(left).toBe(found.rate.roomsLeft - 2);

    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'attachments'])
      .where('reference', '=', `hotel-vouchered:${booked.id}`)
      .execute();
    expect(mails.map((mail) => mail.to_address)).toContain('kavya.reddy@example.in');
    const pdf = Buffer.from(mails[0]?.attachments?.[0]?.contentBase64 ?? '', 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await assertLedgerConsistent(t.database.db);
  });

  it('shows it through the core and Manage Bookings, found by voucher and by guest; not to another agency', async () => {
    const any = expectStatus(await owner.get(`/bookings/${booked.id}`), 200).body;
    expect(any.product).toBe('HOTEL');
    expect(any.booking.voucherNo).toBe(booked.voucherNo);
    const byVoucher = expectStatus(await owner.get(`/bookings?product=HOTEL&q=${booked.voucherNo}`), 200).body;
    expect(byVoucher.rows.map((row: { id: number }) => row.id)).toEqual([booked.id]);
    const byGuest = expectStatus(await owner.get('/bookings?product=HOTEL&q=arjun%20reddy'), 200).body;
    expect(byGuest.rows[0]).toMatchObject({
      id: booked.id,
      route: `${booked.hotel.name}, Goa`,
      leadTraveller: 'Ms Kavya Reddy',
      travellers: 2,
    });
    expect((await owner.get('/bookings?product=BUS')).body.rows.map((row: { id: number }) => row.id)).not.toContain(
      booked.id,
    );
    expect((await other.get(`/hotels/bookings/${booked.id}`)).status).toBe(404);
    expect((await other.get(`/hotels/bookings/${booked.id}`)).body.error.message).toBe(
      HOTEL_BOOKING_MSG_DECIDED.bookingNotFound,
    );
    expect((await other.get(`/hotels/bookings/${booked.id}/voucher.pdf`)).body.error.message).toBe(
      HOTEL_BOOKING_MSG_DECIDED.voucherNotFound,
    );
    expect((await admin.get(`/hotels/bookings/${booked.id}`)).status).toBe(200);
  });

  it('gives the voucher and the bill as PDF, e-mails the bill; a bad address changes nothing', async () => {
    for (const kind of ['voucher', 'bill']) {
      const pdf = await owner.get(`/hotels/bookings/${booked.id}/${kind}.pdf`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
    }
    expect((await owner.post(`/hotels/bookings/${booked.id}/email`, { to: 'nobody', document: 'bill' })).status).toBe(
      422,
    );
    const sent = await owner.post(`/hotels/bookings/${booked.id}/email`, { to: 'client@example.in', document: 'bill' });
    expect(expectStatus(sent, 200).body.message).toBe('Email Sent Successfully');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('reference', '=', `hotel-document:${booked.id}`)
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual(['client@example.in']);
    expect(mails[0]?.subject).toMatch(/^Hotel bill TSI\//);
  });

  it('lists the guests on Hotel Pax Calendar by their check-in day', async () => {
    const month = stay.checkIn.slice(0, 7);
    const calendar = expectStatus(await owner.get(`/hotels/pax-calendar?month=${month}`), 200).body;
    const day = calendar.days.find((entry: { date: string }) => entry.date === stay.checkIn);
    expect(day.guests.map((guest: { guest: string }) => guest.guest)).toEqual(['Ms Kavya Reddy', 'Mr Arjun Reddy']);
    expect((await other.get(`/hotels/pax-calendar?month=${month}`)).body.days).toEqual([]);
    expect((await owner.get('/hotels/pax-calendar?month=2026-13')).status).toBe(400);
  });

  it('cancels one room within the free window: all of it back to the wallet with a credit note, the room back on sale', async () => {
    const selection = { travellers: [1], legs: [0] };
    const quote = expectStatus(await owner.post(`/bookings/${booked.id}/cancellation/quote`, selection), 200).body;
    const room = booked.rooms[1] as HotelBooking['rooms'][number];
    expect(quote.totals).toMatchObject({
      paidPaise: room.totalPaise,
      airlineChargePaise: 0,
      refundPaise: room.totalPaise,
    });
    const before = await balance();
    const done = expectStatus(
      await owner.post(
        `/bookings/${booked.id}/cancellation`,
        { ...selection, acceptedRefundPaise: room.totalPaise },
        withKey(),
      ),
      201,
    ).body;
    expect(done.creditNoteNo).toMatch(/^TSCN\//);
    expect(done.everything).toBe(false);
    expect(await balance()).toBe(before + room.totalPaise);
    const after = expectStatus(await owner.get(`/hotels/bookings/${booked.id}`), 200).body as HotelBooking;
    expect(after.status).toBe('CONFIRMED');
    expect(after.rooms.map((entry) => entry.cancelled)).toEqual([false, true]);
    expect(after.cancellations[0]).toMatchObject({ creditNoteNo: done.creditNoteNo, rooms: [1], hotelChargePaise: 0 });
    expect((await soldOn(t.database.db, found.hotelId, found.type.id)).every((night) => night.sold === 1)).toBe(true);
    const note = expectStatus(await owner.get(`/hotels/bookings/${booked.id}/credit-notes/${done.id}`), 200).body;
    expect(note.rows.reduce((sum: number, row: { amountPaise: number }) => sum + row.amountPaise, 0)).toBe(
      note.refundPaise,
    );
    expect((await owner.get(`/hotels/bookings/${booked.id}/credit-notes/${done.id}/pdf`)).status).toBe(200);
    const again = await owner.post(`/bookings/${booked.id}/cancellation`, selection, withKey());
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(HOTEL_BOOKING_MSG_DECIDED.alreadyCancelled);
    await assertLedgerConsistent(t.database.db);
  });

  it('cancels the last room: the booking is cancelled, every night given back, off the calendar', async () => {
    const done = expectStatus(
      await owner.post(`/bookings/${booked.id}/cancellation`, { travellers: [0], legs: [0] }, withKey()),
      201,
    ).body;
    expect(done.everything).toBe(true);
    expect((await owner.get(`/hotels/bookings/${booked.id}`)).body).toMatchObject({
      status: 'CANCELLED',
      cancellable: false,
    });
    expect((await soldOn(t.database.db, found.hotelId, found.type.id)).every((night) => night.sold === 0)).toBe(true);
    const calendar = (await owner.get(`/hotels/pax-calendar?month=${stay.checkIn.slice(0, 7)}`)).body;
    expect(calendar.days).toEqual([]);
  });
});

describe('cancellation charges by the rate (issue 23)', () => {
  async function bookOne(stay: TestStay, wanted: Parameters<typeof findRate>[3]) {
    const found = await findRate(owner, 'JAI', stay, wanted);
    const booked = expectStatus(await book(bookingBody(found.hotelId, stay, found.rate)), 201).body as HotelBooking;
    return { found, booked };
  }

  it('charges the first night (with its GST) once the free-cancellation deadline has passed', async () => {
    // Checking in tomorrow on a rate free until two or more days before: the deadline is behind us.
    const stay = stayFrom(1, 2, [{ adults: 2, childAges: [] }]);
    const { booked } = await bookOne(stay, (rate) => rate.refundable && rate.freeCancellationUntil === null);
    const first = booked.rooms[0]?.nights[0];
    const firstNight = (first?.roomPaise ?? 0) + (first?.extraGuestPaise ?? 0) + (first?.gstPaise ?? 0);
    const quote = expectStatus(
      await owner.post(`/bookings/${booked.id}/cancellation/quote`, { travellers: [0], legs: [0] }),
      200,
    ).body;
    expect(quote.totals.airlineChargePaise).toBe(firstNight);
    expect(quote.totals.refundPaise).toBe(booked.totalPaise - firstNight);
  });

  it('refunds nothing on a non-refundable rate, yet gives the rooms back', async () => {
    const stay = stayFrom(25, 2, [{ adults: 1, childAges: [] }]);
    const { found, booked } = await bookOne(stay, (rate) => !rate.refundable);
    expect(booked.rate.freeCancellationUntil).toBeNull();
    const before = await balance();
    const done = expectStatus(
      await owner.post(`/bookings/${booked.id}/cancellation`, { travellers: [0], legs: [0] }, withKey()),
      201,
    ).body;
    expect(done.refundPaise).toBe(0);
    expect(done.airlineChargePaise).toBe(booked.totalPaise);
    expect(await balance()).toBe(before);
    const nights = (await soldOn(t.database.db, found.hotelId, found.type.id)).filter(
      (night) => night.night >= stay.checkIn && night.night < stay.checkOut,
    );
    expect(nights.map((night) => night.sold)).toEqual([0, 0]);
    await assertLedgerConsistent(t.database.db);
  });
});

describe('the rate checked again before booking (issue 23)', () => {
  it('asks again when the rate changed, and changes nothing', async () => {
    const stay = stayFrom(30);
    const found = await findRate(owner, 'DEL', stay, freeWindow);
    const [bookings, before] = [await count('bookings'), await balance()];
    const lower = { ...found.rate, totalPaise: found.rate.totalPaise - 500 };
    const changed = await book(bookingBody(found.hotelId, stay, lower));
    expect(changed.status).toBe(409);
    expect(changed.body.error.kind).toBe('PRICE_CHANGED');
    expect(changed.body.error.details).toMatchObject({
      oldTotalPaise: String(lower.totalPaise),
      newTotalPaise: String(found.rate.totalPaise),
    });
    expect([await count('bookings'), await balance()]).toEqual([bookings, before]);
    expect(await soldOn(t.database.db, found.hotelId, found.type.id)).toEqual([]);
    const higher = { ...found.rate, totalPaise: found.rate.totalPaise + 500 };
    expect((await book(bookingBody(found.hotelId, stay, higher))).body.error.kind).toBe('PRICE_CHANGED');
  });

  it('books a rise within the percentage allowed on the search, and says so', async () => {
    const stay = { ...stayFrom(31), priceRisePercent: 5 };
    const found = await findRate(owner, 'DEL', stay, freeWindow);
    const seen = Math.floor((found.rate.totalPaise * 100) / 104);
    const booked = expectStatus(await book(bookingBody(found.hotelId, stay, { ...found.rate, totalPaise: seen })), 201)
      .body as HotelBooking;
    expect(booked.totalPaise).toBe(found.rate.totalPaise);
    expect(booked.priceRise).toEqual({ fromPaise: seen, toPaise: found.rate.totalPaise, allowedPercent: 5 });
    // Past the allowance it asks.
    const far = Math.floor((found.rate.totalPaise * 100) / 110);
    const asked = await book(bookingBody(found.hotelId, stay, { ...found.rate, totalPaise: far }));
    expect(asked.body.error.kind).toBe('PRICE_CHANGED');
  });
});

describe('what a hotel booking refuses, changing nothing (issue 23)', () => {
  const stay = stayFrom(40);
  let found: Awaited<ReturnType<typeof findRate>>;

  beforeAll(async () => {
    found = await findRate(owner, 'BOM', stay, freeWindow);
  });

  it('refuses a room type full on one night of the stay: nothing sold, no money moved', async () => {
    const single = stayFrom(50, 3, [{ adults: 2, childAges: [] }]);
    const target = await findRate(owner, 'BOM', single, freeWindow);
    const allotment = t.services.hotelSupplier.allotment(target.hotelId, target.type.id) ?? 0;
    // The middle night is full already.
    await t.database.db
      .insertInto('hotel_room_nights')
      .values({
        hotel_id: target.hotelId,
        room_type_id: target.type.id,
        night: addDays(single.checkIn, 1),
        sold: allotment,
        allotment,
      })
      .execute();
    await t.services.soldNights.refresh(target.hotelId);
    const [bookings, before] = [await count('bookings'), await balance()];
    const full = await book(bookingBody(target.hotelId, single, target.rate));
    expect(full.status).toBe(409);
    expect(full.body.error.kind).toBe('BOOKING_FAILED');
    expect([await count('bookings'), await balance()]).toEqual([bookings, before]);
    const nights = await soldOn(t.database.db, target.hotelId, target.type.id);
    expect(nights).toEqual([{ night: addDays(single.checkIn, 1), sold: allotment, allotment }]);
  });

  it('refuses a rate whose room does not sleep the guests', async () => {
    const four = stayFrom(42, 2, [{ adults: 4, childAges: [] }]);
    const small = found.details.roomTypes.find((type) => type.maxAdults < 4);
    if (!small) throw new Error('the hotel has no room type for fewer than four adults');
    const refused = await book(bookingBody(found.hotelId, four, { id: `${small.id}:BB-FLEX`, totalPaise: 100_000 }));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(HOTEL_BOOKING_MSG_DECIDED.rateGone);
  });

  it('refuses missing guests, contact and GST details with the §5 messages by field', async () => {
    const bookings = await count('bookings');
    const empty = await book(
      bookingBody(found.hotelId, stay, found.rate, {
        guests: [
          { title: '', firstName: 'K', lastName: '' },
          { title: 'Dr', firstName: 'Ar1un', lastName: 'R' },
        ],
        contact: { email: 'nope', mobile: '12345' },
        gst: { gstHolder: 'Skyways', gstNumber: 'BAD' },
        specialRequests: 'x'.repeat(501),
      }),
    );
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toMatchObject({
      'guests.0.title': 'Please select title',
      'guests.0.firstName': 'First name should be at least 2 characters',
      'guests.0.lastName': 'Last name should be at least 1 character',
      'guests.1.title': 'Please select title',
      'guests.1.firstName': 'Please enter valid name',
      'contact.email': expect.any(String),
      'contact.mobile': expect.any(String),
      specialRequests: HOTEL_BOOKING_MSG_DECIDED.specialRequestsLong,
    });
    expect(Object.keys(empty.body.error.fields).some((field) => field.startsWith('gst.'))).toBe(true);
    const short = await book(bookingBody(found.hotelId, stay, found.rate, { guests: [] }));
    expect(short.body.error.fields.guests).toBe(HOTEL_BOOKING_MSG_DECIDED.guestsPerRoom);
    const dates = await book(bookingBody(found.hotelId, { ...stay, checkOut: stay.checkIn }, found.rate));
    expect(dates.body.error.fields.checkOut).toBe('check out date should be greater than check in date');
    expect(await count('bookings')).toBe(bookings);
  });

  it('answers odd bodies with 4xx, never 5xx, and needs an idempotency key', async () => {
    const bookings = await count('bookings');
    const good = bookingBody(found.hotelId, stay, found.rate);
    for (const odd of [
      { ...good, hotelId: 'NOPE-1' },
      { ...good, hotelId: 'x'.repeat(41) },
      { ...good, rateId: 'R9:XX' },
      { ...good, acceptedTotalPaise: -1 },
      { ...good, markupPaise: 1.5 },
      { ...good, rooms: Array.from({ length: 30 }, () => ({ adults: 1, childAges: [] })) },
      { ...good, guests: [{ firstName: '\u0000\u0007' }] },
      { ...good, priceRisePercent: 50 },
      { ...good, specialRequests: { nested: [1, 2, 3] } },
      { ...good, checkIn: addDays(todayInIndia(), -1) },
      {},
    ]) {
      const answer = await book(odd);
      expect(answer.status, JSON.stringify(odd).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(odd).slice(0, 80)).toBeLessThan(500);
    }
    expect((await owner.post('/hotels/bookings', good)).status).toBe(400);
    expect(await count('bookings')).toBe(bookings);
  });

  it('books once per key: a replay answers the same booking; the wallet that cannot pay is refused', async () => {
    const key = withKey();
    const body = bookingBody(found.hotelId, stay, found.rate);
    const first = expectStatus(await book(body, owner, key), 201).body as HotelBooking;
    const before = await balance();
    const replay = expectStatus(await book(body, owner, key), 201).body as HotelBooking;
    expect(replay.id).toBe(first.id);
    expect(await balance()).toBe(before);
    const sold = await soldOn(t.database.db, found.hotelId, found.type.id);
    const poor = await book(
      bookingBody(
        found.hotelId,
        stay,
        (await detailsOf(other, found.hotelId, stay)).roomTypes[0]?.rates[0] as HotelRate,
      ),
      other,
    );
    expect(poor.status).toBe(409);
    expect(poor.body.error.kind).toBe('BOOKING_FAILED');
    expect(await soldOn(t.database.db, found.hotelId, found.type.id)).toEqual(sold);
  });
});
