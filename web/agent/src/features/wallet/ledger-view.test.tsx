import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Ledger } from '@tripsetu/domain/wallet-api.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LedgerCards, LedgerTable } from './components/LedgerView.tsx';

afterEach(cleanup);

const ledger: Ledger = {
  from: '2026-11-20',
  to: '2026-11-26',
  openingBalancePaise: 0,
  closingBalancePaise: 4_500_000,
  rows: [
    {
      date: '2026-11-20T05:00:00.000Z',
      reference: 'TR000041',
      narration: 'Deposit by NEFT NEFT123456',
      debitPaise: 0,
      creditPaise: 5_000_000,
      balancePaise: 5_000_000,
      link: { kind: 'receipt', id: 12 },
    },
    {
      date: '2026-11-21T05:00:00.000Z',
      reference: 'BK000007',
      narration: 'Flight DEL-BOM · Asha Rao · PNR K7Q2ZD · TSF01',
      debitPaise: 500_000,
      creditPaise: 0,
      balancePaise: 4_500_000,
      link: { kind: 'booking', id: 41 },
    },
    {
      date: '2026-11-22T05:00:00.000Z',
      reference: 'CN000003',
      narration: 'Fare difference',
      debitPaise: 0,
      creditPaise: 0,
      balancePaise: 4_500_000,
      link: null,
    },
  ],
};

const draw = (view: 'table' | 'cards') =>
  render(
    <MantineProvider theme={tripsetuTheme}>
      <MemoryRouter>
        {view === 'table' ? <LedgerTable ledger={ledger} /> : <LedgerCards ledger={ledger} />}
      </MemoryRouter>
    </MantineProvider>,
  );

describe('ledger lines', () => {
  for (const view of ['table', 'cards'] as const) {
    it(`open the receipt or the booking they record (${view})`, () => {
      const { container } = draw(view);
      const page = within(container);
      expect(page.getByRole('link', { name: 'TR000041' }).getAttribute('href')).toBe('/wallet/receipts/12');
      expect(page.getByRole('link', { name: 'BK000007' }).getAttribute('href')).toBe('/bookings/open/41');
      expect(page.queryByRole('link', { name: 'CN000003' })).toBeNull();
      expect(screen.getAllByText('CN000003').length).toBeGreaterThan(0);
    });
  }
});
