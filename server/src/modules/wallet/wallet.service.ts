import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import {
  MAX_CREDIT_LIMIT_PAISE,
  rupeesTextToPaise,
  WALLET_MSG_DECIDED,
  walletBalance,
} from '@tripsetu/domain/wallet.ts';
import type { WalletBalanceShape } from '@tripsetu/domain/wallet-api.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type AgencyEmail, walletDeposits } from './deposits.ts';
import * as repo from './wallet.repo.ts';
import { walletStatements } from './wallet-statements.ts';

/** A journal transaction's kind; each names its documents by its own prefix. */
export type JournalKind =
  | 'DEPOSIT'
  | 'CREDIT_NOTE'
  | 'DEBIT_NOTE'
  | 'FUND_TRANSFER'
  | 'FUND_REVERSAL'
  | 'BOOKING'
  | 'REFUND'
  | 'GATEWAY_CHARGE'
  | 'VISA_FEE'
  | 'VISA_REFUND';
export const DOCUMENT_PREFIX: Record<JournalKind, string> = {
  DEPOSIT: 'TR',
  CREDIT_NOTE: 'CN',
  DEBIT_NOTE: 'DN',
  FUND_TRANSFER: 'FT',
  FUND_REVERSAL: 'FR',
  BOOKING: 'BK',
  REFUND: 'RF',
  GATEWAY_CHARGE: 'PG',
  VISA_FEE: 'VF',
  VISA_REFUND: 'VR',
};
/** One movement of an agency's wallet, against one of the operator's accounts. */
export interface WalletPosting {
  agencyId: number;
  kind: JournalKind;
  walletDeltaPaise: number;
  counterAccount: 'OPERATOR_BANK' | 'OPERATOR_ADJUSTMENTS' | 'OPERATOR_SALES' | 'GATEWAY_CLEARING';
  narration: string;
  reference: string;
  createdBy: number | null;
}

/**
 * The wallet (DESIGN.md "The wallet", docs/decisions/009): every movement is one journal transaction
 * of two entries summing to zero, written under the agency's wallet row lock, which also keeps the
 * cached balance equal to the sum of the wallet account's entries.
 */
export function createWalletService(deps: {
  db: Kysely<Database>;
  mail: MailService;
  publicUrl: string;
  today: () => string;
  /** The owner to e-mail about the agency's money, read in the caller's transaction. */
  agencyEmail: AgencyEmail;
}) {
  const { db, mail } = deps;

  async function balanceOf(
    source: Kysely<Database> | Transaction<Database>,
    agencyId: number,
  ): Promise<WalletBalanceShape> {
    const wallet = await repo.findWallet(source, agencyId);
    if (!wallet && !(await repo.agencyExists(source, agencyId))) {
      throw new AppError('NOT_FOUND', AGENT_MSG_DECIDED.notFound);
    }
    const balance = walletBalance(Number(wallet?.balance_paise ?? 0), Number(wallet?.credit_limit_paise ?? 0));
    return { ...balance, lowBalanceThresholdPaise: Number(wallet?.low_balance_threshold_paise ?? 0) };
  }

  /** The agency's wallet row, created on its first use and locked; an unknown agency is not found. */
  async function lockedWallet(trx: Transaction<Database>, agencyId: number) {
    const wallet = await repo.lockWallet(trx, agencyId);
    if (wallet) return wallet;
    if (!(await repo.agencyExists(trx, agencyId))) throw new AppError('NOT_FOUND', AGENT_MSG_DECIDED.notFound);
    await repo.ensureWallet(trx, agencyId);
    const created = await repo.lockWallet(trx, agencyId);
    if (!created) throw new Error(`wallet of agency ${agencyId} was not created`);
    return created;
  }

  /**
   * Moves money into (+) or out of (−) an agency's wallet against an operator account, in the caller's
   * transaction. A debit that would take the available balance below zero is refused.
   */
  async function post(trx: Transaction<Database>, movement: WalletPosting) {
    if (!Number.isSafeInteger(movement.walletDeltaPaise) || movement.walletDeltaPaise === 0) {
      throw new AppError('BAD_REQUEST', WALLET_MSG_DECIDED.noteAmountInvalid);
    }
    const wallet = await lockedWallet(trx, movement.agencyId);
    const balance = Number(wallet.balance_paise);
    const next = balance + movement.walletDeltaPaise;
    if (movement.walletDeltaPaise < 0 && next + Number(wallet.credit_limit_paise) < 0) {
      throw new AppError('CONFLICT', WALLET_MSG_DECIDED.insufficientBalance);
    }
    const counter = await repo.accountIdByCode(trx, movement.counterAccount);
    const documentNo = `${DOCUMENT_PREFIX[movement.kind]}${await repo.nextDocumentNumber(trx)}`;
    const transaction = await repo.insertTransaction(trx, {
      agency_id: movement.agencyId,
      kind: movement.kind,
      document_no: documentNo,
      narration: movement.narration,
      reference: movement.reference,
      created_by: movement.createdBy,
    });
    await repo.insertEntries(trx, [
      { transaction_id: transaction.id, account_id: wallet.account_id, amount_paise: movement.walletDeltaPaise },
      { transaction_id: transaction.id, account_id: counter.id, amount_paise: -movement.walletDeltaPaise },
    ]);
    const updated = await repo.updateWallet(trx, movement.agencyId, { balance_paise: next });
    await watchLowBalance(trx, movement.agencyId, updated, { mayAlert: movement.walletDeltaPaise < 0 });
    return transaction;
  }

  /**
   * The low-balance e-mail goes once when a debit takes the available balance below the agency's
   * threshold; the alert re-arms when the available balance is back at or above it.
   */
  async function watchLowBalance(
    trx: Transaction<Database>,
    agencyId: number,
    wallet: {
      balance_paise: number;
      credit_limit_paise: number;
      low_balance_threshold_paise: number;
      low_balance_alerted_at: Date | null;
    },
    options: { mayAlert: boolean } = { mayAlert: true },
  ) {
    const threshold = Number(wallet.low_balance_threshold_paise);
    if (threshold <= 0) return;
    const available = Number(wallet.balance_paise) + Number(wallet.credit_limit_paise);
    if (available >= threshold) {
      if (wallet.low_balance_alerted_at) await repo.updateWallet(trx, agencyId, { low_balance_alerted_at: null });
      return;
    }
    if (wallet.low_balance_alerted_at || !options.mayAlert) return;
    await repo.updateWallet(trx, agencyId, { low_balance_alerted_at: new Date() });
    const owner = await deps.agencyEmail(agencyId, trx);
    if (!owner) return;
    await mail.enqueue(trx, {
      to: owner.email,
      subject: 'Low wallet balance on TripSetu',
      html: `<p>Dear ${escapeHtml(owner.firstName)},</p><p>The available balance of ${escapeHtml(owner.companyName)} is ${formatRupees(available)}, below the ${formatRupees(threshold)} you asked us to watch. Upload balance at <a href="${deps.publicUrl}/agent/wallet/upload">${deps.publicUrl}/agent/wallet/upload</a> to keep booking.</p>`,
      reference: `wallet:${agencyId}`,
    });
  }

  return {
    post,
    // Deposits and their receipts, bank accounts to deposit into: deposits.ts.
    ...walletDeposits({ ...deps, post }),
    balance: (agencyId: number) => balanceOf(db, agencyId),
    balanceIn: (agencyId: number, trx: Transaction<Database>) => balanceOf(trx, agencyId),
    /** The balance with the wallet row locked until the caller's transaction ends: no movement passes it meanwhile. */
    async lockedBalanceIn(agencyId: number, trx: Transaction<Database>): Promise<WalletBalanceShape> {
      await lockedWallet(trx, agencyId);
      return balanceOf(trx, agencyId);
    },

    /**
     * A verified gateway payment, in the caller's transaction: the amount is credited to the wallet
     * as an approved 'Payment Gateway' deposit (with its top-up receipt), and the §9 confirmation
     * charge moves from gateway clearing to sales without touching the wallet (decision 010).
     */
    async creditGatewayPayment(
      trx: Transaction<Database>,
      payment: {
        agencyId: number;
        amountPaise: number;
        chargePaise: number;
        providerPaymentId: string;
        method: string;
        purpose: 'WALLET_TOPUP' | 'DUE_PAYMENT';
        orderRef: string;
        requestedBy: number;
      },
    ): Promise<{ depositId: number; documentNo: string }> {
      const { id: depositId } = await repo.insertDeposit(trx, {
        agency_id: payment.agencyId,
        mode: 'Payment Gateway',
        reference: payment.providerPaymentId,
        branch: payment.method.slice(0, 100),
        deposit_date: deps.today(),
        bank_account_id: null,
        amount_paise: payment.amountPaise,
        status: 'APPROVED',
        requested_by: payment.requestedBy,
        reviewed_at: new Date(),
      });
      const what = payment.purpose === 'DUE_PAYMENT' ? 'Payment of due' : 'Deposit';
      const transaction = await post(trx, {
        agencyId: payment.agencyId,
        kind: 'DEPOSIT',
        walletDeltaPaise: payment.amountPaise,
        counterAccount: 'GATEWAY_CLEARING',
        narration: `${what} by Payment Gateway (${payment.method}) ${payment.providerPaymentId}`,
        reference: `deposit:${depositId}`,
        createdBy: payment.requestedBy,
      });
      await trx
        .updateTable('wallet_deposits')
        .set({ transaction_id: transaction.id })
        .where('id', '=', depositId)
        .execute();
      if (payment.chargePaise > 0) {
        const clearing = await repo.accountIdByCode(trx, 'GATEWAY_CLEARING');
        const sales = await repo.accountIdByCode(trx, 'OPERATOR_SALES');
        const charge = await repo.insertTransaction(trx, {
          agency_id: payment.agencyId,
          kind: 'GATEWAY_CHARGE',
          document_no: `${DOCUMENT_PREFIX.GATEWAY_CHARGE}${await repo.nextDocumentNumber(trx)}`,
          narration: `Payment gateway confirmation charge for ${payment.orderRef}`,
          reference: `payment:${payment.orderRef}`,
          created_by: payment.requestedBy,
        });
        await repo.insertEntries(trx, [
          { transaction_id: charge.id, account_id: clearing.id, amount_paise: -payment.chargePaise },
          { transaction_id: charge.id, account_id: sales.id, amount_paise: payment.chargePaise },
        ]);
      }
      return { depositId, documentNo: transaction.document_no };
    },

    async setCreditLimit(agencyId: number, limitText: string, trx: Transaction<Database>): Promise<WalletBalanceShape> {
      const paise = rupeesTextToPaise(limitText);
      if (!Number.isSafeInteger(paise) || paise < 0 || paise > MAX_CREDIT_LIMIT_PAISE) {
        throw AppError.validation({ creditLimit: WALLET_MSG_DECIDED.creditLimitInvalid });
      }
      // Lowering the limit below the due is allowed (decision 009): nothing can be spent until it is paid.
      await lockedWallet(trx, agencyId);
      const updated = await repo.updateWallet(trx, agencyId, { credit_limit_paise: paise });
      // A higher limit can bring the available balance back over the threshold: that re-arms the alert.
      await watchLowBalance(trx, agencyId, updated, { mayAlert: false });
      return balanceOf(trx, agencyId);
    },

    async setLowBalanceThreshold(agencyId: number, thresholdText: string): Promise<WalletBalanceShape> {
      const paise = thresholdText.trim() === '' ? 0 : rupeesTextToPaise(thresholdText);
      if (!Number.isSafeInteger(paise) || paise < 0 || paise > MAX_CREDIT_LIMIT_PAISE) {
        throw AppError.validation({ threshold: WALLET_MSG_DECIDED.amountInvalid });
      }
      await db.transaction().execute(async (trx) => {
        await lockedWallet(trx, agencyId);
        await repo.updateWallet(trx, agencyId, { low_balance_threshold_paise: paise, low_balance_alerted_at: null });
      });
      return balanceOf(db, agencyId);
    },

    // Notes, movements and the ledger: wallet-statements.ts.
    ...walletStatements({ db, post }),
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
