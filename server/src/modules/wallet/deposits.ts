import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  DEPOSIT_FIELDS,
  type DepositForm,
  rupeesTextToPaise,
  validateDeposit,
  WALLET_MSG,
  WALLET_MSG_DECIDED,
} from '@tripsetu/domain/wallet.ts';
import type { BankAccount, Deposit, TopUpReceipt } from '@tripsetu/domain/wallet-api.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './wallet.repo.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The owner to e-mail about an agency's money, read in the caller's transaction. */
export type AgencyEmail = (
  agencyId: number,
  trx: Transaction<Database>,
) => Promise<{ email: string; firstName: string; companyName: string } | undefined>;

/** The wallet's journal posting, as a deposit's approval uses it (wallet.service.ts `post`). */
type WalletPost = (
  trx: Transaction<Database>,
  movement: {
    agencyId: number;
    kind: 'DEPOSIT';
    walletDeltaPaise: number;
    counterAccount: 'OPERATOR_BANK';
    narration: string;
    reference: string;
    createdBy: number | null;
  },
) => Promise<{ id: number; document_no: string }>;

/**
 * Deposits into an agency's wallet (agent-portal.md §5 Upload Balance, decision 009): the bank accounts
 * to pay into, a deposit recorded PENDING, credited once when an administrator approves it (or refused
 * with a reason), and its top-up receipt.
 */
export function walletDeposits(deps: {
  db: Kysely<Database>;
  mail: MailService;
  publicUrl: string;
  today: () => string;
  agencyEmail: AgencyEmail;
  post: WalletPost;
}) {
  const { db, mail, post } = deps;

  type DepositRow = Awaited<ReturnType<ReturnType<typeof repo.depositsWithNames>['execute']>>[number];
  function toDeposit(row: DepositRow): Deposit {
    return {
      id: row.id,
      agencyId: row.agency_id,
      agencyName: row.company_name,
      agencyCode: row.agency_code,
      mode: row.mode as Deposit['mode'],
      reference: row.reference,
      accountNumber: row.account_number,
      holderName: row.holder_name,
      branch: row.branch,
      depositDate: row.deposit_date,
      bankAccount: row.bank_name ? `${row.bank_name} ${row.bank_account_number}` : '',
      amountPaise: Number(row.amount_paise),
      status: row.status,
      requestedBy: `${row.requested_first} ${row.requested_last}`,
      requestedAt: new Date(row.created_at).toISOString(),
      reviewedBy: row.reviewed_first ? `${row.reviewed_first} ${row.reviewed_last}` : null,
      reviewedAt: iso(row.reviewed_at),
      rejectionReason: row.rejection_reason,
      receiptNo: row.document_no,
    };
  }

  async function depositById(id: number): Promise<Deposit> {
    const row = await repo.depositsWithNames(db).where('d.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', WALLET_MSG.noReceipts);
    return toDeposit(row);
  }

  return {
    async bankAccounts(activeOnly = true): Promise<BankAccount[]> {
      return (await repo.listBankAccounts(db, activeOnly)).map((row) => ({
        id: row.id,
        bankName: row.bank_name,
        accountName: row.account_name,
        accountNumber: row.account_number,
        branch: row.branch,
        ifsc: row.ifsc,
        pan: row.pan,
        active: row.active,
      }));
    },

    /** §5 Upload Balance for the offline modes: recorded PENDING until an administrator reviews it. */
    async requestDeposit(user: AgentUser, form: DepositForm, trx: Transaction<Database>): Promise<Deposit> {
      const errors = validateDeposit(form, deps.today());
      const bankAccountId = Number(form.bankAccountId);
      if (!errors.bankAccountId) {
        const account = await repo.findBankAccount(trx, bankAccountId);
        if (!account?.active) errors.bankAccountId = WALLET_MSG.bankAccountRequired;
      }
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      // Stored as validated: the rules read the mode and the date trimmed.
      const mode = form.mode.trim() as keyof typeof DEPOSIT_FIELDS;
      const fields = DEPOSIT_FIELDS[mode];
      const { id } = await repo.insertDeposit(trx, {
        agency_id: user.agency_id as number,
        mode,
        reference: fields.reference ? form.reference.trim() : '',
        account_number: fields.accountNumber ? form.accountNumber.trim() : '',
        holder_name: fields.holderName ? form.holderName.trim() : '',
        branch: fields.branch ? form.branch.trim() : '',
        deposit_date: form.depositDate.trim(),
        bank_account_id: bankAccountId,
        amount_paise: rupeesTextToPaise(form.amount),
        status: 'PENDING',
        requested_by: user.id,
      });
      const row = await repo.depositsWithNames(trx).where('d.id', '=', id).executeTakeFirstOrThrow();
      return toDeposit(row);
    },

    async deposits(filter: { agencyId?: number; status?: 'PENDING' | 'APPROVED' | 'REJECTED' }): Promise<Deposit[]> {
      let select = repo.depositsWithNames(db);
      if (filter.agencyId !== undefined) select = select.where('d.agency_id', '=', filter.agencyId);
      if (filter.status) select = select.where('d.status', '=', filter.status);
      return (await select.orderBy('d.id', 'desc').limit(500).execute()).map(toDeposit);
    },

    deposit: depositById,

    /** Credits the wallet exactly once, however many approvals arrive: the deposit row is locked and checked. */
    async approveDeposit(admin: AgentUser, depositId: number, trx: Transaction<Database>): Promise<Deposit> {
      const deposit = Number.isInteger(depositId) ? await repo.lockDeposit(trx, depositId) : undefined;
      if (!deposit) throw new AppError('NOT_FOUND', WALLET_MSG.noReceipts);
      if (deposit.status !== 'PENDING') throw new AppError('CONFLICT', WALLET_MSG_DECIDED.depositNotPending);
      const transaction = await post(trx, {
        agencyId: deposit.agency_id,
        kind: 'DEPOSIT',
        walletDeltaPaise: Number(deposit.amount_paise),
        counterAccount: 'OPERATOR_BANK',
        narration: `Deposit by ${deposit.mode}${deposit.reference ? ` ${deposit.reference}` : ''}`,
        reference: `deposit:${deposit.id}`,
        createdBy: admin.id,
      });
      await trx
        .updateTable('wallet_deposits')
        .set({ status: 'APPROVED', reviewed_by: admin.id, reviewed_at: new Date(), transaction_id: transaction.id })
        .where('id', '=', deposit.id)
        .execute();
      const owner = await deps.agencyEmail(deposit.agency_id, trx);
      if (owner) {
        await mail.enqueue(trx, {
          to: owner.email,
          subject: `Deposit approved: ${formatRupees(Number(deposit.amount_paise))} credited (${transaction.document_no})`,
          html: `<p>Dear ${escapeHtml(owner.firstName)},</p><p>Your ${escapeHtml(deposit.mode)} deposit of ${formatRupees(Number(deposit.amount_paise))} dated ${deposit.deposit_date} has been credited to the wallet of ${escapeHtml(owner.companyName)}. Top-up receipt ${transaction.document_no}: <a href="${deps.publicUrl}/agent/wallet/receipts/${deposit.id}">view the receipt</a>.</p>`,
          reference: `deposit:${deposit.id}`,
        });
      }
      const row = await repo.depositsWithNames(trx).where('d.id', '=', deposit.id).executeTakeFirstOrThrow();
      return toDeposit(row);
    },

    async rejectDeposit(
      admin: AgentUser,
      depositId: number,
      reasonText: string,
      trx: Transaction<Database>,
    ): Promise<Deposit> {
      const reason = reasonText.trim();
      if (reason === '') throw AppError.validation({ reason: WALLET_MSG_DECIDED.reasonRequired });
      const deposit = Number.isInteger(depositId) ? await repo.lockDeposit(trx, depositId) : undefined;
      if (!deposit) throw new AppError('NOT_FOUND', WALLET_MSG.noReceipts);
      if (deposit.status !== 'PENDING') throw new AppError('CONFLICT', WALLET_MSG_DECIDED.depositNotPending);
      await trx
        .updateTable('wallet_deposits')
        .set({
          status: 'REJECTED',
          reviewed_by: admin.id,
          reviewed_at: new Date(),
          rejection_reason: reason.slice(0, 500),
        })
        .where('id', '=', deposit.id)
        .execute();
      const owner = await deps.agencyEmail(deposit.agency_id, trx);
      if (owner) {
        await mail.enqueue(trx, {
          to: owner.email,
          subject: `Deposit of ${formatRupees(Number(deposit.amount_paise))} not credited`,
          html: `<p>Dear ${escapeHtml(owner.firstName)},</p><p>We could not confirm your ${escapeHtml(deposit.mode)} deposit of ${formatRupees(Number(deposit.amount_paise))} dated ${deposit.deposit_date}.</p><p>Reason: ${escapeHtml(reason)}</p>`,
          reference: `deposit:${deposit.id}`,
        });
      }
      const row = await repo.depositsWithNames(trx).where('d.id', '=', deposit.id).executeTakeFirstOrThrow();
      return toDeposit(row);
    },

    /** §3 top-up receipt of an approved deposit. */
    async receipt(depositId: number, agencyId: number | null): Promise<TopUpReceipt> {
      const deposit = await depositById(depositId);
      if ((agencyId !== null && deposit.agencyId !== agencyId) || deposit.status !== 'APPROVED' || !deposit.receiptNo) {
        throw new AppError('NOT_FOUND', WALLET_MSG.noReceipts);
      }
      return {
        receiptNo: deposit.receiptNo,
        receiptDate: deposit.reviewedAt as string,
        mode: deposit.mode,
        payer: deposit.holderName || deposit.agencyName,
        agencyName: deposit.agencyName,
        agencyCode: deposit.agencyCode,
        approvedAmountPaise: deposit.amountPaise,
        approvalDate: deposit.reviewedAt as string,
        // A gateway deposit is confirmed by the gateway's signed answer, not by a person.
        approvedBy: deposit.reviewedBy ?? (deposit.mode === 'Payment Gateway' ? 'Payment gateway (automatic)' : ''),
        reference: deposit.reference,
        bankAccount: deposit.bankAccount,
      };
    },
  };
}
