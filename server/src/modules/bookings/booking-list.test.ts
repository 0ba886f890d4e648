import { BOOKINGS_LIST_MSG } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;
const made: FlightBooking[] = [];

const book = async (days: number, action: 'BOOK' | 'HOLD') => {
  const quoted = await quoteFor(owner, flightSearch({}, days));
  const body = bookingFor(quoted, { action });
  (body.travellers[0] as { lastName: string }).lastName = `Listed${'abc'[made.length]}`;
  made.push(expectStatus(await owner.post('/flights/bookings', body, withKey()), 201).body as FlightBooking);
};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '300000');
  await book(30, 'BOOK');
  await book(31, 'HOLD');
  await book(45, 'BOOK');
});
afterAll(() => t.close());

const ids = (answer: { body: { rows: { id: number }[] } }) => answer.body.rows.map((row) => row.id);
const list = (client: AgentClient, query: Record<string, string> = {}) =>
  client.get(`/bookings?${new URLSearchParams(query)}`);

describe('Manage Bookings', () => {
  it('lists the agency’s bookings newest first, with route, traveller, PNR and total', async () => {
    const answer = expectStatus(await list(owner), 200);
    expect(answer.body.total).toBe(3);
    expect(ids(answer)).toEqual([made[2]?.id, made[1]?.id, made[0]?.id]);
    const first = answer.body.rows[2];
    expect(first).toMatchObject({
      transactionId: made[0]?.transactionId,
      statusLabel: 'Confirmed',
      travellers: 1,
      totalPaise: made[0]?.totalPaise,
      references: made[0]?.pnrs.map((entry) => entry.pnr).join('/'),
    });
    expect(first.leadTraveller).toContain('Listeda');
    expect(answer.body.pageSize).toBe(25);
  });

  it('finds a booking by its id, a PNR, a ticket number or a traveller’s name', async () => {
    const [one, , three] = made as [FlightBooking, FlightBooking, FlightBooking];
    expect(ids(await list(owner, { q: one.transactionId.toLowerCase() }))).toEqual([one.id]);
    expect(ids(await list(owner, { q: three.pnrs[0]?.pnr.toLowerCase() ?? '' }))).toContain(three.id);
    const ticket = one.travellers[0]?.tickets[0]?.number ?? '';
    expect(ticket).not.toBe('');
    expect(ids(await list(owner, { q: ticket }))).toEqual([one.id]);
    expect(ids(await list(owner, { q: 'Arjun Listedc' }))).toEqual([three.id]);
    // Words match a traveller's words by their beginning, each of them (AND), in any case.
    expect(ids(await list(owner, { q: 'arj LISTEDC' }))).toEqual([three.id]);
    expect(ids(await list(owner, { q: 'listed' })).sort()).toEqual(made.map((booking) => booking.id).sort());
    expect(ids(await list(owner, { q: 'isted' }))).toEqual([]);
    expect(ids(await list(owner, { q: `${ticket.slice(0, 8)}` }))).toContain(one.id);
    expect((await list(owner, { q: 'Nobody Atall' })).body).toMatchObject({ rows: [], total: 0 });
  });

  it('filters by status and by booking and travel dates', async () => {
    expect(ids(await list(owner, { status: 'ON_HOLD' }))).toEqual([made[1]?.id]);
    const today = todayInIndia();
    expect((await list(owner, { bookedFrom: today, bookedTo: today })).body.total).toBe(3);
    expect((await list(owner, { bookedTo: addDays(today, -1) })).body.total).toBe(0);
    const late = await list(owner, { travelFrom: addDays(today, 40), travelTo: addDays(today, 50) });
    expect(ids(late)).toEqual([made[2]?.id]);
  });

  it('pages 25 at a time and keeps to the agency; the back office sees every agency', async () => {
    expect((await list(owner, { page: '2' })).body.rows).toEqual([]);
    expect((await list(otherOwner, { q: made[0]?.transactionId ?? '' })).body.total).toBe(0);
    expect(ids(await list(admin, { q: made[0]?.transactionId ?? '' }))).toEqual([made[0]?.id]);
  });

  it('refuses a date that is not one, and a range that ends before it starts', async () => {
    const malformed = await list(owner, { bookedFrom: 'yesterday' });
    expect(malformed.status).toBe(400);
    const impossible = await list(owner, { travelFrom: '2026-02-30' });
    expect(impossible.status).toBe(422);
    expect(impossible.body.error.fields.travelFrom).toBe(BOOKINGS_LIST_MSG.dateInvalid);
    const reversed = await list(owner, { bookedFrom: '2026-12-10', bookedTo: '2026-12-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.fields.bookedTo).toBe(BOOKINGS_LIST_MSG.rangeReversed);
    expect((await list(owner, { page: '0' })).status).toBe(400);
    expect((await list(owner, { status: 'LOST' })).status).toBe(400);
  });

  it('exports the same bookings to Excel', async () => {
    const answer = await owner.get('/bookings.xlsx?status=CONFIRMED');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.raw.subarray(0, 2).toString()).toBe('PK');
  });
});
