import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { CURRENCY_MSG } from '@tripsetu/domain/currencies.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrencySelect } from '../app/CurrencySelect.tsx';
import { SessionContext } from '../app/session-context.ts';
import { CURRENCY_STORAGE_KEY } from '../lib/display-currency.ts';
import { fakeApi } from '../test/fake-api.ts';
import { signedInAs } from '../test/session.ts';
import { AlsoIn, RupeesOnlyNote } from './AlsoIn.tsx';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  localStorage.clear();
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.answer('GET /api/v1/currency-rates', {
    status: 200,
    body: {
      today: '2026-11-28',
      rates: [
        {
          id: 1,
          currency: 'AED',
          day: '2026-11-28',
          inrPerUnit: '24.120000',
          setBy: 'A',
          setAt: '2026-11-28T03:00:00Z',
        },
        {
          id: 2,
          currency: 'KWD',
          day: '2026-11-25',
          inrPerUnit: '288.900000',
          setBy: 'A',
          setAt: '2026-11-25T03:00:00Z',
        },
      ],
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPrices() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = signedInAs(() => true, {} as SessionState);
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <CurrencySelect />
          <p>₹1,000</p>
          <AlsoIn paise={1_000_00} />
          <RupeesOnlyNote />
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('prices also in the display currency', () => {
  it('shows nothing extra in rupees, the default, and asks for no rates', async () => {
    renderPrices();
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('INR');
    expect(screen.queryByTestId('also-in')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('converts at the day’s rate once a currency is chosen, remembers it, and says money stays in rupees', async () => {
    renderPrices();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'AED' } });
    // ₹1,000 at ₹24.12 a dirham is AED 41.459… → 41.46.
    expect((await screen.findByTestId('also-in')).textContent).toBe('≈ AED 41.46');
    expect(screen.getByText(CURRENCY_MSG.rupeesOnly)).toBeTruthy();
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('AED');
  });

  it('shows an older rate with its day, three decimals for the dinar, and nothing without a rate', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'KWD');
    renderPrices();
    expect((await screen.findByTestId('also-in')).textContent).toBe('≈ KWD 3.461 (rate of 25 Nov 2026)');
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'XOF' } });
    expect(screen.queryByTestId('also-in')).toBeNull();
    expect(screen.queryByText(CURRENCY_MSG.rupeesOnly)).toBeNull();
  });
});
