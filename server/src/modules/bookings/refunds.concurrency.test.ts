import type { CancellationDoneAnswer } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  getBooking,
  onHostedPage,
  returnTo,
  searchFields,
  signedInTraveller,
} from '../../gateway/flight-booking.fixtures.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

/**
 * A traveller's refund to their payment and a back-office decision, each sent many times at once, happen
 * once (issue 21), on PostgreSQL only: the `server-pg-concurrency` project, run when DATABASE_URL is set.
 */

let t: TestApp;
let owner: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('The concurrency proofs need PostgreSQL: set DATABASE_URL.');
  t = await createTestApp();
  expect(t.database.kind).toBe('postgres');
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '200000');
});
afterAll(() => t?.close());
afterEach(() => assertLedgerConsistent(t.database.db));

async function refundedOnGateway(txid: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('payment_orders as p')
    .innerJoin('bookings as b', 'b.id', 'p.booking_id')
    .innerJoin('sandbox_gateway_orders as s', 's.id', 'p.provider_order_id')
    .select('s.refunded_paise')
    .where('b.transaction_id', '=', txid)
    .executeTakeFirstOrThrow();
  return Number(row.refunded_paise);
}

describe('refunds and decisions, many at once', () => {
  it('a traveller’s cancellation sent 20 times (one key, then a key each) refunds the payment once', async () => {
    const traveller = await signedInTraveller(t, 700);
    const chosen = await chooseFares(
      t,
      searchFields(75, { triptype: 'R', rdate: addDays(todayInIndia(), 79), numadults: 2 }),
    );
    const started = await callGateway(t.app, bookingFields(traveller, chosen, await fareQuote(t, chosen)));
    await returnTo(t, await onHostedPage(t, started.body.Result.checkouturl, 'pay'));
    const txid = started.body.Result.txid as string;
    const cancel = (travellers: string, key: string) =>
      callGateway(t.app, {
        opid: 'MF001',
        actioncode: 'cancel',
        sessiontoken: traveller.sessiontoken,
        txid,
        travellers,
        journeys: '0,1',
        requestkey: key,
      });

    const sameKey = await Promise.all(Array.from({ length: 20 }, () => cancel('0', 'one-key-for-all-20')));
    expect(sameKey.every((answer) => answer.status === 200)).toBe(true);
    const receipts = new Set(sameKey.map((answer) => (answer.body.Result as CancellationDoneAnswer).refundReceiptNo));
    expect(receipts.size).toBe(1);
    const [firstAnswer] = sameKey;
    const first = (firstAnswer?.body.Result as CancellationDoneAnswer | undefined)?.refundPaise;
    expect(await refundedOnGateway(txid)).toBe(first);

    const keyEach = await Promise.all(Array.from({ length: 20 }, (_, n) => cancel('1', `key-each-${n}-of-20`)));
    expect(keyEach.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(keyEach.filter((answer) => answer.status === 409)).toHaveLength(19);
    const winner = keyEach.find((answer) => answer.status === 200);
    const second = (winner?.body.Result as CancellationDoneAnswer | undefined)?.refundPaise;
    expect(await refundedOnGateway(txid)).toBe((first ?? Number.NaN) + (second ?? Number.NaN));
    expect((await getBooking(t, traveller, txid)).status_code).toBe('CANCELLED');
  });

  it('a request approved 10 times at once is one cancellation, credited once', async () => {
    const quoted = await quoteFor(owner, flightSearch({ adults: 1 }, 77));
    const booking = expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201)
      .body as FlightBooking;
    const raised = expectStatus(
      await owner.upload(
        `/bookings/${booking.id}/cancellation-requests`,
        { reason: 'AIRLINE_CANCELLED', travellers: '0', journeys: '0', remarks: 'The airline cancelled the flight.' },
        [],
      ),
      201,
    ).body;
    const wallet = async () => expectStatus(await owner.get('/wallet'), 200).body.mainBalancePaise as number;
    const before = await wallet();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        admin.post(`/admin/cancellation-requests/${raised.id}/decision`, { decision: 'APPROVE', adminRemarks: '' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const approved = answers.find((answer) => answer.status === 200)?.body.request;
    expect(await wallet()).toBe(before + approved.refundPaise);
    const cancellations = await t.database.db
      .selectFrom('booking_cancellations')
      .select('id')
      .where('booking_id', '=', booking.id)
      .execute();
    expect(cancellations).toHaveLength(1);
  });
});
