import { WALLET_MSG, WALLET_MSG_DECIDED } from '@tripsetu/domain/wallet.ts';
import { describe, expect, it } from 'vitest';
import { t } from '../../i18n/i18n.ts';
import {
  createSubmissionKeys,
  creditLimitError,
  defaultLedgerRange,
  depositBody,
  depositErrors,
  depositFieldsFor,
  depositStatusFrom,
  EMPTY_DEPOSIT,
  ledgerFileName,
  noteAmountError,
  paiseToRupeesText,
  thresholdError,
  UPLOAD_MODES,
} from '../../lib/wallet-rules.ts';

const neft = {
  ...EMPTY_DEPOSIT,
  mode: 'NEFT',
  reference: 'UTR12345678',
  accountNumber: '123456789012',
  holderName: 'Skyways Travels',
  branch: 'MG Road',
  depositDate: '2026-03-10',
  bankAccountId: '1',
  amount: '25,000',
};

describe('Upload Balance form', () => {
  it('offers the seven offline modes and then Payment Gateway (§2)', () => {
    expect(UPLOAD_MODES).toEqual([
      'Cheque',
      'Cash Deposit',
      'Online Transfer',
      'Same Bank Transfer',
      'RTGS',
      'NEFT',
      'IMPS',
      'Payment Gateway',
    ]);
    expect(depositFieldsFor('Payment Gateway')).toEqual({
      reference: false,
      accountNumber: false,
      holderName: false,
      branch: false,
    });
  });

  it('asks a cash deposit for holder and branch only, and nothing before a mode is chosen', () => {
    expect(depositFieldsFor('Cash Deposit')).toEqual({
      reference: false,
      accountNumber: false,
      holderName: true,
      branch: true,
    });
    expect(Object.values(depositFieldsFor(''))).toEqual([false, false, false, false]);
  });

  it('never sends text typed into a field the chosen mode hides', () => {
    const body = depositBody(neft);
    expect(body.branch).toBe('');
    expect(body.reference).toBe('UTR12345678');
    expect(body.amount).toBe('25000');
  });

  it('gives the §5 messages for an empty form', () => {
    expect(depositErrors({ ...EMPTY_DEPOSIT, mode: 'Cheque' }, '2026-03-12')).toEqual({
      reference: WALLET_MSG.referenceRequired,
      accountNumber: WALLET_MSG.accountNumberRequired,
      holderName: WALLET_MSG.holderNameRequired,
      branch: WALLET_MSG.branchRequired,
      depositDate: WALLET_MSG.dateRequired,
      bankAccountId: WALLET_MSG.bankAccountRequired,
      amount: WALLET_MSG.amountPositive,
    });
    expect(depositErrors(EMPTY_DEPOSIT, '2026-03-12').mode).toBe(WALLET_MSG.modeRequired);
  });

  it('accepts a complete NEFT deposit and refuses a future date and a small amount', () => {
    expect(depositErrors(neft, '2026-03-12')).toEqual({});
    expect(depositErrors({ ...neft, depositDate: '2026-03-13' }, '2026-03-12').depositDate).toBe(
      WALLET_MSG_DECIDED.dateInFuture,
    );
    expect(depositErrors({ ...neft, amount: '999' }, '2026-03-12').amount).toBe(WALLET_MSG.amountMinimum);
    expect(depositErrors({ ...neft, amount: '0' }, '2026-03-12').amount).toBe(WALLET_MSG.amountZero);
  });
});

describe('submission keys', () => {
  it('reuses the key when the same submission is retried and makes a new one for a changed body', () => {
    let n = 0;
    const keys = createSubmissionKeys(() => `key-${++n}`);
    expect(keys.keyFor({ amount: '1000' })).toBe('key-1');
    expect(keys.keyFor({ amount: '1000' })).toBe('key-1');
    expect(keys.keyFor({ amount: '2000' })).toBe('key-2');
  });

  it('starts a new submission after an answer, even with the same body', () => {
    let n = 0;
    const keys = createSubmissionKeys(() => `key-${++n}`);
    keys.keyFor({ approve: 7 });
    keys.done();
    expect(keys.keyFor({ approve: 7 })).toBe('key-2');
  });

  it('uses random UUIDs by default', () => {
    const key = createSubmissionKeys().keyFor({});
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('ledger', () => {
  it('opens on the last seven days up to today', () => {
    expect(defaultLedgerRange('2026-03-12')).toEqual({ from: '2026-03-06', to: '2026-03-12' });
  });

  it('names the download after the server’s file name, or the period', () => {
    expect(ledgerFileName('attachment; filename="ledger-a-to-b.xlsx"', 'x', 'y')).toBe('ledger-a-to-b.xlsx');
    expect(ledgerFileName(null, '2026-03-06', '2026-03-12')).toBe('ledger-2026-03-06-to-2026-03-12.xlsx');
  });

  it('shows §8 word for word', () => {
    expect(WALLET_MSG.ledgerFailed).toBe('Failed to get ledger. Please try again.');
    expect(t('wallet.ledger.empty')).toBe('No transactions in this period.');
  });
});

describe('back office and alert amounts', () => {
  it('wants a note amount above zero in rupees', () => {
    expect(noteAmountError('0')).toBe(WALLET_MSG_DECIDED.noteAmountInvalid);
    expect(noteAmountError('12.345')).toBe(WALLET_MSG_DECIDED.noteAmountInvalid);
    expect(noteAmountError('1,500.50')).toBeUndefined();
  });

  it('allows a credit limit from ₹0 to ₹10 crore', () => {
    expect(creditLimitError('0')).toBeUndefined();
    expect(creditLimitError('100000000')).toBeUndefined();
    expect(creditLimitError('100000000.01')).toBe(WALLET_MSG_DECIDED.creditLimitInvalid);
    expect(creditLimitError('-5')).toBe(WALLET_MSG_DECIDED.creditLimitInvalid);
  });

  it('lets an empty alert threshold turn the alert off', () => {
    expect(thresholdError('')).toBeUndefined();
    expect(thresholdError('abc')).toBe(WALLET_MSG_DECIDED.amountInvalid);
  });

  it('writes paise back as rupee text for a form field', () => {
    expect(paiseToRupeesText(150050)).toBe('1500.50');
    expect(paiseToRupeesText(500000)).toBe('5000');
    expect(paiseToRupeesText(0)).toBe('');
  });

  it('reads the deposits tab from the address', () => {
    expect(depositStatusFrom('approved')).toBe('APPROVED');
    expect(depositStatusFrom(null)).toBe('PENDING');
    expect(depositStatusFrom('nonsense')).toBe('PENDING');
  });
});
