import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import type { ApplicationDetail } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { signedInAs } from '../../test/session.ts';
import { ApplicationDetailPage } from './ApplicationDetailPage.tsx';

const pending: ApplicationDetail = {
  agency: {
    id: 9,
    code: null,
    status: 'PENDING',
    category: 'Individual',
    companyName: 'Rao Tours',
    panName: 'Sunita Rao',
    panNumber: 'ABCPR1234K',
    transactionFee: 'No',
    transactionFeeActiveFrom: '2026-11-25T08:35:00Z',
    address1: '14 Brigade Road',
    address2: 'Ashok Nagar',
    pincode: '560025',
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    contactNumber: '080 2558 1234',
    gstHolder: '',
    gstNumber: '',
    gstEmail: '',
    gstAddress: '',
    gstPhone: '',
    gstCompany: '',
    website: '',
    iataCode: '',
    alternateEmail: '',
    logoUrl: null,
    registeredAt: '2026-11-22T08:35:00Z',
    approvedAt: null,
    rejectionReason: null,
  },
  user: {
    id: 40,
    userId: 'sunita@example.in',
    role: 'OWNER',
    salutation: 'Ms',
    firstName: 'Sunita',
    lastName: 'Rao',
    email: 'sunita@example.in',
    mobile: '9845012345',
    permissions: [],
    agency: { id: 9, code: null, name: 'Rao Tours', hasLogo: false },
  },
  documents: [
    {
      id: 3,
      kind: 'PAN',
      fileName: 'pan.pdf',
      contentType: 'application/pdf',
      sizeBytes: 120,
      uploadedAt: '2026-11-22T08:35:00Z',
      url: '/api/v1/documents/3',
    },
  ],
  reviewedBy: null,
  reviewedAt: null,
};

let calls: { method: string; url: string; body: unknown }[];
let answers: Record<string, () => { status: number; body: unknown }>;

beforeEach(() => {
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`]?.() ?? {
      status: 404,
      body: { error: { code: 404, message: 'Not found.' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDetail() {
  const session = signedInAs((permission: Permission) => permission === 'applications.review');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={['/admin/applications/9']}>
              <Routes>
                <Route path="/admin/applications/:agencyId" element={<ApplicationDetailPage />} />
              </Routes>
            </MemoryRouter>
          </ConfirmProvider>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('agency application detail', () => {
  it('shows every registration group and the documents opening in a new tab', async () => {
    answers['GET /api/v1/admin/applications/9'] = () => ({ status: 200, body: pending });
    renderDetail();
    await screen.findByRole('heading', { name: 'Decision' });
    for (const heading of ['Personal details', 'Company details', 'GST details', 'Documents', 'Decision']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    const pan = screen.getByRole('link', { name: 'PAN document: pan.pdf' });
    expect(pan.getAttribute('href')).toBe('/api/v1/documents/3');
    expect(pan.getAttribute('target')).toBe('_blank');
  });

  it('approves after confirmation and shows the agency code issued', async () => {
    answers['GET /api/v1/admin/applications/9'] = () => ({ status: 200, body: pending });
    const approved: ApplicationDetail = {
      ...pending,
      agency: { ...pending.agency, status: 'APPROVED', code: 'TSA10003' },
      reviewedBy: 'Ananya Iyer',
      reviewedAt: '2026-11-22T09:35:00Z',
    };
    answers['POST /api/v1/admin/applications/9/approve'] = () => ({ status: 200, body: approved });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await screen.findByText(/Agency code TSA10003 has been issued/);
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/approve'))).toBe(true);
    expect(screen.getByText('Ananya Iyer')).toBeTruthy();
    expect(screen.getByText('22 Nov 2026, 15:05')).toBeTruthy();
  });

  it('does not approve when the confirmation is declined', async () => {
    answers['GET /api/v1/admin/applications/9'] = () => ({ status: 200, body: pending });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('asks for a reason before rejecting, then sends it', async () => {
    answers['GET /api/v1/admin/applications/9'] = () => ({ status: 200, body: pending });
    const rejected: ApplicationDetail = {
      ...pending,
      agency: { ...pending.agency, status: 'REJECTED', rejectionReason: 'PAN document is unreadable' },
      reviewedBy: 'Ananya Iyer',
      reviewedAt: '2026-11-22T09:35:00Z',
    };
    answers['POST /api/v1/admin/applications/9/reject'] = () => ({ status: 200, body: rejected });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await within(dialog).findByText(AGENT_MSG_DECIDED.rejectionReasonRequired);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'PAN document is unreadable' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject application' }));
    await screen.findByText('Application rejected. The owner has been e-mailed the reason.');
    expect(calls.find((call) => call.url.endsWith('/reject'))?.body).toEqual({ reason: 'PAN document is unreadable' });
    expect(screen.getByText('PAN document is unreadable')).toBeTruthy();
  });

  it("shows the server's message when the application was already reviewed", async () => {
    answers['GET /api/v1/admin/applications/9'] = () => ({ status: 200, body: pending });
    answers['POST /api/v1/admin/applications/9/approve'] = () => ({
      status: 409,
      body: { error: { code: 409, message: AGENT_MSG_DECIDED.applicationNotPending } },
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await screen.findByText(AGENT_MSG_DECIDED.applicationNotPending);
  });
});
