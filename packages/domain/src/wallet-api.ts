import { z } from 'zod';
import { DEPOSIT_MODES, DEPOSIT_STATUSES } from './wallet.ts';

/**
 * The wallet's REST API under /api/v1 (docs/agent-portal-api.md): shapes shared by the server and
 * the portal. Money-moving POSTs carry an Idempotency-Key header (IDEMPOTENCY_HEADER).
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

const loose = z.string().max(300).optional().default('');

export const walletBalanceShape = z.object({
  mainBalancePaise: z.number(),
  creditLimitPaise: z.number(),
  duePaise: z.number(),
  availablePaise: z.number(),
  lowBalanceThresholdPaise: z.number(),
});
export type WalletBalanceShape = z.infer<typeof walletBalanceShape>;

export const bankAccount = z.object({
  id: z.number(),
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string(),
  ifsc: z.string(),
  pan: z.string(),
  active: z.boolean(),
});
export type BankAccount = z.infer<typeof bankAccount>;
export const bankAccountBody = z.object({
  bankName: loose,
  accountName: loose,
  accountNumber: loose,
  branch: loose,
  ifsc: loose,
  pan: loose,
  active: z.boolean().optional().default(true),
});

export const depositBody = z.object({
  mode: loose,
  reference: loose,
  accountNumber: loose,
  holderName: loose,
  branch: loose,
  depositDate: loose,
  bankAccountId: z.union([z.string(), z.number()]).optional().default('').transform(String),
  amount: z.union([z.string(), z.number()]).optional().default('').transform(String),
});

export const deposit = z.object({
  id: z.number(),
  agencyId: z.number(),
  agencyName: z.string(),
  agencyCode: z.string().nullable(),
  mode: z.enum(DEPOSIT_MODES),
  reference: z.string(),
  accountNumber: z.string(),
  holderName: z.string(),
  branch: z.string(),
  depositDate: z.string(),
  bankAccount: z.string(),
  amountPaise: z.number(),
  status: z.enum(DEPOSIT_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  receiptNo: z.string().nullable(),
});
export type Deposit = z.infer<typeof deposit>;

/** §3 top-up receipt. */
export const topUpReceipt = z.object({
  receiptNo: z.string(),
  receiptDate: z.string(),
  mode: z.string(),
  payer: z.string(),
  agencyName: z.string(),
  agencyCode: z.string().nullable(),
  approvedAmountPaise: z.number(),
  approvalDate: z.string(),
  approvedBy: z.string(),
  reference: z.string(),
  bankAccount: z.string(),
});
export type TopUpReceipt = z.infer<typeof topUpReceipt>;

export const ledgerQuery = z.object({ from: loose, to: loose });
export const ledgerRow = z.object({
  date: z.string(),
  reference: z.string(),
  narration: z.string(),
  debitPaise: z.number(),
  creditPaise: z.number(),
  balancePaise: z.number(),
  /** What the line records, to open from the ledger: the booking, or the deposit's top-up receipt. */
  link: z.object({ kind: z.enum(['booking', 'receipt', 'visa']), id: z.number() }).nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const ledger = z.object({
  from: z.string(),
  to: z.string(),
  openingBalancePaise: z.number(),
  closingBalancePaise: z.number(),
  rows: z.array(ledgerRow),
});
export type Ledger = z.infer<typeof ledger>;

export const alertBody = z.object({
  threshold: z.union([z.string(), z.number()]).optional().default('').transform(String),
});
export const reviewRejectBody = z.object({ reason: z.string().max(1000).optional().default('') });
export const creditLimitBody = z.object({
  creditLimit: z.union([z.string(), z.number()]).optional().default('').transform(String),
});
export const NOTE_KINDS = ['CREDIT_NOTE', 'DEBIT_NOTE', 'FUND_TRANSFER', 'FUND_REVERSAL'] as const;
export const noteBody = z.object({
  kind: z.enum(NOTE_KINDS),
  amount: z.union([z.string(), z.number()]).optional().default('').transform(String),
  reason: z.string().max(500).optional().default(''),
});
export const walletMovement = z.object({
  transactionId: z.number(),
  documentNo: z.string(),
  kind: z.string(),
  agencyId: z.number(),
  agencyName: z.string(),
  agencyCode: z.string().nullable(),
  amountPaise: z.number(),
  narration: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletMovement = z.infer<typeof walletMovement>;

/**
 * Manage Bookings' wallet tabs (agent-portal.md §2): credit and debit notes, fund transfers and reversals,
 * top-up receipts — the agency's wallet documents of those kinds, newest first, 25 a page.
 */
export const WALLET_DOCUMENT_TABS = {
  NOTES: ['CREDIT_NOTE', 'DEBIT_NOTE'],
  TRANSFERS: ['FUND_TRANSFER', 'FUND_REVERSAL'],
  RECEIPTS: ['DEPOSIT'],
} as const;
export type WalletDocumentTab = keyof typeof WALLET_DOCUMENT_TABS;
export const WALLET_DOCUMENT_LABELS: Record<string, string> = {
  CREDIT_NOTE: 'Credit note',
  DEBIT_NOTE: 'Debit note',
  FUND_TRANSFER: 'Fund transfer',
  FUND_REVERSAL: 'Fund reversal',
  DEPOSIT: 'Top-up receipt',
};
export const walletDocumentsQuery = z.object({
  tab: z.enum(['NOTES', 'TRANSFERS', 'RECEIPTS']).default('NOTES'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const walletDocumentRow = z.object({
  transactionId: z.number(),
  documentNo: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  /** What it did to the wallet: credits positive, debits negative. */
  amountPaise: z.number(),
  narration: z.string(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  /** A top-up's receipt page (the deposit's id), when it has one. */
  receiptId: z.number().nullable(),
});
export type WalletDocumentRow = z.infer<typeof walletDocumentRow>;
export const walletDocumentList = z.object({
  rows: z.array(walletDocumentRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type WalletDocumentList = z.infer<typeof walletDocumentList>;
