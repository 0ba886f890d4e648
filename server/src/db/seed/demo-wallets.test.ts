import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { DEMO_OPENING_DEPOSITS, seedDemoAccounts, seedDemoWallets } from './demo-accounts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
});
afterAll(() => t.close());

const agencyIdOf = async (userId: string) => (await t.services.agents.findByUserId(userId))?.agency_id as number;

describe('demo wallets', () => {
  it('start funded once, by an approved deposit with its top-up receipt in the ledger', async () => {
    const today = todayInIndia();
    // A restart seeds again: nothing is credited twice.
    await seedDemoWallets(t.services, t.database.db, today);
    await seedDemoWallets(t.services, t.database.db, today);
    for (const [userId, opening] of [
      ['owner@skyways.in', DEMO_OPENING_DEPOSITS[0]],
      ['owner@ghumakkad.in', DEMO_OPENING_DEPOSITS[1]],
    ] as const) {
      const agencyId = await agencyIdOf(userId);
      const deposits = await t.services.wallet.deposits({ agencyId });
      expect(deposits.map((deposit) => deposit.status)).toEqual(['APPROVED']);
      expect((await t.services.wallet.balance(agencyId)).mainBalancePaise).toBe(Number(opening?.rupees) * 100);
      const ledger = await t.services.wallet.ledger(agencyId, today, today);
      expect(ledger.rows).toHaveLength(1);
      expect(ledger.rows[0]?.creditPaise).toBe(Number(opening?.rupees) * 100);
      expect(ledger.rows[0]?.narration).toMatch(/^Deposit by NEFT/);
    }
  });
});
