import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { TravellerBody } from '@tripsetu/domain/flight-booking-api.ts';
import {
  instantToIndiaLocal,
  OFFLINE_MSG,
  OFFLINE_OPEN_MAX,
  type OfflineFlightOptions,
  type OfflineRequestBody,
  type OfflineRequestRow,
  offlineReference,
} from '@tripsetu/domain/offline-requests.ts';
import { CONTROL_CHARACTER_MESSAGE } from '@tripsetu/domain/validation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, mailsTo, signedInClient } from '../../test/agent-client.ts';
import { traveller } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t.close());

/** A group of `adults` (and children, infants) from Delhi to Mumbai `days` ahead. */
const groupRequest = (overrides: Partial<OfflineRequestBody> = {}, days = 40): OfflineRequestBody => ({
  requestType: 'GROUP',
  tripType: 'ONE_WAY',
  from: 'DEL',
  to: 'BOM',
  departDate: addDays(todayInIndia(), days),
  cabin: 'ECONOMY',
  adults: 12,
  children: 0,
  infants: 0,
  preferredAirline: '',
  preferredTime: 'ANY',
  remarks: 'College trip, 12 students with their teacher.',
  ...overrides,
});

const count = async (table: 'offline_requests' | 'bookings') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const soldOn = async (scheduleId: number, date: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('flight_inventory')
        .select('seats_sold')
        .where('schedule_id', '=', scheduleId)
        .where('flight_date', '=', date)
        .where('cabin', '=', 'ECONOMY')
        .executeTakeFirst()
    )?.seats_sold ?? 0,
  );

const skywaysId = async () =>
  (
    await t.database.db
      .selectFrom('agent_users')
      .select('agency_id')
      .where('email', '=', DEMO.skywaysOwner.userId)
      .executeTakeFirstOrThrow()
  ).agency_id as number;

async function submitted(body: OfflineRequestBody = groupRequest()): Promise<OfflineRequestRow> {
  return expectStatus(await owner.post('/offline-requests', body), 201).body as OfflineRequestRow;
}

/** The back office's quote: the first option of each journey, a fare per person well above its taxes. */
async function quoted(request: OfflineRequestRow, fares: Record<string, string> = {}) {
  const options = expectStatus(await admin.get(`/admin/offline-requests/${request.id}/flights`), 200)
    .body as OfflineFlightOptions;
  const chosen = options.journeys.map((journey) => journey.options[0]);
  const answer = await admin.post(`/admin/offline-requests/${request.id}/quote`, {
    fareIds: chosen.map((option) => option?.fareId ?? ''),
    adultFare: '6500',
    childFare: request.children > 0 ? '5200' : '',
    infantFare: request.infants > 0 ? '1800' : '',
    validUntil: instantToIndiaLocal(Date.now() + 2 * 86_400_000),
    remarks: 'Group fare, 15 kg check-in each. Names by the validity.',
    ...fares,
  });
  return { options, chosen, answer };
}

/** Travellers for a request's counts: adults, then children and infants. */
function travellersOf(request: OfflineRequestRow): TravellerBody[] {
  const out: TravellerBody[] = [];
  for (let i = 0; i < request.adults; i++) out.push(traveller('ADT', out.length, request.departDate));
  for (let i = 0; i < request.children; i++) out.push(traveller('CHD', out.length, request.departDate));
  for (let i = 0; i < request.infants; i++) out.push(traveller('INF', out.length, request.departDate));
  return out.map((one, index) => ({
    ...one,
    firstName: `${one.firstName}${'abcdefghijklmnopqrstuvwxyz'[index % 26]}`,
  }));
}

const contact = { email: 'groups@skyways.in', alternateEmail: '', countryCode: '+91', mobile: '9876543210' };
const accept = (client: AgentClient, request: OfflineRequestRow, travellers = travellersOf(request)) =>
  client.post(`/offline-requests/${request.id}/accept`, { travellers, contact });

describe('an agency asks for what the search does not offer', () => {
  it('takes a group request and lists it with its status and age; refuses a wrong form writing nothing', async () => {
    const before = await count('offline_requests');
    for (const [body, field, message] of [
      [groupRequest({ adults: 6 }), 'adults', OFFLINE_MSG.groupTooSmall],
      [groupRequest({ adults: 61 }), 'adults', OFFLINE_MSG.tooManySeated],
      [groupRequest({ infants: 13 }), 'infants', OFFLINE_MSG.infantsPerAdult],
      [groupRequest({ to: 'DEL' }), 'to', OFFLINE_MSG.sameOriginDestination],
      [groupRequest({ from: 'XXQ' }), 'from', OFFLINE_MSG.unknownAirport],
      [groupRequest({}, 0), 'departDate', OFFLINE_MSG.departDateTooSoon],
      [groupRequest({ tripType: 'ROUND_TRIP', returnDate: '' }), 'returnDate', OFFLINE_MSG.returnDateRequired],
      [groupRequest({ requestType: 'SPECIAL_FARE', adults: 2, remarks: ' ' }), 'remarks', OFFLINE_MSG.remarksRequired],
      [groupRequest({ preferredAirline: 'ZZ' }), 'preferredAirline', OFFLINE_MSG.airlineUnknown],
      [groupRequest({ cabin: 'LUXURY' }), 'cabin', OFFLINE_MSG.cabinRequired],
    ] as const) {
      const refused = await owner.post('/offline-requests', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.fields[field]).toBe(message);
    }
    const control = await owner.post('/offline-requests', groupRequest({ remarks: 'bad\u0000text' }));
    expect(control.status).toBe(400);
    expect(control.body.error.message).toBe(CONTROL_CHARACTER_MESSAGE);
    const huge = await owner.post('/offline-requests', groupRequest({ remarks: 'z'.repeat(1_100_000) }));
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const admins = await admin.post('/offline-requests', groupRequest());
    expect(admins.status).toBe(403);
    expect(await count('offline_requests')).toBe(before);

    const made = await submitted(groupRequest({ preferredAirline: '6e', preferredTime: 'MORNING', children: 2 }));
    expect(made).toMatchObject({
      reference: offlineReference(made.id),
      status: 'SUBMITTED',
      statusLabel: 'Submitted',
      requestTypeLabel: 'Group booking',
      from: 'DEL',
      to: 'BOM',
      adults: 12,
      children: 2,
      preferredAirline: '6E',
      agencyName: 'Skyways Travels',
      ageHours: 0,
      quote: null,
      booking: null,
    });
    const mine = expectStatus(await owner.get('/offline-requests'), 200).body.requests as OfflineRequestRow[];
    expect(mine[0]?.id).toBe(made.id);
    // Another agency neither sees it in its list nor by its number.
    const theirs = expectStatus(await otherOwner.get('/offline-requests'), 200).body.requests as OfflineRequestRow[];
    expect(theirs.some((row) => row.id === made.id)).toBe(false);
    expect((await otherOwner.get(`/offline-requests/${made.id}`)).status).toBe(404);
    expect((await otherOwner.post(`/offline-requests/${made.id}/accept`, { travellers: [], contact })).status).toBe(
      400,
    );
    const stranger = await otherOwner.post(`/offline-requests/${made.id}/accept`, {
      travellers: travellersOf(made),
      contact,
    });
    expect(stranger.status).toBe(404);
    expect(stranger.body.error.message).toBe(OFFLINE_MSG.notFound);
  });

  it('refuses more requests waiting at once than the limit', async () => {
    const waiting = await t.database.db
      .selectFrom('offline_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'SUBMITTED')
      .where('agency_id', '=', await skywaysId())
      .executeTakeFirstOrThrow();
    for (let i = Number(waiting.n); i < OFFLINE_OPEN_MAX; i++) await submitted(groupRequest({}, 50 + i));
    const refused = await owner.post('/offline-requests', groupRequest({}, 90));
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(OFFLINE_MSG.tooManyOpen);
    // The back office answers them, oldest first in its queue; the agency may ask again.
    const queue = expectStatus(await admin.get('/admin/offline-requests'), 200).body.requests as OfflineRequestRow[];
    const times = queue.map((row) => row.requestedAt);
    expect([...times].sort()).toEqual(times);
    for (const row of queue.filter((one) => one.agencyName === 'Skyways Travels').slice(0, 3)) {
      expectStatus(await admin.post(`/admin/offline-requests/${row.id}/reject`, { reason: 'Season sold out.' }), 200);
    }
    await submitted(groupRequest({}, 91));
  });
});

describe('the back office answers', () => {
  it('lists the route’s flights with room for the group, quotes a fare per person and e-mails the agent', async () => {
    const request = await submitted(groupRequest({ adults: 10, children: 2, infants: 1 }, 45));
    const queue = expectStatus(await admin.get('/admin/offline-requests'), 200).body.requests as OfflineRequestRow[];
    expect(queue.some((row) => row.id === request.id)).toBe(true);
    expect((await owner.get('/admin/offline-requests')).status).toBe(403);

    const options = expectStatus(await admin.get(`/admin/offline-requests/${request.id}/flights`), 200)
      .body as OfflineFlightOptions;
    expect(options.seatsNeeded).toBe(12);
    const first = options.journeys[0]?.options[0];
    expect(first?.seatsLeft).toBeGreaterThanOrEqual(12);
    const adultTaxes = first?.perPerson.find((one) => one.paxType === 'ADT')?.taxesPaise ?? 0;
    expect(first?.perPerson.map((one) => one.paxType).sort()).toEqual(['ADT', 'CHD', 'INF']);

    // Each refusal names its field and changes nothing.
    const until = instantToIndiaLocal(Date.now() + 86_400_000);
    for (const [body, field, message] of [
      [{ fareIds: [] }, 'fareIds', OFFLINE_MSG.flightsRequired],
      [{ fareIds: ['nonsense~ECONOMY~REGULAR'] }, 'fareIds', OFFLINE_MSG.flightUnavailable],
      [{ adultFare: 'five' }, 'adultFare', OFFLINE_MSG.fareInvalid],
      [{ childFare: '' }, 'childFare', OFFLINE_MSG.fareRequired],
      [{ adultFare: '1' }, 'adultFare', OFFLINE_MSG.fareBelowTaxes(adultTaxes)],
      [{ validUntil: instantToIndiaLocal(Date.now() - 60_000) }, 'validUntil', OFFLINE_MSG.validUntilPast],
      [{ validUntil: instantToIndiaLocal(Date.now() + 9 * 86_400_000) }, 'validUntil', OFFLINE_MSG.validUntilTooLate],
      [{ validUntil: '31-12-2026' }, 'validUntil', OFFLINE_MSG.validUntilRequired],
    ] as const) {
      const form = {
        fareIds: [first?.fareId],
        adultFare: '6500',
        childFare: '5200',
        infantFare: '1800',
        validUntil: until,
      };
      const refused = await admin.post(`/admin/offline-requests/${request.id}/quote`, { ...form, ...body });
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.fields[field]).toBe(message);
    }
    expect((await owner.get(`/offline-requests/${request.id}`)).body.status).toBe('SUBMITTED');

    const { answer } = await quoted(request);
    const row = expectStatus(answer, 200).body as OfflineRequestRow;
    expect(row.status).toBe('QUOTED');
    expect(row.quote?.fares).toEqual([
      { paxType: 'ADT', count: 10, perPersonPaise: 650_000 },
      { paxType: 'CHD', count: 2, perPersonPaise: 520_000 },
      { paxType: 'INF', count: 1, perPersonPaise: 180_000 },
    ]);
    expect(row.quote?.fareTotalPaise).toBe(10 * 650_000 + 2 * 520_000 + 180_000);
    // What the agency pays adds up from its lines (TripSetu's charges, commission and TDS on the fare).
    expect(row.quote?.summary.reduce((total, line) => total + line.amountPaise, 0)).toBe(row.quote?.totalPaise);
    expect(row.quote?.journeys[0]?.flights[0]?.carrier).toBe(first?.flights[0]?.carrier);
    const mail = (await mailsTo(t, DEMO.skywaysOwner.userId))[0];
    expect(mail?.subject).toContain(`Quote for your offline request ${request.reference}`);
    // Answered once: a second answer is refused.
    const again = await admin.post(`/admin/offline-requests/${request.id}/reject`, { reason: 'Too late.' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(OFFLINE_MSG.notOpen);
  });

  it('rejects with a reason the agency reads and is e-mailed', async () => {
    const request = await submitted(groupRequest({}, 60));
    const blank = await admin.post(`/admin/offline-requests/${request.id}/reject`, { reason: '  ' });
    expect(blank.status).toBe(422);
    expect(blank.body.error.fields.reason).toBe(OFFLINE_MSG.rejectReasonRequired);
    const row = expectStatus(
      await admin.post(`/admin/offline-requests/${request.id}/reject`, { reason: 'No group fares on that date.' }),
      200,
    ).body as OfflineRequestRow;
    expect(row).toMatchObject({ status: 'REJECTED', rejectionReason: 'No group fares on that date.' });
    const mail = (await mailsTo(t, DEMO.skywaysOwner.userId))[0];
    expect(mail?.subject).toBe(`Your offline request ${request.reference} could not be met`);
    const refused = await accept(owner, row);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(OFFLINE_MSG.rejectedAlready);
  });
});

describe('the agency accepts a quote', () => {
  it('books it on hold at the quoted fare with the seats kept, once; Perform Ticketing pays it from the wallet', async () => {
    const request = await submitted(groupRequest({ adults: 10, children: 1 }, 35));
    const { chosen, answer } = await quoted(request);
    const quote = (expectStatus(answer, 200).body as OfflineRequestRow).quote;
    const flight = await t.database.db
      .selectFrom('flight_schedules')
      .select('id')
      .where('carrier', '=', chosen[0]?.flights[0]?.carrier ?? '')
      .where('flight_number', '=', Number(chosen[0]?.flights[0]?.flightNumber))
      .executeTakeFirstOrThrow();
    const date = request.departDate;
    const soldBefore = await soldOn(flight.id, date);
    const bookingsBefore = await count('bookings');

    // The travellers are checked by the booking form's own rules, each on its field; nothing is written.
    const travellers = travellersOf(request);
    const nameless = travellers.map((one, index) => (index === 3 ? { ...one, firstName: '' } : one));
    const refused = await accept(owner, request, nameless);
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields['travellers.3.firstName']).toBeTruthy();
    const short = await accept(owner, request, travellers.slice(1));
    expect(short.body.error.fields.travellers).toBe(OFFLINE_MSG.travellersMismatch);
    expect(await count('bookings')).toBe(bookingsBefore);
    expect(await soldOn(flight.id, date)).toBe(soldBefore);

    const made = expectStatus(await accept(owner, request), 201).body;
    expect(made.message).toBe(OFFLINE_MSG.accepted);
    const booking = expectStatus(await owner.get(`/flights/bookings/${made.id}`), 200).body;
    expect(booking.status).toBe('ON_HOLD');
    expect(booking.travellers).toHaveLength(11);
    expect(booking.legs[0].itinerary.fares[0].pax[0]).toMatchObject({ paxType: 'ADT', count: 10, totalPaise: 650_000 });
    const header = await t.database.db
      .selectFrom('bookings')
      .select(['total_paise', 'status'])
      .where('id', '=', made.id)
      .executeTakeFirstOrThrow();
    expect(Number(header.total_paise)).toBe(quote?.totalPaise);
    expect(await soldOn(flight.id, date)).toBe(soldBefore + 11);
    const row = expectStatus(await owner.get(`/offline-requests/${request.id}`), 200).body as OfflineRequestRow;
    expect(row).toMatchObject({ status: 'BOOKED', booking: { id: made.id, transactionId: made.transactionId } });

    // Accepted once: again is refused with the booking it made, and nothing more is sold.
    const twice = await accept(owner, request);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatchObject({
      kind: 'BOOKING_FAILED',
      message: OFFLINE_MSG.alreadyBooked,
      details: { transactionId: made.transactionId },
    });
    expect(await soldOn(flight.id, date)).toBe(soldBefore + 11);

    const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;
    const before = await balance();
    expectStatus(await owner.post(`/bookings/${made.id}/ticket`), 200);
    expect(await balance()).toBe(before - (quote?.totalPaise ?? 0));
    await assertLedgerConsistent(t.database.db);
  });

  it('refuses an expired quote and one whose flights have sold out, changing nothing', async () => {
    const expiring = await submitted(groupRequest({}, 55));
    expectStatus((await quoted(expiring)).answer, 200);
    await t.database.db
      .updateTable('offline_requests')
      .set({ valid_until: new Date(Date.now() - 60_000) })
      .where('id', '=', expiring.id)
      .execute();
    expect((await owner.get(`/offline-requests/${expiring.id}`)).body.status).toBe('EXPIRED');
    const bookingsBefore = await count('bookings');
    const late = await accept(owner, expiring);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(OFFLINE_MSG.expired);

    const full = await submitted(groupRequest({}, 57));
    const { chosen } = await quoted(full);
    const flight = await t.database.db
      .selectFrom('flight_schedules')
      .select('id')
      .where('carrier', '=', chosen[0]?.flights[0]?.carrier ?? '')
      .where('flight_number', '=', Number(chosen[0]?.flights[0]?.flightNumber))
      .executeTakeFirstOrThrow();
    // Everyone else bought the seats meanwhile.
    await t.database.db
      .insertInto('flight_inventory')
      .values({ schedule_id: flight.id, flight_date: full.departDate, cabin: 'ECONOMY', seats_sold: 10_000 })
      .onConflict((oc) => oc.columns(['schedule_id', 'flight_date', 'cabin']).doUpdateSet({ seats_sold: 10_000 }))
      .execute();
    const soldOut = await accept(owner, full);
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.error.message).toBe(OFFLINE_MSG.soldOut);
    expect(await count('bookings')).toBe(bookingsBefore);
    expect((await owner.get(`/offline-requests/${full.id}`)).body.status).toBe('QUOTED');
    expect(await soldOn(flight.id, full.departDate)).toBe(10_000);
  });
});
