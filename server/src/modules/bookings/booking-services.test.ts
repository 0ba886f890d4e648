import type { ServiceOptions, ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { MEALS } from '@tripsetu/domain/flight-extras.ts';
import { SERVICES_MSG_DECIDED, serviceFeeOn } from '@tripsetu/domain/flight-services.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
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
const purchases = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('booking_service_purchases')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n,
  );
const seatsAssigned = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('flight_seat_assignments')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirst()
    )?.n,
  );
const state = async () => ({ wallet: await balance(), purchases: await purchases(), seats: await seatsAssigned() });

/** A ticketed round trip DEL-BOM for two adults and an infant, `days` ahead (no seats or extras chosen). */
async function roundTrip(days: number): Promise<FlightBooking> {
  const search = flightSearch(
    { tripType: 'ROUND_TRIP', adults: 2, infants: 1, returnDate: addDays(todayInIndia(), days + 3) },
    days,
  );
  const quoted = await quoteFor(owner, search);
  return expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201).body as FlightBooking;
}

const freeSeat = (options: ServiceOptions, legIndex: number, exit = false) =>
  options.seatMaps
    .find((map) => map.legIndex === legIndex && map.segmentIndex === 0)
    ?.rows.flatMap((row) => row.seats)
    .find((seat) => seat.available && seat.exitRow === exit && seat.pricePaise > 0)?.seatNo as string;

describe('adding services to a ticketed flight booking', () => {
  it('prices a seat, a meal, baggage and a free service, takes the amount from the wallet once, and shows them', async () => {
    const booking = await roundTrip(30);
    const options = expectStatus(await owner.get(`/bookings/${booking.id}/services/options`), 200)
      .body as ServiceOptions;
    expect(options.seatMaps.length).toBe(booking.legs.reduce((n, leg) => n + leg.itinerary.segments.length, 0));
    expect(options.open.every((entry) => entry.kinds.length === 4)).toBe(true);
    const seat = freeSeat(options, 0);
    const items = [
      { traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'SEAT', code: seat },
      { traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'MEAL', code: 'VGML' },
      { traveller: 1, legIndex: 1, segmentIndex: 0, kind: 'BAGGAGE', code: 'XB10' },
      { traveller: 1, legIndex: 1, segmentIndex: 0, kind: 'SERVICE', code: 'WCHR' },
    ];
    const quote = expectStatus(await owner.post(`/bookings/${booking.id}/services/quote`, { items }), 200)
      .body as ServicesQuoteAnswer;
    const seatPrice =
      options.seatMaps[0]?.rows.flatMap((row) => row.seats).find((s) => s.seatNo === seat)?.pricePaise ?? 0;
    const meal = MEALS.find((option) => option.code === 'VGML')?.pricePaise ?? 0;
    expect(quote.totals.servicesPaise).toBe(seatPrice + meal + 10 * 500_00);
    // The fee is on the three priced items; the wheelchair is free and carries none.
    expect(quote.totals.feePaise).toBe(3 * serviceFeeOn(todayInIndia()));
    expect(quote.totals.gstPaise).toBe(Math.round(quote.totals.feePaise * 0.18));
    expect(quote.totals.amountPaise).toBe(quote.totals.servicesPaise + quote.totals.feePaise + quote.totals.gstPaise);

    const before = await state();
    const key = withKey();
    const body = { items, acceptedAmountPaise: quote.totals.amountPaise };
    const done = expectStatus(await owner.post(`/bookings/${booking.id}/services`, body, key), 201).body;
    expect(done.message).toBe(SERVICES_MSG_DECIDED.added);
    expectStatus(await owner.post(`/bookings/${booking.id}/services`, body, key), 201);
    expect(await state()).toEqual({
      wallet: before.wallet - quote.totals.amountPaise,
      purchases: before.purchases + 1,
      seats: before.seats + 1,
    });
    const after = expectStatus(await owner.get(`/bookings/${booking.id}`), 200).body.booking as FlightBooking;
    expect(after.travellers[0]?.legs[0]?.seats[0]).toBe(seat);
    expect(after.travellers[0]?.legs[0]?.meals[0]).toBe('VGML');
    expect(after.travellers[1]?.legs[1]?.baggage).toEqual(['XB10']);
    expect(after.travellers[1]?.legs[1]?.services).toEqual(['WCHR']);
    expect(after.servicePurchases).toEqual([
      expect.objectContaining({
        amountPaise: quote.totals.amountPaise,
        walletDocumentNo: done.walletDocumentNo,
        addedBy: 'Rohan Mehta',
      }),
    ]);
    const reopened = expectStatus(await owner.get(`/bookings/${booking.id}/services/options`), 200)
      .body as ServiceOptions;
    expect(reopened.seatMaps[0]?.rows.flatMap((row) => row.seats).find((s) => s.seatNo === seat)?.available).toBe(
      false,
    );
    await assertLedgerConsistent(t.database.db);
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'html'])
      .where('reference', '=', `services:${done.id}`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`Services added`);
    expect(mails[0]?.html).toContain('Vegetarian meal');

    // Manage Bookings' SSR history: the agency's own purchases; another agency sees none of them.
    const history = expectStatus(await owner.get('/bookings/services'), 200).body;
    expect(history.rows[0]).toMatchObject({
      id: done.id,
      transactionId: booking.transactionId,
      amountPaise: quote.totals.amountPaise,
    });
    expect(history.rows[0].items.map((item: { label: string }) => item.label)).toContain('Vegetarian meal');
    const theirs = expectStatus(await otherOwner.get('/bookings/services'), 200).body;
    expect(theirs.rows.some((row: { id: number }) => row.id === done.id)).toBe(false);
  });
});

describe('services refused change nothing', () => {
  let booking: FlightBooking;
  let options: ServiceOptions;
  let taken: string;
  beforeAll(async () => {
    booking = await roundTrip(45);
    options = expectStatus(await owner.get(`/bookings/${booking.id}/services/options`), 200).body as ServiceOptions;
    taken = freeSeat(options, 0);
    const items = [
      { traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'SEAT', code: taken },
      { traveller: 0, legIndex: 0, kind: 'BAGGAGE', code: 'XB30' },
    ];
    expectStatus(await owner.post(`/bookings/${booking.id}/services`, { items }, withKey()), 201);
  });

  const item = (overrides: Record<string, unknown>) => ({
    traveller: 1,
    legIndex: 0,
    segmentIndex: 0,
    kind: 'MEAL',
    code: 'VGML',
    ...overrides,
  });
  const refusals: [string, () => Record<string, unknown>[], string][] = [
    ['nothing', () => [], SERVICES_MSG_DECIDED.nothingChosen],
    ['a seat someone has', () => [item({ kind: 'SEAT', code: taken })], BOOKING_MSG.seatTaken],
    [
      'a second seat',
      () => [item({ traveller: 0, kind: 'SEAT', code: freeSeat(options, 0) === taken ? '1A' : freeSeat(options, 0) })],
      SERVICES_MSG_DECIDED.hasSeat,
    ],
    [
      'one seat for two',
      () => [
        item({ traveller: 0, legIndex: 1, kind: 'SEAT', code: freeSeat(options, 1) }),
        item({ traveller: 1, legIndex: 1, kind: 'SEAT', code: freeSeat(options, 1) }),
      ],
      SERVICES_MSG_DECIDED.seatTwice,
    ],
    [
      'a seat for an infant',
      () => [item({ traveller: 2, kind: 'SEAT', code: '21C' })],
      BOOKING_MSG_DECIDED.seatInfantNoSeat,
    ],
    ['a seat not on the aircraft', () => [item({ kind: 'SEAT', code: '99Z' })], BOOKING_MSG_DECIDED.seatUnknown],
    ['two meals on a flight', () => [item({}), item({ code: 'NVML' })], SERVICES_MSG_DECIDED.hasMeal],
    ['a child meal for an adult', () => [item({ code: 'CHML' })], BOOKING_MSG_DECIDED.mealChildOnly],
    ['the same baggage twice', () => [item({ traveller: 0, kind: 'BAGGAGE', code: 'XB30' })], BOOKING_MSG.baggageTwice],
    [
      'more than 60 kg',
      () => [
        item({ traveller: 0, kind: 'BAGGAGE', code: 'XB20' }),
        item({ traveller: 0, kind: 'BAGGAGE', code: 'XB15' }),
      ],
      BOOKING_MSG.baggageMax,
    ],
    [
      'baggage for an infant',
      () => [item({ traveller: 2, kind: 'BAGGAGE', code: 'XB05' })],
      BOOKING_MSG_DECIDED.infantExtras,
    ],
    ['an unknown service', () => [item({ kind: 'SERVICE', code: 'ZZZZ' })], BOOKING_MSG_DECIDED.ssrUnknown],
    ['a traveller not on the booking', () => [item({ traveller: 7 })], SERVICES_MSG_DECIDED.notOnFlight],
    ['a flight not in the trip', () => [item({ segmentIndex: 5 })], SERVICES_MSG_DECIDED.notOnFlight],
  ];

  it.each(refusals)('%s', async (_name, items, message) => {
    const before = await state();
    const answer = expectStatus(
      await owner.post(`/bookings/${booking.id}/services`, { items: items() }, withKey()),
      409,
    );
    expect(answer.body.error.kind).toBe('SERVICES_FAILED');
    expect(answer.body.error.message).toBe(message);
    expect(answer.body.error.details.title).toBe(SERVICES_MSG_DECIDED.failed);
    expect(await state()).toEqual(before);
  });

  it('a changed amount is asked again; another agency’s booking is not found; a hold is not ticketed; a key is required', async () => {
    const items = [item({})];
    const before = await state();
    const moved = expectStatus(
      await owner.post(`/bookings/${booking.id}/services`, { items, acceptedAmountPaise: 1 }, withKey()),
      409,
    );
    expect(moved.body.error.message).toBe(SERVICES_MSG_DECIDED.amountChanged);
    expectStatus(await otherOwner.post(`/bookings/${booking.id}/services`, { items }, withKey()), 404);
    expectStatus(await otherOwner.get(`/bookings/${booking.id}/services/options`), 404);
    expectStatus(await owner.post(`/bookings/${booking.id}/services`, { items }), 400);
    const quoted = await quoteFor(owner, flightSearch({}, 80));
    const hold = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body;
    const onHold = expectStatus(
      await owner.post(`/bookings/${hold.id}/services/quote`, { items: [item({ traveller: 0 })] }),
      409,
    );
    expect(onHold.body.error.message).toBe(SERVICES_MSG_DECIDED.notTicketed);
    expect(await state()).toEqual(before);
  });

  it('closes each kind at its cut-off: special services two days before, a cancelled traveller has none', async () => {
    const tomorrow = await roundTrip(1);
    const closed = expectStatus(
      await owner.post(`/bookings/${tomorrow.id}/services/quote`, { items: [item({ kind: 'SERVICE', code: 'WCHR' })] }),
      409,
    );
    expect(closed.body.error.message).toBe(SERVICES_MSG_DECIDED.closed('SERVICE'));
    const options = expectStatus(await owner.get(`/bookings/${tomorrow.id}/services/options`), 200)
      .body as ServiceOptions;
    expect(options.open.find((entry) => entry.legIndex === 0)?.kinds).not.toContain('SERVICE');
    expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [1], legs: [1] }, withKey()),
      201,
    );
    const gone = expectStatus(
      await owner.post(`/bookings/${booking.id}/services/quote`, { items: [item({ legIndex: 1 })] }),
      409,
    );
    expect(gone.body.error.message).toBe(SERVICES_MSG_DECIDED.notOnFlight);
  });

  it('odd bodies answer 4xx, never 5xx', async () => {
    const bodies = [
      { items: [{ traveller: -1, legIndex: 0, kind: 'SEAT', code: '1A' }] },
      { items: [{ traveller: 0, legIndex: 0, kind: 'LOUNGE', code: 'X' }] },
      { items: Array.from({ length: 61 }, () => item({})) },
      { items: 'all' },
      { items: [item({ code: 'x'.repeat(11) })] },
    ];
    for (const body of bodies) {
      const answer = await owner.post(`/bookings/${booking.id}/services/quote`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
  });
});
