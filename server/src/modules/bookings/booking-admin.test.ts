import {
  BOOKING_NOTE_MAX,
  BOOKING_NOTE_MSG,
  type BookingGatewayPayment,
  type BookingNote,
} from '@tripsetu/domain/booking-admin.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { callAs, paidTwoAdults } from '../../gateway/flight-reschedule.fixtures.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let admin: AgentClient;
let owner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
});
afterAll(() => t.close());

const idOf = async (txid: string) =>
  (await t.database.db.selectFrom('bookings').select('id').where('transaction_id', '=', txid).executeTakeFirstOrThrow())
    .id;

describe("the back office's order details of a booking (issue 21)", () => {
  it('keeps notes in order with their author; refuses an empty or too long one, and agencies', async () => {
    const { booking } = await paidTwoAdults(t, 700, 25);
    const id = await idOf(booking.txid);
    expect(expectStatus(await admin.get(`/bookings/${id}/notes`), 200).body).toEqual([]);
    const first = expectStatus(
      await admin.post(`/bookings/${id}/notes`, { body: '  Traveller called about a wheelchair.  ' }),
      201,
    ).body as BookingNote[];
    expect(first).toEqual([
      expect.objectContaining({ body: 'Traveller called about a wheelchair.', author: 'Ananya Iyer' }),
    ]);
    expectStatus(await admin.post(`/bookings/${id}/notes`, { body: 'Airline confirmed WCHR.' }), 201);
    const both = (await admin.get(`/bookings/${id}/notes`)).body as BookingNote[];
    expect(both.map((note) => note.body)).toEqual(['Traveller called about a wheelchair.', 'Airline confirmed WCHR.']);
    for (const [body, message] of [
      [' ', BOOKING_NOTE_MSG.required],
      ['x'.repeat(BOOKING_NOTE_MAX + 1), BOOKING_NOTE_MSG.tooLong],
    ] as const) {
      const refused = await admin.post(`/bookings/${id}/notes`, { body });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields.body).toBe(message);
    }
    expect((await owner.get(`/bookings/${id}/notes`)).status).toBe(403);
    expect(((await admin.get(`/bookings/${id}/notes`)).body as BookingNote[]).length).toBe(2);
  });

  it("lists the gateway orders that paid a traveller's booking and its services, with what went back", async () => {
    const { traveller, booking } = await paidTwoAdults(t, 701, 26);
    const id = await idOf(booking.txid);
    const cancelled = await callAs(t, traveller, {
      actioncode: 'cancel',
      txid: booking.txid,
      travellers: '0',
      journeys: '0',
      requestkey: `cancel-${booking.txid}`,
    });
    expect(cancelled.status).toBe(200);
    const payments = expectStatus(await admin.get(`/bookings/${id}/payments`), 200).body as BookingGatewayPayment[];
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      purpose: 'BOOKING',
      status: 'PAID',
      amountPaise: booking.total_paise,
      refundedPaise: cancelled.body.Result.refundPaise,
      provider: 'sandbox',
    });
    expect(payments[0]?.providerPaymentId).toBeTruthy();
    expect((await owner.get(`/bookings/${id}/payments`)).status).toBe(403);
  });
});
