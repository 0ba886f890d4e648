import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  DEPOSIT_FIELDS,
  DEPOSIT_MODES,
  DEPOSIT_STATUSES,
  type DepositErrors,
  type DepositForm,
  type DepositStatus,
  LEDGER_MAX_RANGE_DAYS,
  MAX_CREDIT_LIMIT_PAISE,
  rupeesTextToPaise,
  validateDeposit,
  WALLET_MSG_DECIDED,
} from '@tripsetu/domain/wallet.ts';
import type { NOTE_KINDS } from '@tripsetu/domain/wallet-api.ts';

export type NoteKind = (typeof NOTE_KINDS)[number];

export const EMPTY_DEPOSIT: DepositForm = {
  mode: '',
  reference: '',
  accountNumber: '',
  holderName: '',
  branch: '',
  depositDate: '',
  bankAccountId: '',
  amount: '',
};

/** The payer's fields the chosen mode asks for (§5); none until a mode is chosen. */
export function depositFieldsFor(mode: string) {
  return (
    DEPOSIT_FIELDS[mode as keyof typeof DEPOSIT_FIELDS] ?? {
      reference: false,
      accountNumber: false,
      holderName: false,
      branch: false,
    }
  );
}

/** §2 Upload Balance: the seven offline modes, which wait for TripSetu, and the payment gateway. */
export const UPLOAD_MODES: readonly string[] = DEPOSIT_MODES;
export const GATEWAY_MODE = 'Payment Gateway';

/** The body sent: the fields the mode does not ask for are left empty, so hidden text is never sent. */
export function depositBody(form: DepositForm): DepositForm {
  const fields = depositFieldsFor(form.mode);
  return {
    mode: form.mode,
    reference: fields.reference ? form.reference.trim() : '',
    accountNumber: fields.accountNumber ? form.accountNumber.trim() : '',
    holderName: fields.holderName ? form.holderName.trim() : '',
    branch: fields.branch ? form.branch.trim() : '',
    depositDate: form.depositDate,
    bankAccountId: form.bankAccountId,
    amount: form.amount.trim().replaceAll(',', ''),
  };
}

export function depositErrors(form: DepositForm, today: string = todayInIndia()): DepositErrors {
  return validateDeposit(depositBody(form), today);
}

/**
 * One Idempotency-Key per submission: a retry of the same body (after a timeout or a lost answer)
 * reuses the key, so the server answers it once; a changed body is a new submission with a new key.
 */
export function createSubmissionKeys(newKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (last?.body !== text) last = { body: text, key: newKey() };
      return last.key;
    },
    /** After an answer (success or a refusal that changed nothing) the next submission gets a new key. */
    done(): void {
      last = null;
    },
  };
}

/** The ledger opens on the last 7 days up to today. */
export function defaultLedgerRange(today: string = todayInIndia()): { from: string; to: string } {
  return { from: addDays(today, -(LEDGER_MAX_RANGE_DAYS - 1)), to: today };
}

/** Admin amounts in rupee text: '' when fine, otherwise the message under the field. */
export function noteAmountError(amount: string): string | undefined {
  const paise = rupeesTextToPaise(amount);
  return Number.isNaN(paise) || paise <= 0 ? WALLET_MSG_DECIDED.noteAmountInvalid : undefined;
}

export function creditLimitError(limit: string): string | undefined {
  const paise = rupeesTextToPaise(limit);
  return Number.isNaN(paise) || paise > MAX_CREDIT_LIMIT_PAISE ? WALLET_MSG_DECIDED.creditLimitInvalid : undefined;
}

/** An empty threshold turns the alert off; anything else must be rupees. */
export function thresholdError(threshold: string): string | undefined {
  if (threshold.trim() === '') return undefined;
  return Number.isNaN(rupeesTextToPaise(threshold)) ? WALLET_MSG_DECIDED.amountInvalid : undefined;
}

/** Paise as rupee text for a form field: 150050 → '1500.50', 0 → ''. */
export function paiseToRupeesText(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) return '';
  const rest = paise % 100;
  return `${Math.floor(paise / 100)}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** The file name the server gives in Content-Disposition, or one made from the period. */
export function ledgerFileName(contentDisposition: string | null, from: string, to: string): string {
  const match = contentDisposition ? /filename="?([^";]+)"?/i.exec(contentDisposition) : null;
  return match?.[1] ?? `ledger-${from}-to-${to}.xlsx`;
}

/** The back office's deposits tab from the address (?status=approved); Pending when missing or unknown. */
export function depositStatusFrom(value: string | null): DepositStatus {
  const upper = (value ?? '').toUpperCase();
  return (DEPOSIT_STATUSES as readonly string[]).includes(upper) ? (upper as DepositStatus) : 'PENDING';
}
