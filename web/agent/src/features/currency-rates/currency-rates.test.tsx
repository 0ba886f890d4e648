import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { CURRENCY_MSG } from '@tripsetu/domain/currencies.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusedWith } from '../../test/fake-api.ts';
import { AdminCurrencyRatesPage } from './AdminCurrencyRatesPage.tsx';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AED = {
  id: 4,
  currency: 'AED',
  day: '2026-11-27',
  inrPerUnit: '24.120000',
  setBy: 'Ananya Iyer',
  setAt: '2026-11-27T04:00:00.000Z',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <AdminCurrencyRatesPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Currency rates page', () => {
  it('lists each currency’s rate in force with its day, or that it has none', async () => {
    api.answer('GET /api/v1/currency-rates', { status: 200, body: { today: '2026-11-28', rates: [AED] } });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Rates in force today' });
    const dirham = within(table).getByRole('row', { name: /AED · Dirham/ });
    expect(dirham.textContent).toContain('₹24.120000');
    expect(dirham.textContent).toContain('27 Nov 2026');
    expect(within(table).getByRole('row', { name: /KWD · Kuwaiti Dinar/ }).textContent).toContain(CURRENCY_MSG.none);
    expect(within(table).getAllByRole('row')).toHaveLength(16);
  });

  it('refuses a rate that is not one here, shows the server’s refusal, then saves', async () => {
    api.answer('GET /api/v1/currency-rates', { status: 200, body: { today: '2026-11-28', rates: [] } });
    api.answer('POST /api/v1/admin/currency-rates', refusedWith({ inrPerUnit: CURRENCY_MSG.rateInvalid }), {
      status: 201,
      body: AED,
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Set a rate' });
    const rate = within(form).getByLabelText(/^Rupees per unit/);
    fireEvent.change(rate, { target: { value: 'twenty' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText(CURRENCY_MSG.rateInvalid)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(rate, { target: { value: '24.12' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText(CURRENCY_MSG.rateInvalid)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await within(form).findByText(CURRENCY_MSG.added)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toMatchObject({
      currency: 'AED',
      inrPerUnit: '24.12',
    });
  });
});
