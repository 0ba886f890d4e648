import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { addVisaType, appliedVisa, applyForVisa, decideVisa, uaeType } from '../../test/visa-fixtures.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus } from '../../test/wallet-fixtures.ts';

/** Visa fees and refunds under racing requests, on PostgreSQL only (decision 043). */
let t: TestApp;
let owner: AgentClient;
let admin: AgentClient;
let type: VisaTypeRow;
const today = todayInIndia();

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  // Enough for exactly three fees of ₹3,200.
  await depositAndApprove(owner, admin, '9600');
  type = await addVisaType(
    admin,
    uaeType({ destination: 'SG', name: 'Tourist e-Visa', fee: '3200', refundable: true }),
  );
});
afterAll(() => t?.close());

const available = async () =>
  (expectStatus(await owner.get('/wallet'), 200).body as { availablePaise: number }).availablePaise;

describe('visa applications under concurrent requests', () => {
  it('eight identical applications at once pay one fee; the others are refused as already open', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => applyForVisa(owner, type, today)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await available()).toBe(9_600_00 - 3_200_00);
    await assertLedgerConsistent(t.database.db);
  });

  it('six travellers racing for two fees left: two pay, four are refused, the wallet never below zero', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        applyForVisa(owner, type, today, { passportNumber: `R${1000000 + index}` }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(4);
    expect(await available()).toBe(0);
    const kept = await t.database.db.selectFrom('visa_applications').select('id').execute();
    expect(kept).toHaveLength(3);
    await assertLedgerConsistent(t.database.db);
  });

  it('eight rejections of one refundable application at once refund it once', async () => {
    const [first] = (await t.database.db.selectFrom('visa_applications').select('id').orderBy('id').execute()) as {
      id: number;
    }[];
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => decideVisa(admin, Number(first?.id), 'REJECTED', 'Not eligible')),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(7);
    expect(await available()).toBe(3_200_00);
    await assertLedgerConsistent(t.database.db);
    // The refund paid for one more application, and no more.
    await appliedVisa(owner, type, today, { passportNumber: 'Q7777777' });
    expect(await available()).toBe(0);
  });
});
