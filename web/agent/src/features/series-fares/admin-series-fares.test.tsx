import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { SERIES_MSG, type SeriesFare } from '@tripsetu/domain/series-fares.ts';
import { ConfirmProvider } from '@tripsetu/ui/ConfirmDialog';
import { tripsetuTheme } from '@tripsetu/ui/theme';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { AdminSeriesFaresPage } from './AdminSeriesFaresPage.tsx';
import { rowErrorOf, templateCsv } from './series-form.ts';

let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/v1/admin/series-fares';
const ADD = 'POST /api/v1/admin/series-fares';
const UPLOAD = 'POST /api/v1/admin/series-fares/upload';
const date = addDays(todayInIndia(), 30);
const BLOCK: SeriesFare = {
  id: 7,
  flight: '6E-2031',
  date,
  cabin: 'ECONOMY',
  seats: 30,
  adultFarePaise: 4999_00,
  childFarePaise: 4499_00,
  infantFarePaise: 1500_00,
  checkInKg: 15,
  origin: 'DEL',
  destination: 'BOM',
  departureTime: '0610',
  seatsSold: 12,
  seatsLeft: 18,
  addedBy: 'Tripsetu Admin',
  addedAt: '2026-11-28T05:00:00.000Z',
  withdrawnAt: null,
};

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={tripsetuTheme}>
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <AdminSeriesFaresPage />
        </ConfirmProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const form = () => screen.getByRole('form', { name: 'Add series fare' });
const field = (label: string) =>
  within(form()).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the Series fares page', () => {
  it('lists each block with its seats sold and left, and a Withdraw button naming it', async () => {
    api.answer(LIST, {
      status: 200,
      body: { fares: [BLOCK, { ...BLOCK, id: 8, seatsLeft: 0, withdrawnAt: '2026-11-28T06:00:00.000Z' }] },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Series fares' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByText('12 of 30')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('On sale')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Withdrawn')).toBeTruthy();
    // A withdrawn block has nothing left to withdraw.
    expect(screen.getAllByRole('button', { name: /^Withdraw series fare/ })).toHaveLength(1);
  });

  it('says so when there are none', async () => {
    api.answer(LIST, { status: 200, body: { fares: [] } });
    renderPage();
    expect(await screen.findByText(SERIES_MSG.none)).toBeTruthy();
  });

  it('adds a block with its fares in paise, and shows the server’s refusal under its field', async () => {
    api.answer(LIST, { status: 200, body: { fares: [] } });
    api.answer(
      ADD,
      { status: 422, body: { error: { code: 422, message: 'Invalid', fields: { date: SERIES_MSG.notOperating } } } },
      { status: 201, body: BLOCK },
    );
    renderPage();
    await screen.findByText(SERIES_MSG.none);
    type('Flight', '6e-2031');
    type('Date of travel', date);
    type('Seats in the block', '0');
    type('Adult fare (₹)', '4,999');
    type('Child fare (₹)', '4499.50');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add series fare' }));
    // Checked here first: nothing is sent while a field is wrong.
    expect(await within(form()).findAllByText(SERIES_MSG.seatsInvalid)).not.toHaveLength(0);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    type('Seats in the block', '30');
    fireEvent.click(within(form()).getByRole('button', { name: 'Add series fare' }));
    expect(await within(form()).findAllByText(SERIES_MSG.notOperating)).not.toHaveLength(0);
    fireEvent.click(within(form()).getByRole('button', { name: 'Add series fare' }));
    await screen.findByText(SERIES_MSG.added);
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        flight: '6E-2031',
        date,
        cabin: 'ECONOMY',
        seats: 30,
        adultFarePaise: 4999_00,
        childFarePaise: 4499_50,
        infantFarePaise: 1500_00,
        checkInKg: 15,
      },
      expect.objectContaining({ seats: 30 }),
    ]);
    // After an add the form starts again.
    expect(field('Flight').value).toBe('');
  });

  it('uploads a spreadsheet and lists each refused row, in row order', async () => {
    api.answer(LIST, { status: 200, body: { fares: [] } });
    api.answer(
      UPLOAD,
      {
        status: 422,
        body: {
          error: {
            code: 422,
            message: SERIES_MSG.uploadRefused,
            fields: { 'rows.12.seats': SERIES_MSG.seatsInvalid, 'rows.3.flight': SERIES_MSG.flightUnknown },
          },
        },
      },
      { status: 201, body: { added: 4 } },
    );
    renderPage();
    await screen.findByText(SERIES_MSG.none);
    const upload = screen.getByRole('form', { name: 'Upload a spreadsheet' });
    fireEvent.click(within(upload).getByRole('button', { name: 'Upload' }));
    expect(await within(upload).findByText(SERIES_MSG.fileRequired)).toBeTruthy();

    const input = upload.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'blocks.csv', { type: 'text/csv' })] } });
    fireEvent.click(within(upload).getByRole('button', { name: 'Upload' }));
    const table = await within(upload).findByRole('table', { name: 'Rows to correct' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([`3Flight${SERIES_MSG.flightUnknown}`, `12Seats${SERIES_MSG.seatsInvalid}`]);
    expect(within(upload).getByText(SERIES_MSG.uploadRefused)).toBeTruthy();

    fireEvent.click(within(upload).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText(SERIES_MSG.uploaded(4))).toBeTruthy();
    expect(api.calls.filter((call) => call.url.endsWith('/upload')).map((call) => call.body)).toEqual([
      { file: 'blocks.csv' },
      { file: 'blocks.csv' },
    ]);
  });

  it('withdraws a block once confirmed', async () => {
    api.answer(LIST, { status: 200, body: { fares: [BLOCK] } });
    api.answer('POST /api/v1/admin/series-fares/7/withdraw', {
      status: 200,
      body: { ...BLOCK, seatsLeft: 0, withdrawnAt: '2026-11-28T06:00:00.000Z' },
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /^Withdraw series fare 6E-2031 DEL → BOM/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(SERIES_MSG.withdrawn)).toBeTruthy();
    await waitFor(() => expect(api.calls.some((call) => call.url.endsWith('/7/withdraw'))).toBe(true));
  });
});

describe('the upload’s helpers', () => {
  it('names a refused cell by its row and the template’s column', () => {
    expect(rowErrorOf('rows.4.adultFarePaise')).toEqual({ row: 4, column: 'Adult fare (₹)' });
    expect(rowErrorOf('file')).toBeNull();
  });

  it('gives a template whose first row is the columns the upload reads', () => {
    const [head, example] = templateCsv('2026-12-28').split('\r\n');
    expect(head).toBe(
      '"Flight","Date","Cabin","Seats","Adult fare (₹)","Child fare (₹)","Infant fare (₹)","Check-in baggage (kg)"',
    );
    expect(example).toContain('"2026-12-28"');
  });
});
