/**
 * The operator's bank accounts agencies pay into (agent-portal.md §3 "Bank account: bank name, account
 * name, branch, IFSC code, PAN"; seeded, edited by administrators; docs/decisions/009). The spec gives
 * no messages for this form: these are decided.
 */

export const BANK_ACCOUNT_TEXT_MAX = 100;
export const ACCOUNT_NUMBER_MIN_DIGITS = 9;
export const ACCOUNT_NUMBER_MAX_DIGITS = 18;
/** RBI's IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
export const IFSC_REGEX = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** Income Tax PAN: five letters, four digits, one letter. */
export const PAN_REGEX = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
const ACCOUNT_NUMBER_REGEX = new RegExp(`^\\d{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`);

export const BANK_ACCOUNT_MSG = {
  bankNameRequired: 'Please enter bank name',
  accountNameRequired: 'Please enter account name',
  accountNumberInvalid: 'Enter a valid account number (9 to 18 digits)',
  branchRequired: 'Please enter branch',
  ifscInvalid: 'Enter a valid IFSC code (e.g. HDFC0000523)',
  panInvalid: 'Enter a valid PAN (e.g. AAHCT5678K)',
  textTooLong: 'Use at most 100 characters',
  notFound: 'This bank account does not exist.',
} as const;

export interface BankAccountForm {
  bankName: string;
  accountName: string;
  accountNumber: string;
  branch: string;
  ifsc: string;
  pan: string;
}

export type BankAccountErrors = Partial<Record<keyof BankAccountForm, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The form as it is checked and stored: every field trimmed, IFSC and PAN in capitals. */
export function normalizeBankAccount(form: Partial<BankAccountForm>): BankAccountForm {
  return {
    bankName: text(form.bankName),
    accountName: text(form.accountName),
    accountNumber: text(form.accountNumber),
    branch: text(form.branch),
    ifsc: text(form.ifsc).toUpperCase(),
    pan: text(form.pan).toUpperCase(),
  };
}

/** A message per field that is wrong; an empty object when the account can be saved. */
export function validateBankAccount(form: Partial<BankAccountForm>): BankAccountErrors {
  const account = normalizeBankAccount(form);
  const errors: BankAccountErrors = {};
  const required = (field: 'bankName' | 'accountName' | 'branch', message: string) => {
    if (account[field] === '') errors[field] = message;
    else if (account[field].length > BANK_ACCOUNT_TEXT_MAX) errors[field] = BANK_ACCOUNT_MSG.textTooLong;
  };
  required('bankName', BANK_ACCOUNT_MSG.bankNameRequired);
  required('accountName', BANK_ACCOUNT_MSG.accountNameRequired);
  if (!ACCOUNT_NUMBER_REGEX.test(account.accountNumber)) errors.accountNumber = BANK_ACCOUNT_MSG.accountNumberInvalid;
  required('branch', BANK_ACCOUNT_MSG.branchRequired);
  if (!IFSC_REGEX.test(account.ifsc)) errors.ifsc = BANK_ACCOUNT_MSG.ifscInvalid;
  if (!PAN_REGEX.test(account.pan)) errors.pan = BANK_ACCOUNT_MSG.panInvalid;
  return errors;
}
