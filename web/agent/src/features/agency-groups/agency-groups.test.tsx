import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AGENCY_GROUP_MSG, type AgencyGroup } from '@tripsetu/domain/agency-groups.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, refusedWith } from '../../test/fake-api.ts';
import { AdminAgencyGroupsPage } from './AdminAgencyGroupsPage.tsx';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/v1/admin/agency-groups';
const NORTH: AgencyGroup = {
  id: 3,
  name: 'North zone',
  agencies: [{ id: 7, name: 'Skyline Travels', code: 'TSA10007' }],
  addedBy: 'Ananya Iyer',
  addedAt: '2026-11-27T09:00:00.000Z',
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <AdminAgencyGroupsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the Agency groups page', () => {
  it('adds a group, refusing a short name here and a taken one from the server', async () => {
    api.answer(LIST, { status: 200, body: { groups: [] } });
    api.answer('POST /api/v1/admin/agency-groups', refusedWith({ name: AGENCY_GROUP_MSG.nameTaken }), {
      status: 201,
      body: NORTH,
    });
    renderPage();
    expect(await screen.findByText(AGENCY_GROUP_MSG.none)).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Add agency group' });
    const name = within(form).getByLabelText(/^Group name/);
    fireEvent.change(name, { target: { value: 'G' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await within(form).findByText(AGENCY_GROUP_MSG.nameInvalid)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    fireEvent.change(name, { target: { value: 'North zone' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await within(form).findByText(AGENCY_GROUP_MSG.nameTaken)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Add group' }));
    expect(await within(form).findByText(AGENCY_GROUP_MSG.added)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'North zone' },
      { name: 'North zone' },
    ]);
  });

  it('lists a group’s agencies, adds one by its id and removes one', async () => {
    api.answer(LIST, { status: 200, body: { groups: [NORTH] } });
    api.answer(
      'POST /api/v1/admin/agency-groups/3/agencies',
      refusedWith({ agencyId: AGENCY_GROUP_MSG.agencyUnknown }),
      { status: 200, body: NORTH },
    );
    api.answer('DELETE /api/v1/admin/agency-groups/3/agencies/7', { status: 200, body: { ...NORTH, agencies: [] } });
    renderPage();
    const group = await screen.findByRole('article', { name: 'North zone' });
    expect(within(group).getByText('Skyline Travels (#7, TSA10007)')).toBeTruthy();
    const form = within(group).getByRole('form', { name: 'Add agency to North zone' });
    const field = within(form).getByLabelText(/^Agency ID/);
    fireEvent.change(field, { target: { value: 'Skyline' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add agency' }));
    expect(await within(form).findByText(AGENCY_GROUP_MSG.agencyInvalid)).toBeTruthy();
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add agency' }));
    expect(await within(form).findByText(AGENCY_GROUP_MSG.agencyUnknown)).toBeTruthy();
    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add agency' }));
    expect(await within(group).findByText(AGENCY_GROUP_MSG.memberAdded)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { agencyId: 99 },
      { agencyId: 8 },
    ]);

    fireEvent.click(within(group).getByRole('button', { name: 'Remove Skyline Travels from North zone' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await within(group).findByText(AGENCY_GROUP_MSG.memberRemoved)).toBeTruthy();
  });
});
