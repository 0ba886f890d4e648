import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  amountError,
  DEPOSIT_DATE_MAX_AGE_DAYS,
  DEPOSIT_FIELDS,
  DEPOSIT_MODES,
  type DepositForm,
  debitFits,
  LEDGER_MAX_RANGE_DAYS,
  MAX_DEPOSIT_PAISE,
  MIN_DEPOSIT_PAISE,
  OFFLINE_DEPOSIT_MODES,
  rupeesTextToPaise,
  validateDeposit,
  validateLedgerRange,
  WALLET_MSG,
  WALLET_MSG_DECIDED,
  walletBalance,
} from './wallet.ts';

const TODAY = '2026-03-15';

/** A complete NEFT deposit; each test spoils one thing. */
const neft: DepositForm = {
  mode: 'NEFT',
  reference: 'UTR2026031500042',
  accountNumber: '50100123456789',
  holderName: 'Rohan Mehta',
  branch: '',
  depositDate: TODAY,
  bankAccountId: '1',
  amount: '25,000.50',
};

describe('the balance definitions', () => {
  it('has no due and spends balance plus credit limit while the main balance is positive', () => {
    expect(walletBalance(50_000_00, 20_000_00)).toEqual({
      mainBalancePaise: 50_000_00,
      creditLimitPaise: 20_000_00,
      duePaise: 0,
      availablePaise: 70_000_00,
    });
  });

  it('counts the credit in use as due once the main balance is below zero', () => {
    expect(walletBalance(-15_000_00, 20_000_00)).toEqual({
      mainBalancePaise: -15_000_00,
      creditLimitPaise: 20_000_00,
      duePaise: 15_000_00,
      availablePaise: 5_000_00,
    });
  });

  it('has nothing available and everything due when the credit limit is used up', () => {
    const balance = walletBalance(-20_000_00, 20_000_00);
    expect(balance.availablePaise).toBe(0);
    expect(balance.duePaise).toBe(20_000_00);
  });

  it('is all zeros for a new wallet', () => {
    expect(walletBalance(0, 0)).toEqual({ mainBalancePaise: 0, creditLimitPaise: 0, duePaise: 0, availablePaise: 0 });
  });
});

describe('debitFits', () => {
  const balance = walletBalance(1_000_00, 500_00);

  it('lets a debit use the whole available balance, not a paisa more', () => {
    expect(debitFits(balance, 1_500_00)).toBe(true);
    expect(debitFits(balance, 1_500_01)).toBe(false);
  });

  it('refuses zero, negative, fractional and unsafe amounts', () => {
    expect(debitFits(balance, 0)).toBe(false);
    expect(debitFits(balance, -100)).toBe(false);
    expect(debitFits(balance, 10.5)).toBe(false);
    expect(debitFits(walletBalance(Number.MAX_SAFE_INTEGER, 0), 2 ** 60)).toBe(false);
  });

  it('refuses every debit once the available balance is zero', () => {
    expect(debitFits(walletBalance(-500_00, 500_00), 1)).toBe(false);
  });
});

describe('rupeesTextToPaise', () => {
  it.each([
    ['1000', 1000_00],
    ['1,000.50', 1000_50],
    ['  25000.5 ', 25000_50],
    ['0.01', 1],
    ['0', 0],
    ['1,00,00,000', 1_00_00_000_00],
  ])('reads %j as %i paise', (text, paise) => {
    expect(rupeesTextToPaise(text)).toBe(paise);
  });

  it('reads a number as its decimal digits, with no float error', () => {
    expect(rupeesTextToPaise(1000)).toBe(1000_00);
    expect(rupeesTextToPaise(0.29)).toBe(29);
    expect(rupeesTextToPaise(1234.56)).toBe(1234_56);
  });

  it.each(['', '-5', '1.234', '1e5', 'abc', '₹100', '.50', '1.', '1234567890123'])('refuses %j', (text) => {
    expect(rupeesTextToPaise(text)).toBeNaN();
  });

  it('refuses what is not text or a number', () => {
    expect(rupeesTextToPaise(null)).toBeNaN();
    expect(rupeesTextToPaise(undefined)).toBeNaN();
    expect(rupeesTextToPaise({})).toBeNaN();
  });
});

describe('amountError', () => {
  it('asks for an amount, refuses zero and less than the minimum, with the §5 messages', () => {
    expect(amountError('')).toBe(WALLET_MSG.amountPositive);
    expect(amountError('0')).toBe(WALLET_MSG.amountZero);
    expect(amountError('0.00')).toBe(WALLET_MSG.amountZero);
    expect(amountError('999.99')).toBe(WALLET_MSG.amountMinimum);
    expect(amountError('1000')).toBeNull();
    expect(amountError(String(MIN_DEPOSIT_PAISE / 100))).toBeNull();
  });

  it('refuses more than ₹1 crore in one deposit and text that is not an amount', () => {
    expect(amountError(String(MAX_DEPOSIT_PAISE / 100))).toBeNull();
    expect(amountError('10000000.01')).toBe(WALLET_MSG_DECIDED.amountTooLarge);
    expect(amountError('12abc')).toBe(WALLET_MSG_DECIDED.amountInvalid);
    expect(amountError('-1000')).toBe(WALLET_MSG_DECIDED.amountInvalid);
  });
});

describe('validateDeposit', () => {
  it('accepts a complete NEFT deposit', () => {
    expect(validateDeposit(neft, TODAY)).toEqual({});
  });

  it('asks for a payment mode, and refuses the gateway as an offline deposit', () => {
    expect(validateDeposit({ ...neft, mode: '' }, TODAY)).toEqual({ mode: WALLET_MSG.modeRequired });
    expect(validateDeposit({ ...neft, mode: 'Payment Gateway' }, TODAY)).toEqual({ mode: WALLET_MSG.modeRequired });
    expect(validateDeposit({ ...neft, mode: 'Bitcoin' }, TODAY)).toEqual({ mode: WALLET_MSG.modeRequired });
  });

  it('knows every offline mode and the gateway besides', () => {
    expect(Object.keys(DEPOSIT_FIELDS).sort()).toEqual([...OFFLINE_DEPOSIT_MODES].sort());
    expect(DEPOSIT_MODES).toEqual([...OFFLINE_DEPOSIT_MODES, 'Payment Gateway']);
  });

  /** The §5 messages an empty form of each mode gets. */
  const expected: Record<(typeof OFFLINE_DEPOSIT_MODES)[number], (keyof DepositForm)[]> = {
    Cheque: ['reference', 'accountNumber', 'holderName', 'branch'],
    'Cash Deposit': ['holderName', 'branch'],
    'Online Transfer': ['reference', 'accountNumber', 'holderName'],
    'Same Bank Transfer': ['reference', 'accountNumber', 'holderName', 'branch'],
    RTGS: ['reference', 'accountNumber', 'holderName'],
    NEFT: ['reference', 'accountNumber', 'holderName'],
    IMPS: ['reference', 'accountNumber', 'holderName'],
  };
  const messageOf: Record<keyof DepositForm, string> = {
    mode: WALLET_MSG.modeRequired,
    reference: WALLET_MSG.referenceRequired,
    accountNumber: WALLET_MSG.accountNumberRequired,
    holderName: WALLET_MSG.holderNameRequired,
    branch: WALLET_MSG.branchRequired,
    depositDate: WALLET_MSG.dateRequired,
    bankAccountId: WALLET_MSG.bankAccountRequired,
    amount: WALLET_MSG.amountPositive,
  };

  it.each(OFFLINE_DEPOSIT_MODES.map((mode) => [mode]))('gives every §5 message of an empty %s form', (mode) => {
    const fields = [...expected[mode], 'depositDate', 'bankAccountId', 'amount'] as (keyof DepositForm)[];
    expect(validateDeposit({ mode }, TODAY)).toEqual(Object.fromEntries(fields.map((f) => [f, messageOf[f]])));
    // The same with blanks: spaces are not an answer.
    const blanks = { mode, reference: ' ', accountNumber: ' ', holderName: ' ', branch: ' ', depositDate: ' ' };
    expect(validateDeposit({ ...blanks, bankAccountId: ' ', amount: ' ' }, TODAY)).toEqual(
      Object.fromEntries(fields.map((f) => [f, messageOf[f]])),
    );
  });

  it.each(OFFLINE_DEPOSIT_MODES.map((mode) => [mode]))('ignores the fields %s does not ask for', (mode) => {
    const form = { ...neft, mode, branch: 'Fort, Mumbai' };
    const unasked = Object.entries(DEPOSIT_FIELDS[mode])
      .filter(([, asked]) => !asked)
      .map(([field]) => field);
    const spoiled = { ...form, ...Object.fromEntries(unasked.map((field) => [field, '!!'])) };
    expect(validateDeposit(spoiled, TODAY)).toEqual({});
  });

  it('checks the reference and the account number when given', () => {
    expect(validateDeposit({ ...neft, reference: 'AB1' }, TODAY)).toEqual({
      reference: WALLET_MSG_DECIDED.referenceInvalid,
    });
    expect(validateDeposit({ ...neft, reference: 'UTR 123 456' }, TODAY)).toEqual({
      reference: WALLET_MSG_DECIDED.referenceInvalid,
    });
    expect(validateDeposit({ ...neft, reference: 'CHQ/2026-0042' }, TODAY)).toEqual({});
    expect(validateDeposit({ ...neft, accountNumber: '12345' }, TODAY)).toEqual({
      accountNumber: WALLET_MSG_DECIDED.accountNumberInvalid,
    });
    expect(validateDeposit({ ...neft, accountNumber: '1234567890123456789' }, TODAY)).toEqual({
      accountNumber: WALLET_MSG_DECIDED.accountNumberInvalid,
    });
    expect(validateDeposit({ ...neft, accountNumber: '12345A' }, TODAY)).toEqual({
      accountNumber: WALLET_MSG_DECIDED.accountNumberInvalid,
    });
  });

  it('refuses a holder name or branch over 100 characters', () => {
    const cheque = { ...neft, mode: 'Cheque', branch: 'Fort, Mumbai' };
    expect(validateDeposit({ ...cheque, holderName: 'x'.repeat(101) }, TODAY)).toEqual({
      holderName: WALLET_MSG.holderNameRequired,
    });
    expect(validateDeposit({ ...cheque, branch: 'x'.repeat(101) }, TODAY)).toEqual({
      branch: WALLET_MSG.branchRequired,
    });
  });

  it('takes a deposit date from 90 days ago up to today, and no other', () => {
    expect(validateDeposit({ ...neft, depositDate: addDays(TODAY, 1) }, TODAY)).toEqual({
      depositDate: WALLET_MSG_DECIDED.dateInFuture,
    });
    expect(validateDeposit({ ...neft, depositDate: addDays(TODAY, -DEPOSIT_DATE_MAX_AGE_DAYS) }, TODAY)).toEqual({});
    expect(validateDeposit({ ...neft, depositDate: addDays(TODAY, -DEPOSIT_DATE_MAX_AGE_DAYS - 1) }, TODAY)).toEqual({
      depositDate: WALLET_MSG_DECIDED.dateTooOld,
    });
    expect(validateDeposit({ ...neft, depositDate: '15/03/2026' }, TODAY)).toEqual({
      depositDate: WALLET_MSG.dateRequired,
    });
    expect(validateDeposit({ ...neft, depositDate: '2026-02-30' }, TODAY)).toEqual({
      depositDate: WALLET_MSG.dateRequired,
    });
  });

  it('asks for a bank account by its id', () => {
    expect(validateDeposit({ ...neft, bankAccountId: 'HDFC' }, TODAY)).toEqual({
      bankAccountId: WALLET_MSG.bankAccountRequired,
    });
    expect(validateDeposit({ ...neft, bankAccountId: '-1' }, TODAY)).toEqual({
      bankAccountId: WALLET_MSG.bankAccountRequired,
    });
  });

  it('gives the amount messages: zero, under the minimum, too large, not an amount', () => {
    expect(validateDeposit({ ...neft, amount: '0' }, TODAY)).toEqual({ amount: WALLET_MSG.amountZero });
    expect(validateDeposit({ ...neft, amount: '999.99' }, TODAY)).toEqual({ amount: WALLET_MSG.amountMinimum });
    expect(validateDeposit({ ...neft, amount: '1000' }, TODAY)).toEqual({});
    expect(validateDeposit({ ...neft, amount: '10000000.01' }, TODAY)).toEqual({
      amount: WALLET_MSG_DECIDED.amountTooLarge,
    });
    expect(validateDeposit({ ...neft, amount: '1000.001' }, TODAY)).toEqual({
      amount: WALLET_MSG_DECIDED.amountInvalid,
    });
  });
});

describe('validateLedgerRange', () => {
  it('asks for both dates with the §5 messages', () => {
    expect(validateLedgerRange('', '')).toEqual({ from: WALLET_MSG.fromDateRequired, to: WALLET_MSG.toDateRequired });
    expect(validateLedgerRange(undefined, TODAY)).toEqual({ from: WALLET_MSG.fromDateRequired });
    expect(validateLedgerRange(TODAY, '2026-13-01')).toEqual({ to: WALLET_MSG.toDateRequired });
  });

  it('shows one day, and up to 7 days counting both ends', () => {
    expect(LEDGER_MAX_RANGE_DAYS).toBe(7);
    expect(validateLedgerRange(TODAY, TODAY)).toEqual({});
    expect(validateLedgerRange(TODAY, addDays(TODAY, 6))).toEqual({});
  });

  it('refuses an 8-day range with “Maximum range that can be viewed is 7 days”', () => {
    expect(validateLedgerRange(TODAY, addDays(TODAY, 7))).toEqual({ to: WALLET_MSG.ledgerRange });
    expect(WALLET_MSG.ledgerRange).toBe('Maximum range that can be viewed is 7 days');
    expect(validateLedgerRange('2026-02-25', '2026-03-05')).toEqual({ to: WALLET_MSG.ledgerRange });
    expect(validateLedgerRange('2026-02-26', '2026-03-04')).toEqual({});
  });

  it('refuses a To date before the From date', () => {
    expect(validateLedgerRange(TODAY, addDays(TODAY, -1))).toEqual({ to: WALLET_MSG_DECIDED.toBeforeFrom });
  });
});
