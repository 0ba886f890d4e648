import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import type { SupportRequestDetail } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { signedInAs } from '../../test/session.ts';
import { SupportListPage } from './SupportListPage.tsx';
import { SupportRequestPage } from './SupportRequestPage.tsx';

const raised: SupportRequestDetail = {
  id: 12,
  reference: 'SR000012',
  subject: 'Refund for cancelled Goa booking',
  bookingReference: '',
  status: 'OPEN',
  channel: 'AGENCY',
  category: '',
  agencyName: 'Skyways Travels',
  raisedBy: 'Rohan Mehta',
  createdAt: '2026-11-22T08:35:00Z',
  updatedAt: '2026-11-22T08:35:00Z',
  messages: [
    {
      id: 1,
      author: 'Rohan Mehta',
      fromSupport: false,
      body: 'When does the refund arrive?',
      createdAt: '2026-11-22T08:35:00Z',
    },
  ],
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

function renderSupport(path: string, permissions: Permission[]) {
  const session = signedInAs(permissions);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/support" element={<SupportListPage />} />
              <Route path="/support/:id" element={<SupportRequestPage />} />
            </Routes>
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('support requests', () => {
  it('checks the form, raises the request and opens it with the spec message', async () => {
    answers['GET /api/v1/support/requests'] = () => ({ status: 200, body: { requests: [] } });
    answers['POST /api/v1/support/requests'] = () => ({ status: 201, body: raised });
    answers['GET /api/v1/support/requests/12'] = () => ({ status: 200, body: raised });
    renderSupport('/support', ['support.use']);
    await screen.findByText('No support requests yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Raise request' }));
    await screen.findByText(AGENT_MSG_DECIDED.subjectRequired);
    expect(screen.getByText(AGENT_MSG_DECIDED.messageRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Subject/), { target: { value: 'Refund for cancelled Goa booking' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'When does the refund arrive?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Raise request' }));
    await screen.findByText(AGENT_MSG_DECIDED.supportRequestRaised);
    expect(screen.getByRole('heading', { level: 1, name: 'Refund for cancelled Goa booking' })).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      subject: 'Refund for cancelled Goa booking',
      bookingReference: '',
      message: 'When does the refund arrive?',
    });
  });

  it('gives administrators every agency’s and traveller’s requests as a queue, oldest open first, and no raise form', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000 - 60_000).toISOString();
    const travellers: SupportRequestDetail = {
      ...raised,
      id: 14,
      reference: 'SR100014',
      subject: 'Refund not received',
      bookingReference: 'TSF01J9Z3K5W7Q8R2T4V6X8Y0Z',
      channel: 'TRAVELLER',
      category: 'Cancellation or refund',
      agencyName: '',
      raisedBy: 'Priya Sharma',
      createdAt: hoursAgo(27),
      updatedAt: hoursAgo(27),
    };
    const answered = { ...raised, id: 13, reference: 'SR100013', status: 'ANSWERED' as const };
    answers['GET /api/v1/support/requests'] = () => ({
      status: 200,
      body: { requests: [answered, { ...raised, createdAt: hoursAgo(2), updatedAt: hoursAgo(2) }, travellers] },
    });
    renderSupport('/support', ['support.answer']);
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'From' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Waiting' })).toBeTruthy();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('link')[0]?.textContent)).toEqual([
      'SR100014',
      'SR000012',
      'SR100013',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Traveller (tripsetu.in)')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('Cancellation or refund')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('1 d 3 h')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('2 h 1 min')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Raise request' })).toBeNull();
  });

  it('shows the thread with support replies marked, and sends a reply', async () => {
    const answered: SupportRequestDetail = {
      ...raised,
      status: 'ANSWERED',
      messages: [
        ...raised.messages,
        {
          id: 2,
          author: 'Ananya Iyer',
          fromSupport: true,
          body: 'Within 7 working days.',
          createdAt: '2026-11-22T09:35:00Z',
        },
      ],
    };
    answers['GET /api/v1/support/requests/12'] = () => ({ status: 200, body: answered });
    answers['POST /api/v1/support/requests/12/replies'] = () => ({
      status: 200,
      body: {
        ...answered,
        status: 'OPEN',
        messages: [
          ...answered.messages,
          { id: 3, author: 'Rohan Mehta', fromSupport: false, body: 'Thank you.', createdAt: '2026-11-22T10:05:00Z' },
        ],
      },
    });
    renderSupport('/support/12', ['support.use']);
    const thread = await screen.findByRole('list', { name: 'Messages' });
    expect(within(thread).getByText('TripSetu support')).toBeTruthy();
    expect(within(thread).getByText('22 Nov 2026, 15:05')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText(AGENT_MSG_DECIDED.messageRequired);
    fireEvent.change(screen.getByLabelText(/Your reply/), { target: { value: 'Thank you.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await screen.findByText('Your reply has been sent.');
    expect(within(thread).getByText('Thank you.')).toBeTruthy();
  });
});
