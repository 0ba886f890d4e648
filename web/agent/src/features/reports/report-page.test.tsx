import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { REPORT_MSG, REPORT_MSG_DECIDED, type ReportAnswer, reportColumns } from '@tripsetu/domain/reports.ts';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionContext } from '../../app/session-context.ts';
import { signedInAs } from '../../test/session.ts';
import { dateTimeLines } from './components/ReportRows.tsx';
import { ReportPage } from './ReportPage.tsx';

type Handler = (url: URL) => { status: number; body: unknown };
let handlers: Record<string, Handler>;
let requested: URL[];

beforeEach(() => {
  handlers = {};
  requested = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(String(input), 'http://portal.test');
    requested.push(url);
    const answer = handlers[url.pathname]?.(url) ?? { status: 404, body: { error: { message: 'Not found.' } } };
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

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, permissions: Permission[] = ['reports.view']) {
  const session = signedInAs(permissions);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <SessionContext value={session}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path="/reports/:kind" element={<ReportPage />} />
            </Routes>
            <Address />
          </MemoryRouter>
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const sale = (n: number) => ({
  date: '2026-11-03T06:30:00.000Z',
  documentNo: `BK${1000 + n}`,
  type: 'Booking',
  transactionId: `TSF26110${n}`,
  reference: `PNR00${n}`,
  route: 'BLR - HYD',
  startsOn: '2026-12-01',
  leadTraveller: 'Asha Rao',
  travellers: 1,
  amount: 512_300,
  commission: 20_000,
  tds: 400,
  status: 'Confirmed',
});
const flightSales = (page: number, total: number, rows = [sale(page)]): ReportAnswer => ({
  kind: 'flight-sales',
  title: 'Flight sales',
  from: '2026-11-01',
  to: '2026-11-20',
  agencyId: 7,
  columns: reportColumns('flight-sales', false),
  rows,
  totals: { amount: 512_300 * total, commission: 20_000 * total, tds: 400 * total },
  page,
  pageSize: 25,
  total,
  chart: null,
});

describe('a report page', () => {
  it('shows the period’s totals, a page of rows in the report’s columns, and pages on through the address', async () => {
    handlers['/api/v1/reports/flight-sales'] = (url) => ({
      status: 200,
      body: flightSales(Number(url.searchParams.get('page') ?? 1), 30),
    });
    renderAt('/reports/flight-sales?from=2026-11-01&to=2026-11-20');
    const table = await screen.findByRole('table', { name: 'Flight sales' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(0, 4)).toEqual(['Date', 'Document no.', 'Type', 'Transaction ID']);
    expect(within(table).getByText('PNR001')).toBeTruthy();
    const totals = screen.getByLabelText('Flight sales: totals for the period');
    expect(totals.textContent).toContain('₹1,53,690');
    expect(requested.map((url) => url.pathname)).toEqual(['/api/v1/reports/flight-sales']);
    expect(requested[0]?.searchParams.get('from')).toBe('2026-11-01');

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('page=2'));
    expect(await within(await screen.findByRole('table')).findByText('PNR002')).toBeTruthy();
  });

  it('says there are no records when the period has none, and offers no export', async () => {
    handlers['/api/v1/reports/flight-sales'] = () => ({ status: 200, body: flightSales(1, 0, []) });
    renderAt('/reports/flight-sales?from=2026-11-01&to=2026-11-20');
    expect(await screen.findByText(REPORT_MSG.empty)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('shows the server’s refusal of the period under its field, and no rows', async () => {
    handlers['/api/v1/reports/flight-sales'] = () => ({
      status: 422,
      body: {
        error: { code: 422, message: 'Please check the highlighted fields.', fields: { to: REPORT_MSG_DECIDED.range } },
      },
    });
    renderAt('/reports/flight-sales?from=2025-01-01&to=2026-11-20');
    expect(await screen.findByText(REPORT_MSG_DECIDED.range)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(REPORT_MSG_DECIDED.failed)).toBeNull();
  });

  it('lets the back office choose an agency and asks the back office’s report', async () => {
    handlers['/api/v1/admin/applications'] = () => ({
      status: 200,
      body: {
        applications: [
          {
            agencyId: 7,
            companyName: 'Skyways Travels',
            agencyCode: 'TS0007',
            ownerName: '',
            email: '',
            mobile: '',
            city: '',
            state: '',
            status: 'APPROVED',
            submittedAt: '',
          },
        ],
      },
    });
    handlers['/api/v1/admin/reports/flight-sales'] = () => ({
      status: 200,
      body: {
        ...flightSales(1, 1),
        agencyId: null,
        columns: reportColumns('flight-sales', true),
        rows: [{ ...sale(1), agency: 'Skyways Travels (TS0007)' }],
      },
    });
    renderAt('/reports/flight-sales?from=2026-11-01&to=2026-11-20', ['reports.admin']);
    const table = await screen.findByRole('table', { name: 'Flight sales' });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Agency');
    const agency = await screen.findByRole('combobox', { name: 'Agency' });
    await within(agency).findByRole('option', { name: 'Skyways Travels (TS0007)' });
    fireEvent.change(agency, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toContain('agencyId=7'));
    await waitFor(() =>
      expect(
        requested.some(
          (url) => url.pathname === '/api/v1/admin/reports/flight-sales' && url.searchParams.get('agencyId') === '7',
        ),
      ).toBe(true),
    );
  });

  it('draws the sales chart over the period and names it by its highest day', async () => {
    handlers['/api/v1/reports/sales'] = () => ({
      status: 200,
      body: {
        kind: 'sales',
        title: 'Daily and periodic sales',
        from: '2026-11-01',
        to: '2026-11-02',
        agencyId: 7,
        columns: reportColumns('sales', false),
        rows: [
          { period: '2026-11-01', bookings: 2, flights: 100_000, buses: 50_000, hotels: 0, refunds: 0, net: 150_000 },
          { period: '2026-11-02', bookings: 1, flights: 0, buses: 0, hotels: 300_000, refunds: 10_000, net: 290_000 },
        ],
        totals: { bookings: 3, flights: 100_000, buses: 50_000, hotels: 300_000, refunds: 10_000, net: 440_000 },
        page: 1,
        pageSize: 25,
        total: 2,
        chart: [
          { period: '2026-11-01', flights: 100_000, buses: 50_000, hotels: 0 },
          { period: '2026-11-02', flights: 0, buses: 0, hotels: 300_000 },
        ],
      },
    });
    renderAt('/reports/sales?from=2026-11-01&to=2026-11-02');
    const chart = await screen.findByRole('img', { name: /Sales by product/ });
    expect(chart.getAttribute('aria-label')).toContain('highest ₹3,000 on 02 Nov, 2026');
    expect(chart.querySelectorAll('rect').length).toBe(3);
    expect(within(screen.getByRole('table')).getByText('01 Nov, 2026')).toBeTruthy();
  });
});

describe('the report table on a wide screen', () => {
  it('writes a date-time as its date over its time, in India’s time whatever the browser’s zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(dateTimeLines('2026-11-03T06:30:00.000Z')).toEqual(['03 Nov, 2026', '12:00 PM']);
      // 20:00 in London is 01:30 the next morning in India.
      expect(dateTimeLines('2026-11-26T20:00:00.000Z')).toEqual(['27 Nov, 2026', '01:30 AM']);
      expect(dateTimeLines('not a time')).toBeNull();
    } finally {
      process.env.TZ = zone;
    }
  });

  it('shows a date-time on two lines and keeps a sector’s legs whole, in a region the keyboard can scroll', async () => {
    handlers['/api/v1/reports/flight-sales'] = () => ({
      status: 200,
      body: flightSales(1, 1, [{ ...sale(1), route: 'BLR-HYD, HYD-BLR' }]),
    });
    renderAt('/reports/flight-sales?from=2026-11-01&to=2026-11-20');
    const table = await screen.findByRole('table', { name: 'Flight sales' });
    const region = screen.getByRole('region', { name: 'Flight sales, scrolls sideways' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.contains(table)).toBe(true);

    const [when, , , , , sector] = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    // The same words as the CSV and the phone cards, the date and the time each on a line of their own.
    expect(when?.textContent).toBe('03 Nov, 2026 12:00 PM');
    expect([...(when?.querySelectorAll('.report-line') ?? [])].map((line) => line.textContent)).toEqual([
      '03 Nov, 2026',
      '12:00 PM',
    ]);
    expect(sector?.textContent).toBe('BLR-HYD, HYD-BLR');
    expect([...(sector?.querySelectorAll('.report-word') ?? [])].map((word) => word.textContent)).toEqual([
      'BLR-HYD,',
      'HYD-BLR',
    ]);
  });
});

describe('the report form', () => {
  it('keeps what the agent chose while the report refreshes (it was reset by every refetch)', async () => {
    let answered = 0;
    handlers['/api/v1/admin/applications'] = () => ({
      status: 200,
      body: {
        applications: [
          {
            agencyId: 7,
            companyName: 'Skyways Travels',
            agencyCode: 'TS0007',
            ownerName: '',
            email: '',
            mobile: '',
            city: '',
            state: '',
            status: 'APPROVED',
            submittedAt: '',
          },
        ],
      },
    });
    handlers['/api/v1/admin/reports/flight-sales'] = () => {
      answered += 1;
      return {
        status: 200,
        body: { ...flightSales(1, 1), agencyId: null, columns: reportColumns('flight-sales', true) },
      };
    };
    renderAt('/reports/flight-sales?from=2026-11-01&to=2026-11-20', ['reports.admin']);
    await screen.findByRole('table');
    const agency = await screen.findByRole('combobox', { name: 'Agency' });
    await within(agency).findByRole('option', { name: 'Skyways Travels (TS0007)' });
    fireEvent.change(agency, { target: { value: '7' } });
    // The page refetches its report (the window regains focus): the choice not yet shown stays.
    const before = answered;
    window.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(answered).toBeGreaterThan(before));
    expect((screen.getByRole('combobox', { name: 'Agency' }) as HTMLSelectElement).value).toBe('7');
  });
});
