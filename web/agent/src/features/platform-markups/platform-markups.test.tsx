import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PLATFORM_MARKUP_MSG, type PlatformMarkup } from '@tripsetu/domain/platform-markups.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusedWith } from '../../test/fake-api.ts';
import { AdminPlatformMarkupsPage } from './AdminPlatformMarkupsPage.tsx';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.answer('GET /api/v1/admin/agency-groups', {
    status: 200,
    body: { groups: [{ id: 3, name: 'North zone', agencies: [], addedBy: 'A', addedAt: '2026-11-27T09:00:00.000Z' }] },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/v1/admin/platform-markups';
const AIR_INDIA: PlatformMarkup = {
  id: 5,
  product: 'FLIGHT',
  carrier: 'AI',
  sector: 'DOMESTIC',
  kind: 'PERCENT',
  value: 150,
  agencyId: null,
  agencyName: null,
  agencyGroupId: 3,
  agencyGroupName: 'North zone',
  addedBy: 'Ananya Iyer',
  addedAt: '2026-11-27T09:00:00.000Z',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <AdminPlatformMarkupsPage />
        </ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the TripSetu markups page', () => {
  it('adds a markup for a group: a bad value refused here, the server’s refusal on its field, then added', async () => {
    api.answer(LIST, { status: 200, body: { markups: [] } });
    api.answer('POST /api/v1/admin/platform-markups', refusedWith({ product: PLATFORM_MARKUP_MSG.duplicate }), {
      status: 201,
      body: AIR_INDIA,
    });
    renderPage();
    expect(await screen.findByText(PLATFORM_MARKUP_MSG.none)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add TripSetu markup' });
    fireEvent.change(within(form).getByLabelText(/^Markup type/), { target: { value: 'PERCENT' } });
    const value = within(form).getByLabelText(/^Markup value/);
    fireEvent.change(value, { target: { value: '75' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add markup' }));
    expect(await within(form).findByText(PLATFORM_MARKUP_MSG.percentInvalid)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(value, { target: { value: '1.5' } });
    fireEvent.change(within(form).getByLabelText(/^Carrier/), { target: { value: 'AI' } });
    fireEvent.change(within(form).getByLabelText(/^Service type/), { target: { value: 'DOMESTIC' } });
    fireEvent.change(within(form).getByLabelText(/^For/), { target: { value: 'GROUP' } });
    await within(form).findByRole('option', { name: 'North zone' });
    fireEvent.change(within(form).getByLabelText(/^Agency group/), { target: { value: '3' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add markup' }));
    expect(await within(form).findByText(PLATFORM_MARKUP_MSG.duplicate)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add markup' }));
    expect(await within(form).findByText(PLATFORM_MARKUP_MSG.added)).toBeTruthy();
    const sent = api.calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(sent[1]).toEqual({
      product: 'FLIGHT',
      carrier: 'AI',
      sector: 'DOMESTIC',
      kind: 'PERCENT',
      value: 150,
      agencyId: null,
      agencyGroupId: 3,
    });
  });

  it('lists the markups and deletes one after asking', async () => {
    api.answer(LIST, { status: 200, body: { markups: [AIR_INDIA] } }, { status: 200, body: { markups: [] } });
    api.answer('DELETE /api/v1/admin/platform-markups/5', { status: 204 });
    renderPage();
    const table = await screen.findByRole('table', { name: 'TripSetu markups' });
    expect(within(table).getByText('Group: North zone')).toBeTruthy();
    expect(within(table).getByText('1.5% of the fare before taxes')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /^Delete markup Flights · Air India \(AI\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete TripSetu markup' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete markup' }));
    expect(await screen.findByText(PLATFORM_MARKUP_MSG.deleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('table', { name: 'TripSetu markups' })).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true);
  });
});
