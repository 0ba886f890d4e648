import { isoWeekday, todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import { expandSearchResult, type FlightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import {
  SERIES_BOOKING_CLASS,
  SERIES_FARE_FAMILY,
  SERIES_MSG,
  type SeriesFare,
} from '@tripsetu/domain/series-fares.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { DEMO_SERIES_FARES, seedDemoSeriesFares } from '../../db/seed/series-fares.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { commissionRule } from '../../test/commission-fixtures.ts';
import { bookingFor, flightSearch } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  addBlock,
  blockCount,
  blockRow,
  bookSeries,
  dayOut,
  directFlight,
  seriesBlock,
  seriesFareIn,
  seriesQuote,
  seriesSearch,
} from '../../test/series-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t.close());

const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;
const amountOf = (lines: { code: string; amountPaise: number }[], code: string) =>
  lines.filter((line) => line.code === code).reduce((sum, line) => sum + line.amountPaise, 0);

describe('agent series fares in flight search', () => {
  it('shows a block as a Series fare of its flight to agencies, at its fixed fare and seats, never to travellers', async () => {
    const { flight, itinerary } = await directFlight(owner, 30);
    const added = await addBlock(admin, seriesBlock(flight, dayOut(30), { seats: 12 }));
    expect(added).toMatchObject({ flight, date: dayOut(30), seats: 12, seatsSold: 0, seatsLeft: 12, origin: 'DEL' });
    expect(added.addedBy).not.toBe('');
    const listed = expectStatus(await admin.get('/admin/series-fares'), 200).body.fares as SeriesFare[];
    expect(listed.map((fare) => fare.id)).toContain(added.id);

    const { fare, fareRules } = await seriesFareIn(owner, 30, flight);
    expect(fare).toMatchObject({ family: SERIES_FARE_FAMILY, bookingClass: SERIES_BOOKING_CLASS, refundable: false });
    expect(fare?.seatsLeft).toBe(9); // at most 9 shown, as for every fare
    const adult = fare?.pax.find((pax) => pax.paxType === 'ADT');
    const regularAdult = itinerary.fares[0]?.pax.find((pax) => pax.paxType === 'ADT');
    const part = (pax: typeof adult, code: string) => pax?.components.find((c) => c.code === code)?.amountPaise;
    // The fixed fare is the base, GST at 5 % in economy (₹199.95 → ₹200), the airport's own charges as any fare's.
    expect(part(adult, 'BASE')).toBe(3999_00);
    expect(part(adult, 'YQ')).toBe(0);
    expect(part(adult, 'K3')).toBe(200_00);
    expect(part(adult, 'OTHER_TAXES')).toBe(part(regularAdult, 'OTHER_TAXES'));
    const rules = fareRules[fare?.rulesId ?? ''];
    expect(rules?.cancellation.every((rule) => rule.chargePaise === null)).toBe(true);

    // Travellers' search and quote answer without it.
    const travellers = await t.services.flights.search(seriesSearch(30));
    const theirs = travellers.legs[0]?.itineraries.flatMap((it) => it.fares) ?? [];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((option) => option.family === SERIES_FARE_FAMILY)).toBe(false);
    await expect(
      t.services.consumerFlights.quote({ search: seriesSearch(30), fareIds: [fare?.id as string] }),
    ).rejects.toMatchObject({ message: BOOKING_MSG_DECIDED.fareUnavailable });
  });

  it('books it at the fixed fare with no commission, and counts the seats in the block', async () => {
    const { flight } = await directFlight(owner, 31);
    const block = await addBlock(admin, seriesBlock(flight, dayOut(31), { seats: 3 }));
    // A rule giving every flight commission does not reach a net series fare.
    expectStatus(await admin.post('/admin/commission-rules', commissionRule({ value: 500 })), 201);
    const { quote } = await seriesQuote(owner, 31, flight, 2);
    expect(amountOf(quote.summary, 'COMMISSION')).toBe(0);
    const before = await balance();
    const booking = await bookSeries(owner, 31, flight, 2);
    expect(booking.legs[0]?.itinerary.fares[0]?.family).toBe(SERIES_FARE_FAMILY);
    expect(amountOf(booking.fare, 'BASE')).toBe(2 * 3999_00);
    expect(amountOf(booking.fare, 'COMMISSION')).toBe(0);
    expect(await balance()).toBe(before - booking.totalPaise);
    expect((await blockRow(t, block.id)).seats_sold).toBe(2);
    const segment = await t.database.db
      .selectFrom('flight_booking_segments')
      .select('series_block_id')
      .where('booking_id', '=', booking.id)
      .executeTakeFirstOrThrow();
    expect(segment.series_block_id).toBe(block.id);

    // One seat is left: two more are refused and nothing changes; the last one sells, then the fare is gone.
    const quoted = await seriesQuote(owner, 31, flight, 1);
    const twoMore = { ...quoted.body, search: seriesSearch(31, 2) };
    const refused = await owner.post('/flights/quote', twoMore);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(BOOKING_MSG_DECIDED.fareUnavailable);
    expect((await blockRow(t, block.id)).seats_sold).toBe(2);
    await bookSeries(owner, 31, flight, 1);
    expect((await blockRow(t, block.id)).seats_sold).toBe(3);
    const soldOut = await owner.post('/flights/bookings', bookingFor(quoted, { confirmDuplicate: true }), withKey());
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.kind).toBe('BOOKING_FAILED');
    expect((await blockRow(t, block.id)).seats_sold).toBe(3);
    await assertLedgerConsistent(t.database.db);
  });

  it('gives seats back to the block on release and cancellation, refunding only the taxes', async () => {
    const { flight } = await directFlight(owner, 32);
    const block = await addBlock(admin, seriesBlock(flight, dayOut(32), { seats: 2 }));
    const held = await bookSeries(owner, 32, flight, 1, { action: 'HOLD' });
    expect((await blockRow(t, block.id)).seats_sold).toBe(1);
    expectStatus(await owner.post(`/flights/bookings/${held.id}/release`, undefined, withKey()), 200);
    expect((await blockRow(t, block.id)).seats_sold).toBe(0);

    const booking = await bookSeries(owner, 32, flight, 2);
    expect((await blockRow(t, block.id)).seats_sold).toBe(2);
    const selection = { travellers: [1], legs: [0] };
    const quote = expectStatus(await owner.post(`/bookings/${booking.id}/cancellation/quote`, selection), 200).body;
    expect(quote.taxesOnly).toBe(true);
    const taxes = booking.legs[0]?.itinerary.fares[0]?.pax[0]?.components
      .filter((part) => part.code === 'K3' || part.code === 'OTHER_TAXES')
      .reduce((sum, part) => sum + part.amountPaise, 0);
    expect(quote.totals.refundPaise).toBeLessThanOrEqual(taxes as number);
    expect(quote.totals.refundPaise).toBeGreaterThan(0);
    expectStatus(await owner.post(`/bookings/${booking.id}/cancellation`, selection, withKey()), 201);
    expect((await blockRow(t, block.id)).seats_sold).toBe(1);
    await assertLedgerConsistent(t.database.db);
  });

  it('cannot be moved to another date', async () => {
    const { flight } = await directFlight(owner, 33);
    await addBlock(admin, seriesBlock(flight, dayOut(33)));
    const booking = await bookSeries(owner, 33, flight, 1);
    const options = expectStatus(
      await owner.get(`/bookings/${booking.id}/reschedule/options?travellers=0&leg=0&date=${dayOut(35)}`),
      200,
    ).body;
    const option = options.leg.itineraries.find((it: { stops: number }) => it.stops === 0).fares[0];
    const choice = { travellers: [0], legs: [0], date: dayOut(35), optionId: option.id };
    const answer = await owner.post(`/bookings/${booking.id}/reschedule/quote`, choice);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(RESCHEDULE_MSG_DECIDED.notChangeable);
    // The agent's search lists a series fare; what a booking moves to never does.
    expect(
      options.leg.itineraries.some((it: { fares: { family: string }[] }) =>
        it.fares.some((fare) => fare.family === SERIES_FARE_FAMILY),
      ),
    ).toBe(false);
  });

  it('withdraws a block: its unsold seats leave the search and cannot be booked; once only; a new block may follow', async () => {
    const { flight } = await directFlight(owner, 34);
    const block = await addBlock(admin, seriesBlock(flight, dayOut(34)));
    const quoted = await seriesQuote(owner, 34, flight, 1);
    const withdrawn = expectStatus(await admin.post(`/admin/series-fares/${block.id}/withdraw`), 200).body;
    expect(withdrawn.withdrawnAt).not.toBeNull();
    expect(withdrawn.seatsLeft).toBe(0);
    expect((await seriesFareIn(owner, 34, flight)).fare).toBeUndefined();
    const late = await owner.post('/flights/bookings', bookingFor(quoted, { confirmDuplicate: true }), withKey());
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(BOOKING_MSG_DECIDED.fareUnavailable);
    const again = await admin.post(`/admin/series-fares/${block.id}/withdraw`);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SERIES_MSG.alreadyWithdrawn);
    expect((await admin.post('/admin/series-fares/999999/withdraw')).status).toBe(404);
    // Its place is free: a new block for the flight goes on sale, the withdrawn one stays withdrawn.
    const next = await addBlock(admin, seriesBlock(flight, dayOut(34), { seats: 6, adultFarePaise: 4199_00 }));
    expect(next.id).not.toBe(block.id);
    const { fare } = await seriesFareIn(owner, 34, flight);
    expect(fare?.seatsLeft).toBe(6);
    expect(fare?.pax[0]?.components[0]?.amountPaise).toBe(4199_00);
    expect((await blockRow(t, block.id)).withdrawn_at).not.toBeNull();
  });
});

describe('the demo’s series fares', () => {
  it('are added once, on the routes decision 037 lists, and show in agents’ searches', async () => {
    const today = todayInIndia();
    expect(await seedDemoSeriesFares(t.services, today)).toBe(DEMO_SERIES_FARES.length);
    expect(await seedDemoSeriesFares(t.services, today)).toBe(0);
    const first = DEMO_SERIES_FARES[0];
    const found = expectStatus(
      await owner.post(
        '/flights/search',
        flightSearch({ segments: [{ from: first.from, to: first.to, date: dayOut(first.days) }] }),
      ),
      200,
    );
    const fares = expandSearchResult(found.body as FlightSearchWire).legs[0]?.itineraries.flatMap((it) => it.fares);
    expect(fares?.find((fare) => fare.family === SERIES_FARE_FAMILY)?.pax[0]?.components[0]?.amountPaise).toBe(
      first.adultRupees * 100,
    );
  });
});

describe('the back office’s series fare form', () => {
  it('refuses each bad field with its message and keeps nothing', async () => {
    const { flight } = await directFlight(owner, 40);
    const date = dayOut(40);
    const offDay = await t.database.db
      .selectFrom('flight_schedules')
      .select(['carrier', 'flight_number', 'weekdays'])
      .where('weekdays', '<>', '1234567')
      .executeTakeFirstOrThrow();
    const notFlying = [40, 41, 42, 43, 44, 45, 46]
      .map(dayOut)
      .find((day) => !offDay.weekdays.includes(String(isoWeekday(day)))) as string;
    const cases: [Partial<ReturnType<typeof seriesBlock>>, string, string][] = [
      [{ flight: '' }, 'flight', SERIES_MSG.flightRequired],
      [{ flight: 'Indigo' }, 'flight', SERIES_MSG.flightFormat],
      [{ flight: '9Z-9999' }, 'flight', SERIES_MSG.flightUnknown],
      [{ date: dayOut(0) }, 'date', SERIES_MSG.datePast],
      [{ date: '2026-02-30' }, 'date', SERIES_MSG.dateInvalid],
      [{ flight: `${offDay.carrier}-${offDay.flight_number}`, date: notFlying }, 'date', SERIES_MSG.notOperating],
      [{ cabin: 'FIRST' }, 'cabin', SERIES_MSG.cabinMissing],
      [{ seats: 0 }, 'seats', SERIES_MSG.seatsInvalid],
      [{ seats: 201 }, 'seats', SERIES_MSG.seatsInvalid],
      [{ adultFarePaise: 100_00 }, 'adultFarePaise', SERIES_MSG.adultFareInvalid],
      [{ childFarePaise: -1 }, 'childFarePaise', SERIES_MSG.childFareInvalid],
      [{ infantFarePaise: 60_000_00 }, 'infantFarePaise', SERIES_MSG.infantFareInvalid],
      [{ checkInKg: 41 }, 'checkInKg', SERIES_MSG.checkInInvalid],
    ];
    const before = await blockCount(t);
    for (const [change, field, message] of cases) {
      const answer = await admin.post('/admin/series-fares', seriesBlock(flight, date, change));
      expect(answer.status, `${field}: ${JSON.stringify(answer.body)}`).toBe(422);
      expect(answer.body.error.fields[field]).toBe(message);
    }
    // A body the schema refuses (an unknown field, a text for a number) is a 4xx, never a 5xx.
    for (const odd of [
      { ...seriesBlock(flight, date), extra: 1 },
      { ...seriesBlock(flight, date), seats: 'four' },
      [],
    ]) {
      const answer = await admin.post('/admin/series-fares', odd);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect(await blockCount(t)).toBe(before);

    await addBlock(admin, seriesBlock(flight, date));
    const twice = await admin.post('/admin/series-fares', seriesBlock(flight.toLowerCase(), date, { seats: 8 }));
    expect(twice.status).toBe(422);
    expect(twice.body.error.fields.date).toBe(SERIES_MSG.duplicate);
    expect(await blockCount(t)).toBe(before + 1);
  });

  it('is the back office’s alone', async () => {
    const { flight } = await directFlight(owner, 41);
    for (const client of [owner, staff]) {
      expect((await client.get('/admin/series-fares')).status).toBe(403);
      expect((await client.post('/admin/series-fares', seriesBlock(flight, dayOut(41)))).status).toBe(403);
      expect((await client.post('/admin/series-fares/1/withdraw')).status).toBe(403);
      expect((await client.upload('/admin/series-fares/upload', {}, [])).status).toBe(403);
    }
  });
});
