import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { SIGN_IN_FAILURES_PER_USER } from '../modules/agents/agents.service.ts';
import { AgentClient, DEMO, newContact, signedInClient } from '../test/agent-client.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Issue 17, item 6: the 5-wrong-passwords lockout held one guess at a time but not in parallel,
 * because a failure was counted after the slow password check. Now the attempt is counted first.
 */

let t: TestApp;
let owner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
});
afterAll(() => t.close());

async function newStaff() {
  const contact = newContact('lockout');
  const password = 'Lockout@2026';
  const created = await owner.post('/staff', {
    salutation: 'Ms',
    firstName: 'Kavya',
    lastName: 'Menon',
    email: contact.email,
    mobile: contact.mobile,
    newPassword: password,
    confirmPassword: password,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { email: contact.email, password };
}

describe('the sign-in lockout under parallel guesses', () => {
  it('checks at most 5 of 12 simultaneous wrong passwords, and then refuses even the right one', async () => {
    const staff = await newStaff();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => new AgentClient(t.app).signIn(staff.email, `Guess${i}@2026`)),
    );
    const checked = answers.filter((answer) => answer.status === 401);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(checked).toHaveLength(SIGN_IN_FAILURES_PER_USER);
    expect(refused).toHaveLength(12 - SIGN_IN_FAILURES_PER_USER);
    expect(refused[0]?.body.error.message).toBe(AGENT_MSG_DECIDED.signInLocked);
    const failures = await t.database.db
      .selectFrom('agent_sign_in_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_key', '=', staff.email)
      .where('succeeded', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(SIGN_IN_FAILURES_PER_USER);
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(429);
  });

  it('does not count a right password among the failures, even when it arrives with wrong ones', async () => {
    const staff = await newStaff();
    const answers = await Promise.all([
      new AgentClient(t.app).signIn(staff.email, staff.password),
      ...Array.from({ length: SIGN_IN_FAILURES_PER_USER - 1 }, (_, i) =>
        new AgentClient(t.app).signIn(staff.email, `Guess${i}@2026`),
      ),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      200,
      ...Array(SIGN_IN_FAILURES_PER_USER - 1).fill(401),
    ]);
    // Four failures counted, not five: the right password still signs in.
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(200);
  });
});
