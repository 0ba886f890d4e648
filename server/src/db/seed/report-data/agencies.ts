/** The agencies whose business is generated: new ones made here, or existing ones given a wallet if they lack one. */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../schema.ts';
import { insertRows } from './batch.ts';
import { type Agency, CITIES, FIRST_NAMES, LAST_NAMES } from './model.ts';

const nth = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** New approved agencies, each with an owner (no password: nobody signs in as one), a wallet and its account. */
export async function createAgencies(db: Kysely<Database>, count: number, rng: () => number) {
  if (count === 0) return [];
  return db.transaction().execute(async (trx) => {
    const { rows: ids } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('agencies', 'id')) as id from generate_series(1, ${count})`.execute(trx);
    const agencyRows = ids.map(({ id }, n) => {
      const city = CITIES[n % CITIES.length] as string;
      const pan = `AAR${String.fromCharCode(65 + (Number(id) % 26))}R${String(Number(id) % 10_000).padStart(4, '0')}${String.fromCharCode(65 + Math.floor(rng() * 26))}`;
      return {
        id: Number(id),
        agency_code: `TSA${10_000 + Number(id)}`,
        status: 'APPROVED',
        category: n % 3 === 0 ? 'Individual' : 'Organization',
        company_name: `Report Agency ${Number(id)} ${city}`,
        pan_name: `Report Agency ${Number(id)}`,
        pan_number: pan,
        transaction_fee: 'Yes',
        transaction_fee_active_from: new Date(0).toISOString(),
        address1: `${n + 1}, Generated Street`,
        address2: '',
        pincode: '400001',
        city,
        state: 'Maharashtra',
        country: 'India',
        contact_number: '022 4000 0000',
        reviewed_at: new Date().toISOString(),
      };
    });
    await insertRows(
      trx,
      'agencies',
      `id bigint, agency_code text, status text, category text, company_name text, pan_name text, pan_number text,
        transaction_fee text, transaction_fee_active_from timestamptz, address1 text, address2 text, pincode text,
        city text, state text, country text, contact_number text, reviewed_at timestamptz`,
      agencyRows,
    );
    const agencyIds = agencyRows.map((row) => row.id);
    const owners = await trx
      .insertInto('agent_users')
      .values(
        agencyRows.map((row) => ({
          agency_id: row.id,
          role: 'OWNER' as const,
          user_id: `owner${row.id}@report-data.invalid`,
          password_hash: null,
          salutation: 'Mr',
          first_name: nth(FIRST_NAMES, row.id),
          last_name: nth(LAST_NAMES, row.id * 7),
          email: `owner${row.id}@report-data.invalid`,
          mobile: `98${String(row.id).padStart(8, '0')}`.slice(0, 10),
          status: 'Active' as const,
        })),
      )
      .returning(['id', 'agency_id'])
      .execute();
    const accounts = await trx
      .insertInto('ledger_accounts')
      .values(
        agencyIds.map((id) => ({
          code: `AGENCY_WALLET:${id}`,
          kind: 'AGENCY_WALLET' as const,
          agency_id: id,
          name: `Wallet of agency ${id}`,
        })),
      )
      .returning(['id', 'agency_id'])
      .execute();
    await trx
      .insertInto('agency_wallets')
      .values(accounts.map((account) => ({ agency_id: Number(account.agency_id), account_id: Number(account.id) })))
      .execute();
    return agencyRows.map(
      (row): Agency => ({
        id: row.id,
        accountId: Number(accounts.find((account) => Number(account.agency_id) === row.id)?.id),
        ownerId: Number(owners.find((owner) => Number(owner.agency_id) === row.id)?.id),
        pan: row.pan_number,
        balance: 0,
        pending: 0,
      }),
    );
  });
}

/** Existing agencies (with a wallet made if they have none), with a user of theirs to have asked for deposits. */
export async function existingAgencies(db: Kysely<Database>, ids: readonly number[]): Promise<Agency[]> {
  const found: Agency[] = [];
  for (const id of ids) {
    const agency = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ledger_accounts')
        .values({ code: `AGENCY_WALLET:${id}`, kind: 'AGENCY_WALLET', agency_id: id, name: `Wallet of agency ${id}` })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const account = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('code', '=', `AGENCY_WALLET:${id}`)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('agency_wallets')
        .values({ agency_id: id, account_id: account.id })
        .onConflict((oc) => oc.column('agency_id').doNothing())
        .execute();
      const wallet = await trx
        .selectFrom('agency_wallets')
        .select(['account_id', 'balance_paise'])
        .where('agency_id', '=', id)
        .executeTakeFirstOrThrow();
      const user = await trx
        .selectFrom('agent_users')
        .select('id')
        .where('agency_id', '=', id)
        .orderBy('role', 'asc')
        .orderBy('id')
        .executeTakeFirst();
      const pan = await trx.selectFrom('agencies').select('pan_number').where('id', '=', id).executeTakeFirstOrThrow();
      if (!user) throw new Error(`agency ${id} has no user to have asked for its deposits`);
      return {
        id,
        accountId: Number(wallet.account_id),
        ownerId: Number(user.id),
        pan: pan.pan_number,
        balance: Number(wallet.balance_paise),
        pending: 0,
      };
    });
    found.push(agency);
  }
  return found;
}
