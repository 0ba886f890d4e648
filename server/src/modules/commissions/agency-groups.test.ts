import { AGENCY_GROUP_MSG, type AgencyGroup } from '@tripsetu/domain/agency-groups.ts';
import { COMMISSION_MSG, type CommissionRule } from '@tripsetu/domain/commissions.ts';
import type { FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { agencyIdOf, commissionRule } from '../../test/commission-fixtures.ts';
import { flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;
let skywaysId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  skywaysId = await agencyIdOf(t, 'owner@skyways.in');
});
afterAll(() => t.close());

const onAirIndia = (it: { carriers: string[]; stops: number }) => it.carriers[0] === 'AI' && it.stops === 0;
/** The commission an agency's quote for an Air India flight `days` out shows, as a share of its base fare. */
async function commissionShare(client: AgentClient, days: number): Promise<number> {
  const { quote } = await quoteFor(client, flightSearch({}, days), onAirIndia);
  const line = (code: string) => (quote as FlightQuote).summary.find((entry) => entry.code === code)?.amountPaise ?? 0;
  return Math.round((-line('COMMISSION') / line('BASE')) * 1000) / 1000;
}
const airIndiaRule = (value: number, scope: { agencyId?: number; agencyGroupId?: number } = {}) =>
  commissionRule({ carrier: 'AI', sector: 'DOMESTIC', priority: 5, value, plbPostPayBps: 0, ...scope });

describe('agency groups', () => {
  it('are named once each, and refuse a name too short or too long', async () => {
    const gold = expectStatus(await admin.post('/admin/agency-groups', { name: '  Gold   partners ' }), 201)
      .body as AgencyGroup;
    expect(gold).toMatchObject({ name: 'Gold partners', agencies: [] });
    for (const [name, message] of [
      ['gold PARTNERS', AGENCY_GROUP_MSG.nameTaken],
      ['G', AGENCY_GROUP_MSG.nameInvalid],
      ['x'.repeat(61), AGENCY_GROUP_MSG.nameInvalid],
    ]) {
      const answer = await admin.post('/admin/agency-groups', { name });
      expect(answer.status).toBe(422);
      expect(answer.body.error.fields.name).toBe(message);
    }
    const listed = expectStatus(await admin.get('/admin/agency-groups'), 200).body.groups as AgencyGroup[];
    expect(listed.filter((group) => group.name.toLowerCase() === 'gold partners')).toHaveLength(1);
    for (const client of [owner, otherOwner]) {
      expect((await client.get('/admin/agency-groups')).status).toBe(403);
      expect((await client.post('/admin/agency-groups', { name: 'Mine' })).status).toBe(403);
    }
  });

  it('give a rule for the group to its agencies only: above every agency’s rule, below one agency’s own', async () => {
    const group = expectStatus(await admin.post('/admin/agency-groups', { name: 'North zone' }), 201)
      .body as AgencyGroup;
    const joined = expectStatus(
      await admin.post(`/admin/agency-groups/${group.id}/agencies`, { agencyId: skywaysId }),
      200,
    ).body as AgencyGroup;
    expect(joined.agencies.map((agency) => agency.id)).toEqual([skywaysId]);
    expectStatus(await admin.post('/admin/commission-rules', airIndiaRule(200)), 201);
    const groupRule = expectStatus(
      await admin.post('/admin/commission-rules', airIndiaRule(400, { agencyGroupId: group.id })),
      201,
    ).body as CommissionRule;
    expect(groupRule).toMatchObject({ agencyGroupId: group.id, agencyGroupName: 'North zone', agencyId: null });

    // Same priority: the group's rule is more specific than every agency's, and only the group's agency gets it.
    expect(await commissionShare(owner, 40)).toBe(0.04);
    expect(await commissionShare(otherOwner, 40)).toBe(0.02);
    const theirs = expectStatus(await otherOwner.get('/commissions'), 200).body.rules as CommissionRule[];
    expect(theirs.some((rule) => rule.id === groupRule.id)).toBe(false);
    const mine = expectStatus(await owner.get('/commissions'), 200).body.rules as CommissionRule[];
    expect(mine.some((rule) => rule.id === groupRule.id)).toBe(true);

    // One agency's own rule beats its group's.
    expectStatus(await admin.post('/admin/commission-rules', airIndiaRule(600, { agencyId: skywaysId })), 201);
    expect(await commissionShare(owner, 41)).toBe(0.06);

    // Out of the group, the group's rule no longer reaches it, at once.
    expectStatus(await admin.delete(`/admin/agency-groups/${group.id}/agencies/${skywaysId}`), 200);
    const others = expectStatus(await admin.get('/admin/agency-groups'), 200).body.groups as AgencyGroup[];
    expect(others.find((entry) => entry.id === group.id)?.agencies).toEqual([]);
    const mineNow = expectStatus(await owner.get('/commissions'), 200).body.rules as CommissionRule[];
    expect(mineNow.some((rule) => rule.id === groupRule.id)).toBe(false);
  });

  it('refuse a rule for a group and an agency at once, or for a group that does not exist, and keep nothing', async () => {
    const group = expectStatus(await admin.post('/admin/agency-groups', { name: 'South zone' }), 201)
      .body as AgencyGroup;
    const before = (await admin.get('/admin/commission-rules')).body.rules.length;
    const both = await admin.post(
      '/admin/commission-rules',
      airIndiaRule(300, { agencyId: skywaysId, agencyGroupId: group.id }),
    );
    expect(both.status).toBe(422);
    expect(both.body.error.fields.agencyGroupId).toBe(COMMISSION_MSG.scopeBoth);
    const unknown = await admin.post('/admin/commission-rules', airIndiaRule(300, { agencyGroupId: 999_999 }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.error.fields.agencyGroupId).toBe(COMMISSION_MSG.groupUnknown);
    expect((await admin.get('/admin/commission-rules')).body.rules.length).toBe(before);
  });

  it('take approved agencies, one group each: joining another moves it', async () => {
    const east = expectStatus(await admin.post('/admin/agency-groups', { name: 'East zone' }), 201).body as AgencyGroup;
    const west = expectStatus(await admin.post('/admin/agency-groups', { name: 'West zone' }), 201).body as AgencyGroup;
    expectStatus(await admin.post(`/admin/agency-groups/${east.id}/agencies`, { agencyId: skywaysId }), 200);
    expectStatus(await admin.post(`/admin/agency-groups/${west.id}/agencies`, { agencyId: skywaysId }), 200);
    const groups = expectStatus(await admin.get('/admin/agency-groups'), 200).body.groups as AgencyGroup[];
    expect(groups.find((group) => group.id === east.id)?.agencies).toEqual([]);
    expect(groups.find((group) => group.id === west.id)?.agencies.map((agency) => agency.id)).toEqual([skywaysId]);

    const unknownAgency = await admin.post(`/admin/agency-groups/${east.id}/agencies`, { agencyId: 999_999 });
    expect(unknownAgency.status).toBe(422);
    expect(unknownAgency.body.error.fields.agencyId).toBe(AGENCY_GROUP_MSG.agencyUnknown);
    expect((await admin.post('/admin/agency-groups/999999/agencies', { agencyId: skywaysId })).status).toBe(404);
    const notMember = await admin.delete(`/admin/agency-groups/${east.id}/agencies/${skywaysId}`);
    expect(notMember.status).toBe(404);
    expect(notMember.body.error.message).toBe(AGENCY_GROUP_MSG.notMember);
    for (const odd of [{}, { agencyId: 'one' }, { agencyId: -1 }, { agencyId: 1, extra: true }]) {
      expect((await admin.post(`/admin/agency-groups/${east.id}/agencies`, odd)).status).toBe(400);
    }
  });
});
