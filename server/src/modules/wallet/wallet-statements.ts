import { BOOKINGS_PAGE_SIZE } from '@tripsetu/domain/booking-api.ts';
import { addDays } from '@tripsetu/domain/dates.ts';
import {
  amountError,
  rupeesTextToPaise,
  validateLedgerRange,
  WALLET_MSG,
  WALLET_MSG_DECIDED,
} from '@tripsetu/domain/wallet.ts';
import {
  type Ledger,
  type LedgerRow,
  WALLET_DOCUMENT_LABELS,
  WALLET_DOCUMENT_TABS,
  type WalletDocumentList,
  type WalletDocumentTab,
  type WalletMovement,
} from '@tripsetu/domain/wallet-api.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import * as repo from './wallet.repo.ts';

import type { WalletPosting } from './wallet.service.ts';

/** Credit notes and fund transfers add to the wallet; debit notes and reversals take from it. */
const NOTE_SIGN = { CREDIT_NOTE: 1, FUND_TRANSFER: 1, DEBIT_NOTE: -1, FUND_REVERSAL: -1 } as const;

/** Midnight at the start of an India business day, as an instant. */
const startOfIndianDay = (date: string) => new Date(`${date}T00:00:00+05:30`);

/**
 * The wallet's statements and the back office's adjustments (agent-portal.md §2, §5; decision 009):
 * credit and debit notes, fund transfers and reversals; every agency's movements; one agency's ledger.
 */
export function walletStatements(deps: {
  db: Kysely<Database>;
  post: (trx: Transaction<Database>, movement: WalletPosting) => Promise<{ id: number }>;
}) {
  const { db, post } = deps;

  function parseAmount(text: string, message: string): number {
    const paise = rupeesTextToPaise(text);
    if (!Number.isSafeInteger(paise) || paise <= 0) throw AppError.validation({ amount: message });
    return paise;
  }

  return {
    /** Credit and debit notes, fund transfers and reversals: one journal transaction each, with its reason. */
    async note(
      admin: AgentUser,
      agencyId: number,
      input: { kind: keyof typeof NOTE_SIGN; amount: string; reason: string },
      trx: Transaction<Database>,
    ): Promise<WalletMovement> {
      const errors: Record<string, string> = {};
      const amountMessage = amountError(input.amount);
      const paise = rupeesTextToPaise(input.amount);
      if (!Number.isSafeInteger(paise) || paise <= 0) errors.amount = WALLET_MSG_DECIDED.noteAmountInvalid;
      else if (amountMessage === WALLET_MSG_DECIDED.amountTooLarge) errors.amount = amountMessage;
      if (input.reason.trim() === '') errors.reason = WALLET_MSG_DECIDED.reasonRequired;
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const transaction = await post(trx, {
        agencyId,
        kind: input.kind,
        walletDeltaPaise: NOTE_SIGN[input.kind] * parseAmount(input.amount, WALLET_MSG_DECIDED.noteAmountInvalid),
        counterAccount: 'OPERATOR_ADJUSTMENTS',
        narration: input.reason.trim().slice(0, 200),
        reference: `${input.kind.toLowerCase()}`,
        createdBy: admin.id,
      });
      const [movement] = await listMovements('', 1, trx, transaction.id);
      if (!movement) throw new AppError('NOT_FOUND', WALLET_MSG.noReceipts);
      return movement;
    },

    movements: (query: string) => listMovements(query, 200, db),

    /** Manage Bookings' wallet tabs: the agency's notes, transfers or top-up receipts, newest first. */
    async documents(agencyId: number, tab: WalletDocumentTab, page: number): Promise<WalletDocumentList> {
      const { total, rows } = await repo.walletDocuments(db, {
        agencyId,
        kinds: WALLET_DOCUMENT_TABS[tab],
        limit: BOOKINGS_PAGE_SIZE,
        offset: (page - 1) * BOOKINGS_PAGE_SIZE,
      });
      return {
        total,
        page,
        pageSize: BOOKINGS_PAGE_SIZE,
        rows: rows.map((row) => ({
          transactionId: row.id,
          documentNo: row.document_no,
          kind: row.kind,
          kindLabel: WALLET_DOCUMENT_LABELS[row.kind] ?? row.kind,
          amountPaise: Number(row.amount_paise),
          narration: row.narration,
          createdAt: new Date(row.created_at).toISOString(),
          createdBy: row.first_name ? `${row.first_name} ${row.last_name}` : null,
          receiptId: ledgerLink({ kind: row.kind, reference: row.reference, booking_id: null })?.id ?? null,
        })),
      };
    },

    /** §5 ledger: at most 7 days, rows of date, reference, debit, credit and the running balance. */
    async ledger(agencyId: number, from: string, to: string): Promise<Ledger> {
      const errors = validateLedgerRange(from, to);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const wallet = await repo.findWallet(db, agencyId);
      if (!wallet) return { from, to, openingBalancePaise: 0, closingBalancePaise: 0, rows: [] };
      const start = startOfIndianDay(from);
      const end = startOfIndianDay(addDays(to, 1));
      const opening = await repo.accountSumBefore(db, wallet.account_id, start);
      let running = opening;
      const rows = (await repo.accountEntriesBetween(db, wallet.account_id, start, end)).map((entry) => {
        const amount = Number(entry.amount_paise);
        running += amount;
        return {
          date: new Date(entry.created_at).toISOString(),
          reference: entry.document_no,
          narration: entry.narration,
          debitPaise: amount < 0 ? -amount : 0,
          creditPaise: Math.max(amount, 0),
          balancePaise: running,
          link: ledgerLink(entry),
        };
      });
      return { from, to, openingBalancePaise: opening, closingBalancePaise: running, rows };
    },
  };

  async function listMovements(
    query: string,
    limit: number,
    source: Kysely<Database> | Transaction<Database>,
    transactionId?: number,
  ): Promise<WalletMovement[]> {
    const rows = await repo.movements(source, query.slice(0, 100), limit, transactionId);
    return rows.map((row) => ({
      transactionId: row.id,
      documentNo: row.document_no,
      kind: row.kind,
      agencyId: row.agency_id,
      agencyName: row.company_name,
      agencyCode: row.agency_code,
      amountPaise: Number(row.amount_paise),
      narration: row.narration,
      createdBy: row.first_name ? `${row.first_name} ${row.last_name}` : null,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }
}

/** Where a ledger line leads: a booking it paid for, a visa application, or the top-up receipt of a deposit. */
function ledgerLink(entry: { kind: string; reference: string; booking_id: number | string | null }): LedgerRow['link'] {
  if (entry.booking_id !== null) return { kind: 'booking', id: Number(entry.booking_id) };
  const visa = /^visa:(\d+)$/.exec(entry.reference);
  if ((entry.kind === 'VISA_FEE' || entry.kind === 'VISA_REFUND') && visa) return { kind: 'visa', id: Number(visa[1]) };
  const deposit = /^deposit:(\d+)$/.exec(entry.reference);
  return entry.kind === 'DEPOSIT' && deposit ? { kind: 'receipt', id: Number(deposit[1]) } : null;
}
