import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { BANK_ACCOUNT_MSG, type BankAccountForm } from '@tripsetu/domain/bank-account.ts';
import { WALLET_MSG } from '@tripsetu/domain/wallet.ts';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus, neftDeposit, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let admin: AgentClient;
let owner: AgentClient;
let staff: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
});
afterAll(() => t.close());

let nextNumber = 0;
/** A complete Axis Bank account with a fresh account number; overrides spoil it. */
function axisAccount(overrides: Partial<BankAccountForm & { active: boolean }> = {}) {
  nextNumber += 1;
  return {
    bankName: 'Axis Bank',
    accountName: 'TripSetu Holidays Pvt Ltd',
    accountNumber: `9170200${String(nextNumber).padStart(5, '0')}`,
    branch: 'Indiranagar, Bengaluru',
    ifsc: 'UTIB0000009',
    pan: 'AAHCT5678K',
    ...overrides,
  };
}

/** Every row of the table, to show that a refused request changed nothing. */
const tableRows = () => t.database.db.selectFrom('operator_bank_accounts').selectAll().orderBy('id').execute();

const rowOf = (id: number) =>
  t.database.db.selectFrom('operator_bank_accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

async function create(form: object = axisAccount()): Promise<BankAccount> {
  return expectStatus(await admin.post('/admin/bank-accounts', form), 201).body;
}

async function agencyAccountIds(client: AgentClient): Promise<number[]> {
  const answer = expectStatus(await client.get('/wallet/bank-accounts'), 200);
  return answer.body.accounts.map((account: BankAccount) => account.id);
}

describe('the administrator', () => {
  it('lists the seeded accounts', async () => {
    const answer = expectStatus(await admin.get('/admin/bank-accounts'), 200);
    expect(answer.body.accounts.slice(0, 3)).toEqual([
      expect.objectContaining({ bankName: 'HDFC Bank', accountNumber: '50200041234567', ifsc: 'HDFC0000523' }),
      expect.objectContaining({ bankName: 'ICICI Bank', accountNumber: '001905012345', ifsc: 'ICIC0000019' }),
      expect.objectContaining({ bankName: 'State Bank of India', accountNumber: '39876543210', active: true }),
    ]);
  });

  it('adds an account, trimmed, with IFSC and PAN in capitals, and agencies see it at once', async () => {
    const created = await create(
      axisAccount({
        bankName: '  Axis Bank ',
        accountNumber: ' 917020099887766 ',
        ifsc: ' utib0000009',
        pan: 'aahct5678k ',
        branch: ' Indiranagar, Bengaluru ',
      }),
    );
    expect(created).toEqual({
      id: expect.any(Number),
      bankName: 'Axis Bank',
      accountName: 'TripSetu Holidays Pvt Ltd',
      accountNumber: '917020099887766',
      branch: 'Indiranagar, Bengaluru',
      ifsc: 'UTIB0000009',
      pan: 'AAHCT5678K',
      active: true,
    });
    expect(await rowOf(created.id)).toMatchObject({ ifsc: 'UTIB0000009', pan: 'AAHCT5678K', active: true });
    expect(await agencyAccountIds(owner)).toContain(created.id);
    expect(await agencyAccountIds(staff)).toContain(created.id);
    const listed = expectStatus(await admin.get('/admin/bank-accounts'), 200).body.accounts;
    expect(listed).toContainEqual(created);
  });

  it('adds an account that starts inactive when told so', async () => {
    const created = await create(axisAccount({ active: false }));
    expect(created.active).toBe(false);
    expect(await agencyAccountIds(owner)).not.toContain(created.id);
  });

  it('edits every field of an account and stamps updated_at', async () => {
    const created = await create();
    const before = await rowOf(created.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const edited = {
      bankName: 'Kotak Mahindra Bank',
      accountName: 'TripSetu Holidays Private Limited',
      accountNumber: '0412345678',
      branch: 'Whitefield, Bengaluru',
      ifsc: 'kkbk0008066',
      pan: 'aahct5678k',
      active: true,
    };
    const answer = expectStatus(await admin.put(`/admin/bank-accounts/${created.id}`, edited), 200);
    expect(answer.body).toEqual({ ...edited, id: created.id, ifsc: 'KKBK0008066', pan: 'AAHCT5678K' });
    const after = await rowOf(created.id);
    expect(after).toMatchObject({
      bank_name: 'Kotak Mahindra Bank',
      account_number: '0412345678',
      ifsc: 'KKBK0008066',
    });
    expect(new Date(after.updated_at).getTime()).toBeGreaterThan(new Date(before.updated_at).getTime());
    expect(new Date(after.created_at).getTime()).toBe(new Date(before.created_at).getTime());
  });

  it('answers 404 for an account that does not exist, and writes nothing', async () => {
    const before = await tableRows();
    const answer = await admin.put('/admin/bank-accounts/999999', axisAccount());
    expect(answer.status).toBe(404);
    expect(answer.body.error.message).toBe(BANK_ACCOUNT_MSG.notFound);
    expect(await tableRows()).toEqual(before);
  });

  it('answers 400 for an id that is not a number', async () => {
    expect((await admin.put('/admin/bank-accounts/abc', axisAccount())).status).toBe(400);
  });
});

describe('an inactive account', () => {
  it('is hidden from agencies, refuses new deposits, keeps old ones, and comes back when reactivated', async () => {
    const account = await create();
    const earlier = expectStatus(
      await owner.post('/wallet/deposits', neftDeposit({ bankAccountId: String(account.id) }), withKey()),
      201,
    ).body;
    expect(earlier.bankAccount).toBe(`Axis Bank ${account.accountNumber}`);

    const { id, ...form } = account;
    const deactivated = expectStatus(await admin.put(`/admin/bank-accounts/${id}`, { ...form, active: false }), 200);
    expect(deactivated.body.active).toBe(false);

    expect(await agencyAccountIds(owner)).not.toContain(id);
    expect(await agencyAccountIds(staff)).not.toContain(id);
    const adminList = expectStatus(await admin.get('/admin/bank-accounts'), 200).body.accounts;
    expect(adminList).toContainEqual({ ...account, active: false });

    const depositsBefore = await t.database.db.selectFrom('wallet_deposits').select('id').execute();
    const refused = await owner.post('/wallet/deposits', neftDeposit({ bankAccountId: String(id) }), withKey());
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ bankAccountId: WALLET_MSG.bankAccountRequired });
    expect(await t.database.db.selectFrom('wallet_deposits').select('id').execute()).toEqual(depositsBefore);

    // The deposit recorded before still names the account, and can still be approved.
    const listed = expectStatus(await owner.get('/wallet/deposits'), 200).body.deposits;
    expect(listed.find((deposit: { id: number }) => deposit.id === earlier.id)).toMatchObject({
      bankAccount: `Axis Bank ${account.accountNumber}`,
    });
    const approved = await admin.post(`/admin/deposits/${earlier.id}/approve`, undefined, withKey());
    expect(expectStatus(approved, 200).body.bankAccount).toBe(`Axis Bank ${account.accountNumber}`);

    expectStatus(await admin.put(`/admin/bank-accounts/${id}`, { ...form, active: true }), 200);
    expect(await agencyAccountIds(owner)).toContain(id);
    expectStatus(await owner.post('/wallet/deposits', neftDeposit({ bankAccountId: String(id) }), withKey()), 201);
  });
});

describe('a form that is wrong', () => {
  const allMessages = {
    bankName: BANK_ACCOUNT_MSG.bankNameRequired,
    accountName: BANK_ACCOUNT_MSG.accountNameRequired,
    accountNumber: BANK_ACCOUNT_MSG.accountNumberInvalid,
    branch: BANK_ACCOUNT_MSG.branchRequired,
    ifsc: BANK_ACCOUNT_MSG.ifscInvalid,
    pan: BANK_ACCOUNT_MSG.panInvalid,
  };

  it('is refused with a message for every field when empty, on adding and on editing', async () => {
    const before = await tableRows();
    for (const answer of [
      await admin.post('/admin/bank-accounts', {}),
      await admin.put('/admin/bank-accounts/1', {}),
    ]) {
      expect(answer.status).toBe(422);
      expect(answer.body.error).toEqual({ code: 422, message: allMessages.bankName, fields: allMessages });
    }
    expect(await tableRows()).toEqual(before);
  });

  it.each([
    ['bankName', { bankName: '   ' }, BANK_ACCOUNT_MSG.bankNameRequired],
    ['accountName', { accountName: '' }, BANK_ACCOUNT_MSG.accountNameRequired],
    ['accountName', { accountName: 'x'.repeat(101) }, BANK_ACCOUNT_MSG.textTooLong],
    ['accountNumber', { accountNumber: '12345678' }, BANK_ACCOUNT_MSG.accountNumberInvalid],
    ['accountNumber', { accountNumber: '1234567890123456789' }, BANK_ACCOUNT_MSG.accountNumberInvalid],
    ['branch', { branch: '' }, BANK_ACCOUNT_MSG.branchRequired],
    ['ifsc', { ifsc: 'HDFC1000523' }, BANK_ACCOUNT_MSG.ifscInvalid],
    ['pan', { pan: 'AAHC14821K' }, BANK_ACCOUNT_MSG.panInvalid],
  ] as const)('is refused for a wrong %s (%j), changing nothing', async (field, spoil, message) => {
    const before = await tableRows();
    const added = await admin.post('/admin/bank-accounts', axisAccount(spoil));
    expect(added.status).toBe(422);
    expect(added.body.error.fields).toEqual({ [field]: message });
    const edited = await admin.put('/admin/bank-accounts/2', axisAccount({ ...spoil, active: false }));
    expect(edited.status).toBe(422);
    expect(edited.body.error.fields).toEqual({ [field]: message });
    expect(await tableRows()).toEqual(before);
  });
});

describe('anyone but an administrator', () => {
  const requests = [
    ['GET /admin/bank-accounts', (client: AgentClient) => client.get('/admin/bank-accounts')],
    ['POST /admin/bank-accounts', (client: AgentClient) => client.post('/admin/bank-accounts', axisAccount())],
    [
      'PUT /admin/bank-accounts/1',
      (client: AgentClient) => client.put('/admin/bank-accounts/1', axisAccount({ active: false })),
    ],
  ] as const;

  it.each(requests)('gets 403 from %s as owner or staff, and nothing changes', async (_name, send) => {
    const before = await tableRows();
    for (const client of [owner, staff]) {
      const answer = await send(client);
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.forbidden);
    }
    expect(await tableRows()).toEqual(before);
  });

  it.each(requests)('gets 401 from %s without a session', async (_name, send) => {
    const before = await tableRows();
    const answer = await send(new AgentClient(t.app));
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.signInRequired);
    expect(await tableRows()).toEqual(before);
  });

  it('includes an administrator’s browser without the CSRF header: writes are refused', async () => {
    const before = await tableRows();
    const added = await admin.post('/admin/bank-accounts', axisAccount(), { withoutCsrf: true });
    const edited = await admin.put('/admin/bank-accounts/1', axisAccount({ active: false }), { withoutCsrf: true });
    for (const answer of [added, edited]) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.crossSiteRefused);
    }
    expect(await tableRows()).toEqual(before);
  });
});
