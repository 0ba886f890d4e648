import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BANK_ACCOUNT_MSG } from '@tripsetu/domain/bank-account.ts';
import type { BankAccount } from '@tripsetu/domain/wallet-api.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminBankAccountsPage } from './AdminBankAccountsPage.tsx';
import { bankAccountBody, bankAccountValues } from './components/BankAccountForm.tsx';

const hdfc: BankAccount = {
  id: 1,
  bankName: 'HDFC Bank',
  accountName: 'TripSetu Holidays Pvt Ltd',
  accountNumber: '50200041234567',
  branch: 'MG Road, Bengaluru',
  ifsc: 'HDFC0000523',
  pan: 'AAHCT5678K',
  active: true,
};
const sbi: BankAccount = {
  ...hdfc,
  id: 3,
  bankName: 'State Bank of India',
  accountNumber: '39876543210',
  ifsc: 'SBIN0040563',
  active: false,
};

type Answer = { status: number; body: unknown };
let calls: { method: string; url: string; body: unknown }[];
let answers: Record<string, Answer[]>;

/** Answers a request with the next queued answer for it (the last one repeats). */
function answer(key: string, ...queued: Answer[]) {
  answers[key] = queued;
}
const ok = (body: unknown, status = 200): Answer => ({ status, body });

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const queue = answers[`${method} ${url}`] ?? [];
    const next = (queue.length > 1 ? queue.shift() : queue[0]) ?? {
      status: 404,
      body: { error: { code: 404, message: 'Not found.' } },
    };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <AdminBankAccountsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const LIST = 'GET /api/v1/admin/bank-accounts';
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(new RegExp(`^${label}( \\*)?$`));
const type = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(scope, label), { target: { value } });

describe('the Bank Accounts page', () => {
  it('lists every account with its status and an Edit button naming it', async () => {
    answer(LIST, ok({ accounts: [hdfc, sbi] }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'TripSetu bank accounts' });
    expect(within(table).getByRole('rowheader', { name: 'HDFC Bank' })).toBeTruthy();
    expect(within(table).getByText('SBIN0040563')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit HDFC Bank 50200041234567' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit State Bank of India 39876543210' })).toBeTruthy();
  });

  it('says so when there are no accounts', async () => {
    answer(LIST, ok({ accounts: [] }));
    renderPage();
    await screen.findByText('No bank accounts yet. Add one for agencies to pay into.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a retry that loads the list', async () => {
    answer(LIST, ok({ error: { code: 500, message: 'boom' } }, 500), ok({ accounts: [hdfc] }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed To Load Details.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('rowheader', { name: 'HDFC Bank' });
  });

  it('adds an account: checks the form first, then sends it trimmed and in capitals, and says it was added', async () => {
    answer(LIST, ok({ accounts: [hdfc] }));
    const axis = { ...hdfc, id: 4, bankName: 'Axis Bank', accountNumber: '917020012345678', ifsc: 'UTIB0000009' };
    answer('POST /api/v1/admin/bank-accounts', ok(axis, 201));
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Add bank account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add bank account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    for (const message of [
      BANK_ACCOUNT_MSG.bankNameRequired,
      BANK_ACCOUNT_MSG.accountNameRequired,
      BANK_ACCOUNT_MSG.accountNumberInvalid,
      BANK_ACCOUNT_MSG.branchRequired,
      BANK_ACCOUNT_MSG.ifscInvalid,
      BANK_ACCOUNT_MSG.panInvalid,
    ]) {
      expect(within(dialog).getByText(message)).toBeTruthy();
    }
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    type(dialog, 'Bank name', ' Axis Bank ');
    type(dialog, 'Account name', 'TripSetu Holidays Pvt Ltd');
    type(dialog, 'Account number', '917020012345678');
    type(dialog, 'Branch', 'MG Road, Bengaluru');
    type(dialog, 'IFSC code', 'utib0000009');
    type(dialog, 'PAN', 'aahct5678k');
    expect((field(dialog, 'IFSC code') as HTMLInputElement).value).toBe('UTIB0000009');
    expect(within(dialog).queryByText(BANK_ACCOUNT_MSG.ifscInvalid)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save bank account' }));

    await screen.findByText('Axis Bank 917020012345678 has been added.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      bankName: 'Axis Bank',
      accountName: 'TripSetu Holidays Pvt Ltd',
      accountNumber: '917020012345678',
      branch: 'MG Road, Bengaluru',
      ifsc: 'UTIB0000009',
      pan: 'AAHCT5678K',
      active: true,
    });
    // The list is read again after saving.
    await waitFor(() => expect(calls.filter((call) => `${call.method} ${call.url}` === LIST).length).toBe(2));
  });

  it('shows the server’s message under its field and keeps the form open', async () => {
    answer(LIST, ok({ accounts: [hdfc] }));
    answer(
      'PUT /api/v1/admin/bank-accounts/1',
      ok(
        {
          error: {
            code: 422,
            message: BANK_ACCOUNT_MSG.panInvalid,
            fields: { pan: BANK_ACCOUNT_MSG.panInvalid, ifsc: BANK_ACCOUNT_MSG.ifscInvalid },
          },
        },
        422,
      ),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit HDFC Bank 50200041234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    await within(dialog).findByRole('alert');
    const pan = field(dialog, 'PAN');
    expect(pan.getAttribute('aria-invalid')).toBe('true');
    const described = pan.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      BANK_ACCOUNT_MSG.panInvalid,
    );
    expect(within(dialog).getByText(BANK_ACCOUNT_MSG.ifscInvalid)).toBeTruthy();
    expect(screen.queryByText(/has been saved/)).toBeNull();
  });

  it('edits an account to Inactive and says it was saved', async () => {
    answer(LIST, ok({ accounts: [hdfc] }));
    answer('PUT /api/v1/admin/bank-accounts/1', ok({ ...hdfc, active: false }));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit HDFC Bank 50200041234567' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank account' });
    expect((field(dialog, 'Bank name') as HTMLInputElement).value).toBe('HDFC Bank');
    expect((field(dialog, 'IFSC code') as HTMLInputElement).value).toBe('HDFC0000523');
    fireEvent.change(field(dialog, 'Status'), { target: { value: 'inactive' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save bank account' }));
    await screen.findByText('HDFC Bank 50200041234567 has been saved.');
    const { id: _id, ...fields } = hdfc;
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ...fields, active: false });
  });
});

describe('the bank account form values', () => {
  it('start empty and Active for a new account, and from the account for an edit', () => {
    expect(bankAccountValues()).toEqual({
      bankName: '',
      accountName: '',
      accountNumber: '',
      branch: '',
      ifsc: '',
      pan: '',
      status: 'active',
    });
    expect(bankAccountValues(sbi)).toMatchObject({ bankName: 'State Bank of India', status: 'inactive' });
    expect(bankAccountValues(sbi)).not.toHaveProperty('id');
  });

  it('are sent trimmed, IFSC and PAN in capitals, the status as active', () => {
    const { id: _id, ...fields } = hdfc;
    expect(
      bankAccountBody({
        ...bankAccountValues(hdfc),
        bankName: ' HDFC Bank ',
        ifsc: 'hdfc0000523 ',
        status: 'inactive',
      }),
    ).toEqual({ ...fields, active: false });
  });
});
