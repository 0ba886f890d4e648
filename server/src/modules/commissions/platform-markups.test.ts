import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking, FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelRateEarnings } from '@tripsetu/domain/hotel-results.ts';
import {
  PLATFORM_MARKUP_MSG,
  type PlatformMarkup,
  type PlatformMarkupBody,
} from '@tripsetu/domain/platform-markups.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { agencyIdOf } from '../../test/commission-fixtures.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bookingBody, findRate, stayFrom } from '../../test/hotel-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';
import type { BusTripSeats } from '../buses/supplier.ts';
import { gstSplit } from '../documents/flight-documents.ts';

/**
 * TripSetu's own markup (issue 24, decision 040): the back office raises what agencies pay, by product, airline,
 * sector and agency; the review and the booking show it with its GST, the wallet pays it, the customer's copy folds it
 * into the agency's service fee, and a cancellation does not refund it.
 */
let t: TestApp;
let owner: AgentClient;
let other: AgentClient;
let admin: AgentClient;
let skywaysId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  other = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '500000');
  skywaysId = await agencyIdOf(t, DEMO.skywaysOwner.userId);
});
afterAll(() => t.close());

const markup = (overrides: Partial<PlatformMarkupBody> = {}): PlatformMarkupBody => ({
  product: 'FLIGHT',
  carrier: null,
  sector: null,
  kind: 'FLAT',
  value: 100_00,
  agencyId: null,
  agencyGroupId: null,
  ...overrides,
});
const add = async (body: PlatformMarkupBody) =>
  expectStatus(await admin.post('/admin/platform-markups', body), 201).body as PlatformMarkup;
const markupCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('platform_markups')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const line = (lines: readonly { code: string; amountPaise: number }[], code: string) =>
  lines.find((entry) => entry.code === code)?.amountPaise;
/** A line that must be there: the test fails by its code when it is not. */
const lineOf = (lines: readonly { code: string; amountPaise: number }[], code: string) => {
  const found = line(lines, code);
  expect(found, `fare line ${code}`).toBeDefined();
  return found as number;
};
const balanceOf = async (client: AgentClient) => (await client.get('/wallet')).body.mainBalancePaise as number;
const onAirIndia = (it: { carriers: string[]; stops: number }) => it.carriers[0] === 'AI' && it.stops === 0;
const fareBeforeTaxes = (quote: FlightQuote) => (line(quote.summary, 'BASE') ?? 0) + (line(quote.summary, 'YQ') ?? 0);
const gst = (paise: number) => Math.round((paise * 1800) / 10_000);

describe('the back office keeps TripSetu markups', () => {
  it('refuses bad markups with a message per field and keeps nothing', async () => {
    const bad = expectStatus(
      await admin.post(
        '/admin/platform-markups',
        markup({ product: 'BUS', carrier: 'AI', sector: 'DOMESTIC', value: -1 }),
      ),
      422,
    );
    expect(bad.body.error.fields).toMatchObject({
      carrier: PLATFORM_MARKUP_MSG.carrierOnlyFlights,
      sector: PLATFORM_MARKUP_MSG.sectorOnlyFlights,
      value: PLATFORM_MARKUP_MSG.flatInvalid,
    });
    const fields = async (body: PlatformMarkupBody) =>
      expectStatus(await admin.post('/admin/platform-markups', body), 422).body.error.fields;
    expect((await fields(markup({ kind: 'PERCENT', value: 50_01 }))).value).toBe(PLATFORM_MARKUP_MSG.percentInvalid);
    expect((await fields(markup({ carrier: 'ZZ' }))).carrier).toBe(PLATFORM_MARKUP_MSG.carrierUnknown);
    expect((await fields(markup({ agencyId: 999_999 }))).agencyId).toBe(PLATFORM_MARKUP_MSG.agencyUnknown);
    expect((await fields(markup({ agencyGroupId: 999_999 }))).agencyGroupId).toBe(PLATFORM_MARKUP_MSG.groupUnknown);
    expect((await fields(markup({ agencyId: skywaysId, agencyGroupId: 1 }))).agencyGroupId).toBe(
      PLATFORM_MARKUP_MSG.scopeBoth,
    );
    expectStatus(await admin.post('/admin/platform-markups', { ...markup(), extra: 1 }), 400);
    expectStatus(await admin.post('/admin/platform-markups', { ...markup(), value: 2.5 }), 400);
    expectStatus(await admin.post('/admin/platform-markups', { ...markup(), carrier: 'A\u0000' }), 400);
    expectStatus(await owner.post('/admin/platform-markups', markup()), 403);
    expectStatus(await owner.get('/admin/platform-markups'), 403);
    expect(await markupCount()).toBe(0);
  });

  it('keeps one live markup per product, carrier, sector and agencies; deleting ends it', async () => {
    const first = await add(markup({ product: 'HOTEL', value: 50_00 }));
    expect(first).toMatchObject({ agencyName: null, agencyGroupName: null, addedBy: expect.any(String) });
    const again = expectStatus(await admin.post('/admin/platform-markups', markup({ product: 'HOTEL' })), 422);
    expect(again.body.error.fields.product).toBe(PLATFORM_MARKUP_MSG.duplicate);
    expectStatus(await admin.request('DELETE', `/admin/platform-markups/${first.id}`), 204);
    expectStatus(await admin.request('DELETE', `/admin/platform-markups/${first.id}`), 404);
    expectStatus(await admin.request('DELETE', '/admin/platform-markups/abc'), 400);
    const list = expectStatus(await admin.get('/admin/platform-markups'), 200).body as { markups: PlatformMarkup[] };
    expect(list.markups).toEqual([]);
  });
});

describe('a flight booking pays the markup that applies, frozen on it', () => {
  it('one agency’s airline markup beats every agency’s; GST at 18 % is added; the customer’s fee carries it', async () => {
    const search = flightSearch({}, 27);
    const plain = await quoteFor(owner, search, onAirIndia);
    expect(line(plain.quote.summary, 'PLATFORM_MARKUP')).toBeUndefined();

    const everyone = await add(markup());
    const skyways = await add(
      markup({ carrier: 'AI', sector: 'DOMESTIC', kind: 'PERCENT', value: 200, agencyId: skywaysId }),
    );
    expect(skyways.agencyName).toEqual(expect.any(String));

    const quoted = await quoteFor(owner, search, onAirIndia);
    const expected = Math.round(fareBeforeTaxes(quoted.quote) * 0.02);
    expect(line(quoted.quote.summary, 'PLATFORM_MARKUP')).toBe(expected);
    expect(line(quoted.quote.summary, 'PLATFORM_MARKUP_GST')).toBe(gst(expected));
    expect(quoted.quote.totalPaise).toBe(plain.quote.totalPaise + expected + gst(expected));

    // Another agency gets every agency's ₹100 a passenger-segment (one adult, one segment here).
    const theirs = await quoteFor(other, search, onAirIndia);
    expect(line(theirs.quote.summary, 'PLATFORM_MARKUP')).toBe(100_00);
    expect(line(theirs.quote.summary, 'PLATFORM_MARKUP_GST')).toBe(18_00);

    const before = await balanceOf(owner);
    const booked = expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201)
      .body as FlightBooking;
    expect(booked.totalPaise).toBe(quoted.quote.totalPaise);
    expect(await balanceOf(owner)).toBe(before - booked.totalPaise);
    expect(line(booked.fare, 'PLATFORM_MARKUP')).toBe(expected);
    // The customer's copy: no markup line of TripSetu's, but its service fee carries it (and the agency's own).
    expect(booked.customerFare.map((entry) => entry.code)).not.toContain('PLATFORM_MARKUP');
    const plainFee = lineOf(plain.quote.summary, 'SERVICE_CHARGE') + lineOf(plain.quote.summary, 'GST');
    expect(line(booked.customerFare, 'AGENCY_FEE')).toBe(plainFee + expected + gst(expected));
    // TripSetu's tax invoice charges GST on the markup as on its service charge.
    const split = gstSplit(booked.fare, { gstin: '27AAACS1234A1Z5', state: 'Maharashtra' });
    expect(split.taxablePaise).toBe(lineOf(booked.fare, 'SERVICE_CHARGE') + expected);

    // Deleting the markup changes the next quote, never the booking; a cancellation does not refund it.
    expectStatus(await admin.request('DELETE', `/admin/platform-markups/${skyways.id}`), 204);
    const after = await quoteFor(owner, search, onAirIndia);
    expect(line(after.quote.summary, 'PLATFORM_MARKUP')).toBe(100_00);
    const again = expectStatus(await owner.get(`/flights/bookings/${booked.id}`), 200).body as FlightBooking;
    expect(line(again.fare, 'PLATFORM_MARKUP')).toBe(expected);
    const cancel = expectStatus(
      await owner.post(`/bookings/${booked.id}/cancellation/quote`, { travellers: [0], legs: [0] }),
      200,
    ).body as { totals: { refundPaise: number } };
    expect(cancel.totals.refundPaise).toBeLessThanOrEqual(booked.totalPaise - expected - gst(expected));
    expectStatus(await admin.request('DELETE', `/admin/platform-markups/${everyone.id}`), 204);
    await assertLedgerConsistent(t.database.db);
  });
});

describe('buses and hotels pay it too', () => {
  it('a bus review shows the markup per seat and its GST in what the wallet pays; the booking charges it', async () => {
    const added = await add(markup({ product: 'BUS', value: 40_00, agencyId: skywaysId }));
    const trips = expandBusSearch(
      expectStatus(
        await owner.post('/buses/search', { from: 'BLR', to: 'HYD', date: addDays(todayInIndia(), 13) }),
        200,
      ).body as BusSearchWire,
    ).trips;
    const trip = trips[0] as BusTrip;
    const layout = expectStatus(await owner.get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`), 200)
      .body as BusTripSeats;
    const seats = layout.seats.filter((seat) => seat.available && !seat.ladies).slice(0, 2);
    const blocked = expectStatus(
      await owner.post('/buses/blocks', {
        tripId: trip.id,
        seats: seats.map((seat, index) => ({
          seatNo: seat.seatNo,
          name: `Ravi Kumar ${index + 1}`,
          age: 40,
          gender: 'M',
        })),
        boardingPointId: trip.boardingPoints[0]?.id ?? '',
        droppingPointId: trip.droppingPoints.at(-1)?.id ?? '',
        contact: { email: 'ravi.kumar@example.in', mobile: '9876501234' },
      }),
      201,
    ).body as BusBlockAnswer;
    expect(blocked.earnings).toMatchObject({ platformMarkupPaise: 80_00, platformMarkupGstPaise: 14_40 });
    const pay = blocked.earnings?.payPaise as number;
    expect(pay - blocked.price.totalPaise).toBe(
      80_00 +
        14_40 -
        (blocked.earnings?.commissionPaise ?? 0) -
        (blocked.earnings?.plbCutPayPaise ?? 0) +
        (blocked.earnings?.tdsPaise ?? 0),
    );
    const booked = expectStatus(
      await owner.post(
        '/buses/bookings',
        { blockId: blocked.blockId, acceptedTotalPaise: blocked.price.totalPaise },
        withKey(),
      ),
      201,
    ).body as BusBooking;
    expect(booked.totalPaise).toBe(pay);
    expect(line(booked.fare, 'PLATFORM_MARKUP')).toBe(80_00);
    expect(booked.fare.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(booked.totalPaise);
    expectStatus(await admin.request('DELETE', `/admin/platform-markups/${added.id}`), 204);
  });

  it('a hotel review and booking carry a percentage of the room cost; another agency’s group does not', async () => {
    const group = expectStatus(await admin.post('/admin/agency-groups', { name: 'Gold partners' }), 201).body as {
      id: number;
    };
    expectStatus(await admin.post(`/admin/agency-groups/${group.id}/agencies`, { agencyId: skywaysId }), 200);
    const added = await add(markup({ product: 'HOTEL', kind: 'PERCENT', value: 300, agencyGroupId: group.id }));
    expect(added.agencyGroupName).toBe('Gold partners');
    const stay = stayFrom(31);
    const found = await findRate(owner, 'GOI', stay, () => true);
    const ask = { hotelId: found.hotelId, ...stay, rateId: found.rate.id };
    const shown = expectStatus(await owner.post('/hotels/rate-earnings', ask), 200).body as HotelRateEarnings;
    const expected = Math.round(((found.rate.roomCostPaise + found.rate.extraGuestPaise) * 300) / 10_000);
    expect(shown.earnings).toMatchObject({ platformMarkupPaise: expected, platformMarkupGstPaise: gst(expected) });
    const theirs = expectStatus(await other.post('/hotels/rate-earnings', ask), 200).body as HotelRateEarnings;
    expect(theirs.earnings?.platformMarkupPaise ?? 0).toBe(0);
    const booked = expectStatus(
      await owner.post('/hotels/bookings', bookingBody(found.hotelId, stay, found.rate), withKey()),
      201,
    ).body as HotelBooking;
    expect(booked.totalPaise).toBe(shown.earnings?.payPaise);
    expect(line(booked.fare, 'PLATFORM_MARKUP_GST')).toBe(gst(expected));
    await assertLedgerConsistent(t.database.db);
  });
});
