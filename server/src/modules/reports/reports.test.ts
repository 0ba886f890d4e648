import type { BusBlockAnswer } from '@tripsetu/domain/bus-booking.ts';
import type { BusBooking } from '@tripsetu/domain/bus-booking-api.ts';
import type { BusTrip } from '@tripsetu/domain/bus-search.ts';
import { type BusSearchWire, expandBusSearch } from '@tripsetu/domain/bus-wire.ts';
import { addDays, formatDisplayDateTime, IST_OFFSET_MS, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import {
  periodText,
  REPORT_KINDS,
  REPORT_MSG,
  REPORT_MSG_DECIDED,
  REPORT_PAGE_SIZE,
  REPORTS,
  type ReportAnswer,
  type ReportKind,
  type ReportRow,
  reportColumns,
} from '@tripsetu/domain/reports.ts';
import { financialQuarterOf, financialYearOf, taxRowOn } from '@tripsetu/domain/taxes.ts';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { afterTravel, agencyIdOf, bookFlight, commissionRule } from '../../test/commission-fixtures.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { bookingBody, findRate, stayFrom } from '../../test/hotel-fixtures.ts';
import {
  assertLedgerConsistent,
  depositAndApprove,
  expectStatus,
  postNote,
  withKey,
} from '../../test/wallet-fixtures.ts';

/**
 * The §2 reports (decision 035), through the API: a day of business for Skyways (deposit, flights with a
 * commission rule, a partial flight cancellation, a bus and a hotel each partly cancelled, notes, transfers, PLB
 * post pay) and a little for Ghumakkad; each report's rows and totals checked against the bookings and the ledger,
 * and the reports together against the wallet's balance.
 */

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;
let skywaysId: number;
let ghumakkadId: number;
const today = todayInIndia();
const period = `from=${today}&to=${today}`;
const TRAVEL_DAYS = 30;

interface Cancelled {
  id: number;
  creditNoteNo: string;
  walletDocumentNo: string | null;
  refundPaise: number;
  airlineChargePaise: number;
  otaChargePaise: number;
  gstPaise: number;
  commissionReversedPaise: number;
}
const made = {
  depositDocumentNo: '',
  depositReference: '',
  /** An online top-up of ₹2,500. */
  topUpDocumentNo: '',
  /** Two adults, one cancelled later. */
  flightPair: null as unknown as FlightBooking,
  flightOne: null as unknown as FlightBooking,
  flightCancel: null as unknown as Cancelled,
  /** Services added to the one-adult booking. */
  services: { documentNo: '', amountPaise: 0 },
  bus: null as unknown as BusBooking,
  busCancel: null as unknown as Cancelled,
  hotel: null as unknown as HotelBooking,
  hotelCancel: null as unknown as Cancelled,
  notes: [] as { kind: string; documentNo: string; amountPaise: number; narration: string }[],
  otherFlight: null as unknown as FlightBooking,
  otherDepositDocumentNo: '',
};
/** Small credit notes, so that the notes report runs to a second page. */
const SMALL_NOTES = 24;

/** Blocks `count` free upper berths of an AC sleeper from Bengaluru to Hyderabad `days` out, and books them. */
async function bookBus(client: AgentClient, days: number, count: number): Promise<BusBooking> {
  const found = expandBusSearch(
    expectStatus(await client.post('/buses/search', { from: 'BLR', to: 'HYD', date: addDays(today, days) }), 200)
      .body as BusSearchWire,
  );
  const trip = (found.trips.find((entry) => entry.busType.code === 'AC_SLEEPER') ?? found.trips[0]) as BusTrip;
  const layout = expectStatus(await client.get(`/buses/trips/${encodeURIComponent(trip.id)}/seats`), 200).body;
  const seats = (layout.seats as { seatNo: string; available: boolean; ladies: boolean }[]).filter(
    (seat) => seat.available && !seat.ladies,
  );
  const block = expectStatus(
    await client.post('/buses/blocks', {
      tripId: trip.id,
      seats: seats.slice(0, count).map((seat, index) => ({
        seatNo: seat.seatNo,
        name: index === 0 ? 'Kavya Reddy' : `Arjun Rao ${index}`,
        age: 30 + index,
        gender: index === 0 ? 'F' : 'M',
      })),
      boardingPointId: trip.boardingPoints[0]?.id ?? '',
      droppingPointId: trip.droppingPoints.at(-1)?.id ?? '',
      contact: { email: 'kavya.reddy@example.in', mobile: '9876543210' },
    }),
    201,
  ).body as BusBlockAnswer;
  const booked = await client.post(
    '/buses/bookings',
    { blockId: block.blockId, acceptedTotalPaise: block.price.totalPaise },
    withKey(),
  );
  return expectStatus(booked, 201).body as BusBooking;
}

/** Cancels part of a booking through the core: travellers (seats, rooms) of the first leg. */
async function cancelPart(client: AgentClient, bookingId: number, travellers: number[]): Promise<Cancelled> {
  const selection = { travellers, legs: [0] };
  const quote = expectStatus(await client.post(`/bookings/${bookingId}/cancellation/quote`, selection), 200).body;
  const done = await client.post(
    `/bookings/${bookingId}/cancellation`,
    { ...selection, acceptedRefundPaise: quote.totals.refundPaise },
    withKey(),
  );
  return expectStatus(done, 201).body as Cancelled;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  [owner, staff, otherOwner, admin] = await Promise.all([
    signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password),
    signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password),
    signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password),
    signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password),
  ]);
  skywaysId = await agencyIdOf(t, DEMO.skywaysOwner.userId);
  ghumakkadId = await agencyIdOf(t, DEMO.ghumakkadOwner.userId);

  const deposit = await depositAndApprove(owner, admin, '300000');
  const posted = await t.database.db
    .selectFrom('wallet_deposits as d')
    .innerJoin('journal_transactions as jt', 'jt.id', 'd.transaction_id')
    .select(['jt.document_no'])
    .where('d.id', '=', deposit.id)
    .executeTakeFirstOrThrow();
  made.depositDocumentNo = posted.document_no;
  made.depositReference = deposit.reference;
  // An online top-up through the sandbox gateway: the payer pays on its page and comes back.
  const payment = expectStatus(
    await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '2500' }, withKey()),
    201,
  ).body;
  const paid = await t.app.inject({
    method: 'POST',
    url: payment.checkoutUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ outcome: 'pay', method: 'UPI' }).toString(),
  });
  expect(paid.statusCode).toBe(303);
  await t.app.inject({ method: 'GET', url: String(paid.headers.location) });
  const settled = expectStatus(await owner.get(`/wallet/payments/${payment.orderRef}`), 200).body;
  expect(settled.status).toBe('PAID');
  made.topUpDocumentNo = settled.receiptNo;

  // Commission, PLB cut and pay and post pay on every flight: the sales carry commission and TDS.
  expectStatus(await admin.post('/admin/commission-rules', commissionRule({ plbCutPayBps: 100 })), 201);
  const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, TRAVEL_DAYS));
  made.flightPair = expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201)
    .body as FlightBooking;
  // A day later, so that it is not the same traveller on the same flight.
  made.flightOne = await bookFlight(staff, TRAVEL_DAYS + 1);
  made.flightCancel = await cancelPart(owner, made.flightPair.id, [1]);
  // Extra baggage bought later: a second wallet charge on the same booking, with no commission of its own.
  const baggage = [{ traveller: 0, legIndex: 0, segmentIndex: 0, kind: 'BAGGAGE', code: 'XB10' }];
  expectStatus(await owner.post(`/bookings/${made.flightOne.id}/services`, { items: baggage }, withKey()), 201);
  const purchase = await t.database.db
    .selectFrom('booking_service_purchases')
    .select(['wallet_document_no', 'amount_paise'])
    .where('booking_id', '=', made.flightOne.id)
    .executeTakeFirstOrThrow();
  made.services = { documentNo: purchase.wallet_document_no as string, amountPaise: Number(purchase.amount_paise) };

  made.bus = await bookBus(owner, 10, 2);
  made.busCancel = await cancelPart(owner, made.bus.id, [1]);
  const stay = stayFrom(20);
  const found = await findRate(owner, 'GOI', stay, (rate) => rate.refundable && rate.freeCancellationUntil !== null);
  made.hotel = expectStatus(
    await owner.post('/hotels/bookings', bookingBody(found.hotelId, stay, found.rate), withKey()),
    201,
  ).body as HotelBooking;
  made.hotelCancel = await cancelPart(owner, made.hotel.id, [1]);

  for (const [kind, amount] of [
    ['CREDIT_NOTE', '1234.56'],
    ['DEBIT_NOTE', '234.50'],
    ['FUND_TRANSFER', '5000'],
    ['FUND_REVERSAL', '1000.25'],
  ] as const) {
    const note = expectStatus(await postNote(admin, skywaysId, kind, amount, `${kind} for the reports`), 201).body;
    made.notes.push({
      kind,
      documentNo: note.documentNo,
      amountPaise: Math.round(Number(amount) * 100) * (kind === 'DEBIT_NOTE' || kind === 'FUND_REVERSAL' ? -1 : 1),
      narration: `${kind} for the reports`,
    });
  }
  for (let n = 1; n <= SMALL_NOTES; n++) {
    const note = expectStatus(
      await postNote(admin, skywaysId, 'CREDIT_NOTE', `1.${String(n).padStart(2, '0')}`),
      201,
    ).body;
    made.notes.push({ kind: 'CREDIT_NOTE', documentNo: note.documentNo, amountPaise: 100 + n, narration: '' });
  }

  // The other agency's day: a deposit and a flight.
  await depositAndApprove(otherOwner, admin, '100000');
  made.otherFlight = await bookFlight(otherOwner, TRAVEL_DAYS);

  // After travel: the PLB post pay of each flight is credited as a credit note.
  await t.services.plbPostPay.runOnce(afterTravel(TRAVEL_DAYS + 1));
}, 120_000);
afterAll(() => t?.close());

const query = (params: Record<string, string | number> = {}) =>
  new URLSearchParams(Object.entries({ from: today, to: today, ...params }).map(([k, v]) => [k, String(v)])).toString();
async function report(
  client: AgentClient,
  kind: ReportKind,
  params: Record<string, string | number> = {},
  adminRoute = false,
): Promise<ReportAnswer> {
  const answer = await client.get(`/${adminRoute ? 'admin/' : ''}reports/${kind}?${query(params)}`);
  return expectStatus(answer, 200).body as ReportAnswer;
}
/** Every page of a report, one after another. */
async function allRows(client: AgentClient, kind: ReportKind, params: Record<string, string | number> = {}) {
  const first = await report(client, kind, params);
  const rows = [...first.rows];
  for (let page = 2; (page - 1) * first.pageSize < first.total; page++) {
    rows.push(...(await report(client, kind, { ...params, page })).rows);
  }
  return { ...first, rows };
}
const sum = (rows: readonly ReportRow[], key: string) => rows.reduce((total, row) => total + Number(row[key] ?? 0), 0);
/** Totals equal the sum of the rows, for each totalled column. */
function expectTotalsAreSums(answer: ReportAnswer, rows: readonly ReportRow[] = answer.rows) {
  for (const column of answer.columns.filter((entry) => entry.total)) {
    expect(answer.totals[column.key], `${answer.kind} ${column.key}`).toBe(sum(rows, column.key));
  }
}
const line = (lines: readonly { code: string; amountPaise: number }[], code: string) =>
  lines.find((entry) => entry.code === code)?.amountPaise ?? 0;
/** What a booking earned, read off its fare summary: commission and PLB cut and pay, and TDS on them. */
const earned = (booking: { fare: readonly { code: string; amountPaise: number }[] }) => ({
  commission: 0 - (line(booking.fare, 'COMMISSION') + line(booking.fare, 'PLB')),
  tds: line(booking.fare, 'TDS'),
});
async function journal(documentNo: string) {
  const row = await t.database.db
    .selectFrom('journal_transactions as jt')
    .innerJoin('agency_wallets as w', 'w.agency_id', 'jt.agency_id')
    .innerJoin('journal_entries as e', (join) =>
      join.onRef('e.transaction_id', '=', 'jt.id').onRef('e.account_id', '=', 'w.account_id'),
    )
    .select(['jt.created_at', 'jt.narration', 'e.amount_paise'])
    .where('jt.document_no', '=', documentNo)
    .executeTakeFirstOrThrow();
  return { date: new Date(row.created_at).toISOString(), narration: row.narration, amount: Number(row.amount_paise) };
}
async function cancellationRow(id: number) {
  return t.database.db.selectFrom('booking_cancellations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
async function plbPostPayments(agencyId: number) {
  return t.database.db
    .selectFrom('plb_post_payments as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .select([
      'p.booking_id',
      'p.plb_paise',
      'p.tds_paise',
      'p.credited_paise',
      'p.wallet_document_no',
      'b.transaction_id',
    ])
    .where('p.agency_id', '=', agencyId)
    .where('p.credited_paise', '>', 0)
    .orderBy('p.booking_id')
    .execute();
}
/** What the agency's wallet moved today, summed straight from its account's journal entries. */
async function walletMovedToday(agencyId: number): Promise<number> {
  const row = await sql<{ amount: string }>`
    select coalesce(sum(e.amount_paise), 0) as amount
    from journal_entries e
    join agency_wallets w on w.account_id = e.account_id
    join journal_transactions jt on jt.id = e.transaction_id
    where w.agency_id = ${agencyId} and jt.created_at >= ${new Date(`${today}T00:00:00+05:30`)}`.execute(t.database.db);
  return Number(row.rows[0]?.amount ?? 0);
}
const balanceOf = async (client: AgentClient) => (await client.get('/wallet')).body.mainBalancePaise as number;
const pnrsOf = (booking: FlightBooking) => [...new Set(booking.pnrs.map((entry) => entry.pnr))].join(', ');

describe('each report answers its rows from the bookings and the ledger', () => {
  it('flight sales: one row per wallet charge, the amount charged, the frozen commission and TDS, the PNR', async () => {
    const answer = await report(owner, 'flight-sales');
    expect(answer).toMatchObject({ kind: 'flight-sales', title: REPORTS['flight-sales'].title, agencyId: skywaysId });
    expect(answer.columns).toEqual(reportColumns('flight-sales', false));
    expect(answer.chart).toBeNull();
    const expected = [];
    for (const [booking, days] of [
      [made.flightPair, TRAVEL_DAYS],
      [made.flightOne, TRAVEL_DAYS + 1],
    ] as const) {
      const charged = await journal(booking.walletDocumentNo as string);
      expect(-charged.amount).toBe(booking.totalPaise);
      const lead = booking.travellers[0];
      expected.push({
        date: charged.date,
        documentNo: booking.walletDocumentNo,
        type: 'Booking',
        transactionId: booking.transactionId,
        reference: pnrsOf(booking),
        route: 'DEL-BOM',
        startsOn: addDays(today, days),
        leadTraveller: `${lead?.title} ${lead?.firstName} ${lead?.lastName}`,
        travellers: booking.travellers.length,
        amount: booking.totalPaise,
        ...earned(booking),
        status: 'Confirmed',
      });
    }
    const services = await journal(made.services.documentNo);
    expect(-services.amount).toBe(made.services.amountPaise);
    expected.push({
      ...expected[1],
      date: services.date,
      documentNo: made.services.documentNo,
      type: 'Services',
      amount: made.services.amountPaise,
      commission: 0,
      tds: 0,
    });
    expect(answer.rows).toEqual(expected);
    expect(answer.rows[0]?.commission).toBeGreaterThan(0);
    expect(answer.rows[0]?.tds).toBeGreaterThan(0);
    expect(answer.total).toBe(3);
    expectTotalsAreSums(answer);
    expect(answer.totals.travellers).toBe(2 + 1 + 1);
    // The status filter: the booking stays Confirmed after a part is cancelled.
    expect((await report(owner, 'flight-sales', { status: 'CONFIRMED' })).total).toBe(3);
    const cancelled = await report(owner, 'flight-sales', { status: 'CANCELLED' });
    expect(cancelled).toMatchObject({ rows: [], total: 0, totals: { amount: 0, commission: 0, tds: 0 } });
  });

  it('flight cancellations: the credit note, the charges and the refund the wallet got', async () => {
    const answer = await report(owner, 'flight-cancellations');
    const done = made.flightCancel;
    const stored = await cancellationRow(done.id);
    const refunded = await journal(done.walletDocumentNo as string);
    expect(refunded.amount).toBe(done.refundPaise);
    expect(answer.rows).toEqual([
      {
        date: new Date(stored.created_at).toISOString(),
        creditNoteNo: done.creditNoteNo,
        transactionId: made.flightPair.transactionId,
        reference: pnrsOf(made.flightPair),
        route: 'DEL-BOM',
        paid: Number(stored.paid_paise),
        supplierCharge: done.airlineChargePaise,
        otaCharge: done.otaChargePaise,
        gst: done.gstPaise,
        commissionReversed: done.commissionReversedPaise,
        refund: done.refundPaise,
      },
    ]);
    expect(answer.total).toBe(1);
    expectTotalsAreSums(answer);
  });

  it('bus sale and bus refund: the ticket and operator PNR, what was charged and refunded', async () => {
    const sales = await report(owner, 'bus-sales');
    const bus = made.bus;
    const charged = await journal(bus.walletDocumentNo as string);
    expect(sales.rows).toEqual([
      {
        date: charged.date,
        documentNo: bus.walletDocumentNo,
        type: 'Booking',
        transactionId: bus.transactionId,
        reference: `${bus.ticketNo}, ${bus.operatorPnr}`,
        route: `${bus.trip.from} – ${bus.trip.to}`,
        startsOn: bus.trip.departureDate,
        leadTraveller: 'Kavya Reddy',
        travellers: 2,
        amount: bus.totalPaise,
        ...earned(bus),
        status: 'Confirmed',
      },
    ]);
    expect(-charged.amount).toBe(bus.totalPaise);
    expectTotalsAreSums(sales);
    const refunds = await report(owner, 'bus-refunds');
    expect(refunds.rows).toEqual([
      expect.objectContaining({
        creditNoteNo: made.busCancel.creditNoteNo,
        transactionId: bus.transactionId,
        reference: `${bus.ticketNo}, ${bus.operatorPnr}`,
        supplierCharge: made.busCancel.airlineChargePaise,
        refund: made.busCancel.refundPaise,
      }),
    ]);
    expect((await journal(made.busCancel.walletDocumentNo as string)).amount).toBe(made.busCancel.refundPaise);
    expectTotalsAreSums(refunds);
  });

  it('hotel sales and cancellations: the voucher, the hotel, check-in, what was charged and refunded', async () => {
    const sales = await report(owner, 'hotel-sales');
    const hotel = made.hotel;
    const charged = await journal(hotel.walletDocumentNo as string);
    expect(sales.rows).toEqual([
      expect.objectContaining({
        date: charged.date,
        documentNo: hotel.walletDocumentNo,
        type: 'Booking',
        transactionId: hotel.transactionId,
        reference: `Voucher ${hotel.voucherNo}, confirmation ${hotel.supplierRef}`,
        route: `${hotel.hotel.name}, ${hotel.hotel.city}`,
        startsOn: hotel.checkIn,
        travellers: 2,
        amount: hotel.totalPaise,
        status: 'Confirmed',
      }),
    ]);
    expect(-charged.amount).toBe(hotel.totalPaise);
    const cancellations = await report(owner, 'hotel-cancellations');
    expect(cancellations.rows).toEqual([
      expect.objectContaining({
        creditNoteNo: made.hotelCancel.creditNoteNo,
        transactionId: hotel.transactionId,
        refund: made.hotelCancel.refundPaise,
        supplierCharge: 0,
      }),
    ]);
    expect(made.hotelCancel.refundPaise).toBeGreaterThan(0);
    expectTotalsAreSums(cancellations);
  });

  it('receipts: the approved deposit and the online top-up, their modes and amounts', async () => {
    const answer = await report(owner, 'receipts');
    const posted = await journal(made.depositDocumentNo);
    const online = await journal(made.topUpDocumentNo);
    expect(answer.rows).toEqual([
      {
        date: posted.date,
        documentNo: made.depositDocumentNo,
        type: 'Top-up receipt',
        mode: 'NEFT',
        narration: posted.narration,
        amount: 300_000_00,
      },
      {
        date: online.date,
        documentNo: made.topUpDocumentNo,
        type: 'Top-up receipt',
        mode: 'Payment Gateway',
        narration: online.narration,
        amount: 2500_00,
      },
    ]);
    expect(posted.narration).toContain(made.depositReference);
    expect(answer.totals).toEqual({ amount: 300_000_00 + 2500_00 });
  });

  it('notes: credit and debit notes, the PLB post pay credit notes among them; filtered by kind; over two pages', async () => {
    const answer = await allRows(owner, 'notes');
    const postPay = await plbPostPayments(skywaysId);
    // Both flights earned PLB post pay; the cancelled traveller's share of the pair was taken back.
    expect(postPay.map((row) => Number(row.booking_id))).toEqual([made.flightPair.id, made.flightOne.id]);
    const notes = made.notes.filter((note) => note.kind === 'CREDIT_NOTE' || note.kind === 'DEBIT_NOTE');
    const expected = [
      ...notes.map((note) => ({ documentNo: note.documentNo, amount: note.amountPaise })),
      ...postPay.map((row) => ({ documentNo: row.wallet_document_no, amount: Number(row.credited_paise) })),
    ];
    expect(answer.total).toBe(expected.length);
    expect(answer.total).toBeGreaterThan(REPORT_PAGE_SIZE);
    expect(answer.rows.map((row) => ({ documentNo: row.documentNo, amount: row.amount }))).toEqual(expected);
    for (const row of postPay) {
      const shown = answer.rows.find((entry) => entry.documentNo === row.wallet_document_no);
      expect(shown).toMatchObject({ type: 'Credit note' });
      expect(String(shown?.narration)).toContain(`PLB post pay on ${row.transaction_id}`);
    }
    expect(answer.rows.find((row) => row.documentNo === notes[1]?.documentNo)).toMatchObject({
      type: 'Debit note',
      narration: 'DEBIT_NOTE for the reports',
      amount: -234_50,
    });
    expectTotalsAreSums(answer, answer.rows);

    const debits = await report(owner, 'notes', { noteKind: 'DEBIT_NOTE' });
    expect(debits.rows.map((row) => row.documentNo)).toEqual([notes[1]?.documentNo]);
    expect(debits.totals.amount).toBe(-234_50);
    const credits = await report(owner, 'notes', { noteKind: 'CREDIT_NOTE' });
    expect(credits.total).toBe(expected.length - 1);
    expect(credits.totals.amount).toBe(Number(answer.totals.amount) + 234_50);
  });

  it('transfers: fund transfers in, reversals out; filtered by kind', async () => {
    const answer = await report(owner, 'transfers');
    const moved = made.notes.filter((note) => note.kind.startsWith('FUND_'));
    expect(answer.rows).toEqual(
      await Promise.all(
        moved.map(async (note) => ({
          date: (await journal(note.documentNo)).date,
          documentNo: note.documentNo,
          type: note.kind === 'FUND_TRANSFER' ? 'Fund transfer' : 'Fund reversal',
          narration: note.narration,
          amount: note.amountPaise,
        })),
      ),
    );
    expect(answer.totals.amount).toBe(5000_00 - 1000_25);
    const reversals = await report(owner, 'transfers', { transferKind: 'FUND_REVERSAL' });
    expect(reversals.rows.map((row) => row.amount)).toEqual([-1000_25]);
  });

  it('tds: commission and PLB credited and TDS deducted this quarter, with the agency PAN and section', async () => {
    const answer = await report(owner, 'tds');
    const postPay = await plbPostPayments(skywaysId);
    const sales = [made.flightPair, made.flightOne, made.bus, made.hotel].map((booking) => ({
      id: booking.id,
      ...earned(booking),
    }));
    const credits = [
      ...sales,
      ...postPay.map((row) => ({
        id: Number(row.booking_id),
        commission: Number(row.plb_paise),
        tds: Number(row.tds_paise),
      })),
    ].filter((entry) => entry.commission > 0 || entry.tds > 0);
    // A booking's sale and its post pay in the same quarter are two credits, as a TDS return lists them.
    expect(new Set(credits.map((entry) => entry.id)).size).toBeLessThan(credits.length);
    const quarter = `Q${financialQuarterOf(today)} FY ${financialYearOf(today).label}`;
    expect(answer.rows).toEqual([
      {
        quarter,
        pan: 'AAKCS1234F',
        credits: credits.length,
        commission: credits.reduce((total, entry) => total + entry.commission, 0),
        tds: credits.reduce((total, entry) => total + entry.tds, 0),
        section: taxRowOn('TDS_COMMISSION', today).section,
      },
    ]);
    expect(answer.rows[0]?.commission).toBeGreaterThan(0);
    expectTotalsAreSums(answer);
  });

  it('daily sales: the day’s sales by product, refunds and net, with the chart; by month the same', async () => {
    const answer = await report(owner, 'sales');
    const flights = made.flightPair.totalPaise + made.flightOne.totalPaise + made.services.amountPaise;
    const refunds = made.flightCancel.refundPaise + made.busCancel.refundPaise + made.hotelCancel.refundPaise;
    const day = {
      period: today,
      // Every wallet charge: four bookings and the services bought later.
      bookings: 5,
      flights,
      buses: made.bus.totalPaise,
      hotels: made.hotel.totalPaise,
      refunds,
      net: flights + made.bus.totalPaise + made.hotel.totalPaise - refunds,
    };
    expect(answer.rows).toEqual([day]);
    expect(answer.chart).toEqual([
      { period: today, flights, buses: made.bus.totalPaise, hotels: made.hotel.totalPaise },
    ]);
    expectTotalsAreSums(answer);
    const month = await report(owner, 'sales', { period: 'MONTH' });
    expect(month.rows).toEqual([{ ...day, period: today.slice(0, 7) }]);
  });
});

describe('the reports add up to the wallet', () => {
  it('sales, receipts, notes and transfers together are the wallet’s movement over the period, to the paisa', async () => {
    const sales = await report(owner, 'sales');
    const receipts = await report(owner, 'receipts');
    const notes = await report(owner, 'notes');
    const transfers = await report(owner, 'transfers');
    const moved = await walletMovedToday(skywaysId);
    const reported = -Number(sales.totals.net) + Number(receipts.totals.amount) + Number(notes.totals.amount);
    expect(reported + Number(transfers.totals.amount)).toBe(moved);
    // The wallet opened at nothing today: its balance is the day's movement.
    expect(await balanceOf(owner)).toBe(moved);
    // The sales report's net is what the product reports charged less what their cancellations refunded.
    const charged = await Promise.all(
      (['flight-sales', 'bus-sales', 'hotel-sales'] as const).map((kind) => report(owner, kind)),
    );
    const refunded = await Promise.all(
      (['flight-cancellations', 'bus-refunds', 'hotel-cancellations'] as const).map((kind) => report(owner, kind)),
    );
    expect(sales.totals.net).toBe(
      charged.reduce((total, entry) => total + Number(entry.totals.amount), 0) -
        refunded.reduce((total, entry) => total + Number(entry.totals.refund), 0),
    );
    await assertLedgerConsistent(t.database.db);
  });

  it('the same for the other agency, and for every agency together in the back office', async () => {
    const kinds = ['sales', 'receipts', 'notes', 'transfers'] as const;
    const reconcile = (answers: ReportAnswer[]) =>
      -Number(answers[0]?.totals.net) +
      answers.slice(1).reduce((total, entry) => total + Number(entry.totals.amount), 0);
    const theirs = await Promise.all(kinds.map((kind) => report(otherOwner, kind)));
    expect(reconcile(theirs)).toBe(await walletMovedToday(ghumakkadId));
    const everyone = await Promise.all(kinds.map((kind) => report(admin, kind, {}, true)));
    expect(reconcile(everyone)).toBe((await walletMovedToday(skywaysId)) + (await walletMovedToday(ghumakkadId)));
  });
});

describe('pages and empty periods', () => {
  it('answers 25 rows a page; totals are the whole period’s on every page; past the end, no rows', async () => {
    const first = await report(owner, 'notes');
    const second = await report(owner, 'notes', { page: 2 });
    expect(first.rows).toHaveLength(REPORT_PAGE_SIZE);
    expect(first).toMatchObject({ page: 1, pageSize: REPORT_PAGE_SIZE });
    expect(second.page).toBe(2);
    expect(second.rows).toHaveLength(first.total - REPORT_PAGE_SIZE);
    expect(second.totals).toEqual(first.totals);
    expect(second.total).toBe(first.total);
    const firstIds = new Set(first.rows.map((row) => row.documentNo));
    expect(second.rows.some((row) => firstIds.has(row.documentNo))).toBe(false);
    for (const kind of ['flight-sales', 'sales', 'tds'] as const) {
      const one = await report(owner, kind);
      const two = await report(owner, kind, { page: 2 });
      expect(two.rows, kind).toEqual([]);
      expect(two.totals, kind).toEqual(one.totals);
      expect(two.total, kind).toBe(one.total);
    }
  });

  it('a period with nothing in it answers no rows and zero totals, for every report', async () => {
    const quiet = { from: addDays(today, -40), to: addDays(today, -1) };
    for (const kind of REPORT_KINDS) {
      const answer = await report(owner, kind, quiet);
      expect(answer.rows, kind).toEqual([]);
      expect(answer.total, kind).toBe(0);
      for (const column of answer.columns.filter((entry) => entry.total)) {
        expect(answer.totals[column.key] ?? 0, `${kind} ${column.key}`).toBe(0);
      }
    }
  });
});

describe('who sees what', () => {
  it('staff read their agency’s reports as the owner does', async () => {
    for (const kind of ['flight-sales', 'notes', 'tds'] as const) {
      expect(await report(staff, kind)).toEqual(await report(owner, kind));
    }
    expectStatus(await staff.get(`/reports/receipts/export?format=csv&${period}`), 200);
  });

  it('an agency sees only its own rows, also when it names another agency', async () => {
    const theirs = await report(otherOwner, 'flight-sales');
    expect(theirs.rows.map((row) => row.transactionId)).toEqual([made.otherFlight.transactionId]);
    expect(theirs.agencyId).toBe(ghumakkadId);
    const naming = await report(otherOwner, 'flight-sales', { agencyId: skywaysId });
    expect(naming).toEqual(theirs);
    for (const kind of REPORT_KINDS) {
      const text = JSON.stringify(await report(otherOwner, kind, { agencyId: skywaysId }));
      for (const secret of [
        made.flightPair.transactionId,
        made.bus.transactionId,
        made.depositDocumentNo,
        'AAKCS1234F',
      ]) {
        expect(text, kind).not.toContain(secret);
      }
    }
    const file = await otherOwner.get(`/reports/notes/export?format=csv&${period}&agencyId=${skywaysId}`);
    expectStatus(file, 200);
    expect(file.raw.toString('utf8')).not.toContain(made.notes[0]?.documentNo);
    // Skyways does not see Ghumakkad's flight either.
    const own = await report(owner, 'flight-sales', { agencyId: ghumakkadId });
    expect(own.rows.map((row) => row.transactionId)).not.toContain(made.otherFlight.transactionId);
  });

  it('agents are refused the back office reports', async () => {
    for (const client of [owner, staff, otherOwner]) {
      expectStatus(await client.get(`/admin/reports/flight-sales?${period}`), 403);
      expectStatus(await client.get(`/admin/reports/flight-sales/export?format=csv&${period}`), 403);
    }
    expectStatus(await admin.get(`/reports/flight-sales?${period}`), 403);
  });

  it('the back office sees every agency with an agency column, or one agency as it sees itself', async () => {
    const all = await report(admin, 'flight-sales', {}, true);
    expect(all.agencyId).toBeNull();
    expect(all.columns).toEqual(reportColumns('flight-sales', true));
    expect(all.columns[0]?.key).toBe('agency');
    expect(all.rows.map((row) => row.transactionId).sort()).toEqual(
      [
        made.flightPair.transactionId,
        made.flightOne.transactionId,
        made.flightOne.transactionId,
        made.otherFlight.transactionId,
      ].sort(),
    );
    const codes = await t.database.db.selectFrom('agencies').select(['id', 'company_name', 'agency_code']).execute();
    const nameOf = (id: number) => {
      const agency = codes.find((row) => Number(row.id) === id);
      return `${agency?.company_name} (${agency?.agency_code})`;
    };
    expect(all.rows.find((row) => row.transactionId === made.otherFlight.transactionId)?.agency).toBe(
      nameOf(ghumakkadId),
    );
    expect(all.rows.find((row) => row.transactionId === made.flightOne.transactionId)?.agency).toBe(nameOf(skywaysId));
    expectTotalsAreSums(all);

    const one = await report(admin, 'flight-sales', { agencyId: skywaysId }, true);
    expect(one).toEqual(await report(owner, 'flight-sales'));
    const tds = await report(admin, 'tds', {}, true);
    expect(tds.rows.map((row) => row.pan).sort()).toEqual(['AAKCS1234F', 'BQRPS4321K']);
    expectTotalsAreSums(tds);
    const receipts = await report(admin, 'receipts', { agencyId: ghumakkadId }, true);
    expect(receipts.totals.amount).toBe(100_000_00);
  });
});

/** A small RFC 4180 reader: lines of cells, quotes and doubled quotes undone. */
function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = '';
      at++;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) lines.push([...cells, cell]);
  return lines;
}

describe('exports', () => {
  it('CSV: the shown columns as the heading, a line a row, money in rupees, a Total line', async () => {
    const shown = await report(owner, 'flight-sales');
    const file = expectStatus(await owner.get(`/reports/flight-sales/export?format=csv&${period}`), 200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="flight-sales-${today}-to-${today}.csv"`);
    const text = file.raw.toString('utf8').replace(/^\uFEFF/, '');
    const lines = parseCsv(text);
    expect(lines[0]).toEqual(shown.columns.map((column) => column.label));
    expect(lines).toHaveLength(1 + shown.rows.length + 1);
    const at = (key: string) => shown.columns.findIndex((column) => column.key === key);
    for (const [index, row] of shown.rows.entries()) {
      const cells = lines[index + 1] as string[];
      expect(cells[at('amount')]).toBe((Number(row.amount) / 100).toFixed(2));
      expect(cells[at('commission')]).toBe((Number(row.commission) / 100).toFixed(2));
      expect(cells[at('reference')]).toBe(row.reference);
      expect(cells[at('transactionId')]).toBe(row.transactionId);
      expect(cells[at('date')]).toBe(formatDisplayDateTime(String(row.date)));
    }
    const total = lines.at(-1) as string[];
    expect(total[0]).toBe('Total');
    expect(total[at('amount')]).toBe((Number(shown.totals.amount) / 100).toFixed(2));
    expect(total[at('tds')]).toBe((Number(shown.totals.tds) / 100).toFixed(2));
    expect(total[at('travellers')]).toBe(String(shown.totals.travellers));
    expect(total[at('transactionId')]).toBe('');

    // The whole period, not one page: every note, and negative money as such.
    const notes = expectStatus(await owner.get(`/reports/notes/export?format=csv&${period}`), 200);
    const noteLines = parseCsv(notes.raw.toString('utf8').replace(/^\uFEFF/, ''));
    const all = await allRows(owner, 'notes');
    expect(noteLines).toHaveLength(1 + all.total + 1);
    expect(noteLines.some((cells) => cells.includes('-234.50'))).toBe(true);
    expect(noteLines.at(-1)?.at(-1)).toBe((Number(all.totals.amount) / 100).toFixed(2));

    // The sales report's periods as the screen writes them.
    const sales = expectStatus(await owner.get(`/reports/sales/export?format=csv&period=MONTH&${period}`), 200);
    const salesLines = parseCsv(sales.raw.toString('utf8').replace(/^\uFEFF/, ''));
    expect(salesLines.map((cells) => cells[0])).toEqual(['Period', periodText(today.slice(0, 7)), 'Total']);
  });

  it('XLSX: opens in ExcelJS with the same heading and a row per report row, and a totals row', async () => {
    const cases = [
      { client: owner, path: '/reports/notes/export', kind: 'notes', shown: await allRows(owner, 'notes') },
      {
        client: admin,
        path: '/admin/reports/flight-sales/export',
        kind: 'flight-sales',
        shown: await report(admin, 'flight-sales', {}, true),
      },
    ] as const;
    for (const { client, path, kind, shown } of cases) {
      const file = expectStatus(await client.get(`${path}?format=xlsx&${period}`), 200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="${kind}-${today}-to-${today}.xlsx"`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(shown.columns.map((column) => column.label));
      expect(shown.rows).toHaveLength(shown.total);
      expect(sheet.rowCount).toBe(1 + shown.total + 1);
      const amountAt = shown.columns.findIndex((column) => column.key === 'amount') + 1;
      const dateAt = shown.columns.findIndex((column) => column.key === 'date') + 1;
      for (const [index, row] of shown.rows.entries()) {
        const cells = sheet.getRow(index + 2);
        expect(cells.getCell(amountAt).value).toBeCloseTo(Number(row.amount) / 100, 2);
        // Excel keeps wall-clock times: the cell reads as the time in India.
        expect((cells.getCell(dateAt).value as Date).getTime()).toBe(Date.parse(String(row.date)) + IST_OFFSET_MS);
      }
      const totals = sheet.getRow(sheet.rowCount);
      expect(totals.getCell(1).value).toBe('Total');
      expect(totals.getCell(amountAt).value).toBeCloseTo(Number(shown.totals.amount) / 100, 2);
    }
  });
});

describe('refusals', () => {
  const refused = async (client: AgentClient, url: string, fields: Record<string, string>) => {
    const answer = expectStatus(await client.get(url), 422);
    expect(answer.body.error.fields, url).toEqual(fields);
  };

  it('names the field: missing dates, To before From, more than 366 days, the future, a filter not offered', async () => {
    await refused(owner, '/reports/flight-sales', { from: REPORT_MSG.fromRequired, to: REPORT_MSG.toRequired });
    await refused(owner, `/reports/flight-sales?from=${today}`, { to: REPORT_MSG.toRequired });
    await refused(owner, `/reports/flight-sales?from=&to=${today}`, { from: REPORT_MSG.fromRequired });
    await refused(owner, `/reports/flight-sales?from=2026-02-30&to=${today}`, { from: REPORT_MSG.fromRequired });
    await refused(owner, `/reports/sales?from=${today}&to=${addDays(today, -1)}`, {
      to: REPORT_MSG_DECIDED.toBeforeFrom,
    });
    await refused(owner, `/reports/sales?from=${addDays(today, -366)}&to=${today}`, { to: REPORT_MSG_DECIDED.range });
    expectStatus(await owner.get(`/reports/sales?from=${addDays(today, -365)}&to=${today}`), 200);
    await refused(owner, `/reports/receipts?from=${today}&to=${addDays(today, 1)}`, { to: REPORT_MSG_DECIDED.future });
    await refused(owner, `/reports/receipts?from=${addDays(today, 1)}&to=${addDays(today, 2)}`, {
      from: REPORT_MSG_DECIDED.future,
      to: REPORT_MSG_DECIDED.future,
    });
    await refused(owner, `/reports/flight-sales?${period}&status=BOOKED`, { status: REPORT_MSG_DECIDED.filter });
    await refused(owner, `/reports/flight-cancellations?${period}&status=CONFIRMED`, {
      status: REPORT_MSG_DECIDED.filter,
    });
    await refused(owner, `/reports/sales?${period}&period=WEEK`, { period: REPORT_MSG_DECIDED.filter });
    await refused(owner, `/reports/receipts?${period}&period=MONTH`, { period: REPORT_MSG_DECIDED.filter });
    await refused(owner, `/reports/notes?${period}&noteKind=FUND_TRANSFER`, { noteKind: REPORT_MSG_DECIDED.filter });
    await refused(owner, `/reports/transfers?${period}&transferKind=CREDIT_NOTE`, {
      transferKind: REPORT_MSG_DECIDED.filter,
    });
    await refused(owner, `/reports/notes/export?format=csv&${period}&noteKind=x`, {
      noteKind: REPORT_MSG_DECIDED.filter,
    });
    await refused(admin, `/admin/reports/tds?${period}&agencyId=abc`, { agencyId: REPORT_MSG_DECIDED.agency });
    await refused(admin, `/admin/reports/tds?${period}&agencyId=0`, { agencyId: REPORT_MSG_DECIDED.agency });
    await refused(admin, `/admin/reports/tds?${period}&agencyId=999999`, { agencyId: REPORT_MSG_DECIDED.agency });
    await refused(admin, `/admin/reports/tds?${period}&agencyId=9999999999`, { agencyId: REPORT_MSG_DECIDED.agency });
    await refused(admin, `/admin/reports/tds/export?format=xlsx&${period}&agencyId=999999`, {
      agencyId: REPORT_MSG_DECIDED.agency,
    });
  });

  it('odd input is refused without a server error and changes nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('journal_transactions')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { count: await count(), balance: await balanceOf(owner) };
    const huge = 'x'.repeat(20_000);
    const urls = [
      `/reports/flight-sales?from=%00%01%1F&to=${today}`,
      `/reports/flight-sales?from=${today}%00&to=${today}`,
      `/reports/flight-sales?from=${huge}&to=${today}`,
      `/reports/flight-sales?from=${today}&from=${today}&to=${today}`,
      `/reports/flight-sales?from[]=${today}&to=${today}`,
      `/reports/flight-sales?${period}&page=0`,
      `/reports/flight-sales?${period}&page=-1`,
      `/reports/flight-sales?${period}&page=abc`,
      `/reports/flight-sales?${period}&page=1.5`,
      `/reports/flight-sales?${period}&page=99999999999999999999`,
      `/reports/flight-sales?${period}&status=${encodeURIComponent("CONFIRMED' or 1=1 --")}`,
      `/reports/flight-sales?${period}&status=%E2%80%AE`,
      `/reports/everything?${period}`,
      `/reports/${encodeURIComponent('../admin')}?${period}`,
      `/reports/flight-sales/export?format=pdf&${period}`,
      `/reports/flight-sales/export?format=csv&format=xlsx&${period}`,
      `/reports/flight-sales?${period}&agencyId=${huge}`,
      `/admin/reports/flight-sales?${period}&agencyId=1e3`,
      `/admin/reports/flight-sales?${period}&agencyId=${encodeURIComponent('1 or 1=1')}`,
      `/admin/reports/flight-sales?${period}&agencyId=1&agencyId=2`,
      `/admin/reports/flight-sales?${period}&agencyId=%00`,
    ];
    for (const url of urls) {
      const answer = await (url.startsWith('/admin') ? admin : owner).get(url);
      expect(answer.status, url).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
      expect(JSON.stringify(answer.body), url).not.toContain('AAKCS1234F');
    }
    // An agency's own reports drop an agencyId it sends, even a malformed one: its own rows, no refusal.
    const stray = expectStatus(await owner.get(`/reports/flight-sales?${period}&agencyId=-1`), 200);
    expect(stray.body.agencyId).toBe(skywaysId);
    // A page far past the end is no error: it has no rows.
    const far = await report(owner, 'flight-sales', { page: 100_000 });
    expect(far.rows).toEqual([]);
    expect(far.total).toBe(3);
    expect({ count: await count(), balance: await balanceOf(owner) }).toEqual(before);
  });
});

describe('the period is India’s days', () => {
  it('stamps a cancellation and a PLB post pay at their journal line’s instant, so both reports see one day', async () => {
    const stamped = await sql<{ what: string; row_at: Date; journal_at: Date }>`
      select 'cancellation ' || c.credit_note_no as what, c.created_at as row_at, jt.created_at as journal_at
        from booking_cancellations c join journal_transactions jt on jt.document_no = c.wallet_document_no
      union all
      select 'post pay ' || p.wallet_document_no, p.credited_at, jt.created_at
        from plb_post_payments p join journal_transactions jt on jt.document_no = p.wallet_document_no`.execute(
      t.database.db,
    );
    expect(stamped.rows.filter((row) => row.what.startsWith('cancellation')).length).toBeGreaterThanOrEqual(3);
    expect(stamped.rows.filter((row) => row.what.startsWith('post pay')).length).toBeGreaterThanOrEqual(1);
    for (const row of stamped.rows) {
      expect(new Date(row.row_at).toISOString(), row.what).toBe(new Date(row.journal_at).toISOString());
    }
  });

  it('counts a charge at 23:59:59.999 in India on that day, and one at midnight on the next', async () => {
    const yesterday = addDays(today, -1);
    const documentNo = made.otherFlight.walletDocumentNo as string;
    const original = await t.database.db
      .selectFrom('journal_transactions')
      .select('created_at')
      .where('document_no', '=', documentNo)
      .executeTakeFirstOrThrow();
    // Ledger rows are immutable: the test lifts the guard for this one move, and puts the row back after.
    const trigger = (on: boolean) =>
      sql`alter table journal_transactions ${sql.raw(on ? 'enable' : 'disable')} trigger journal_transactions_immutable`.execute(
        t.database.db,
      );
    const moveTo = async (instant: Date) => {
      await trigger(false);
      try {
        await sql`update journal_transactions set created_at = ${instant} where document_no = ${documentNo}`.execute(
          t.database.db,
        );
      } finally {
        await trigger(true);
      }
      // The report totals were added when the charge was written: the agency's are added again from its ledger.
      const agencyId = sql`(select agency_id from journal_transactions where document_no = ${documentNo})`;
      await t.database.db.transaction().execute(async (trx) => {
        await sql`delete from report_days where agency_id = ${agencyId}`.execute(trx);
        await sql`select report_days_add_journal(array(select id from journal_transactions where agency_id = ${agencyId}))`.execute(
          trx,
        );
        await sql`select report_days_add_cancellations(array(
          select c.id from booking_cancellations c join bookings b on b.id = c.booking_id where b.agency_id = ${agencyId}))`.execute(
          trx,
        );
        await sql`select report_days_add_plb(array(select booking_id from plb_post_payments where agency_id = ${agencyId}))`.execute(
          trx,
        );
      });
    };
    const days = { from: yesterday, to: today };
    const flightsOn = async (day: string) =>
      (await report(otherOwner, 'flight-sales', { from: day, to: day })).rows.map((row) => row.documentNo);
    try {
      await moveTo(new Date(`${yesterday}T23:59:59.999+05:30`));
      expect(await flightsOn(yesterday)).toEqual([documentNo]);
      expect(await flightsOn(today)).toEqual([]);
      const late = await report(otherOwner, 'sales', days);
      expect(late.rows.map((row) => [row.period, row.flights])).toEqual([[yesterday, made.otherFlight.totalPaise]]);
      const byMonth = await report(otherOwner, 'sales', { ...days, period: 'MONTH' });
      expect(byMonth.rows.map((row) => row.period)).toEqual([yesterday.slice(0, 7)]);

      await moveTo(new Date(`${today}T00:00:00.000+05:30`));
      expect(await flightsOn(yesterday)).toEqual([]);
      expect(await flightsOn(today)).toEqual([documentNo]);
      const early = await report(otherOwner, 'sales', days);
      expect(early.rows.map((row) => [row.period, row.flights])).toEqual([[today, made.otherFlight.totalPaise]]);

      // The TDS report's quarters are India's too: the sale on the last instant of the last quarter is that
      // quarter's, its post pay this quarter's; at midnight both are this quarter's, two credits.
      const month = Number(today.slice(5, 7));
      const quarterStart = `${today.slice(0, 5)}${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
      const lastQuarterEnd = addDays(quarterStart, -1);
      const sale = earned(made.otherFlight);
      const [postPay] = await plbPostPayments(ghumakkadId);
      const plb = { commission: Number(postPay?.plb_paise), tds: Number(postPay?.tds_paise) };
      const quarterOf = (day: string) => `Q${financialQuarterOf(day)} FY ${financialYearOf(day).label}`;
      const quarters = async () =>
        (await report(otherOwner, 'tds', { from: lastQuarterEnd, to: today })).rows.map((row) => [
          row.quarter,
          row.credits,
          row.commission,
          row.tds,
        ]);
      await moveTo(new Date(`${lastQuarterEnd}T23:59:59.999+05:30`));
      expect(await quarters()).toEqual([
        [quarterOf(lastQuarterEnd), 1, sale.commission, sale.tds],
        [quarterOf(today), 1, plb.commission, plb.tds],
      ]);
      await moveTo(new Date(`${quarterStart}T00:00:00.000+05:30`));
      expect(await quarters()).toEqual([[quarterOf(today), 2, sale.commission + plb.commission, sale.tds + plb.tds]]);
    } finally {
      await moveTo(new Date(original.created_at));
    }
    expect((await flightsOn(today)).length).toBe(1);
    await assertLedgerConsistent(t.database.db);
  });
});
