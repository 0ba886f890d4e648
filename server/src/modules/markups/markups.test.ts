import { MARKUP_MSG, type Markup, type MarkupBody } from '@tripsetu/domain/markups.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t.close());

const markup = (overrides: Partial<MarkupBody> = {}): MarkupBody => ({
  product: 'FLIGHT',
  carrier: null,
  kind: 'FLAT',
  value: 400_00,
  per: 'BOOKING',
  ...overrides,
});
const rows = async () => t.database.db.selectFrom('agency_markups').selectAll().orderBy('id').execute();
const listOf = async (client: AgentClient) =>
  (expectStatus(await client.get('/markups'), 200).body as { markups: Markup[] }).markups;

describe('Agent Markup', () => {
  it('starts empty, lets the owner add one that owners and staff then read', async () => {
    expect(await listOf(owner)).toEqual([]);
    const added = expectStatus(await owner.post('/markups', markup({ carrier: 'ai' })), 201).body as Markup;
    expect(added).toMatchObject({ product: 'FLIGHT', carrier: 'AI', kind: 'FLAT', value: 400_00, per: 'BOOKING' });
    expect(added.addedBy).toMatch(/\S/);
    expect(Date.parse(added.addedAt)).not.toBeNaN();
    expect(await listOf(staff)).toEqual([added]);
    expect(await listOf(otherOwner)).toEqual([]);
    const percent = expectStatus(await owner.post('/markups', markup({ kind: 'PERCENT', value: 250 })), 201);
    expect((await listOf(owner)).map((row) => row.id)).toEqual([added.id, percent.body.id]);
  });

  it('refuses bad markups with a message per field, and odd input with 400, and changes nothing', async () => {
    const before = await rows();
    const bad = expectStatus(await owner.post('/markups', markup({ value: -1, carrier: 'ZZ' })), 422);
    expect(bad.body.error.fields).toEqual({ value: MARKUP_MSG.flatInvalid, carrier: MARKUP_MSG.carrierUnknown });
    const percent = expectStatus(await owner.post('/markups', markup({ kind: 'PERCENT', value: 50_01 })), 422);
    expect(percent.body.error.fields.value).toBe(MARKUP_MSG.percentInvalid);
    const large = expectStatus(await owner.post('/markups', markup({ product: 'HOTEL', value: 1_00_000_01 })), 422);
    expect(large.body.error.fields.value).toBe(MARKUP_MSG.flatInvalid);
    const bus = expectStatus(await owner.post('/markups', markup({ product: 'BUS', carrier: 'AI' })), 422);
    expect(bus.body.error.fields.carrier).toBe(MARKUP_MSG.carrierOnlyFlights);
    expectStatus(await owner.post('/markups', { ...markup(), agencyId: 1 }), 400);
    expectStatus(await owner.post('/markups', { ...markup(), value: 2.5 }), 400);
    expectStatus(await owner.post('/markups', { ...markup(), value: '400' }), 400);
    expectStatus(await owner.post('/markups', { ...markup(), carrier: 'A\u0000' }), 400);
    expectStatus(await owner.post('/markups', { ...markup(), product: 'TRAIN' }), 400);
    const huge = await owner.post('/markups', { ...markup(), note: 'x'.repeat(2_000_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expectStatus(await owner.request('DELETE', '/markups/abc'), 400);
    expect(await rows()).toEqual(before);
  });

  it('refuses a second live markup for the same product and carrier until the first is deleted', async () => {
    const first = expectStatus(await owner.post('/markups', markup({ product: 'BUS', per: 'TRAVELLER' })), 201)
      .body as Markup;
    const again = expectStatus(await owner.post('/markups', markup({ product: 'BUS', value: 10_00 })), 422);
    expect(again.body.error.fields.carrier).toBe(MARKUP_MSG.duplicate);
    // Another agency's markup for the same product is its own.
    expectStatus(await otherOwner.post('/markups', markup({ product: 'BUS' })), 201);
    expectStatus(await owner.request('DELETE', `/markups/${first.id}`), 204);
    expectStatus(await owner.request('DELETE', `/markups/${first.id}`), 404);
    expectStatus(await owner.post('/markups', markup({ product: 'BUS', value: 10_00 })), 201);
    const ended = (await rows()).find((row) => row.id === first.id);
    expect(ended?.deleted_at).not.toBeNull();
    expect(ended?.deleted_by).toMatch(/\S/);
  });

  it('keeps markups from staff, the back office and other agencies', async () => {
    const mine = (await listOf(owner))[0] as Markup;
    const before = await rows();
    expectStatus(await staff.post('/markups', markup({ product: 'HOTEL' })), 403);
    expectStatus(await staff.request('DELETE', `/markups/${mine.id}`), 403);
    expectStatus(await admin.get('/markups'), 403);
    expectStatus(await admin.request('DELETE', `/markups/${mine.id}`), 403);
    const other = expectStatus(await otherOwner.request('DELETE', `/markups/${mine.id}`), 404);
    expect(other.body.error.message).toBe(MARKUP_MSG.notFound);
    expect(JSON.stringify(await listOf(otherOwner))).not.toContain(`"id":${mine.id},`);
    expect(await rows()).toEqual(before);
    expect(await listOf(owner)).toContainEqual(mine);
  });
});

describe('staff seeing prices with the markup', () => {
  it('is the owner’s choice, off at first, and reaches staff only, of that agency only', async () => {
    const read = async (client: AgentClient) => expectStatus(await client.get('/markups'), 200).body;
    expect(await read(staff)).toMatchObject({ staffSeeMarkup: false, pricesWithMarkup: false });
    const on = expectStatus(await owner.put('/markups/staff-view', { staffSeeMarkup: true }), 200).body;
    // The owner chose it; the owner's own prices stay without it.
    expect(on).toMatchObject({ staffSeeMarkup: true, pricesWithMarkup: false });
    expect(await read(staff)).toMatchObject({ staffSeeMarkup: true, pricesWithMarkup: true });
    expect(await read(otherOwner)).toMatchObject({ staffSeeMarkup: false, pricesWithMarkup: false });
    expect((await staff.put('/markups/staff-view', { staffSeeMarkup: false })).status).toBe(403);
    expect((await admin.put('/markups/staff-view', { staffSeeMarkup: false })).status).toBe(403);
    for (const odd of [{}, { staffSeeMarkup: 'yes' }, { staffSeeMarkup: true, extra: 1 }]) {
      expect((await owner.put('/markups/staff-view', odd)).status).toBe(400);
    }
    expect(await read(staff)).toMatchObject({ pricesWithMarkup: true });
    expectStatus(await owner.put('/markups/staff-view', { staffSeeMarkup: false }), 200);
    expect(await read(staff)).toMatchObject({ pricesWithMarkup: false });
  });
});
