import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import type { HotelRate, HotelRateEarnings } from '@tripsetu/domain/hotel-results.ts';
import { sharePaise } from '@tripsetu/domain/money.ts';
import { tdsOnCommission } from '@tripsetu/domain/taxes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { agencyIdOf, commissionRule } from '../../test/commission-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bookingBody, expectSummed, findRate, stayFrom } from '../../test/hotel-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/** Buses and hotels cancel by their operator's or hotel's policy: a rule for them carries no fees. */
const NO_FEES = { cancellationFeePaise: null, rescheduleFeePaise: null };

/**
 * Hotel bookings apply the commission rules (issue 24, decision 034): the review asks what the agency earns on the
 * rate, the booking freezes it and charges the wallet less by it (TDS added), and cancelling a room takes back its
 * share on what the hotel refunds.
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
  await depositAndApprove(other, admin, '500000');
  skywaysId = await agencyIdOf(t, DEMO.skywaysOwner.userId);
});
afterAll(() => t.close());

const balanceOf = async (client: AgentClient) => (await client.get('/wallet')).body.mainBalancePaise as number;
const freeWindow = (rate: HotelRate) => rate.refundable && rate.freeCancellationUntil !== null;
// 5 % of the room cost and extra guests, for Skyways' hotel bookings only.
const percent = 500;

describe('hotel bookings earn by the commission rules (issue 24)', () => {
  const stay = stayFrom(25);
  let found: Awaited<ReturnType<typeof findRate>>;
  let shown: HotelRateEarnings;
  let booked: HotelBooking;

  it('answers what the rate earns the agency and what its wallet pays, for the review', async () => {
    expectStatus(
      await admin.post(
        '/admin/commission-rules',
        commissionRule({
          product: 'HOTEL',
          value: percent,
          plbCutPayBps: 0,
          plbPostPayBps: 0,
          agencyId: skywaysId,
          ...NO_FEES,
        }),
      ),
      201,
    );
    found = await findRate(owner, 'GOI', stay, (rate) => freeWindow(rate));
    const ask = { hotelId: found.hotelId, ...stay, rateId: found.rate.id };
    shown = expectStatus(await owner.post('/hotels/rate-earnings', ask), 200).body as HotelRateEarnings;
    const commission = Math.round(((found.rate.roomCostPaise + found.rate.extraGuestPaise) * percent) / 10_000);
    const tds = tdsOnCommission(commission, todayInIndia()).paise;
    expect(shown.earnings).toEqual({
      platformMarkupPaise: 0,
      platformMarkupGstPaise: 0,
      commissionPaise: commission,
      plbCutPayPaise: 0,
      tdsPaise: tds,
      payPaise: found.rate.totalPaise - commission + tds,
    });
    // Another agency, which no rule covers, earns nothing; a rate that is not sold is refused.
    expect((expectStatus(await other.post('/hotels/rate-earnings', ask), 200).body as HotelRateEarnings).earnings).toBe(
      null,
    );
    expectStatus(await owner.post('/hotels/rate-earnings', { ...ask, rateId: 'R9:XX' }), 404);
    expectStatus(await owner.post('/hotels/rate-earnings', { ...ask, checkOut: ask.checkIn }), 422);
  });

  it('freezes them on the booking: named fare lines adding up to the total, the wallet charged that', async () => {
    const before = await balanceOf(owner);
    booked = expectStatus(
      await owner.post('/hotels/bookings', bookingBody(found.hotelId, stay, found.rate), withKey()),
      201,
    ).body as HotelBooking;
    const pay = shown.earnings?.payPaise as number;
    expect(booked.totalPaise).toBe(pay);
    expect(await balanceOf(owner)).toBe(before - pay);
    const lines = Object.fromEntries(booked.fare.map((line) => [line.code, line.amountPaise]));
    expect(lines).toMatchObject({
      COMMISSION: -(shown.earnings?.commissionPaise as number),
      TDS: shown.earnings?.tdsPaise,
    });
    expectSummed(booked);
    const today = todayInIndia();
    const report = expectStatus(await owner.get(`/reports/hotel-sales?from=${today}&to=${today}`), 200).body;
    expect(report.rows).toEqual([
      expect.objectContaining({
        amount: pay,
        commission: shown.earnings?.commissionPaise,
        tds: shown.earnings?.tdsPaise,
      }),
    ]);
    await assertLedgerConsistent(t.database.db);
  });

  it('takes back a cancelled room’s whole share in the free-cancellation window, with a line on the credit note', async () => {
    const kept = (shown.earnings?.commissionPaise ?? 0) - (shown.earnings?.tdsPaise ?? 0);
    const share = sharePaise(
      kept,
      booked.rooms.map((room) => room.totalPaise),
    )[1] as number;
    const selection = { travellers: [1], legs: [0] };
    const quote = expectStatus(await owner.post(`/bookings/${booked.id}/cancellation/quote`, selection), 200).body;
    const room = booked.rooms[1] as HotelBooking['rooms'][number];
    expect(quote.totals).toMatchObject({
      airlineChargePaise: 0,
      commissionReversedPaise: share,
      refundPaise: room.totalPaise - share,
    });
    const before = await balanceOf(owner);
    const done = expectStatus(
      await owner.post(
        `/bookings/${booked.id}/cancellation`,
        { ...selection, acceptedRefundPaise: quote.totals.refundPaise },
        withKey(),
      ),
      201,
    ).body;
    expect(await balanceOf(owner)).toBe(before + room.totalPaise - share);
    const note = expectStatus(await owner.get(`/hotels/bookings/${booked.id}/credit-notes/${done.id}`), 200).body;
    expect(note.rows).toContainEqual({ label: 'Commission taken back', amountPaise: -share });
    expect(note.rows.reduce((sum: number, row: { amountPaise: number }) => sum + row.amountPaise, 0)).toBe(
      note.refundPaise,
    );
    await assertLedgerConsistent(t.database.db);
  });
});
