/**
 * Report data (issue 24): agencies with a year (or any number of days) of wallet business, written straight into
 * the database for the reports' benchmark and their reconciliation test. Deterministic for a seed and an end day.
 *
 * Every movement is what the application itself would have written: a journal transaction of two entries summing to
 * zero (the agency's wallet against an operator account), the wallet's balance kept equal to the sum of its account's
 * entries, and the rows that go with it — a booking whose `wallet_document_no` is its BOOKING transaction's document
 * number and whose fare carries the commission, PLB and TDS it earned; a cancellation refunded to the wallet with
 * its GST credit note; a reschedule's new booking; services added later; an approved deposit with its top-up (and a
 * payment gateway's confirmation charge, which never touches the wallet); credit and debit notes; fund transfers and
 * reversals; PLB post pay after travel (a row for every travelled booking, credited when there is something to
 * credit, as the job does). Ids and document numbers are drawn from the application's own sequences, so generated
 * rows never collide with real ones, before or after. No wallet is ever taken below zero: a top-up comes first.
 *
 * Not written: a product's own details (flight itineraries, bus tickets, hotel stays). The reports then show no
 * route, reference or traveller for generated bookings; nothing else in them depends on those rows.
 *
 * Rows go in through `jsonb_to_recordset`, a few thousand per statement, one database transaction per batch of days.
 */
import type { Earned } from '@tripsetu/domain/commissions.ts';
import { earningsOf } from '@tripsetu/domain/commissions.ts';
import { financialYear } from '@tripsetu/domain/customer-invoice.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { fareSummary, SUMMARY_LABELS, type SummaryCode, type SummaryLine } from '@tripsetu/domain/fare-summary.ts';
import { GST_ON_OTA_CHARGE_PERCENT, otaChargeOn } from '@tripsetu/domain/flight-cancellation.ts';
import { tdsOnCommission } from '@tripsetu/domain/taxes.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import { DOCUMENT_PREFIX, type JournalKind } from '../../modules/wallet/wallet.service.ts';
import type { Database, ProductCode } from '../schema.ts';
import { mulberry32, randomInt } from './random.ts';

export interface ReportDataOptions {
  /** New approved agencies to create, each with an owner (who cannot sign in), a wallet and its ledger account. */
  agencies: number;
  /** Days of business, ending at `endDay`. */
  days: number;
  /** Bookings per agency per day, on average (0 to twice this many on a day). */
  bookingsPerDay: number;
  seed?: number;
  /** The last day (YYYY-MM-DD, India); yesterday by default, so that a report may ask for every day. */
  endDay?: string;
  /** Existing agencies to give the same business too (e.g. a demo agency a benchmark signs in as). */
  existingAgencyIds?: readonly number[];
  /** Roughly how many journal transactions to write per database transaction. */
  batchSize?: number;
  onProgress?: (message: string) => void;
}

/** What one agency's wallet did on one Indian day, by report; amounts in paise, as the reports show them. */
export interface DailyTally {
  agencyId: number;
  day: string;
  /** Every wallet entry (credits +, debits −). */
  wallet: number;
  /** BOOKING transactions: their count, and what each product's charged the wallet (positive). */
  sales: number;
  flights: number;
  buses: number;
  hotels: number;
  /** REFUND transactions (positive); by product, as the cancellation reports show them. */
  refunds: number;
  flightRefunds: number;
  busRefunds: number;
  hotelRefunds: number;
  /** Wallet side of DEPOSIT, CREDIT_NOTE + DEBIT_NOTE, FUND_TRANSFER + FUND_REVERSAL. */
  receipts: number;
  notes: number;
  transfers: number;
  /** Commission and PLB credited (on first sales and PLB post pay), and TDS on them; `credits` counts those. */
  credits: number;
  commission: number;
  tds: number;
}

export interface ReportDataResult {
  agencyIds: number[];
  /** The first and last day of business. */
  from: string;
  to: string;
  counts: Record<
    'bookings' | 'journalTransactions' | 'cancellations' | 'reschedules' | 'services' | 'deposits' | 'plbRows',
    number
  >;
  daily: DailyTally[];
  ms: number;
}

type Counter = 'OPERATOR_BANK' | 'OPERATOR_ADJUSTMENTS' | 'OPERATOR_SALES' | 'GATEWAY_CLEARING';
const PRODUCT_LETTER: Record<ProductCode, string> = { FLIGHT: 'F', BUS: 'B', HOTEL: 'H' };
const OFFLINE_MODES = ['NEFT', 'RTGS', 'IMPS', 'Online Transfer', 'Cheque', 'Cash Deposit'] as const;
const FIRST_NAMES = ['Aarav', 'Diya', 'Kabir', 'Meera', 'Rohan', 'Ananya', 'Vikram', 'Isha', 'Arjun', 'Sneha'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Das', 'Patel', 'Menon', 'Kulkarni'];
const AIRPORTS = ['DEL', 'BOM', 'BLR', 'MAA', 'CCU', 'HYD', 'PNQ', 'GOI', 'COK', 'JAI', 'AMD', 'LKO'];
const CARRIERS = ['6E', 'AI', 'UK', 'SG', 'QP', 'IX'];
const CITIES = ['Mumbai', 'Delhi', 'Bengaluru', 'Chennai', 'Kolkata', 'Hyderabad', 'Pune', 'Jaipur', 'Kochi'];
const DAY_MS = 86_400_000;
const gstOn = (paise: number, percent: number) => Math.round((paise * percent) / 100);

interface Agency {
  id: number;
  accountId: number;
  ownerId: number;
  pan: string;
  balance: number;
  /** What this batch added to the wallet (written to agency_wallets with the batch). */
  pending: number;
}

interface Booking {
  id: number;
  agency: Agency;
  product: ProductCode;
  transactionId: string;
  totalPaise: number;
  startsAt: number;
  /** Commission and PLB cut and pay, less TDS: what a cancellation takes its share of back. */
  earnedNet: number;
  plbPostPay: number;
  /** Travellers (flights, buses) or rooms (hotels), and a stay's nights (1 otherwise). */
  passengers: number;
  nights: number;
  /** Parts of the fare a cancellation prices: what the supplier may keep, and the rest. */
  keepable: number;
  taxes: number;
  commission: number;
}

/** Something that happens to the wallet at a later day than the event that planned it. */
type Planned =
  | { type: 'services'; booking: Booking; amount: number }
  | { type: 'reschedule'; booking: Booking; amount: number; shiftDays: number }
  | { type: 'cancel'; booking: Booking; share: number }
  | { type: 'plb'; booking: Booking; reversed: number };
type Event =
  | Planned
  | { type: 'book'; agency: Agency; product: ProductCode }
  | { type: 'deposit'; agency: Agency }
  | { type: 'note'; agency: Agency; kind: 'CREDIT_NOTE' | 'DEBIT_NOTE' | 'FUND_TRANSFER' | 'FUND_REVERSAL' };

/** Unique values of a sequence, fetched a block at a time: nobody else is ever given them. */
function sequencePool(db: Kysely<Database>, sequence: string, block = 20_000) {
  let values: number[] = [];
  let next = 0;
  return async (): Promise<number> => {
    if (next >= values.length) {
      const { rows } = await sql<{ n: number }>`
        select nextval(${sequence}::regclass) as n from generate_series(1, ${block})`.execute(db);
      values = rows.map((row) => Number(row.n));
      next = 0;
    }
    return values[next++] as number;
  };
}

type Row = Record<string, unknown>;
/** Rows written with one `insert … select from jsonb_to_recordset`: columns and their SQL types, in order. */
async function insertRows(trx: Transaction<Database>, table: string, columns: string, rows: readonly Row[]) {
  const names = columns.split(',').map((column) => column.trim().split(/\s+/)[0]);
  for (let at = 0; at < rows.length; at += 2_000) {
    const chunk = JSON.stringify(rows.slice(at, at + 2_000));
    await sql`insert into ${sql.table(table)} (${sql.raw(names.join(', '))})
      select ${sql.raw(names.join(', '))} from jsonb_to_recordset(${chunk}::jsonb) as x(${sql.raw(columns)})`.execute(
      trx,
    );
  }
}

const COLUMNS = {
  journal_transactions:
    'id bigint, agency_id bigint, kind text, document_no text, narration text, reference text, created_by bigint, created_at timestamptz',
  journal_entries: 'transaction_id bigint, account_id bigint, amount_paise bigint, created_at timestamptz',
  bookings: `id bigint, transaction_id text, product text, channel text, agency_id bigint, booked_by bigint, status text,
    payment_status text, contact jsonb, fare jsonb, total_paise bigint, markup_paise bigint, starts_at timestamptz,
    issued_at timestamptz, wallet_document_no text, created_at timestamptz, rescheduled_from bigint`,
  flight_bookings: `booking_id bigint, trip_type text, cabin text, fare_type text, international boolean, itinerary jsonb,
    travellers jsonb, fare_rules jsonb`,
  bus_blocks: `id bigint, trip_id text, agency_id bigint, agent_user_id bigint, boarding_point text, dropping_point text,
    travellers jsonb, contact jsonb, price jsonb, total_paise bigint, expires_at timestamptz, created_at timestamptz`,
  bus_bookings: `booking_id bigint, block_id bigint, trip_id text, journey_date date, trip jsonb, travellers jsonb,
    ticket_no text, operator_pnr text, search_text text`,
  hotel_bookings: `booking_id bigint, hotel_id text, room_type_id text, check_in date, check_out date, stay jsonb,
    rooms jsonb, voucher_no text, supplier_ref text, search_text text`,
  booking_reschedules: `booking_id bigint, new_booking_id bigint, selection jsonb, quote jsonb, fare_difference_paise bigint,
    airline_charge_paise bigint, ota_charge_paise bigint, gst_paise bigint, amount_paise bigint, wallet_document_no text,
    requested_by bigint, created_at timestamptz`,
  booking_cancellations: `booking_id bigint, status text, selection jsonb, quote jsonb, paid_paise bigint,
    airline_charge_paise bigint, ota_charge_paise bigint, gst_paise bigint, kept_paise bigint,
    commission_reversed_paise bigint, refund_paise bigint, wallet_document_no text, credit_note_no text,
    requested_by bigint, created_at timestamptz, refund_to text`,
  plb_post_payments: `booking_id bigint, agency_id integer, plb_paise bigint, tds_paise bigint, credited_paise bigint,
    tds_section text, wallet_document_no text, credited_at timestamptz`,
  wallet_deposits: `id bigint, agency_id bigint, mode text, reference text, holder_name text, deposit_date date,
    bank_account_id bigint, amount_paise bigint, status text, requested_by bigint, reviewed_by bigint,
    reviewed_at timestamptz, transaction_id bigint, created_at timestamptz`,
} as const;
type Table = keyof typeof COLUMNS;

/** Writes the agencies and their business; see the file's comment. */
export async function generateReportData(db: Kysely<Database>, options: ReportDataOptions): Promise<ReportDataResult> {
  const started = performance.now();
  const rng = mulberry32(options.seed ?? 24);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
  const chance = (p: number) => rng() < p;
  const endDay = options.endDay ?? addDays(todayInIndia(), -1);
  const firstDay = addDays(endDay, -(options.days - 1));
  const endInstant = Date.parse(`${addDays(endDay, 1)}T00:00:00+05:30`);
  const batchSize = options.batchSize ?? 20_000;
  const progress = options.onProgress ?? (() => {});

  const accounts = new Map<string, number>();
  for (const row of await db
    .selectFrom('ledger_accounts')
    .select(['id', 'code'])
    .where('agency_id', 'is', null)
    .execute())
    accounts.set(row.code, Number(row.id));
  const counter = (code: Counter) => {
    const id = accounts.get(code);
    if (id === undefined) throw new Error(`no ledger account ${code}: run the migrations first`);
    return id;
  };
  const admin = await db
    .selectFrom('agent_users')
    .select('id')
    .where('role', '=', 'ADMIN')
    .orderBy('id')
    .executeTakeFirst();
  const adminId = admin ? Number(admin.id) : null;
  const bankAccounts = (await db.selectFrom('operator_bank_accounts').select('id').orderBy('id').execute()).map((row) =>
    Number(row.id),
  );
  if (bankAccounts.length === 0) throw new Error('no operator bank account to deposit into: run the migrations first');
  const serial = (table: string) => sql<string>`pg_get_serial_sequence(${table}, 'id')`;
  const sequenceOf = async (table: string) =>
    String((await sql<{ s: string }>`select ${serial(table)} as s`.execute(db)).rows[0]?.s);
  const nextTransactionId = sequencePool(db, await sequenceOf('journal_transactions'));
  const nextBookingId = sequencePool(db, await sequenceOf('bookings'));
  const nextDepositId = sequencePool(db, await sequenceOf('wallet_deposits'), 5_000);
  const nextDocumentNo = sequencePool(db, 'journal_document_seq');
  const nextCreditNote = sequencePool(db, 'credit_note_serial', 5_000);
  const nextBlockId = sequencePool(db, await sequenceOf('bus_blocks'), 5_000);

  const agencies = [
    ...(await createAgencies(db, options.agencies, rng)),
    ...(await existingAgencies(db, options.existingAgencyIds ?? [])),
  ];
  progress(`${agencies.length} agencies ready`);

  // ── What is written, batch by batch ───────────────────────────────────────────────────────────
  const rows: Record<Table, Row[]> = {
    journal_transactions: [],
    journal_entries: [],
    bookings: [],
    flight_bookings: [],
    bus_blocks: [],
    bus_bookings: [],
    hotel_bookings: [],
    booking_reschedules: [],
    booking_cancellations: [],
    plb_post_payments: [],
    wallet_deposits: [],
  };
  const counts = {
    bookings: 0,
    journalTransactions: 0,
    cancellations: 0,
    reschedules: 0,
    services: 0,
    deposits: 0,
    plbRows: 0,
  };
  const daily = new Map<string, DailyTally>();
  const tally = (agency: Agency, at: number): DailyTally => {
    const day = todayInIndia(new Date(at));
    const key = `${agency.id}|${day}`;
    let found = daily.get(key);
    if (!found) {
      found = {
        agencyId: agency.id,
        day,
        wallet: 0,
        sales: 0,
        flights: 0,
        buses: 0,
        hotels: 0,
        refunds: 0,
        flightRefunds: 0,
        busRefunds: 0,
        hotelRefunds: 0,
        receipts: 0,
        notes: 0,
        transfers: 0,
        credits: 0,
        commission: 0,
        tds: 0,
      };
      daily.set(key, found);
    }
    return found;
  };

  /** One journal transaction: the wallet's entry and the counter account's, which sum to zero. */
  async function post(movement: {
    agency: Agency;
    kind: JournalKind;
    delta: number;
    counter: Counter;
    narration: string;
    reference: string;
    createdBy: number | null;
    at: number;
  }): Promise<{ id: number; documentNo: string }> {
    const id = await nextTransactionId();
    const documentNo = `${DOCUMENT_PREFIX[movement.kind]}${await nextDocumentNo()}`;
    const createdAt = new Date(movement.at).toISOString();
    rows.journal_transactions.push({
      id,
      agency_id: movement.agency.id,
      kind: movement.kind,
      document_no: documentNo,
      narration: movement.narration.slice(0, 200),
      reference: movement.reference,
      created_by: movement.createdBy,
      created_at: createdAt,
    });
    rows.journal_entries.push(
      {
        transaction_id: id,
        account_id: movement.agency.accountId,
        amount_paise: movement.delta,
        created_at: createdAt,
      },
      {
        transaction_id: id,
        account_id: counter(movement.counter),
        amount_paise: -movement.delta,
        created_at: createdAt,
      },
    );
    movement.agency.balance += movement.delta;
    movement.agency.pending += movement.delta;
    tally(movement.agency, movement.at).wallet += movement.delta;
    counts.journalTransactions += 1;
    return { id, documentNo };
  }

  /** An approved top-up: offline into a bank account, or through the gateway (with its confirmation charge). */
  async function deposit(agency: Agency, at: number, atLeast = 0) {
    const amount = Math.ceil((atLeast + randomInt(rng, 50, 500) * 1_000_00) / 1_000_00) * 1_000_00;
    const id = await nextDepositId();
    const online = chance(0.25);
    const mode = online ? 'Payment Gateway' : pick(OFFLINE_MODES);
    const reference = online ? `pay_R${id}` : `UTR${String(id).padStart(10, '0')}`;
    const movement = await post({
      agency,
      kind: 'DEPOSIT',
      delta: amount,
      counter: online ? 'GATEWAY_CLEARING' : 'OPERATOR_BANK',
      narration: `Deposit by ${mode} ${reference}`,
      reference: `deposit:${id}`,
      createdBy: online ? agency.ownerId : adminId,
      at,
    });
    rows.wallet_deposits.push({
      id,
      agency_id: agency.id,
      mode,
      reference,
      holder_name: `Report Agency ${agency.id}`,
      deposit_date: todayInIndia(new Date(at)),
      bank_account_id: online ? null : pick(bankAccounts),
      amount_paise: amount,
      status: 'APPROVED',
      requested_by: agency.ownerId,
      reviewed_by: online ? null : adminId,
      reviewed_at: new Date(at).toISOString(),
      transaction_id: movement.id,
      created_at: new Date(at - (online ? 0 : randomInt(rng, 10, 300) * 60_000)).toISOString(),
    });
    if (online) {
      // The §9 confirmation charge moves from gateway clearing to sales; the agency's wallet never sees it.
      const chargeId = await nextTransactionId();
      const createdAt = new Date(at).toISOString();
      rows.journal_transactions.push({
        id: chargeId,
        agency_id: agency.id,
        kind: 'GATEWAY_CHARGE',
        document_no: `${DOCUMENT_PREFIX.GATEWAY_CHARGE}${await nextDocumentNo()}`,
        narration: `Payment gateway confirmation charge for PO-R${id}`,
        reference: `payment:PO-R${id}`,
        created_by: agency.ownerId,
        created_at: createdAt,
      });
      rows.journal_entries.push(
        {
          transaction_id: chargeId,
          account_id: counter('GATEWAY_CLEARING'),
          amount_paise: -100,
          created_at: createdAt,
        },
        { transaction_id: chargeId, account_id: counter('OPERATOR_SALES'), amount_paise: 100, created_at: createdAt },
      );
      counts.journalTransactions += 1;
    }
    tally(agency, at).receipts += amount;
    counts.deposits += 1;
  }

  /** A debit from the wallet, topped up first when it would not cover it (the wallet refuses to go below zero). */
  async function debit(movement: Omit<Parameters<typeof post>[0], 'delta' | 'counter'> & { amount: number }) {
    if (movement.agency.balance < movement.amount) {
      await deposit(movement.agency, movement.at, movement.amount - movement.agency.balance);
    }
    return post({
      ...movement,
      delta: -movement.amount,
      counter: movement.kind === 'BOOKING' ? 'OPERATOR_SALES' : 'OPERATOR_ADJUSTMENTS',
    });
  }

  /** The product's own details beside the header: what its lists and the reports' traveller counts read. */
  async function details(booking: Booking, at: number) {
    const startsDay = dayOf(booking.startsAt);
    const time = new Date(booking.startsAt + 5.5 * 3_600_000).toISOString().slice(11, 16).replace(':', '');
    const people = Array.from({ length: booking.passengers }, (_, index) => ({
      index,
      title: index % 2 === 0 ? 'Mr' : 'Ms',
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
    }));
    const words = people.map((person) => `${person.firstName} ${person.lastName}`.toLowerCase()).join(' ');
    if (booking.product === 'FLIGHT') {
      const [origin, destination] = twoOf(AIRPORTS);
      const carrier = pick(CARRIERS);
      const segment = {
        carrier,
        flightNumber: `${carrier} ${randomInt(rng, 100, 9_999)}`,
        origin,
        destination,
        departureDate: startsDay,
        departureTime: time,
        arrivalDate: startsDay,
        arrivalTime: time,
        durationMinutes: randomInt(rng, 60, 180),
        aircraft: 'A320',
        cabin: 'ECONOMY',
        originTerminal: 'T1',
        destinationTerminal: 'T2',
      };
      rows.flight_bookings.push({
        booking_id: booking.id,
        trip_type: 'ONE_WAY',
        cabin: 'ECONOMY',
        fare_type: 'REGULAR',
        international: false,
        itinerary: [
          {
            itinerary: { segments: [segment], stops: 0, durationMinutes: segment.durationMinutes },
            fareFamily: 'Saver',
            baggage: { checkIn: '15 Kg', cabin: '7 Kg' },
          },
        ],
        travellers: people.map((person) => ({
          ...person,
          paxType: 'ADULT',
          dateOfBirth: '1988-04-12',
          gender: person.title === 'Mr' ? 'MALE' : 'FEMALE',
          passportNumber: '',
          passportExpiryDate: '',
          passportCountryCode: '',
          frequentFlyerNumber: '',
          specialAssistance: false,
          tickets: [
            {
              carrier,
              number: `${String(randomInt(rng, 100, 999))}2${String(booking.id * 10 + person.index).padStart(9, '0')}`,
            },
          ],
          legs: [{ seats: [], meals: [], baggage: [], services: [] }],
        })),
        fare_rules: {
          [`${origin}-${destination}`]: {
            cancellation: [
              { hoursBefore: 72, chargePaise: 3_000_00 },
              { hoursBefore: 4, chargePaise: 3_500_00 },
            ],
            reschedule: [
              { hoursBefore: 72, chargePaise: 2_500_00 },
              { hoursBefore: 4, chargePaise: 3_000_00 },
            ],
          },
        },
      });
      return;
    }
    if (booking.product === 'BUS') {
      const [from, to] = twoOf(CITIES);
      const tripId = `RPT-${randomInt(rng, 1_000, 9_999)}@${startsDay}`;
      const seats = people.map((person, n) => ({
        seatNo: `${String.fromCharCode(65 + n)}${randomInt(rng, 1, 12)}`,
        name: `${person.firstName} ${person.lastName}`,
        age: randomInt(rng, 18, 70),
        gender: person.title === 'Mr' ? 'MALE' : 'FEMALE',
        farePaise: Math.round(booking.totalPaise / booking.passengers),
        cancellationId: null,
      }));
      const blockId = await nextBlockId();
      rows.bus_blocks.push({
        id: blockId,
        trip_id: tripId,
        agency_id: booking.agency.id,
        agent_user_id: booking.agency.ownerId,
        boarding_point: `${from} Central`,
        dropping_point: `${to} Bus Stand`,
        travellers: seats,
        contact: { email: `bookings${booking.agency.id}@report-data.invalid`, mobile: '9800000000' },
        price: { totalPaise: booking.totalPaise },
        total_paise: booking.totalPaise,
        expires_at: new Date(at).toISOString(),
        created_at: new Date(at - 120_000).toISOString(),
      });
      rows.bus_bookings.push({
        booking_id: booking.id,
        block_id: blockId,
        trip_id: tripId,
        journey_date: startsDay,
        trip: {
          trip: {
            id: tripId,
            operator: 'Generated Travels',
            busType: 'A/C Sleeper (2+1)',
            from,
            to,
            departureDate: startsDay,
            departureTime: time,
            durationMinutes: randomInt(rng, 240, 720),
          },
          boarding: { name: `${from} Central`, time },
          dropping: { name: `${to} Bus Stand`, time },
          cancellationPolicy: [
            { hoursBefore: 24, chargePercent: 10 },
            { hoursBefore: 0, chargePercent: 50 },
          ],
        },
        travellers: seats,
        ticket_no: `TKR${booking.id}`,
        operator_pnr: `OPR${booking.id}`,
        search_text: `tkr${booking.id} opr${booking.id} ${words}`,
      });
      return;
    }
    const { nights } = booking;
    const city = pick(CITIES);
    const checkOut = addDays(startsDay, nights);
    const hotelId = `RPT-H${randomInt(rng, 1, 400)}`;
    rows.hotel_bookings.push({
      booking_id: booking.id,
      hotel_id: hotelId,
      room_type_id: 'DLX',
      check_in: startsDay,
      check_out: checkOut,
      stay: {
        hotel: { id: hotelId, name: `Hotel ${pick(LAST_NAMES)} Residency`, city, starRating: randomInt(rng, 2, 5) },
        roomType: { id: 'DLX', name: 'Deluxe Room', bed: 'King' },
        rate: { id: 'BB', name: 'Room with breakfast', mealPlan: 'BREAKFAST', refundable: true },
        checkIn: startsDay,
        checkOut,
        nights,
        arrival: new Date(booking.startsAt).toISOString(),
        nationality: 'IN',
        specialRequests: '',
        priceRise: null,
      },
      rooms: people.map((person) => ({
        index: person.index,
        lead: { title: person.title, firstName: person.firstName, lastName: person.lastName },
        adults: 2,
        children: 0,
        totalPaise: Math.round(booking.totalPaise / booking.passengers),
        cancellationId: null,
      })),
      voucher_no: `HVR${booking.id}`,
      supplier_ref: `CNF${booking.id}`,
      search_text: `hvr${booking.id} cnf${booking.id} ${words}`,
    });
  }
  const twoOf = <T>(list: readonly T[]): [T, T] => {
    const first = Math.floor(rng() * list.length);
    const second = (first + 1 + Math.floor(rng() * (list.length - 1))) % list.length;
    return [list[first] as T, list[second] as T];
  };

  const plans = new Map<string, Planned[]>();
  const plan = (day: string, planned: Planned) => {
    if (day > endDay) return;
    const list = plans.get(day) ?? [];
    list.push(planned);
    plans.set(day, list);
  };
  const dayOf = (at: number) => todayInIndia(new Date(at));
  const bookingRow = (booking: Booking, fields: Row) => ({
    id: booking.id,
    transaction_id: booking.transactionId,
    product: booking.product,
    channel: 'AGENT',
    agency_id: booking.agency.id,
    booked_by: booking.agency.ownerId,
    payment_status: 'PAID',
    contact: { email: `bookings${booking.agency.id}@report-data.invalid`, mobile: '9800000000' },
    markup_paise: 0,
    starts_at: new Date(booking.startsAt).toISOString(),
    rescheduled_from: null,
    ...fields,
  });

  /** A new booking: its fare with what the agency earned, its wallet debit, and what will become of it. */
  async function book(agency: Agency, product: ProductCode, at: number) {
    const day = dayOf(at);
    const id = await nextBookingId();
    const transactionId = `TS${PRODUCT_LETTER[product]}R${String(id).padStart(19, '0')}`;
    const priced = price(product, day, rng);
    const startsAt = at + randomInt(rng, 1, product === 'BUS' ? 30 : product === 'HOTEL' ? 90 : 60) * DAY_MS;
    const earnings = priced.fare.earnings;
    const booking: Booking = {
      id,
      agency,
      product,
      transactionId,
      totalPaise: priced.fare.totalPaise,
      startsAt,
      earnedNet: earnings ? earnings.commissionPaise + earnings.plbCutPayPaise - earnings.tdsPaise : 0,
      plbPostPay: earnings?.plbPostPayPaise ?? 0,
      passengers: priced.passengers,
      nights: priced.nights,
      keepable: priced.keepable,
      taxes: priced.taxes,
      commission: earnings ? earnings.commissionPaise + earnings.plbCutPayPaise - earnings.tdsPaise : 0,
    };
    const movement = await debit({
      agency,
      kind: 'BOOKING',
      amount: booking.totalPaise,
      narration: `${product === 'FLIGHT' ? 'Flight' : product === 'BUS' ? 'Bus' : 'Hotel'} booking ${transactionId}`,
      reference: transactionId,
      createdBy: agency.ownerId,
      at,
    });
    // What becomes of it, decided now so that its row is written once with its final status.
    const startsDay = dayOf(startsAt);
    const daysToGo = Math.round((Date.parse(`${startsDay}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / DAY_MS);
    const laterDay = () => addDays(day, randomInt(rng, 1, Math.max(1, daysToGo - 1)));
    let status = 'CONFIRMED';
    let reversed = 0;
    if (product === 'FLIGHT' && chance(0.04))
      plan(laterDay(), { type: 'services', booking, amount: randomInt(rng, 3, 25) * 100_00 });
    const fate = rng();
    const cancelRate = product === 'FLIGHT' ? 0.08 : product === 'BUS' ? 0.06 : 0.1;
    if (daysToGo >= 2 && fate < cancelRate) {
      const when = laterDay();
      if (when <= endDay) {
        // Part of a flight's travellers, or the whole booking.
        const partial = product === 'FLIGHT' && booking.passengers > 1 && chance(0.3);
        const share = partial ? randomInt(rng, 1, booking.passengers - 1) / booking.passengers : 1;
        if (!partial) status = 'CANCELLED';
        reversed = cancellationOf(booking, share, when).commissionReversed;
        plan(when, { type: 'cancel', booking, share });
      }
    } else if (product === 'FLIGHT' && daysToGo >= 2 && fate < cancelRate + 0.012) {
      const when = laterDay();
      if (when <= endDay) {
        status = 'RESCHEDULED';
        const amount = (randomInt(rng, 25, 60) + randomInt(rng, 0, 50)) * 100_00 * booking.passengers;
        plan(when, { type: 'reschedule', booking, amount, shiftDays: randomInt(rng, 1, 10) });
      }
    }
    if (status === 'CONFIRMED') planPlb(booking, reversed);
    await details(booking, at);
    rows.bookings.push(
      bookingRow(booking, {
        status,
        fare: priced.fare,
        total_paise: booking.totalPaise,
        issued_at: new Date(at).toISOString(),
        wallet_document_no: movement.documentNo,
        created_at: new Date(at).toISOString(),
      }),
    );
    const counted = tally(agency, at);
    counted.sales += 1;
    counted[product === 'FLIGHT' ? 'flights' : product === 'BUS' ? 'buses' : 'hotels'] += booking.totalPaise;
    if (earnings && earnings.commissionPaise + earnings.plbCutPayPaise + earnings.tdsPaise > 0) {
      counted.credits += 1;
      counted.commission += earnings.commissionPaise + earnings.plbCutPayPaise;
      counted.tds += earnings.tdsPaise;
    }
    counts.bookings += 1;
  }

  /** The PLB post pay job's visit, a day after travel: a row for every travelled booking, credited when due. */
  function planPlb(booking: Booking, reversed: number) {
    const due = booking.startsAt + DAY_MS;
    if (due < endInstant) plan(dayOf(due), { type: 'plb', booking, reversed });
  }

  /** What cancelling a share of a booking on a day returns, priced as the product's rules price it. */
  function cancellationOf(booking: Booking, share: number, day: string) {
    const keepable = Math.round(booking.keepable * share);
    const taxes = Math.round(booking.taxes * share);
    const paid = keepable + taxes;
    const unit = booking.product === 'FLIGHT' ? booking.passengers : 1;
    // Deterministic from the booking (not the generator's stream), so that planning and writing agree.
    const h = (booking.id * 2_654_435_761) % 1_000;
    if (booking.product === 'HOTEL') {
      // Free cancellation, the first night charged, or a non-refundable rate (the hotel keeps it all); a hotel's
      // cancellation takes no commission back (hotel-cancellation.ts).
      const supplier = h < 300 ? 0 : h < 800 ? Math.round(paid * 0.3) : paid;
      return { paid, supplier, ota: 0, gst: 0, commissionReversed: 0, refund: paid - supplier };
    }
    const supplier = Math.min(keepable, Math.round(keepable * (0.1 + (h % 400) / 1_000)));
    const commissionReversed =
      keepable > 0 ? Math.max(0, Math.round((booking.commission * share * (keepable - supplier)) / keepable)) : 0;
    const beforeFees = Math.max(0, paid - supplier - commissionReversed);
    const otaCharge = booking.product === 'FLIGHT' ? otaChargeOn(day) * Math.max(1, Math.round(unit * share)) : 0;
    const ota = Math.max(0, Math.min(otaCharge, Math.floor((beforeFees * 100) / (100 + GST_ON_OTA_CHARGE_PERCENT))));
    const gst = gstOn(ota, GST_ON_OTA_CHARGE_PERCENT);
    const refund = Math.max(0, beforeFees - ota - gst);
    return { paid, supplier, ota, gst, commissionReversed, refund };
  }

  async function happen(event: Event, at: number) {
    switch (event.type) {
      case 'book':
        return book(event.agency, event.product, at);
      case 'deposit':
        return deposit(event.agency, at);
      case 'note': {
        const sign = event.kind === 'DEBIT_NOTE' || event.kind === 'FUND_REVERSAL' ? -1 : 1;
        const amount = randomInt(rng, 1, event.kind.startsWith('FUND') ? 200 : 50) * 100_00;
        const what = {
          CREDIT_NOTE: 'Credit note: fare difference passed on',
          DEBIT_NOTE: 'Debit note: ADM from the airline',
          FUND_TRANSFER: 'Fund transfer: incentive for the quarter',
          FUND_REVERSAL: 'Fund reversal: transfer made in error',
        }[event.kind];
        const movement = {
          agency: event.agency,
          kind: event.kind,
          narration: what,
          reference: event.kind.toLowerCase(),
          createdBy: adminId,
          at,
        };
        if (sign < 0) await debit({ ...movement, amount });
        else await post({ ...movement, delta: amount, counter: 'OPERATOR_ADJUSTMENTS' });
        tally(event.agency, at)[event.kind.startsWith('FUND') ? 'transfers' : 'notes'] += sign * amount;
        return;
      }
      case 'services': {
        const { booking } = event;
        await debit({
          agency: booking.agency,
          kind: 'BOOKING',
          amount: event.amount,
          narration: `Seats and meals added to ${booking.transactionId}`,
          reference: booking.transactionId,
          createdBy: booking.agency.ownerId,
          at,
        });
        const counted = tally(booking.agency, at);
        counted.sales += 1;
        counted.flights += event.amount;
        counts.services += 1;
        return;
      }
      case 'reschedule': {
        const old = event.booking;
        const id = await nextBookingId();
        const transactionId = `TSFR${String(id).padStart(19, '0')}`;
        const booking: Booking = {
          ...old,
          id,
          transactionId,
          totalPaise: event.amount,
          startsAt: old.startsAt + event.shiftDays * DAY_MS,
          earnedNet: 0,
          plbPostPay: 0,
          commission: 0,
        };
        const movement = await debit({
          agency: old.agency,
          kind: 'BOOKING',
          amount: event.amount,
          narration: `Reschedule of ${old.transactionId}: new booking ${transactionId}`,
          reference: transactionId,
          createdBy: old.agency.ownerId,
          at,
        });
        const change = Math.round(event.amount * 0.6);
        const fee = otaChargeOn(dayOf(at)) * old.passengers;
        const gst = gstOn(fee, GST_ON_OTA_CHARGE_PERCENT);
        const lines: SummaryLine[] = [
          line('CHANGE_CHARGE', change),
          line('RESCHEDULE_FEE', fee),
          line('GST', gst),
          line('BASE', event.amount - change - fee - gst),
        ];
        rows.bookings.push(
          bookingRow(booking, {
            status: 'CONFIRMED',
            fare: { lines, totalPaise: event.amount, customerLines: lines, customerTotalPaise: event.amount },
            total_paise: event.amount,
            issued_at: new Date(at).toISOString(),
            wallet_document_no: movement.documentNo,
            created_at: new Date(at).toISOString(),
            rescheduled_from: old.id,
          }),
        );
        rows.booking_reschedules.push({
          booking_id: old.id,
          new_booking_id: id,
          selection: { travellers: [...Array(old.passengers).keys()], legs: [0] },
          quote: { generated: true },
          fare_difference_paise: event.amount - change - fee - gst,
          airline_charge_paise: change,
          ota_charge_paise: fee,
          gst_paise: gst,
          amount_paise: event.amount,
          wallet_document_no: movement.documentNo,
          requested_by: old.agency.ownerId,
          created_at: new Date(at).toISOString(),
        });
        planPlb(booking, 0);
        await details(booking, at);
        const counted = tally(old.agency, at);
        counted.sales += 1;
        counted.flights += event.amount;
        counts.bookings += 1;
        counts.reschedules += 1;
        return;
      }
      case 'cancel': {
        const { booking, share } = event;
        const day = dayOf(at);
        const priced = cancellationOf(booking, share, day);
        const creditNoteNo = `TSCN/${financialYear(day)}/${String(await nextCreditNote()).padStart(6, '0')}`;
        const movement =
          priced.refund > 0
            ? await post({
                agency: booking.agency,
                kind: 'REFUND',
                delta: priced.refund,
                counter: 'OPERATOR_SALES',
                narration: `Cancellation ${booking.transactionId}, credit note ${creditNoteNo}`,
                reference: booking.transactionId,
                createdBy: booking.agency.ownerId,
                at,
              })
            : null;
        rows.booking_cancellations.push({
          booking_id: booking.id,
          status: 'COMPLETED',
          selection: { share },
          quote: { generated: true },
          paid_paise: priced.paid,
          airline_charge_paise: priced.supplier,
          ota_charge_paise: priced.ota,
          gst_paise: priced.gst,
          kept_paise: 0,
          commission_reversed_paise: priced.commissionReversed,
          refund_paise: priced.refund,
          wallet_document_no: movement?.documentNo ?? null,
          credit_note_no: creditNoteNo,
          requested_by: booking.agency.ownerId,
          created_at: new Date(at).toISOString(),
          refund_to: 'WALLET',
        });
        const counted = tally(booking.agency, at);
        counted.refunds += priced.refund;
        counted[
          booking.product === 'FLIGHT' ? 'flightRefunds' : booking.product === 'BUS' ? 'busRefunds' : 'hotelRefunds'
        ] += priced.refund;
        counts.cancellations += 1;
        return;
      }
      case 'plb': {
        const { booking } = event;
        const kept = booking.earnedNet > 0 ? Math.max(0, 1 - event.reversed / booking.earnedNet) : 1;
        const plb = Math.round(booking.plbPostPay * kept);
        const tds = tdsOnCommission(plb, dayOf(at));
        const credited = plb - tds.paise;
        const movement =
          credited > 0
            ? await post({
                agency: booking.agency,
                kind: 'CREDIT_NOTE',
                delta: credited,
                counter: 'OPERATOR_SALES',
                narration: `PLB post pay on ${booking.transactionId}`,
                reference: booking.transactionId,
                createdBy: null,
                at,
              })
            : null;
        rows.plb_post_payments.push({
          booking_id: booking.id,
          agency_id: booking.agency.id,
          plb_paise: plb,
          tds_paise: tds.paise,
          credited_paise: credited,
          tds_section: tds.section,
          wallet_document_no: movement?.documentNo ?? null,
          credited_at: new Date(at).toISOString(),
        });
        const counted = tally(booking.agency, at);
        counted.notes += credited;
        if (plb > 0 || tds.paise > 0) {
          counted.credits += 1;
          counted.commission += plb;
          counted.tds += tds.paise;
        }
        counts.plbRows += 1;
        return;
      }
    }
  }

  async function flush() {
    if (rows.journal_transactions.length === 0 && rows.bookings.length === 0 && rows.plb_post_payments.length === 0)
      return;
    await db.transaction().execute(async (trx) => {
      // The report totals' triggers would add each row alone at commit; the batch is added at once instead.
      await sql`set local tripsetu.report_days_bulk = 'on'`.execute(trx);
      const before = await sql<{ id: string }>`select coalesce(max(id), 0) as id from booking_cancellations`.execute(
        trx,
      );
      for (const table of Object.keys(COLUMNS) as Table[]) await insertRows(trx, table, COLUMNS[table], rows[table]);
      await addReportDays(trx, rows, Number(before.rows[0]?.id ?? 0));
      for (const agency of agencies.filter((a) => a.pending !== 0)) {
        await trx
          .updateTable('agency_wallets')
          .set((eb) => ({ balance_paise: eb('balance_paise', '+', agency.pending), updated_at: new Date() }))
          .where('agency_id', '=', agency.id)
          .execute();
        agency.pending = 0;
      }
    });
    for (const table of Object.keys(rows) as Table[]) rows[table] = [];
  }

  // ── Day by day, every agency's events in the order they happened ──────────────────────────────
  for (let day = firstDay; day <= endDay; day = addDays(day, 1)) {
    const start = Date.parse(`${day}T00:00:00+05:30`);
    const events: { event: Event; at: number }[] = [];
    // Office hours, 07:00 to 23:00 in India; the PLB job runs at night.
    const during = () => start + 7 * 3_600_000 + Math.floor(rng() * 16 * 3_600_000);
    for (const planned of plans.get(day) ?? []) {
      events.push({
        event: planned,
        at: planned.type === 'plb' ? start + 3 * 3_600_000 + Math.floor(rng() * 600_000) : during(),
      });
    }
    plans.delete(day);
    for (const agency of agencies) {
      const bookings = Math.floor(rng() * (2 * options.bookingsPerDay + 1));
      for (let n = 0; n < bookings; n++) {
        const roll = rng();
        events.push({
          event: { type: 'book', agency, product: roll < 0.6 ? 'FLIGHT' : roll < 0.85 ? 'BUS' : 'HOTEL' },
          at: during(),
        });
      }
      if (chance(0.08)) events.push({ event: { type: 'deposit', agency }, at: during() });
      if (chance(1 / 25))
        events.push({
          event: { type: 'note', agency, kind: chance(0.6) ? 'CREDIT_NOTE' : 'DEBIT_NOTE' },
          at: during(),
        });
      if (chance(1 / 45)) events.push({ event: { type: 'note', agency, kind: 'FUND_TRANSFER' }, at: during() });
      if (chance(1 / 150)) events.push({ event: { type: 'note', agency, kind: 'FUND_REVERSAL' }, at: during() });
    }
    events.sort((a, b) => a.at - b.at);
    for (const { event, at } of events) await happen(event, at);
    if (rows.journal_transactions.length >= batchSize || day === endDay) {
      await flush();
      progress(
        `${day}: ${counts.bookings.toLocaleString('en-IN')} bookings, ${counts.journalTransactions.toLocaleString('en-IN')} journal transactions`,
      );
    }
  }
  await flush();
  await sql`analyze`.execute(db);

  return {
    agencyIds: agencies.map((agency) => agency.id),
    from: firstDay,
    to: endDay,
    counts,
    daily: [...daily.values()],
    ms: performance.now() - started,
  };
}

const line = (code: SummaryCode, amountPaise: number): SummaryLine => ({
  code,
  label: SUMMARY_LABELS[code],
  amountPaise,
});

/** A product's fare, with the commission rules' earnings frozen in it, as the product's booking writes it. */
function price(product: ProductCode, day: string, rng: () => number) {
  const earned = (parts: Omit<Earned, 'ruleId' | 'part' | 'cancellationFeePaise' | 'rescheduleFeePaise' | 'why'>) =>
    earningsOf(
      parts.commissionPaise + parts.plbCutPayPaise + parts.plbPostPayPaise > 0
        ? [
            {
              ruleId: 1,
              part: 0,
              cancellationFeePaise: null,
              rescheduleFeePaise: null,
              why: 'Generated rule',
              ...parts,
            },
          ]
        : [],
      day,
    );
  if (product === 'FLIGHT') {
    const passengers = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3, 4][Math.floor(rng() * 11)] as number;
    const segments = rng() < 0.8 ? 1 : 2;
    const base = randomInt(rng, 25, 120) * 100_00 * passengers * segments;
    const yq = Math.round(base * (0.1 + rng() * 0.1));
    const k3 = Math.round((base + yq) * 0.05);
    const otherTaxes = randomInt(rng, 3, 9) * 100_00 * passengers * segments;
    const rated = rng();
    const earnings = earned({
      commissionPaise: rated < 0.3 ? 0 : Math.round((base * randomInt(rng, 50, 300)) / 10_000),
      plbCutPayPaise: rated > 0.85 ? Math.round(base * 0.005) : 0,
      plbPostPayPaise: rated > 0.6 ? Math.round(base * 0.01) : 0,
    });
    const fare = fareSummary({
      channel: 'AGENT',
      fare: { base, yq, k3, otherTaxes },
      earnings: earnings.parts.length > 0 ? earnings : null,
      ssr: { seats: 0, meals: 0, baggage: 0, specialServices: 0 },
      passengers,
      segments,
      markupPaise: rng() < 0.5 ? 0 : randomInt(rng, 1, 10) * 100_00,
    });
    return { fare, passengers, nights: 1, keepable: base + yq, taxes: k3 + otherTaxes };
  }
  const bus = product === 'BUS';
  // Seats; or rooms, each for the nights of the stay.
  const passengers = bus ? randomInt(rng, 1, 4) : randomInt(rng, 1, 2);
  const nights = bus ? 1 : randomInt(rng, 1, 4);
  const units = passengers * nights;
  const cost = (bus ? randomInt(rng, 4, 25) : randomInt(rng, 15, 90)) * 100_00 * units;
  const gstPercent = bus ? (rng() < 0.5 ? 5 : 0) : cost / units < 7_500_00 ? 12 : 18;
  const tax = gstOn(cost, gstPercent);
  const earnings = earned({
    commissionPaise: rng() < 0.35 ? 0 : Math.round((cost * (bus ? 800 : 1_000)) / 10_000),
    plbCutPayPaise: 0,
    plbPostPayPaise: !bus && rng() < 0.2 ? Math.round(cost * 0.02) : 0,
  });
  const gross = bus
    ? [line('SEAT_FARES', cost), ...(tax > 0 ? [line('FARE_GST', tax)] : [])]
    : [line('ROOM_COST', cost), line('HOTEL_GST', tax)];
  const lines = [
    ...gross,
    ...(earnings.commissionPaise > 0 ? [line('COMMISSION', -earnings.commissionPaise)] : []),
    ...(earnings.tdsPaise > 0 ? [line('TDS', earnings.tdsPaise)] : []),
  ];
  const sum = (list: SummaryLine[]) => list.reduce((total, entry) => total + entry.amountPaise, 0);
  const fare = {
    lines,
    totalPaise: sum(lines),
    customerLines: gross,
    customerTotalPaise: sum(gross),
    ...(earnings.parts.length > 0 ? { earnings } : {}),
  };
  return { fare, passengers, nights, keepable: cost, taxes: tax };
}

/**
 * Adds a batch to the report totals (migration 038) at once, as the triggers would row by row. Cancellations take
 * their ids on insert: the batch's are those above the highest before it.
 */
async function addReportDays(trx: Transaction<Database>, rows: Record<Table, Row[]>, cancellationsAfter: number) {
  const ids = (list: readonly Row[], key: string) => list.map((row) => Number(row[key]));
  await sql`select report_days_add_journal(${ids(rows.journal_transactions, 'id')}::bigint[])`.execute(trx);
  await sql`select report_days_add_cancellations(array(
    select id from booking_cancellations where id > ${cancellationsAfter}))`.execute(trx);
  await sql`select report_days_add_plb(${ids(rows.plb_post_payments, 'booking_id')}::bigint[])`.execute(trx);
}

/** New approved agencies, each with an owner (no password: nobody signs in as one), a wallet and its account. */
async function createAgencies(db: Kysely<Database>, count: number, rng: () => number) {
  if (count === 0) return [];
  return db.transaction().execute(async (trx) => {
    const { rows: ids } = await sql<{ id: number }>`
      select nextval(pg_get_serial_sequence('agencies', 'id')) as id from generate_series(1, ${count})`.execute(trx);
    const agencyRows = ids.map(({ id }, n) => {
      const city = CITIES[n % CITIES.length] as string;
      const pan = `AAR${String.fromCharCode(65 + (Number(id) % 26))}R${String(Number(id) % 10_000).padStart(4, '0')}${String.fromCharCode(65 + Math.floor(rng() * 26))}`;
      return {
        id: Number(id),
        agency_code: `TSA${10_000 + Number(id)}`,
        status: 'APPROVED',
        category: n % 3 === 0 ? 'Individual' : 'Organization',
        company_name: `Report Agency ${Number(id)} ${city}`,
        pan_name: `Report Agency ${Number(id)}`,
        pan_number: pan,
        transaction_fee: 'Yes',
        transaction_fee_active_from: new Date(0).toISOString(),
        address1: `${n + 1}, Generated Street`,
        address2: '',
        pincode: '400001',
        city,
        state: 'Maharashtra',
        country: 'India',
        contact_number: '022 4000 0000',
        reviewed_at: new Date().toISOString(),
      };
    });
    await insertRows(
      trx,
      'agencies',
      `id bigint, agency_code text, status text, category text, company_name text, pan_name text, pan_number text,
        transaction_fee text, transaction_fee_active_from timestamptz, address1 text, address2 text, pincode text,
        city text, state text, country text, contact_number text, reviewed_at timestamptz`,
      agencyRows,
    );
    const agencyIds = agencyRows.map((row) => row.id);
    const owners = await trx
      .insertInto('agent_users')
      .values(
        agencyRows.map((row) => ({
          agency_id: row.id,
          role: 'OWNER' as const,
          user_id: `owner${row.id}@report-data.invalid`,
          password_hash: null,
          salutation: 'Mr',
          first_name: nth(FIRST_NAMES, row.id),
          last_name: nth(LAST_NAMES, row.id * 7),
          email: `owner${row.id}@report-data.invalid`,
          mobile: `98${String(row.id).padStart(8, '0')}`.slice(0, 10),
          status: 'Active' as const,
        })),
      )
      .returning(['id', 'agency_id'])
      .execute();
    const accounts = await trx
      .insertInto('ledger_accounts')
      .values(
        agencyIds.map((id) => ({
          code: `AGENCY_WALLET:${id}`,
          kind: 'AGENCY_WALLET' as const,
          agency_id: id,
          name: `Wallet of agency ${id}`,
        })),
      )
      .returning(['id', 'agency_id'])
      .execute();
    await trx
      .insertInto('agency_wallets')
      .values(accounts.map((account) => ({ agency_id: Number(account.agency_id), account_id: Number(account.id) })))
      .execute();
    return agencyRows.map(
      (row): Agency => ({
        id: row.id,
        accountId: Number(accounts.find((account) => Number(account.agency_id) === row.id)?.id),
        ownerId: Number(owners.find((owner) => Number(owner.agency_id) === row.id)?.id),
        pan: row.pan_number,
        balance: 0,
        pending: 0,
      }),
    );
  });
}

const nth = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Existing agencies (with a wallet made if they have none), with a user of theirs to have asked for deposits. */
async function existingAgencies(db: Kysely<Database>, ids: readonly number[]): Promise<Agency[]> {
  const found: Agency[] = [];
  for (const id of ids) {
    const agency = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('ledger_accounts')
        .values({ code: `AGENCY_WALLET:${id}`, kind: 'AGENCY_WALLET', agency_id: id, name: `Wallet of agency ${id}` })
        .onConflict((oc) => oc.column('code').doNothing())
        .execute();
      const account = await trx
        .selectFrom('ledger_accounts')
        .select('id')
        .where('code', '=', `AGENCY_WALLET:${id}`)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('agency_wallets')
        .values({ agency_id: id, account_id: account.id })
        .onConflict((oc) => oc.column('agency_id').doNothing())
        .execute();
      const wallet = await trx
        .selectFrom('agency_wallets')
        .select(['account_id', 'balance_paise'])
        .where('agency_id', '=', id)
        .executeTakeFirstOrThrow();
      const user = await trx
        .selectFrom('agent_users')
        .select('id')
        .where('agency_id', '=', id)
        .orderBy('role', 'asc')
        .orderBy('id')
        .executeTakeFirst();
      const pan = await trx.selectFrom('agencies').select('pan_number').where('id', '=', id).executeTakeFirstOrThrow();
      if (!user) throw new Error(`agency ${id} has no user to have asked for its deposits`);
      return {
        id,
        accountId: Number(wallet.account_id),
        ownerId: Number(user.id),
        pan: pan.pan_number,
        balance: Number(wallet.balance_paise),
        pending: 0,
      };
    });
    found.push(agency);
  }
  return found;
}
