import {
  BANK_ACCOUNT_MSG,
  type BankAccountForm,
  normalizeBankAccount,
  validateBankAccount,
} from '@tripsetu/domain/bank-account.ts';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, OperatorBankAccountTable } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/**
 * The back office's side of the operator's bank accounts (§3, docs/decisions/009): administrators list,
 * add and edit them. Agencies read only the active ones (wallet.service.ts), and a deposit naming an
 * inactive account is refused there; deposits already recorded keep the account they named.
 */

export type BankAccountInput = Partial<BankAccountForm> & { active?: boolean };

function toBankAccount(row: Selectable<OperatorBankAccountTable>): BankAccount {
  return {
    id: Number(row.id),
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    branch: row.branch,
    ifsc: row.ifsc,
    pan: row.pan,
    active: row.active,
  };
}

/** The columns to write, once the form has passed; nothing is written when it has not. */
function columnsOf(input: BankAccountInput) {
  const errors = validateBankAccount(input);
  if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
  const account = normalizeBankAccount(input);
  return {
    bank_name: account.bankName,
    account_name: account.accountName,
    account_number: account.accountNumber,
    branch: account.branch,
    ifsc: account.ifsc,
    pan: account.pan,
    active: input.active ?? true,
  };
}

export function createBankAccountsService(db: Kysely<Database>) {
  return {
    /** Every account, active and inactive, oldest first. */
    async list(): Promise<BankAccount[]> {
      const rows = await db.selectFrom('operator_bank_accounts').selectAll().orderBy('id').execute();
      return rows.map(toBankAccount);
    },

    async create(input: BankAccountInput): Promise<BankAccount> {
      const row = await db
        .insertInto('operator_bank_accounts')
        .values(columnsOf(input))
        .returningAll()
        .executeTakeFirstOrThrow();
      return toBankAccount(row);
    },

    /** Replaces every field; `active: false` takes the account off Upload Balance. */
    async update(id: number, input: BankAccountInput): Promise<BankAccount> {
      const columns = columnsOf(input);
      const row = await db
        .updateTable('operator_bank_accounts')
        .set({ ...columns, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', BANK_ACCOUNT_MSG.notFound);
      return toBankAccount(row);
    },
  };
}

export type BankAccountsService = ReturnType<typeof createBankAccountsService>;
