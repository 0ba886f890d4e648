import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLAT_FOR_AGENCY, fakeApi, INDIGO_DOMESTIC } from './commission.fixtures.ts';
import { COMMISSION_TEXT } from './commission-text.ts';
import { ViewCommissionsPage } from './ViewCommissionsPage.tsx';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
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
        <ViewCommissionsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const ALL = 'GET /api/v1/commissions';
const ok = (body: unknown, status = 200) => ({ status, body });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('View Commissions', () => {
  it('shows each rule in §3’s columns, with the priority explained', async () => {
    api.answer(ALL, ok({ rules: [INDIGO_DOMESTIC, FLAT_FOR_AGENCY] }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Commission rules' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Supplier',
      'Carrier',
      'Service type',
      'Priority',
      'Commission',
      'PLB cut and pay',
      'PLB post pay',
      'On discount',
      'Cancellation fee',
      'Reschedule fee',
      'Valid',
      'Added by',
    ]);
    const [, indigo, flat] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(cells(indigo)).toEqual([
      'TripSetu inventory',
      'IndiGo (6E)',
      'Flights · Domestic',
      '10',
      '3% of base fare',
      '0.5%',
      '1.25%',
      'Yes',
      '₹250',
      '₹1,500',
      '01 Dec, 2026 – 31 Mar, 2027',
      'Ananya Iyer',
    ]);
    expect(cells(flat)).toEqual([
      'TripSetu inventory',
      'All carriers',
      'Flights · All sectors',
      '50',
      '₹150 per passenger per segment',
      '0%',
      '0%',
      'No',
      '₹0',
      '₹0',
      'From 01 Dec, 2026',
      'Ananya Iyer',
    ]);
    expect(screen.getByText('2 rules')).toBeTruthy();
    expect(screen.getByText(COMMISSION_TEXT.priorityHint)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('asks again as each filter is chosen, sending only those not left at All', async () => {
    api.answer(ALL, ok({ rules: [INDIGO_DOMESTIC, FLAT_FOR_AGENCY] }));
    api.answer(`${ALL}?carrier=6E`, ok({ rules: [INDIGO_DOMESTIC] }));
    api.answer(`${ALL}?carrier=6E&sector=INTERNATIONAL`, ok({ rules: [] }));
    api.answer(`${ALL}?carrier=6E&sector=INTERNATIONAL&product=FLIGHT`, ok({ rules: [] }));
    renderPage();
    await screen.findByText('2 rules');
    const filters = screen.getByRole('form', { name: 'Filter commissions' });

    fireEvent.change(within(filters).getByLabelText('Carrier'), { target: { value: '6E' } });
    await screen.findByText('1 rule');
    fireEvent.change(within(filters).getByLabelText('Service type'), { target: { value: 'INTERNATIONAL' } });
    await screen.findByText('No Commissions found');
    fireEvent.change(within(filters).getByLabelText('Product'), { target: { value: 'FLIGHT' } });
    await waitFor(() => expect(api.calls).toHaveLength(4));
    expect(api.calls.map((call) => call.url)).toEqual([
      '/api/v1/commissions',
      '/api/v1/commissions?carrier=6E',
      '/api/v1/commissions?carrier=6E&sector=INTERNATIONAL',
      '/api/v1/commissions?carrier=6E&sector=INTERNATIONAL&product=FLIGHT',
    ]);

    fireEvent.change(within(filters).getByLabelText('Carrier'), { target: { value: '' } });
    await waitFor(() => expect(api.calls.at(-1)?.url).toBe('/api/v1/commissions?sector=INTERNATIONAL&product=FLIGHT'));
  });

  it('offers every carrier by name and code, the two sectors and the four products', async () => {
    api.answer(ALL, ok({ rules: [] }));
    renderPage();
    const filters = await screen.findByRole('form', { name: 'Filter commissions' });
    const options = (label: string) =>
      Array.from((within(filters).getByLabelText(label) as HTMLSelectElement).options).map((option) => option.text);
    expect(options('Carrier')).toContain('IndiGo (6E)');
    expect(options('Carrier')[0]).toBe('All');
    expect(options('Service type')).toEqual(['All', 'Domestic', 'International']);
    expect(options('Product')).toEqual(['All', 'Flights', 'Buses', 'Hotels', 'Holidays']);
  });

  it('shows each rule as a card with its facts on a phone, where the table would scroll sideways', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      api.answer(ALL, ok({ rules: [INDIGO_DOMESTIC] }));
      renderPage();
      const card = await screen.findByRole('article', { name: 'IndiGo (6E) · Flights · Domestic' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('3% of base fare')).toBeTruthy();
      expect(within(card).getByText('PLB post pay').nextElementSibling?.textContent).toBe('1.25%');
      expect(within(card).getByText('Reschedule fee').nextElementSibling?.textContent).toBe('₹1,500');
    } finally {
      window.matchMedia = wide;
    }
  });

  it('says No Commissions found when no rule applies', async () => {
    api.answer(ALL, ok({ rules: [] }));
    renderPage();
    await screen.findByText('No Commissions found');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failed load with a retry that loads the rules', async () => {
    api.answer(ALL, ok({ error: { code: 500, message: 'boom' } }, 500), ok({ rules: [INDIGO_DOMESTIC] }));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed To Load Details.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('table', { name: 'Commission rules' });
  });
});
