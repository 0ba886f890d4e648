import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { VISA_MSG } from '@tripsetu/domain/visas.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { AdminVisaTypesPage } from './AdminVisaTypesPage.tsx';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/v1/visas/types';
const UAE_30: VisaTypeRow = {
  id: 7,
  destination: 'AE',
  destinationName: 'United Arab Emirates',
  name: '30-day tourist visa',
  entry: 'SINGLE',
  stayDays: 30,
  validityDays: 58,
  processingDays: 4,
  feePaise: 7_200_00,
  refundable: false,
  checklist: ['Passport front page', 'Photograph on a white background'],
  addedBy: 'Ananya Iyer',
  addedAt: '2026-11-27T09:00:00.000Z',
};
const THAI: VisaTypeRow = {
  ...UAE_30,
  id: 9,
  destination: 'TH',
  destinationName: 'Thailand',
  name: 'Tourist e-Visa',
  entry: 'MULTIPLE',
  stayDays: 60,
  validityDays: 90,
  processingDays: 10,
  feePaise: 3_500_50,
  refundable: true,
  checklist: ['Passport front page', 'Hotel booking'],
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <AdminVisaTypesPage />
        </ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const posts = () => api.calls.filter((call) => call.method === 'POST');

/** Fills every field of the add form with a good UAE visa type. */
function fillGoodType(form: HTMLElement) {
  const type = (label: RegExp, value: string) =>
    fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type(/^Destination/, 'AE');
  type(/^Name/, '90-day tourist visa');
  type(/^Entry/, 'MULTIPLE');
  type(/^Stay \(days\)/, '90');
  type(/^Valid for \(days\)/, '120');
  type(/^Processing \(working days\)/, '5');
  type(/^Fee \(₹\)/, '21000');
  type(/^Documents to upload/, 'Passport front page\nPhotograph on a white background\n');
  fireEvent.click(within(form).getByLabelText(/^Fee refunded if the application is rejected/));
}

describe('the Visa types page', () => {
  it('lists the types under their destinations and names those with none', async () => {
    api.answer(LIST, { status: 200, body: { types: [UAE_30, THAI] } });
    renderPage();
    const uae = await screen.findByRole('table', { name: 'Visa types for United Arab Emirates' });
    const row = within(uae).getByRole('row', { name: /30-day tourist visa/ });
    for (const fact of ['Single entry', '30 days', '58 days', '4 working days', '₹7,200', 'No', 'Ananya Iyer']) {
      expect(within(row).getByText(fact)).toBeTruthy();
    }
    expect(within(row).getByText('Photograph on a white background')).toBeTruthy();
    const thai = screen.getByRole('table', { name: 'Visa types for Thailand' });
    expect(within(thai).getByRole('row', { name: /Tourist e-Visa/ }).textContent).toContain('₹3,500.50');
    expect(screen.getByRole('heading', { name: 'United Arab Emirates' })).toBeTruthy();
    expect(
      screen.getByText('Not offered yet: Singapore, Malaysia, Sri Lanka, United Kingdom, United States, Schengen area'),
    ).toBeTruthy();
  });

  it('shows each type as a card on a phone', async () => {
    const wide = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...wide(query), matches: query.includes('max-width') });
    try {
      api.answer(LIST, { status: 200, body: { types: [THAI] } });
      renderPage();
      const card = await screen.findByRole('article', { name: 'Tourist e-Visa' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Refund if rejected').nextElementSibling?.textContent).toBe('Yes');
      expect(within(card).getByRole('button', { name: 'Withdraw Tourist e-Visa (Thailand)' })).toBeTruthy();
    } finally {
      window.matchMedia = wide;
    }
  });

  it('says when no type is offered, and retries a failed load', async () => {
    api.answer(
      LIST,
      { status: 500, body: { error: { code: 500, message: 'Something went wrong.' } } },
      { status: 200, body: { types: [] } },
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('No visa types are offered yet')).toBeTruthy();
  });

  it('refuses a bad fee here, with the server’s own message, before any request', async () => {
    api.answer(LIST, { status: 200, body: { types: [] } });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a visa type' });
    fillGoodType(form);
    fireEvent.change(within(form).getByLabelText(/^Fee \(₹\)/), { target: { value: '0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add visa type' }));
    const fee = within(form).getByLabelText(/^Fee \(₹\)/);
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('visa-type-fee-error')?.textContent).toBe(VISA_MSG.feeInvalid);
    expect(fee.getAttribute('aria-describedby')).toContain('visa-type-fee-error');
    expect(within(form).getByRole('alert').textContent).toContain(`Fee (₹): ${VISA_MSG.feeInvalid}`);
    expect(posts()).toHaveLength(0);
  });

  it('adds a good type: the server’s refusal lands on its field, then it is added and the form cleared', async () => {
    api.answer(LIST, { status: 200, body: { types: [] } }, { status: 200, body: { types: [UAE_30] } });
    api.answer(
      'POST /api/v1/admin/visa-types',
      {
        status: 409,
        body: { error: { code: 409, message: VISA_MSG.typeNameTaken, fields: { name: VISA_MSG.typeNameTaken } } },
      },
      { status: 201, body: UAE_30 },
    );
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add a visa type' });
    fillGoodType(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Add visa type' }));
    await waitFor(() =>
      expect(document.getElementById('visa-type-name-error')?.textContent).toBe(VISA_MSG.typeNameTaken),
    );
    expect(within(form).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Add visa type' }));
    expect(await within(form).findByText(VISA_MSG.typeAdded)).toBeTruthy();
    expect(posts()).toHaveLength(2);
    expect(posts()[1]?.body).toEqual({
      destination: 'AE',
      name: '90-day tourist visa',
      entry: 'MULTIPLE',
      stayDays: '90',
      validityDays: '120',
      processingDays: '5',
      fee: '21000',
      refundable: true,
      checklist: 'Passport front page\nPhotograph on a white background\n',
    });
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText(/^Documents to upload/) as HTMLTextAreaElement).value).toBe('');
    expect((within(form).getByLabelText(/^Fee refunded/) as HTMLInputElement).checked).toBe(false);
    expect(await screen.findByRole('table', { name: 'Visa types for United Arab Emirates' })).toBeTruthy();
  });

  it('withdraws a type after asking', async () => {
    api.answer(LIST, { status: 200, body: { types: [UAE_30] } }, { status: 200, body: { types: [] } });
    api.answer('DELETE /api/v1/admin/visa-types/7', { status: 204 });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Visa types for United Arab Emirates' });
    fireEvent.click(within(table).getByRole('button', { name: 'Withdraw 30-day tourist visa (United Arab Emirates)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw visa type' });
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw visa type' }));
    expect(await screen.findByText(VISA_MSG.typeWithdrawn)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/v1/admin/visa-types/7',
    ]);
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByText('No visa types are offered yet')).toBeTruthy();
  });
});
