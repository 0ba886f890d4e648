import { COMMISSION_MSG, type CommissionRule, type CommissionRuleBody } from '@tripsetu/domain/commissions.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking, FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;
let skywaysId: number;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '200000');
  const row = await t.database.db
    .selectFrom('agent_users')
    .select('agency_id')
    .where('email', '=', 'owner@skyways.in')
    .executeTakeFirstOrThrow();
  skywaysId = Number(row.agency_id);
});
afterAll(() => t.close());

const rule = (overrides: Partial<CommissionRuleBody> = {}): CommissionRuleBody => ({
  supplier: 'TRIPSETU',
  product: 'FLIGHT',
  carrier: 'AI',
  sector: 'DOMESTIC',
  priority: 10,
  kind: 'PERCENT',
  value: 500,
  basis: 'BASE',
  plbCutPayBps: 100,
  plbPostPayBps: 50,
  onDiscount: false,
  cancellationFeePaise: 120_00,
  rescheduleFeePaise: null,
  agencyId: null,
  agencyGroupId: null,
  validFrom: todayInIndia(),
  validTo: null,
  ...overrides,
});
const ruleCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('commission_rules')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const line = (lines: readonly { code: string; amountPaise: number }[], code: string) =>
  lines.find((entry) => entry.code === code)?.amountPaise;
const baseOf = (quote: FlightQuote) => line(quote.summary, 'BASE') ?? 0;
const onAirIndia = (it: { carriers: string[]; stops: number }) => it.carriers[0] === 'AI' && it.stops === 0;

describe('View Commissions', () => {
  it('shows agents the rules that apply to them, filtered; the initial rules pay 1 % or 3 % of base', async () => {
    const all = expectStatus(await owner.get('/commissions'), 200).body as { rules: CommissionRule[] };
    expect(all.rules.length).toBe(13);
    const airIndia = expectStatus(await staff.get('/commissions?carrier=AI'), 200).body as { rules: CommissionRule[] };
    expect(airIndia.rules).toHaveLength(1);
    expect(airIndia.rules[0]).toMatchObject({ carrier: 'AI', kind: 'PERCENT', value: 300, basis: 'BASE' });
    const indigo = expectStatus(await owner.get('/commissions?carrier=6E&sector=DOMESTIC'), 200).body as {
      rules: CommissionRule[];
    };
    expect(indigo.rules[0]?.value).toBe(100);
    const hotels = expectStatus(await owner.get('/commissions?product=HOTEL'), 200).body as { rules: CommissionRule[] };
    expect(hotels.rules).toEqual([]);
  });

  it('refuses filters it does not know, and keeps the back office list from agents', async () => {
    expectStatus(await owner.get('/commissions?product=TRAIN'), 400);
    expectStatus(await owner.get('/commissions?colour=red'), 400);
    expectStatus(await owner.get('/admin/commission-rules'), 403);
    expectStatus(await owner.post('/admin/commission-rules', rule()), 403);
    expect(await ruleCount()).toBe(13);
  });
});

describe('the back office keeps the rules', () => {
  it('refuses bad rules with a message per field and changes nothing', async () => {
    const before = await ruleCount();
    const bad = expectStatus(
      await admin.post('/admin/commission-rules', rule({ value: -100, carrier: 'ZZ', validTo: '2020-01-01' })),
      422,
    );
    expect(bad.body.error.fields).toMatchObject({
      value: COMMISSION_MSG.percentInvalid,
      carrier: COMMISSION_MSG.carrierUnknown,
      validTo: COMMISSION_MSG.datesInvalid,
    });
    const noAgency = expectStatus(await admin.post('/admin/commission-rules', rule({ agencyId: 999_999 })), 422);
    expect(noAgency.body.error.fields.agencyId).toBe(COMMISSION_MSG.agencyUnknown);
    expectStatus(await admin.post('/admin/commission-rules', { ...rule(), extra: 1 }), 400);
    expectStatus(await admin.post('/admin/commission-rules', { ...rule(), value: 2.5 }), 400);
    expectStatus(await admin.post('/admin/commission-rules', { ...rule(), carrier: 'A\u0000' }), 400);
    expect(await ruleCount()).toBe(before);
  });

  it('refuses a rule that ties an existing one on match, priority and dates', async () => {
    const first = expectStatus(await admin.post('/admin/commission-rules', rule({ carrier: 'SG', priority: 30 })), 201)
      .body as CommissionRule;
    const tie = expectStatus(await admin.post('/admin/commission-rules', rule({ carrier: 'SG', priority: 30 })), 422);
    expect(tie.body.error.fields.validFrom).toBe(COMMISSION_MSG.overlaps);
    expectStatus(await admin.post('/admin/commission-rules', rule({ carrier: 'SG', priority: 31 })), 201);
    expectStatus(await admin.request('DELETE', `/admin/commission-rules/${first.id}`), 204);
    expectStatus(await admin.request('DELETE', `/admin/commission-rules/${first.id}`), 404);
    expectStatus(await admin.request('DELETE', '/admin/commission-rules/abc'), 400);
  });
});

describe('a booking earns by the rule that applies, frozen on it', () => {
  it('an agency-specific Air India rule gives commission, PLB cut and pay and TDS; another agency keeps 3 %', async () => {
    const search = flightSearch({}, 25);
    const standard = await quoteFor(owner, search, onAirIndia);
    expect(line(standard.quote.summary, 'COMMISSION')).toBe(-Math.round(baseOf(standard.quote) * 0.03));

    const added = expectStatus(await admin.post('/admin/commission-rules', rule({ agencyId: skywaysId })), 201)
      .body as CommissionRule;
    expect(added).toMatchObject({ agencyId: skywaysId, agencyName: expect.any(String), addedBy: expect.any(String) });

    const quoted = await quoteFor(owner, search, onAirIndia);
    const base = baseOf(quoted.quote);
    const commission = Math.round(base * 0.05);
    const plb = Math.round(base * 0.01);
    expect(line(quoted.quote.summary, 'COMMISSION')).toBe(-commission);
    expect(line(quoted.quote.summary, 'PLB')).toBe(-plb);
    expect(line(quoted.quote.summary, 'TDS')).toBe(Math.round((commission + plb) * 0.02));
    const total = quoted.quote.summary.reduce((sum, entry) => sum + entry.amountPaise, 0);
    expect(quoted.quote.totalPaise).toBe(total);

    const theirs = await quoteFor(otherOwner, search, onAirIndia);
    expect(line(theirs.quote.summary, 'COMMISSION')).toBe(-Math.round(baseOf(theirs.quote) * 0.03));
    expect(line(theirs.quote.summary, 'PLB')).toBeUndefined();

    const booked = expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201)
      .body as FlightBooking;
    expect(line(booked.fare, 'COMMISSION')).toBe(-commission);
    expect(line(booked.fare, 'PLB')).toBe(-plb);
    expect(booked.customerFare.map((entry) => entry.code)).not.toContain('PLB');
    const stored = await t.database.db
      .selectFrom('bookings')
      .select('fare')
      .where('id', '=', booked.id)
      .executeTakeFirstOrThrow();
    const fare = (typeof stored.fare === 'string' ? JSON.parse(stored.fare) : stored.fare) as {
      earnings: { parts: { ruleId: number; why: string }[]; plbPostPayPaise: number };
    };
    expect(fare.earnings.parts[0]?.ruleId).toBe(added.id);
    expect(fare.earnings.parts[0]?.why).toContain(`Rule #${added.id} (priority 10; carrier AI, domestic, this agency)`);
    expect(fare.earnings.plbPostPayPaise).toBe(Math.round(base * 0.005));

    // The rule's own cancellation fee (₹120 a passenger-segment) replaces the standard one on this booking.
    const cancelQuote = expectStatus(
      await owner.post(`/bookings/${booked.id}/cancellation/quote`, { travellers: [0], legs: [0] }),
      200,
    ).body as { lines: { otaChargePaise: number }[] };
    expect(cancelQuote.lines.map((entry) => entry.otaChargePaise)).toEqual(cancelQuote.lines.map(() => 120_00));

    // Deleting the rule changes what the next quote earns, never what the booking was priced with.
    expectStatus(await admin.request('DELETE', `/admin/commission-rules/${added.id}`), 204);
    const after = await quoteFor(owner, search, onAirIndia);
    expect(line(after.quote.summary, 'COMMISSION')).toBe(-Math.round(baseOf(after.quote) * 0.03));
    const again = expectStatus(await owner.get(`/flights/bookings/${booked.id}`), 200).body as FlightBooking;
    expect(line(again.fare, 'PLB')).toBe(-plb);
    await assertLedgerConsistent(t.database.db);
  });

  it('a special fare earns only from rules on discount', async () => {
    const added = expectStatus(
      await admin.post('/admin/commission-rules', rule({ carrier: null, priority: 5, onDiscount: false, value: 900 })),
      201,
    ).body as CommissionRule;
    // View Commissions by carrier lists the rules naming it and those for every carrier.
    const forAirIndia = expectStatus(await owner.get('/commissions?carrier=AI'), 200).body as {
      rules: CommissionRule[];
    };
    expect(forAirIndia.rules.map((one) => one.carrier).sort()).toEqual(['AI', null]);
    const regular = await quoteFor(owner, flightSearch({}, 26), onAirIndia);
    expect(line(regular.quote.summary, 'COMMISSION')).toBe(-Math.round(baseOf(regular.quote) * 0.09));
    const student = await quoteFor(owner, flightSearch({ fareType: 'STUDENT' }, 26), onAirIndia);
    expect(line(student.quote.summary, 'COMMISSION')).toBe(-Math.round(baseOf(student.quote) * 0.03));
    expectStatus(await admin.request('DELETE', `/admin/commission-rules/${added.id}`), 204);
  });
});
