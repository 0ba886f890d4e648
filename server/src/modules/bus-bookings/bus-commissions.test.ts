import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { COMMISSION_MSG } from '@tripsetu/domain/commissions.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { sharePaise } from '@tripsetu/domain/money.ts';
import { tdsOnCommission } from '@tripsetu/domain/taxes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { agencyIdOf, commissionRule } from '../../test/commission-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';
import type { BusTripSeats } from '../buses/supplier.ts';

/** Buses and hotels cancel by their operator's or hotel's policy: a rule for them carries no fees. */
const NO_FEES = { cancellationFeePaise: null, rescheduleFeePaise: null };

/**
 * Bus bookings apply the commission rules (issue 24, decision 034): the review shows what the agency earns, the
 * booking freezes it and charges the wallet less by it (TDS added), and a cancellation takes back its share.
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
  await depositAndApprove(owner, admin, '60000');
  await depositAndApprove(other, admin, '60000');
  skywaysId = await agencyIdOf(t, DEMO.skywaysOwner.userId);
});
afterAll(() => t.close());

const balanceOf = async (client: AgentClient) => (await client.get('/wallet')).body.mainBalancePaise as number;

async function tripOn(days: number): Promise<BusTrip> {
  const answer = expandBusSearch(
    expectStatus(
      await owner.post('/buses/search', { from: 'BLR', to: 'HYD', date: addDays(todayInIndia(), days) }),
      200,
    ).body as BusSearchWire,
  );
  return answer.trips.find((trip) => trip.busType.code === 'AC_SLEEPER') as BusTrip;
}

async function block(client: AgentClient, trip: BusTrip, count: number): Promise<BusBlockAnswer> {
  const layout = expectStatus(await client.get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`), 200)
    .body as BusTripSeats;
  const free = layout.seats.filter((seat) => seat.available && !seat.ladies);
  const body = {
    tripId: trip.id,
    seats: free.slice(0, count).map((seat, index) => ({
      seatNo: seat.seatNo,
      name: `Ravi Kumar ${index + 1}`,
      age: 40 + index,
      gender: 'M',
    })),
    boardingPointId: trip.boardingPoints[0]?.id ?? '',
    droppingPointId: trip.droppingPoints.at(-1)?.id ?? '',
    contact: { email: 'ravi.kumar@example.in', mobile: '9876501234' },
  };
  return expectStatus(await client.post('/buses/blocks', body), 201).body as BusBlockAnswer;
}

const book = (client: AgentClient, answer: BusBlockAnswer) =>
  client.post('/buses/bookings', { blockId: answer.blockId, acceptedTotalPaise: answer.price.totalPaise }, withKey());

describe('bus bookings earn by the commission rules (issue 24)', () => {
  let trip: BusTrip;
  let booked: BusBooking;
  let blocked: BusBlockAnswer;
  // 4 % of the seat fares and 1 % PLB cut and pay, for Skyways' bus bookings only.
  const percent = 400;
  const plb = 100;

  it('shows the commission, PLB and TDS on the review, and what the wallet pays', async () => {
    // A bus rule with a cancellation fee is refused under the field, and nothing is kept.
    const refused = expectStatus(
      await admin.post('/admin/commission-rules', commissionRule({ product: 'BUS', agencyId: skywaysId })),
      422,
    ).body;
    expect(refused.error.fields.cancellationFeePaise).toBe(COMMISSION_MSG.feesOnlyFlights);
    expect(
      (await admin.get('/admin/commission-rules')).body.rules.some(
        (rule: { product: string }) => rule.product === 'BUS',
      ),
    ).toBe(false);
    expectStatus(
      await admin.post(
        '/admin/commission-rules',
        commissionRule({
          product: 'BUS',
          value: percent,
          plbCutPayBps: plb,
          plbPostPayBps: 0,
          agencyId: skywaysId,
          ...NO_FEES,
        }),
      ),
      201,
    );
    trip = await tripOn(12);
    blocked = await block(owner, trip, 2);
    const fares = blocked.price.farePaise;
    const commission = Math.round((fares * percent) / 10_000);
    const cut = Math.round((fares * plb) / 10_000);
    const tds = tdsOnCommission(commission + cut, todayInIndia()).paise;
    expect(tds).toBeGreaterThan(0);
    expect(blocked.earnings).toEqual({
      platformMarkupPaise: 0,
      platformMarkupGstPaise: 0,
      commissionPaise: commission,
      plbCutPayPaise: cut,
      tdsPaise: tds,
      payPaise: blocked.price.totalPaise - commission - cut + tds,
    });
  });

  it('freezes them on the booking: named fare lines adding up to the total, the wallet charged that', async () => {
    const before = await balanceOf(owner);
    booked = expectStatus(await book(owner, blocked), 201).body as BusBooking;
    const pay = blocked.earnings?.payPaise as number;
    expect(booked.totalPaise).toBe(pay);
    expect(await balanceOf(owner)).toBe(before - pay);
    const lines = Object.fromEntries(booked.fare.map((line) => [line.code, line.amountPaise]));
    expect(lines).toMatchObject({
      COMMISSION: -(blocked.earnings?.commissionPaise as number),
      PLB: -(blocked.earnings?.plbCutPayPaise as number),
      TDS: blocked.earnings?.tdsPaise,
    });
    expect(booked.fare.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(booked.totalPaise);
    // The agency's customer sees the operator's price: no commission or TDS on the customer's lines.
    const stored = await t.database.db
      .selectFrom('bookings')
      .select('fare')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    const fare = (typeof stored.fare === 'string' ? JSON.parse(stored.fare) : stored.fare) as {
      customerLines: { code: string }[];
      customerTotalPaise: number;
      earnings: { commissionPaise: number; tdsSection: string };
    };
    expect(fare.customerLines.map((line) => line.code)).not.toContain('COMMISSION');
    expect(fare.customerTotalPaise).toBe(blocked.price.totalPaise);
    expect(fare.earnings.commissionPaise).toBe(blocked.earnings?.commissionPaise);
    // The bus sale report shows the frozen commission and TDS on the sale's row.
    const today = todayInIndia();
    const report = expectStatus(await owner.get(`/reports/bus-sales?from=${today}&to=${today}`), 200).body;
    expect(report.rows).toEqual([
      expect.objectContaining({
        amount: pay,
        commission: (blocked.earnings?.commissionPaise ?? 0) + (blocked.earnings?.plbCutPayPaise ?? 0),
        tds: blocked.earnings?.tdsPaise,
      }),
    ]);
    await assertLedgerConsistent(t.database.db);
  });

  it('takes back a cancelled seat’s share of what was kept, on the refunded part of its fare', async () => {
    const selection = { travellers: [1], legs: [0] };
    const quote = expectStatus(await owner.post(`/bookings/${booked.id}/cancellation/quote`, selection), 200).body;
    const kept =
      (blocked.earnings?.commissionPaise ?? 0) +
      (blocked.earnings?.plbCutPayPaise ?? 0) -
      (blocked.earnings?.tdsPaise ?? 0);
    const seatShare = sharePaise(
      kept,
      booked.travellers.map((traveller) => traveller.farePaise),
    )[1] as number;
    const seat = booked.travellers[1] as BusBooking['travellers'][number];
    const windowPercent = trip.cancellationPolicy.find((window) => window.toHours === null)?.chargePercent ?? 0;
    const charge = Math.round((seat.farePaise * windowPercent) / 100);
    const reversed = Math.round((seatShare * (seat.farePaise - charge)) / seat.farePaise);
    expect(reversed).toBeGreaterThan(0);
    expect(quote.totals.commissionReversedPaise).toBe(reversed);
    const gstKept = Math.round((seat.fareGstPaise * charge) / seat.farePaise);
    expect(quote.totals.refundPaise).toBe(seat.farePaise + seat.fareGstPaise - charge - gstKept - reversed);

    const before = await balanceOf(owner);
    const done = expectStatus(
      await owner.post(
        `/bookings/${booked.id}/cancellation`,
        { ...selection, acceptedRefundPaise: quote.totals.refundPaise },
        withKey(),
      ),
      201,
    ).body;
    expect(await balanceOf(owner)).toBe(before + quote.totals.refundPaise);
    const note = expectStatus(await owner.get(`/buses/bookings/${booked.id}/credit-notes/${done.id}`), 200).body;
    expect(note.rows).toContainEqual({ label: 'Commission taken back', amountPaise: -reversed });
    expect(note.rows.reduce((sum: number, row: { amountPaise: number }) => sum + row.amountPaise, 0)).toBe(
      note.refundPaise,
    );
    await assertLedgerConsistent(t.database.db);
  });

  it('gives another agency, which no rule covers, no earnings: it pays the operator’s price', async () => {
    const theirs = await block(other, trip, 1);
    expect(theirs.earnings).toBeNull();
    const before = await balanceOf(other);
    const done = expectStatus(await book(other, theirs), 201).body as BusBooking;
    expect(done.totalPaise).toBe(theirs.price.totalPaise);
    expect(done.fare.map((line) => line.code)).not.toContain('COMMISSION');
    expect(await balanceOf(other)).toBe(before - theirs.price.totalPaise);
  });
});
