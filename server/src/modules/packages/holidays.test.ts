import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG, MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { callGateway, createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let staff: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  staff = await signedInClient(t.app, DEMO.ghumakkadStaff.userId, DEMO.ghumakkadStaff.password);
});
afterAll(() => t.close());

const jdate = addDays(todayInIndia(), 30);

describe('the Vacation tab’s holiday search', () => {
  it('lists the holiday destinations, domestic and international', async () => {
    const answer = await staff.get('/holidays/destinations');
    expect(answer.status).toBe(200);
    expect(answer.body.destinations).toEqual(expect.arrayContaining(['Kerala', 'Goa', 'Manali']));
    expect(new Set(answer.body.destinations).size).toBe(answer.body.destinations.length);
  });

  it('answers the packages the consumer site finds, as cards linking to their consumer pages', async () => {
    const answer = await staff.get(`/holidays/search?destination=Kerala&jdate=${jdate}&numdays=5`);
    expect(answer.status).toBe(200);
    expect(answer.body.packages.length).toBeGreaterThan(0);
    for (const card of answer.body.packages) {
      expect(card).toMatchObject({ destination: 'Kerala', packageId: expect.any(Number), name: expect.any(String) });
      expect(Number.isInteger(card.fromPricePaise) && card.fromPricePaise > 0).toBe(true);
      expect(card.days).toBe(card.nights + 1);
      expect(card.detailsUrl).toBe(
        `/holiday-package/details/${card.packageId}?package_destination=Kerala&jdate=${jdate}&numdays=5&numadults=2`,
      );
    }
    const consumer = await callGateway(t.app, {
      opid: 'MP003',
      actioncode: 'search',
      package_destination: 'Kerala',
      jdate,
      numdays: 5,
      numadults: 2,
    });
    const consumerIds = (consumer.body.Result as { package_id: number }[]).map((row) => row.package_id);
    expect(answer.body.packages.map((card: { packageId: number }) => card.packageId)).toEqual(consumerIds);
  });

  it('answers an empty list for a destination with no packages', async () => {
    const answer = await staff.get(`/holidays/search?destination=Atlantis&jdate=${jdate}&numdays=5`);
    expect(answer.status).toBe(200);
    expect(answer.body.packages).toEqual([]);
  });

  it('asks for the destination, a journey date in the window and the number of days', async () => {
    const empty = await staff.get('/holidays/search');
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({
      destination: MSG.destinationRequired,
      jdate: MSG_DECIDED.journeyDateInvalid,
      numdays: MSG.daysRequired,
    });
    const past = await staff.get(`/holidays/search?destination=Goa&jdate=${addDays(todayInIndia(), -1)}&numdays=5`);
    expect(past.body.error.fields).toEqual({ jdate: MSG_DECIDED.journeyDateTooEarly });
    const days = await staff.get(`/holidays/search?destination=Goa&jdate=${jdate}&numdays=abc`);
    expect(days.body.error.fields).toEqual({ numdays: MSG.daysRequired });
  });

  it('needs a session', async () => {
    const anonymous = new AgentClient(t.app);
    expect((await anonymous.get('/holidays/destinations')).status).toBe(401);
    expect((await anonymous.get(`/holidays/search?destination=Kerala&jdate=${jdate}&numdays=5`)).status).toBe(401);
  });
});
