import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { PAX_CALENDAR_MSG, type PaxCalendar } from '@tripsetu/domain/pax-calendar.ts';
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
let roundTrip: FlightBooking;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '200000');
  const search = flightSearch({ tripType: 'ROUND_TRIP', adults: 2, returnDate: addDays(todayInIndia(), 93) }, 90);
  roundTrip = expectStatus(
    await owner.post('/flights/bookings', bookingFor(await quoteFor(owner, search)), withKey()),
    201,
  ).body as FlightBooking;
});
afterAll(() => t.close());

const calendar = async (client: AgentClient, month: string) =>
  expectStatus(await client.get(`/flights/pax-calendar?month=${month}`), 200).body as PaxCalendar;
const monthOf = (date: string) => date.slice(0, 7);
const onDay = (answer: PaxCalendar, date: string) => answer.days.find((day) => day.date === date)?.travellers ?? [];

describe('Flight Pax Calendar', () => {
  it('puts each traveller on the day each journey departs, opening the booking, for the agency alone', async () => {
    const [onward, back] = roundTrip.legs;
    if (!onward || !back) throw new Error('a round trip has two journeys');
    const mine = onDay(await calendar(owner, monthOf(onward.date)), onward.date);
    expect(mine.filter((entry) => entry.bookingId === roundTrip.id)).toEqual([
      expect.objectContaining({
        transactionId: roundTrip.transactionId,
        route: `${onward.from}-${onward.to}`,
        status: 'CONFIRMED',
      }),
      expect.objectContaining({ transactionId: roundTrip.transactionId, route: `${onward.from}-${onward.to}` }),
    ]);
    expect(
      onDay(await calendar(owner, monthOf(back.date)), back.date).some(
        (entry) => entry.route === `${back.from}-${back.to}`,
      ),
    ).toBe(true);
    expect(
      onDay(await calendar(otherOwner, monthOf(onward.date)), onward.date).some(
        (entry) => entry.bookingId === roundTrip.id,
      ),
    ).toBe(false);
    expect(
      onDay(await calendar(admin, monthOf(onward.date)), onward.date).some((entry) => entry.bookingId === roundTrip.id),
    ).toBe(true);
  });

  it('leaves off a traveller cancelled on a journey', async () => {
    const [onward] = roundTrip.legs;
    if (!onward) throw new Error('no onward journey');
    expectStatus(
      await owner.post(`/bookings/${roundTrip.id}/cancellation`, { travellers: [1], legs: [0] }, withKey()),
      201,
    );
    const left = onDay(await calendar(owner, monthOf(onward.date)), onward.date).filter(
      (entry) => entry.bookingId === roundTrip.id,
    );
    expect(left).toHaveLength(1);
    expect(left[0]?.name).toContain(roundTrip.travellers[0]?.firstName ?? '?');
  });

  it('refuses a month that is not one', async () => {
    for (const month of ['2026-13', 'December', '', '2026-1']) {
      const answer = await owner.get(`/flights/pax-calendar?month=${encodeURIComponent(month)}`);
      expect(answer.status, month).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(PAX_CALENDAR_MSG.monthInvalid);
    }
  });
});
