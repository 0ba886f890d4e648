import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { IMPORT_PNR_MSG } from '@tripsetu/domain/import-pnr.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AIRLINE_PNRS, demoPnrRequest, seedDemoAirlinePnrs } from '../../db/seed/airline-pnrs.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let admin: AgentClient;
let otherOwner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t.close());

let made = 0;
/** A fresh airline PNR like a demo one (`index` of DEMO_AIRLINE_PNRS) under a code of its own. */
async function airlinePnr(index = 0, overrides: { ticketingTimeLimit?: number } = {}) {
  made += 1;
  const demo = DEMO_AIRLINE_PNRS[index] as (typeof DEMO_AIRLINE_PNRS)[number];
  const pnr = `TST${'ABCDEFGHJKLMNPQRSTUVWXYZ'[made % 24]}${'23456789'[Math.floor(made / 24) % 8]}${index + 2}`;
  const created = await t.services.airlinePnrs.create({ ...demoPnrRequest(demo, todayInIndia()), pnr, ...overrides });
  if (!created) throw new Error(`no flight for ${pnr}`);
  return { pnr, demo };
}

/** What an import may change: bookings, the airline PNRs' state, seats sold, the wallet. */
async function state() {
  const db = t.database.db;
  const [bookings, pnrs, sold] = await Promise.all([
    db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('airline_pnrs').select(['pnr', 'imported_booking_id', 'cancelled_at']).orderBy('pnr').execute(),
    db
      .selectFrom('flight_inventory')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const wallet = (await owner.get('/wallet')).body.mainBalancePaise as number;
  return { bookings: Number(bookings.n), pnrs, sold: Number(sold.n), wallet };
}

const importPnr = (client: AgentClient, pnr: string, lastName: string) =>
  client.post('/flights/import-pnr', { pnr, lastName });

describe('Import PNR', () => {
  it('counts an airline PNR’s seats sold when the airline makes it, and not again when it is imported', async () => {
    const before = (await state()).sold;
    const { pnr } = await airlinePnr(2);
    const afterAirline = (await state()).sold;
    // Two adults and a child on one flight.
    expect(afterAirline - before).toBe(3);
    const imported = await importPnr(owner, pnr, 'khan');
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect((await state()).sold).toBe(afterAirline);
  });

  it('brings a PNR found by a traveller’s last name, in any case, into the agency’s bookings on hold until the airline’s limit', async () => {
    const { pnr } = await airlinePnr(1);
    const row = await t.database.db
      .selectFrom('airline_pnrs')
      .selectAll()
      .where('pnr', '=', pnr)
      .executeTakeFirstOrThrow();
    const imported = await importPnr(staff, ` ${pnr.toLowerCase()} `, '  iYeR ');
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ product: 'FLIGHT', transactionId: expect.stringMatching(/^TSF/) });
    expect(imported.body.holdUntil).toBe(new Date(row.ticketing_time_limit).toISOString());

    const booking = (await owner.get(`/flights/bookings/${imported.body.id}`)).body as FlightBooking;
    expect(booking.status).toBe('ON_HOLD');
    expect(booking.tripType).toBe('ROUND_TRIP');
    expect(booking.legs).toHaveLength(2);
    expect(booking.pnrs.map((entry) => entry.pnr)).toEqual([pnr]);
    expect(booking.travellers.map((one) => `${one.firstName} ${one.lastName}`)).toEqual([
      'Ananya Iyer',
      'Karthik Iyer',
    ]);
    expect(booking.fare.reduce((total, line) => total + line.amountPaise, 0)).toBe(booking.totalPaise);
    expect(booking.fare.map((line) => line.code)).toEqual(expect.arrayContaining(['BASE', 'SERVICE_CHARGE']));
    expect(booking.contact.email).toBe('ananya.iyer@example.in');
    // Manage Bookings and the hold queue find it by the airline's PNR.
    const found = await owner.get(`/bookings?q=${pnr}`);
    expect(found.body.rows.map((one: { id: number }) => one.id)).toContain(imported.body.id);
    const queue = await owner.get('/bookings/hold-queue');
    expect(queue.body.holds.map((hold: { id: number }) => hold.id)).toContain(imported.body.id);
  });

  it('then works as any hold: Perform Ticketing pays from the wallet and issues tickets, which can be cancelled by the rules', async () => {
    const { pnr } = await airlinePnr(0);
    const imported = await importPnr(owner, pnr, 'Verma');
    expect(imported.status).toBe(201);
    const walletBefore = (await state()).wallet;
    const ticketed = await owner.post(`/bookings/${imported.body.id}/ticket`);
    expect(ticketed.status, JSON.stringify(ticketed.body)).toBe(200);
    const booking = ticketed.body.booking as FlightBooking;
    expect(booking.status).toBe('CONFIRMED');
    expect(booking.travellers[0]?.tickets).toHaveLength(1);
    expect(booking.invoiceNo).toMatch(/^TSI\//);
    expect((await state()).wallet).toBe(walletBefore - booking.totalPaise);
    await assertLedgerConsistent(t.database.db);

    const quote = await owner.post(`/bookings/${imported.body.id}/cancellation/quote`, { travellers: [0], legs: [0] });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.totals.refundPaise).toBeGreaterThan(0);
    const options = await owner.get(`/bookings/${imported.body.id}/services/options`);
    expect(options.status).toBe(200);
    const sold = (await state()).sold;
    const cancelled = await owner.post(
      `/bookings/${imported.body.id}/cancellation`,
      { travellers: [0], legs: [0] },
      withKey(),
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(201);
    expect((await state()).sold).toBe(sold - 1);
    await assertLedgerConsistent(t.database.db);
  });

  it('gives the seats back when the imported hold is released', async () => {
    const { pnr } = await airlinePnr(4);
    const imported = await importPnr(owner, pnr, 'DAS');
    const sold = (await state()).sold;
    const released = await owner.post(`/bookings/${imported.body.id}/release`);
    expect(released.status).toBe(200);
    expect((await state()).sold).toBe(sold - 1);
  });

  it('finds nothing for a PNR it does not know or a last name not on it, and changes nothing', async () => {
    const { pnr } = await airlinePnr(0);
    const before = await state();
    for (const [code, lastName] of [
      ['ZZZ9ZZ', 'Verma'],
      [pnr, 'Sharma'],
      [pnr, 'Ver'],
    ] as const) {
      const answer = await importPnr(owner, code, lastName);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe(IMPORT_PNR_MSG.notFound);
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a PNR already imported: the agency’s own is named, another agency’s is not given', async () => {
    const { pnr } = await airlinePnr(0);
    const first = await importPnr(owner, pnr, 'Verma');
    expect(first.status).toBe(201);
    const before = await state();
    const again = await importPnr(staff, pnr, 'Verma');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      kind: 'IMPORT_FAILED',
      message: IMPORT_PNR_MSG.alreadyYours,
      details: { title: IMPORT_PNR_MSG.title, bookingId: String(first.body.id) },
    });
    const other = await importPnr(otherOwner, pnr, 'Verma');
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(IMPORT_PNR_MSG.alreadyImported);
    expect(other.body.error.details.bookingId).toBeUndefined();
    // Another agency cannot open the booking either.
    expect((await otherOwner.get(`/flights/bookings/${first.body.id}`)).status).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('makes one booking of twenty imports of one PNR at once, from two agencies', async () => {
    const { pnr } = await airlinePnr(3);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        importPnr([owner, staff, otherOwner][index % 3] as AgentClient, pnr, 'Raman'),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const bookings = await t.database.db
      .selectFrom('flight_booking_segments')
      .select('booking_id')
      .distinct()
      .where('pnr', '=', pnr)
      .execute();
    expect(bookings).toHaveLength(1);
  });

  it('refuses a PNR whose flight has departed, and changes nothing', async () => {
    const { pnr } = await airlinePnr(0);
    await t.database.db
      .updateTable('airline_pnrs')
      .set({ first_departure: new Date(Date.now() - 3_600_000) })
      .where('pnr', '=', pnr)
      .execute();
    const before = await state();
    const answer = await importPnr(owner, pnr, 'Verma');
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(IMPORT_PNR_MSG.departed);
    expect(await state()).toEqual(before);
  });

  it('refuses a PNR past the airline’s ticketing time limit, which the airline has cancelled: its seats go back on sale', async () => {
    const { pnr } = await airlinePnr(0, { ticketingTimeLimit: Date.now() - 60_000 });
    const before = await state();
    const answer = await importPnr(owner, pnr, 'Verma');
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(IMPORT_PNR_MSG.lapsed);
    const after = await state();
    expect(after.bookings).toBe(before.bookings);
    expect(after.sold).toBe(before.sold - 1);
    expect(after.pnrs.find((row) => row.pnr === pnr)?.cancelled_at).not.toBeNull();
    const again = await importPnr(owner, pnr, 'Verma');
    expect(again.body.error.message).toBe(IMPORT_PNR_MSG.cancelled);
    expect((await state()).sold).toBe(after.sold);
  });

  it('answers bad input with the field’s message and changes nothing', async () => {
    const before = await state();
    const cases = [
      [{ pnr: '', lastName: 'Verma' }, { pnr: IMPORT_PNR_MSG.pnrRequired }],
      [{ pnr: 'AB12', lastName: 'Verma' }, { pnr: IMPORT_PNR_MSG.pnrInvalid }],
      [
        { pnr: 'AB-123', lastName: '' },
        { pnr: IMPORT_PNR_MSG.pnrInvalid, lastName: IMPORT_PNR_MSG.lastNameRequired },
      ],
      [{ pnr: 'SKY4DL', lastName: 'V3rma' }, { lastName: IMPORT_PNR_MSG.lastNameInvalid }],
      [{ pnr: 'SKY4DL', lastName: 'x'.repeat(51) }, { lastName: IMPORT_PNR_MSG.lastNameInvalid }],
    ] as const;
    for (const [body, fields] of cases) {
      const answer = await owner.post('/flights/import-pnr', body);
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields).toEqual(fields);
    }
    for (const body of [{}, { pnr: 123456, lastName: 'Verma' }, { pnr: 'A'.repeat(41), lastName: 'Verma' }]) {
      expect((await owner.post('/flights/import-pnr', body)).status).toBe(400);
    }
    expect(await state()).toEqual(before);
  });

  it('is for agencies: the back office, which does not book, may not import', async () => {
    const { pnr } = await airlinePnr(0);
    const answer = await importPnr(admin, pnr, 'Verma');
    expect(answer.status).toBe(403);
  });

  it('keeps the demo’s PNRs bookable: made once, left when imported, made again for new dates when they lapse', async () => {
    const today = todayInIndia();
    const first = await seedDemoAirlinePnrs(t.services, today);
    expect(first).toEqual(DEMO_AIRLINE_PNRS.map((demo) => demo.pnr));
    const sold = (await state()).sold;
    // A restart the same day changes nothing.
    expect(await seedDemoAirlinePnrs(t.services, today)).toEqual(first);
    expect((await state()).sold).toBe(sold);
    expect((await importPnr(owner, 'SKY4DL', 'verma')).status).toBe(201);
    await t.database.db
      .updateTable('airline_pnrs')
      .set({ ticketing_time_limit: new Date(Date.now() - 1000) })
      .where('pnr', '=', 'CCU8WE')
      .execute();
    const kept = await seedDemoAirlinePnrs(t.services, today);
    expect(kept).toEqual(first.filter((pnr) => pnr !== 'SKY4DL'));
    // CCU8WE was made again: its old seats back, its new ones taken.
    expect((await state()).sold).toBe(sold);
    const row = await t.database.db
      .selectFrom('airline_pnrs')
      .selectAll()
      .where('pnr', '=', 'CCU8WE')
      .executeTakeFirstOrThrow();
    expect(new Date(row.ticketing_time_limit).getTime()).toBeGreaterThan(Date.now());
  });
});
