import { addDays, isIsoDate } from './dates.ts';
import { isEmpty } from './validation.ts';

/**
 * The agency wallet (agent-portal.md §2, §3, §5, §9; DESIGN.md "The wallet"; docs/decisions/009).
 * Money is in paise everywhere.
 *
 * - main balance: what the agency has in its wallet: deposits and credit notes less bookings and
 *   debit notes. It goes below zero only by using credit.
 * - credit limit: how far below zero the operator lets the main balance go.
 * - due: the credit in use, what the agency owes: max(0, −main balance).
 * - available balance: what the agency can spend now: main balance + credit limit.
 */
export interface WalletBalance {
  mainBalancePaise: number;
  creditLimitPaise: number;
  duePaise: number;
  availablePaise: number;
}

export function walletBalance(mainBalancePaise: number, creditLimitPaise: number): WalletBalance {
  return {
    mainBalancePaise,
    creditLimitPaise,
    duePaise: Math.max(0, -mainBalancePaise),
    availablePaise: mainBalancePaise + creditLimitPaise,
  };
}

/** A debit fits when it leaves the available balance at zero or above. */
export function debitFits(balance: WalletBalance, debitPaise: number): boolean {
  return Number.isSafeInteger(debitPaise) && debitPaise > 0 && balance.availablePaise - debitPaise >= 0;
}

export const MIN_DEPOSIT_PAISE = 1000_00;
export const MAX_DEPOSIT_PAISE = 1_00_00_000_00; // ₹1 crore in one deposit
export const MAX_CREDIT_LIMIT_PAISE = 10_00_00_000_00; // ₹10 crore
export const LEDGER_MAX_RANGE_DAYS = 7;

/** §9 payment modes an agency deposits by; the offline ones wait for an administrator. */
export const OFFLINE_DEPOSIT_MODES = [
  'Cheque',
  'Cash Deposit',
  'Online Transfer',
  'Same Bank Transfer',
  'RTGS',
  'NEFT',
  'IMPS',
] as const;
export const DEPOSIT_MODES = [...OFFLINE_DEPOSIT_MODES, 'Payment Gateway'] as const;
export type DepositMode = (typeof DEPOSIT_MODES)[number];

export const DEPOSIT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** Which §5 fields each mode asks for (decided: a cash deposit has no account or reference of the payer). */
export const DEPOSIT_FIELDS: Record<
  Exclude<DepositMode, 'Payment Gateway'>,
  { reference: boolean; accountNumber: boolean; holderName: boolean; branch: boolean }
> = {
  Cheque: { reference: true, accountNumber: true, holderName: true, branch: true },
  'Cash Deposit': { reference: false, accountNumber: false, holderName: true, branch: true },
  'Online Transfer': { reference: true, accountNumber: true, holderName: true, branch: false },
  'Same Bank Transfer': { reference: true, accountNumber: true, holderName: true, branch: true },
  RTGS: { reference: true, accountNumber: true, holderName: true, branch: false },
  NEFT: { reference: true, accountNumber: true, holderName: true, branch: false },
  IMPS: { reference: true, accountNumber: true, holderName: true, branch: false },
};

export const WALLET_MSG = {
  modeRequired: 'Please select payment mode',
  referenceRequired: 'Please enter cheque or transaction ref number',
  accountNumberRequired: 'Please enter A/C number',
  holderNameRequired: 'Please enter holder name',
  branchRequired: 'Please enter deposited branch',
  dateRequired: 'Please select deposit date',
  bankAccountRequired: 'Please select bank account',
  amountPositive: 'Amount should be greater than 0',
  amountZero: 'Amount deposited cannot be zero',
  amountMinimum: 'Minimum deposit should be 1000 or more',
  fromDateRequired: 'Please select From date',
  toDateRequired: 'Please select To date',
  ledgerRange: 'Maximum range that can be viewed is 7 days',
  ledgerFailed: 'Failed to get ledger. Please try again.',
  noReceipts: 'No Receipt found.',
} as const;

export const WALLET_MSG_DECIDED = {
  referenceInvalid: 'Enter a valid cheque or transaction reference number',
  accountNumberInvalid: 'Enter a valid A/C number (6 to 18 digits)',
  dateInFuture: 'Deposit date cannot be in the future',
  dateTooOld: 'Deposit date cannot be more than 90 days ago',
  amountTooLarge: 'Amount can be at most ₹1,00,00,000 in one deposit',
  amountInvalid: 'Enter the amount in rupees, with at most two decimals',
  toBeforeFrom: 'To date should not be earlier than From date',
  insufficientBalance: 'Insufficient balance. Please upload balance or contact TripSetu for a credit limit.',
  idempotencyKeyRequired: 'An Idempotency-Key header is required for this request.',
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request.',
  depositNotPending: 'This deposit has already been reviewed.',
  reasonRequired: 'Please enter the reason.',
  creditLimitInvalid: 'Enter a credit limit between ₹0 and ₹10,00,00,000',
  noteAmountInvalid: 'Enter an amount greater than 0',
  depositRecorded: 'Your deposit has been recorded. It is credited once TripSetu confirms the payment.',
} as const;

export const DEPOSIT_DATE_MAX_AGE_DAYS = 90;

/** '1,000.50' or '1000' → paise; NaN for anything else (no floats: the digits are read as text). */
export function rupeesTextToPaise(text: unknown): number {
  const value =
    typeof text === 'number' ? String(text) : typeof text === 'string' ? text.trim().replaceAll(',', '') : '';
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return Number.NaN;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export interface DepositForm {
  mode: string;
  reference: string;
  accountNumber: string;
  holderName: string;
  branch: string;
  depositDate: string;
  bankAccountId: string;
  amount: string;
}

export type DepositErrors = Partial<Record<keyof DepositForm, string>>;

/** §5 deposit rules for the offline modes. */
export function validateDeposit(form: Partial<DepositForm>, today: string): DepositErrors {
  const errors: DepositErrors = {};
  const mode = String(form.mode ?? '').trim();
  const fields = DEPOSIT_FIELDS[mode as keyof typeof DEPOSIT_FIELDS];
  if (!fields) errors.mode = WALLET_MSG.modeRequired;
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  if (fields?.reference) {
    const reference = text(form.reference);
    if (reference === '') errors.reference = WALLET_MSG.referenceRequired;
    else if (!/^[A-Za-z0-9/-]{4,30}$/.test(reference)) errors.reference = WALLET_MSG_DECIDED.referenceInvalid;
  }
  if (fields?.accountNumber) {
    const account = text(form.accountNumber);
    if (account === '') errors.accountNumber = WALLET_MSG.accountNumberRequired;
    else if (!/^\d{6,18}$/.test(account)) errors.accountNumber = WALLET_MSG_DECIDED.accountNumberInvalid;
  }
  if (fields?.holderName && (text(form.holderName) === '' || text(form.holderName).length > 100)) {
    errors.holderName = WALLET_MSG.holderNameRequired;
  }
  if (fields?.branch && (text(form.branch) === '' || text(form.branch).length > 100)) {
    errors.branch = WALLET_MSG.branchRequired;
  }
  const date = text(form.depositDate);
  if (!isIsoDate(date)) errors.depositDate = WALLET_MSG.dateRequired;
  else if (date > today) errors.depositDate = WALLET_MSG_DECIDED.dateInFuture;
  else if (date < addDays(today, -DEPOSIT_DATE_MAX_AGE_DAYS)) errors.depositDate = WALLET_MSG_DECIDED.dateTooOld;
  if (isEmpty(form.bankAccountId) || !/^\d+$/.test(text(form.bankAccountId))) {
    errors.bankAccountId = WALLET_MSG.bankAccountRequired;
  }
  const amount = amountError(form.amount);
  if (amount) errors.amount = amount;
  return errors;
}

/** The amount rules shared by deposits and gateway top-ups. */
export function amountError(amountText: unknown): string | null {
  if (isEmpty(amountText)) return WALLET_MSG.amountPositive;
  const paise = rupeesTextToPaise(amountText);
  if (Number.isNaN(paise)) return WALLET_MSG_DECIDED.amountInvalid;
  if (paise === 0) return WALLET_MSG.amountZero;
  if (paise < MIN_DEPOSIT_PAISE) return WALLET_MSG.amountMinimum;
  if (paise > MAX_DEPOSIT_PAISE) return WALLET_MSG_DECIDED.amountTooLarge;
  return null;
}

/** §5 ledger range: both dates, To not before From, at most 7 days apart. */
export function validateLedgerRange(from: unknown, to: unknown): Partial<Record<'from' | 'to', string>> {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  if (!isIsoDate(from)) errors.from = WALLET_MSG.fromDateRequired;
  if (!isIsoDate(to)) errors.to = WALLET_MSG.toDateRequired;
  if (errors.from || errors.to) return errors;
  if ((to as string) < (from as string)) errors.to = WALLET_MSG_DECIDED.toBeforeFrom;
  else if (addDays(from as string, LEDGER_MAX_RANGE_DAYS - 1) < (to as string)) errors.to = WALLET_MSG.ledgerRange;
  return errors;
}
