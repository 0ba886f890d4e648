import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { COMMISSION_MSG } from '@tripsetu/domain/commissions.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminCommissionRulesPage } from './AdminCommissionRulesPage.tsx';
import { FLAT_FOR_AGENCY, fakeApi, INDIGO_DOMESTIC, NORTH_ZONE } from './commission.fixtures.ts';

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
        <ConfirmProvider>
          <AdminCommissionRulesPage />
        </ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const LIST = 'GET /api/v1/admin/commission-rules';
const ADD = 'POST /api/v1/admin/commission-rules';
const ok = (body: unknown, status = 200) => ({ status, body });
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const form = () => screen.getByRole('form', { name: 'Add commission rule' });
const field = (label: string) => within(form()).getByLabelText(new RegExp(`^${escaped(label)}( \\*)?$`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(within(form()).getByRole('button', { name: 'Add commission rule' }));
const posts = () => api.calls.filter((call) => call.method === 'POST');
/** The messages tied to a field (aria-describedby), as a screen reader reads them with it. */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('the Commission rules page', () => {
  it('lists every rule with its agency and a Delete button naming the rule', async () => {
    const forGroup = { ...INDIGO_DOMESTIC, id: 15, agencyGroupId: 3, agencyGroupName: 'North zone' };
    api.answer(LIST, ok({ rules: [INDIGO_DOMESTIC, FLAT_FOR_AGENCY, forGroup] }));
    renderPage();
    const table = await screen.findByRole('table', { name: 'Commission rules' });
    expect(within(table).getByText('Group: North zone')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Agency' })).toBeTruthy();
    expect(within(table).getByText('All agencies')).toBeTruthy();
    expect(within(table).getByText('Skyline Travels (#7)')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Delete rule #12: IndiGo (6E), Flights · Domestic, priority 10' }),
    ).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Delete rule #14: All carriers, Flights · All sectors, priority 50' }),
    ).toBeTruthy();
  });

  it('adds a percentage rule as basis points and paise, says so, empties the form and reads the list again', async () => {
    api.answer(LIST, ok({ rules: [] }), ok({ rules: [INDIGO_DOMESTIC] }));
    api.answer(ADD, ok(INDIGO_DOMESTIC, 201));
    renderPage();
    await screen.findByText('No Commissions found');
    expect((field('Priority') as HTMLInputElement).value).toBe('50');
    expect((field('Valid from') as HTMLInputElement).value).toBe(todayInIndia());

    type('Carrier', '6E');
    type('Service type', 'DOMESTIC');
    type('Priority', '10');
    type('Commission value', '2.5');
    type('Percentage of', 'BASE_YQ');
    type('PLB cut and pay (%)', '0.75');
    type('PLB post pay (%)', '1');
    type('Cancellation fee (₹)', '150');
    type('Reschedule fee (₹)', '1,200.50');
    fireEvent.click(within(form()).getByRole('checkbox', { name: 'Also on special (discounted) fares' }));
    type('For', 'AGENCY');
    type('Agency ID', '7');
    type('Valid to', '2027-03-31');
    submit();

    await screen.findByText(COMMISSION_MSG.added);
    expect(posts().map((call) => call.body)).toEqual([
      {
        supplier: 'TRIPSETU',
        product: 'FLIGHT',
        carrier: '6E',
        sector: 'DOMESTIC',
        priority: 10,
        kind: 'PERCENT',
        value: 250,
        basis: 'BASE_YQ',
        plbCutPayBps: 75,
        plbPostPayBps: 100,
        onDiscount: true,
        cancellationFeePaise: 150_00,
        rescheduleFeePaise: 1_200_50,
        agencyId: 7,
        agencyGroupId: null,
        validFrom: todayInIndia(),
        validTo: '2027-03-31',
      },
    ]);
    expect((field('Commission value') as HTMLInputElement).value).toBe('');
    expect((field('Carrier') as HTMLSelectElement).value).toBe('');
    await screen.findByRole('table', { name: 'Commission rules' });
    expect(api.calls.filter((call) => `${call.method} ${call.url}` === LIST)).toHaveLength(2);
  });

  it('adds a flat amount in paise per passenger per segment, with no carrier for a product other than flights', async () => {
    api.answer(LIST, ok({ rules: [] }));
    api.answer(ADD, ok(FLAT_FOR_AGENCY, 201));
    renderPage();
    await screen.findByText('No Commissions found');
    fireEvent.click(within(form()).getByRole('radio', { name: 'Flat amount' }));
    expect(within(form()).queryByLabelText(/^Percentage of/)).toBeNull();
    expect(within(form()).getByText('Rupees, e.g. 150 for ₹150 per passenger per segment')).toBeTruthy();
    type('Carrier', 'AI');
    type('Cancellation fee (₹)', '250');
    type('Product', 'BUS');
    expect(within(form()).queryByLabelText(/^Carrier/)).toBeNull();
    // A bus cancels by its operator's policy: no fee fields, and none sent.
    expect(within(form()).queryByLabelText(/^Cancellation fee/)).toBeNull();
    expect(within(form()).queryByLabelText(/^Reschedule fee/)).toBeNull();
    type('Commission value', '150');
    submit();
    await screen.findByText(COMMISSION_MSG.added);
    expect(posts()[0]?.body).toMatchObject({
      product: 'BUS',
      carrier: null,
      sector: null,
      kind: 'FLAT',
      value: 150_00,
      basis: 'BASE',
      cancellationFeePaise: null,
      rescheduleFeePaise: null,
      agencyId: null,
      agencyGroupId: null,
      validTo: null,
    });
  });

  it('adds a rule for an agency group chosen from the back office’s groups, and asks for one when none is chosen', async () => {
    api.answer(LIST, ok({ rules: [] }));
    api.answer('GET /api/v1/admin/agency-groups', ok({ groups: [NORTH_ZONE] }));
    api.answer(ADD, ok({ ...INDIGO_DOMESTIC, agencyGroupId: 3, agencyGroupName: 'North zone' }, 201));
    renderPage();
    await screen.findByText('No Commissions found');
    type('For', 'GROUP');
    expect(within(form()).queryByLabelText(/^Agency ID/)).toBeNull();
    type('Commission value', '4');
    submit();
    expect(await within(form()).findAllByText('Choose an agency group')).not.toHaveLength(0);
    expect(posts()).toHaveLength(0);
    await waitFor(() => expect(within(field('Agency group')).getByRole('option', { name: 'North zone' })).toBeTruthy());
    type('Agency group', '3');
    submit();
    await screen.findByText(COMMISSION_MSG.added);
    expect(posts()[0]?.body).toMatchObject({ agencyId: null, agencyGroupId: 3, value: 400 });
  });

  it('refuses text that is not a number before sending, with the messages of the rules', async () => {
    api.answer(LIST, ok({ rules: [] }));
    renderPage();
    await screen.findByText('No Commissions found');
    type('Commission value', 'abc');
    type('Priority', 'first');
    type('PLB post pay (%)', 'some');
    type('Cancellation fee (₹)', 'free');
    type('For', 'AGENCY');
    type('Agency ID', 'Skyline');
    submit();

    expect(describedBy(field('Commission value'))).toContain(COMMISSION_MSG.percentInvalid);
    expect(describedBy(field('Priority'))).toContain(COMMISSION_MSG.priorityInvalid);
    expect(describedBy(field('PLB post pay (%)'))).toContain(COMMISSION_MSG.percentInvalid);
    expect(describedBy(field('Cancellation fee (₹)'))).toContain(COMMISSION_MSG.feeInvalid);
    expect(field('Agency ID').getAttribute('aria-invalid')).toBe('true');
    const summary = within(form()).getByRole('alert');
    expect(summary.textContent).toContain(`Commission value: ${COMMISSION_MSG.percentInvalid}`);
    expect(summary.textContent).toContain(`Priority: ${COMMISSION_MSG.priorityInvalid}`);

    fireEvent.click(within(form()).getByRole('radio', { name: 'Flat amount' }));
    submit();
    expect(describedBy(field('Commission value'))).toContain(COMMISSION_MSG.flatInvalid);
    expect(posts()).toEqual([]);

    // A corrected field loses its message at once.
    type('Priority', '5');
    expect(field('Priority').getAttribute('aria-invalid')).not.toBe('true');
  });

  it('shows the server’s message under its field and in the summary, and keeps what was typed', async () => {
    api.answer(LIST, ok({ rules: [INDIGO_DOMESTIC] }));
    api.answer(
      ADD,
      ok(
        { error: { code: 422, message: COMMISSION_MSG.overlaps, fields: { validFrom: COMMISSION_MSG.overlaps } } },
        422,
      ),
    );
    renderPage();
    await screen.findByRole('table');
    type('Commission value', '3');
    submit();
    const summary = await within(form()).findByRole('alert');
    expect(summary.textContent).toContain(`Valid from: ${COMMISSION_MSG.overlaps}`);
    expect(field('Valid from').getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(field('Valid from'))).toContain(COMMISSION_MSG.overlaps);
    expect((field('Commission value') as HTMLInputElement).value).toBe('3');
    expect(screen.queryByText(COMMISSION_MSG.added)).toBeNull();
  });

  it('deletes a rule only once confirmed, then reads the list again', async () => {
    api.answer(LIST, ok({ rules: [INDIGO_DOMESTIC, FLAT_FOR_AGENCY] }), ok({ rules: [FLAT_FOR_AGENCY] }));
    api.answer('DELETE /api/v1/admin/commission-rules/12', { status: 204, body: null });
    renderPage();
    const button = await screen.findByRole('button', { name: /^Delete rule #12/ });

    fireEvent.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Delete commission rule' });
    expect(dialog.textContent).toContain('Delete rule #12 (IndiGo (6E), Flights · Domestic, priority 10)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Delete commission rule' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete rule' }));
    await screen.findByText(COMMISSION_MSG.deleted);
    expect(api.calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/v1/admin/commission-rules/12',
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Delete rule #12/ })).toBeNull());
    expect(api.calls.filter((call) => `${call.method} ${call.url}` === LIST)).toHaveLength(2);
  });
});
