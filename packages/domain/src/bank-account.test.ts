import { describe, expect, it } from 'vitest';
import {
  BANK_ACCOUNT_MSG,
  BANK_ACCOUNT_TEXT_MAX,
  type BankAccountForm,
  normalizeBankAccount,
  validateBankAccount,
} from './bank-account.ts';

/** The seeded HDFC account; each test spoils one thing. */
const hdfc: BankAccountForm = {
  bankName: 'HDFC Bank',
  accountName: 'TripSetu Holidays Pvt Ltd',
  accountNumber: '50200041234567',
  branch: 'MG Road, Bengaluru',
  ifsc: 'HDFC0000523',
  pan: 'AAHCT5678K',
};

const errorsWith = (change: Partial<BankAccountForm>) => validateBankAccount({ ...hdfc, ...change });

describe('validateBankAccount', () => {
  it('accepts a complete account', () => {
    expect(validateBankAccount(hdfc)).toEqual({});
  });

  it('gives every field its own message when the form is empty', () => {
    expect(validateBankAccount({})).toEqual({
      bankName: 'Please enter bank name',
      accountName: 'Please enter account name',
      accountNumber: 'Enter a valid account number (9 to 18 digits)',
      branch: 'Please enter branch',
      ifsc: 'Enter a valid IFSC code (e.g. HDFC0000523)',
      pan: 'Enter a valid PAN (e.g. AAHCT5678K)',
    });
  });

  it('treats text of spaces only as empty', () => {
    expect(
      validateBankAccount({ bankName: '  ', accountName: '\t', accountNumber: ' ', branch: ' ', ifsc: ' ', pan: ' ' }),
    ).toEqual(validateBankAccount({}));
  });

  it('reads values that are not text as empty', () => {
    const odd = { bankName: 42, accountNumber: 502000412345 } as unknown as Partial<BankAccountForm>;
    expect(validateBankAccount({ ...hdfc, ...odd })).toEqual({
      bankName: BANK_ACCOUNT_MSG.bankNameRequired,
      accountNumber: BANK_ACCOUNT_MSG.accountNumberInvalid,
    });
  });

  it.each([
    ['bankName', BANK_ACCOUNT_MSG.bankNameRequired],
    ['accountName', BANK_ACCOUNT_MSG.accountNameRequired],
    ['branch', BANK_ACCOUNT_MSG.branchRequired],
  ] as const)('asks for %s, and takes at most 100 characters of it', (field, message) => {
    expect(errorsWith({ [field]: '' })).toEqual({ [field]: message });
    expect(errorsWith({ [field]: 'x'.repeat(BANK_ACCOUNT_TEXT_MAX) })).toEqual({});
    expect(errorsWith({ [field]: 'x'.repeat(BANK_ACCOUNT_TEXT_MAX + 1) })).toEqual({
      [field]: BANK_ACCOUNT_MSG.textTooLong,
    });
    // The limit counts the trimmed text.
    expect(errorsWith({ [field]: `  ${'x'.repeat(BANK_ACCOUNT_TEXT_MAX)}  ` })).toEqual({});
  });

  it('takes an account number of 9 to 18 digits and nothing else', () => {
    for (const good of ['123456789', '123456789012345678', ' 001905012345 ']) {
      expect(errorsWith({ accountNumber: good }), good).toEqual({});
    }
    for (const bad of ['12345678', '1234567890123456789', '5020 0041 2345', '50200041234X', '-123456789', '']) {
      expect(errorsWith({ accountNumber: bad }), bad).toEqual({ accountNumber: BANK_ACCOUNT_MSG.accountNumberInvalid });
    }
  });

  it('takes an IFSC of four letters, a zero and six letters or digits, in any case, trimmed', () => {
    for (const good of ['HDFC0000523', 'hdfc0000523', ' icic0000019 ', 'SBIN0ABC12Z']) {
      expect(errorsWith({ ifsc: good }), good).toEqual({});
    }
    for (const bad of ['HDFC1000523', 'HDF00000523', 'HDFC000052', 'HDFC00005234', 'HDFC-000523', '1DFC0000523', '']) {
      expect(errorsWith({ ifsc: bad }), bad).toEqual({ ifsc: BANK_ACCOUNT_MSG.ifscInvalid });
    }
  });

  it('takes a PAN of five letters, four digits and a letter, in any case, trimmed', () => {
    for (const good of ['AAHCT5678K', 'aahct5678k', ' AAHCT5678K ']) {
      expect(errorsWith({ pan: good }), good).toEqual({});
    }
    for (const bad of ['AAHC4821K', 'AAHCT48211', 'AAHCT4821KK', 'AAHC14821K', 'AAHCT 4821K', '']) {
      expect(errorsWith({ pan: bad }), bad).toEqual({ pan: BANK_ACCOUNT_MSG.panInvalid });
    }
  });
});

describe('normalizeBankAccount', () => {
  it('trims every field and writes IFSC and PAN in capitals', () => {
    expect(
      normalizeBankAccount({
        bankName: '  Axis Bank ',
        accountName: ' TripSetu Holidays Pvt Ltd',
        accountNumber: ' 917020012345678 ',
        branch: 'Indiranagar, Bengaluru  ',
        ifsc: ' utib0000009 ',
        pan: 'aahct5678k ',
      }),
    ).toEqual({
      bankName: 'Axis Bank',
      accountName: 'TripSetu Holidays Pvt Ltd',
      accountNumber: '917020012345678',
      branch: 'Indiranagar, Bengaluru',
      ifsc: 'UTIB0000009',
      pan: 'AAHCT5678K',
    });
  });

  it('keeps the case of the names', () => {
    expect(normalizeBankAccount(hdfc)).toEqual(hdfc);
    expect(normalizeBankAccount({ bankName: 'hdfc bank' }).bankName).toBe('hdfc bank');
  });
});
