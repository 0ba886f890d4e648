import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { VisaApplicationRow, VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import { addWorkingDays, VISA_MSG } from '@tripsetu/domain/visas.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { fakeApi, refusedWith } from '../../test/fake-api.ts';
import { signedInAs } from '../../test/session.ts';
import { VisaApplicationPage } from './VisaApplicationPage.tsx';
import { VisaApplicationsPage } from './VisaApplicationsPage.tsx';
import { VisaApplyPage } from './VisaApplyPage.tsx';
import { VisasPage } from './VisasPage.tsx';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  api.answer('GET /api/v1/visas/types', { status: 200, body: { types: [UAE] } });
  api.answer('GET /api/v1/wallet', {
    status: 200,
    body: { mainBalancePaise: 5_000_000, creditLimitPaise: 0, duePaise: 0, availablePaise: 5_000_000 },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const today = todayInIndia();
const UAE: VisaTypeRow = {
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
const APPLIED: VisaApplicationRow = {
  id: 12,
  reference: 'TSV100012',
  status: 'SUBMITTED',
  statusLabel: 'Submitted',
  destination: 'AE',
  destinationName: 'United Arab Emirates',
  visaType: '30-day tourist visa',
  entry: 'SINGLE',
  processingDays: 4,
  traveller: {
    title: 'Mr',
    firstName: 'Ramesh',
    lastName: 'Kumar',
    dateOfBirth: '1988-04-12',
    nationality: 'IN',
    passportNumber: 'Z1234567',
    passportExpiryDate: '2030-01-01',
  },
  travelDate: addDays(today, 20),
  feePaise: 7_200_00,
  refundable: false,
  refundedPaise: 0,
  walletDocumentNo: 'VF31',
  refundDocumentNo: null,
  remarks: '',
  documents: [{ item: 'Passport front page', fileName: 'passport.pdf', url: '/api/v1/documents/40' }],
  visaUrl: null,
  agencyName: 'Skyways Travels',
  appliedBy: 'Rohan Mehta',
  appliedAt: '2026-11-28T06:00:00.000Z',
  events: [
    { status: 'SUBMITTED', statusLabel: 'Submitted', remarks: '', by: 'Rohan Mehta', at: '2026-11-28T06:00:00Z' },
  ],
};

function Landed() {
  const location = useLocation();
  return <p>{`Landed on ${location.pathname}: ${JSON.stringify(location.state)}`}</p>;
}

function renderAt(path: string, permissions: Permission[]) {
  const session = signedInAs(permissions);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme} env="test">
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/visas" element={<VisasPage />} />
              <Route path="/visas/apply/:typeId" element={<VisaApplyPage />} />
              <Route path="/visas/applications/:id" element={<VisaApplicationPage />} />
              <Route path="/bookings/visas" element={<VisaApplicationsPage />} />
              <Route path="/landed/:id" element={<Landed />} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
const AGENT: Permission[] = ['visas.apply', 'visas.manage', 'wallet.view'];
const ADMIN: Permission[] = ['visas.admin', 'visas.manage'];

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** The file input of a checklist item, in the checklist's order (Mantine keeps it hidden beside its button). */
const fileOf = (item: string) =>
  document.querySelectorAll('input[type="file"]')[UAE.checklist.indexOf(item)] as HTMLInputElement;

describe('the Visa tab', () => {
  it('shows the chosen destination’s visas with fee, time and documents; another without any says so', async () => {
    renderAt('/visas', AGENT);
    const card = await screen.findByRole('article', { name: '30-day tourist visa' });
    expect(within(card).getByText('₹7,200')).toBeTruthy();
    expect(within(card).getByText('4 working days')).toBeTruthy();
    expect(within(card).getByText('Photograph on a white background')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Apply: 30-day tourist visa' }).getAttribute('href')).toBe(
      '/visas/apply/7',
    );
    fireEvent.change(field('Destination'), { target: { value: 'TH' } });
    expect(await screen.findByText(VISA_MSG.noTypes)).toBeTruthy();
  });
});

describe('applying for a visa', () => {
  it('checks every field and document before asking for the fee, then sends them and lands on the application', async () => {
    renderAt('/visas/apply/7', AGENT);
    const pay = await screen.findByRole('button', { name: 'Pay ₹7,200 and apply' });
    fireEvent.click(pay);
    expect(await screen.findByText(BOOKING_MSG.titleRequired)).toBeTruthy();
    expect(screen.getAllByText(VISA_MSG.documentRequired)).toHaveLength(2);
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(field('Title'), { target: { value: 'Mr' } });
    fireEvent.change(field('First name'), { target: { value: 'Ramesh' } });
    fireEvent.change(field('Last name'), { target: { value: 'Kumar' } });
    fireEvent.change(field('Date of birth'), { target: { value: '1988-04-12' } });
    fireEvent.change(field('Passport number'), { target: { value: 'z1234567' } });
    fireEvent.change(field('Passport expiry date'), { target: { value: addDays(today, 1500) } });
    fireEvent.change(field('Travel date'), { target: { value: addDays(addWorkingDays(today, 4), 3) } });
    for (const item of UAE.checklist) {
      fireEvent.change(fileOf(item), { target: { files: [new File(['%PDF-1.4'], `${item}.pdf`)] } });
    }
    api.answer('POST /api/v1/visas/applications', { status: 201, body: APPLIED });
    api.answer('GET /api/v1/visas/applications/12', { status: 200, body: APPLIED });
    fireEvent.click(pay);
    await waitFor(() => expect(api.calls.some((call) => call.method === 'POST')).toBe(true));
    const sent = api.calls.find((call) => call.method === 'POST')?.body as Record<string, string>;
    expect(sent).toMatchObject({
      visaTypeId: '7',
      title: 'Mr',
      firstName: 'Ramesh',
      passportNumber: 'Z1234567',
      nationality: 'IN',
      document0: 'Passport front page.pdf',
      document1: 'Photograph on a white background.pdf',
    });
    expect(await screen.findByRole('heading', { name: /United Arab Emirates · 30-day tourist visa/ })).toBeTruthy();
    expect(screen.getByText('Application submitted. The fee has been paid from your wallet.')).toBeTruthy();
  });

  it('shows the server’s refusal under its field', async () => {
    renderAt('/visas/apply/7', AGENT);
    await screen.findByRole('button', { name: /^Pay / });
    fireEvent.change(field('Title'), { target: { value: 'Ms' } });
    fireEvent.change(field('First name'), { target: { value: 'Anita' } });
    fireEvent.change(field('Last name'), { target: { value: 'Rao' } });
    fireEvent.change(field('Date of birth'), { target: { value: '1990-01-01' } });
    fireEvent.change(field('Passport number'), { target: { value: 'M2345678' } });
    fireEvent.change(field('Passport expiry date'), { target: { value: addDays(today, 1500) } });
    fireEvent.change(field('Travel date'), { target: { value: addDays(addWorkingDays(today, 4), 3) } });
    for (const item of UAE.checklist) {
      fireEvent.change(fileOf(item), { target: { files: [new File(['x'], 'a.pdf')] } });
    }
    api.answer('POST /api/v1/visas/applications', {
      ...refusedWith({ passportNumber: VISA_MSG.alreadyOpen }, VISA_MSG.alreadyOpen),
      status: 409,
    });
    fireEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findAllByText(VISA_MSG.alreadyOpen)).toHaveLength(2);
  });
});

describe('an application', () => {
  it('the agency reads its steps and downloads an approved visa; it cannot decide', async () => {
    api.answer('GET /api/v1/visas/applications/12', {
      status: 200,
      body: { ...APPLIED, status: 'APPROVED', visaUrl: '/api/v1/documents/41' },
    });
    renderAt('/visas/applications/12', AGENT);
    const download = await screen.findByRole('link', { name: 'Download the visa' });
    expect(download.getAttribute('href')).toBe('/api/v1/documents/41');
    expect(screen.getByRole('link', { name: 'passport.pdf' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Move the application on' })).toBeNull();
  });

  it('the back office rejects with remarks; approving asks for the visa file', async () => {
    api.answer('GET /api/v1/visas/applications/12', { status: 200, body: APPLIED });
    renderAt('/visas/applications/12', ADMIN);
    const decide = await screen.findByRole('region', { name: 'Move the application on' });
    fireEvent.change(within(decide).getByLabelText(/^Next status/), { target: { value: 'APPROVED' } });
    expect(within(decide).getByText('Required to approve; the agency downloads it.')).toBeTruthy();
    fireEvent.change(within(decide).getByLabelText(/^Next status/), { target: { value: 'REJECTED' } });
    fireEvent.change(within(decide).getByLabelText(/^Remarks/), { target: { value: 'Photo not clear' } });
    api.answer('POST /api/v1/admin/visa-applications/12/status', {
      status: 200,
      body: { ...APPLIED, status: 'REJECTED', remarks: 'Photo not clear' },
    });
    fireEvent.click(within(decide).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
        status: 'REJECTED',
        remarks: 'Photo not clear',
      }),
    );
    expect(await screen.findByText('Saved and e-mailed to the agent.')).toBeTruthy();
  });
});

describe('Manage Bookings’ Visas tab', () => {
  it('lists the agency’s applications under the tabs, filters by status in the address, and says when none', async () => {
    api.answer('GET /api/v1/visas/applications', { status: 200, body: { applications: [APPLIED] } });
    api.answer('GET /api/v1/visas/applications?status=REJECTED', { status: 200, body: { applications: [] } });
    renderAt('/bookings/visas', AGENT);
    expect(await screen.findByRole('link', { name: 'TSV100012' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Booking records' })).toBeTruthy();
    fireEvent.change(field('Status'), { target: { value: 'REJECTED' } });
    expect(await screen.findByText(VISA_MSG.none)).toBeTruthy();
  });
});
