import { CANCELLATION_REQUEST_MSG, type CancellationRequestRow } from '@tripsetu/domain/booking-api.ts';
import { todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { DECIDED_WINDOW, otaChargeOn } from '@tripsetu/domain/flight-cancellation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, files, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let otherOwner: AgentClient;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '300000');
});
afterAll(() => t.close());

const balance = async () => (await owner.get('/wallet')).body.mainBalancePaise as number;
const requestCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('cancellation_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A ticketed one-way booking for two adults, `days` ahead, paid from the wallet. */
async function booked(days: number): Promise<FlightBooking> {
  const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, days));
  return expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201).body as FlightBooking;
}

const ask = (booking: FlightBooking, fields: Record<string, string>, withCertificate = false) =>
  owner.upload(
    `/bookings/${booking.id}/cancellation-requests`,
    { travellers: '0', journeys: '0', remarks: 'Admitted to hospital the night before.', ...fields },
    withCertificate ? [{ field: 'document', fileName: 'certificate.pdf', bytes: files.pdf() }] : [],
  );

describe('a cancellation the rules cannot price is asked of the back office', () => {
  it('takes a medical request with its certificate, once, and refuses a form that is wrong, writing nothing', async () => {
    const booking = await booked(50);
    const before = await requestCount();
    for (const [fields, field, message] of [
      [{ reason: 'HOLIDAY' }, 'reason', CANCELLATION_REQUEST_MSG.reasonRequired],
      [{ reason: 'MEDICAL', remarks: '   ' }, 'remarks', CANCELLATION_REQUEST_MSG.remarksRequired],
      [{ reason: 'MEDICAL' }, 'document', CANCELLATION_REQUEST_MSG.certificateRequired],
      [{ reason: 'NO_SHOW', travellers: '0,x' }, 'travellers', undefined],
      [{ reason: 'NO_SHOW', remarks: 'x'.repeat(1001) }, 'remarks', CANCELLATION_REQUEST_MSG.remarksTooLong],
    ] as const) {
      const refused = await ask(booking, fields);
      expect(refused.status, JSON.stringify(fields)).toBe(422);
      if (message) expect(refused.body.error.fields[field]).toBe(message);
      else expect(refused.body.error.fields[field]).toBeTruthy();
    }
    const stranger = await otherOwner.upload(
      `/bookings/${booking.id}/cancellation-requests`,
      { reason: 'NO_SHOW', travellers: '0', journeys: '0', remarks: 'Not mine.' },
      [],
    );
    expect(stranger.status).toBe(404);
    const notATraveller = await ask(booking, { reason: 'NO_SHOW', travellers: '7' });
    expect(notATraveller.status).toBe(409);
    expect(await requestCount()).toBe(before);

    const raised = expectStatus(await ask(booking, { reason: 'MEDICAL' }, true), 201).body as CancellationRequestRow;
    expect(raised).toMatchObject({
      reference: `CR${100000 + raised.id}`,
      status: 'REQUESTED',
      reason: 'MEDICAL',
      selection: { travellers: [0], legs: [0] },
      totalInvoicePaise: booking.totalPaise,
      requestedBy: 'Rohan Mehta',
    });
    const certificate = await owner.get(raised.documentUrl?.replace('/api/v1', '') ?? '');
    expect(certificate.status).toBe(200);
    expect(certificate.headers['content-type']).toBe('application/pdf');
    expect((await otherOwner.get(raised.documentUrl?.replace('/api/v1', '') ?? '')).status).toBe(404);

    const again = await ask(booking, { reason: 'NO_SHOW' });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(CANCELLATION_REQUEST_MSG.alreadyOpen);
    const mine = expectStatus(await owner.get(`/bookings/${booking.id}/cancellation-requests`), 200).body.requests;
    expect(mine.map((row: CancellationRequestRow) => row.id)).toEqual([raised.id]);
  });

  it('lets the back office approve at the suggested or changed charges (with a reason), crediting the wallet once', async () => {
    const booking = await booked(52);
    const raised = expectStatus(await ask(booking, { reason: 'MEDICAL' }, true), 201).body as CancellationRequestRow;
    expect((await owner.get('/admin/cancellation-requests')).status).toBe(403);
    const queue = expectStatus(await admin.get('/admin/cancellation-requests'), 200).body
      .requests as CancellationRequestRow[];
    expect(queue.map((row) => row.id)).toContain(raised.id);
    const times = queue.map((row) => Date.parse(row.requestedAt));
    expect(times).toEqual([...times].sort((x, y) => x - y));

    const segments = booking.legs[0]?.itinerary.segments.length ?? 0;
    const preview = expectStatus(await admin.post(`/admin/cancellation-requests/${raised.id}/preview`, {}), 200).body;
    expect(preview.suggested).toEqual({
      airlineChargePaise: 0,
      otaChargePaise: otaChargeOn(todayInIndia()) * segments,
    });
    expect(preview.quote.lines.every((line: { window: string }) => line.window === DECIDED_WINDOW)).toBe(true);

    const walletBefore = await balance();
    const changed = { decision: 'APPROVE', airlineCharge: '500', otaCharge: '300' };
    const noReason = await admin.post(`/admin/cancellation-requests/${raised.id}/decision`, changed);
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.fields.adminRemarks).toBe(CANCELLATION_REQUEST_MSG.changeNeedsReason);
    const badAmount = await admin.post(`/admin/cancellation-requests/${raised.id}/decision`, {
      ...changed,
      airlineCharge: 'five hundred',
    });
    expect(badAmount.status).toBe(422);
    expect(badAmount.body.error.fields.airlineCharge).toBe(CANCELLATION_REQUEST_MSG.chargeInvalid);
    expect(await balance()).toBe(walletBefore);

    const remarks = 'IndiGo waived its charge but kept ₹500 of the seat fee.';
    const approved = expectStatus(
      await admin.post(`/admin/cancellation-requests/${raised.id}/decision`, { ...changed, adminRemarks: remarks }),
      200,
    ).body;
    expect(approved.message).toBe(CANCELLATION_REQUEST_MSG.approved);
    expect(approved.request).toMatchObject({
      status: 'APPROVED',
      adminRemarks: remarks,
      decidedBy: expect.any(String),
    });
    expect(approved.request.airlineChargePaise).toBe(500_00);
    expect(approved.request.creditNoteNo).toMatch(/^TSCN\//);
    expect(await balance()).toBe(walletBefore + approved.request.refundPaise);
    const missing = await admin.post('/admin/cancellation-requests/999999/decision', { decision: 'APPROVE' });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(CANCELLATION_REQUEST_MSG.notFound);
    const twice = await admin.post(`/admin/cancellation-requests/${raised.id}/decision`, {
      decision: 'APPROVE',
      adminRemarks: 'again',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(CANCELLATION_REQUEST_MSG.alreadyDecided);
    expect(await balance()).toBe(walletBefore + approved.request.refundPaise);

    const view = expectStatus(await owner.get(`/bookings/${booking.id}`), 200).body.booking as FlightBooking;
    expect(view.cancelledSegments.filter((entry) => entry.traveller === 0)).toHaveLength(segments);
    expect(view.status).toBe('CONFIRMED');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('subject', 'like', `Cancellation request approved: ${raised.reference}%`)
      .execute();
    expect(mails).toHaveLength(1);
    await assertLedgerConsistent(t.database.db);
  });

  it('rejects with a reason only, and then the agency may ask again', async () => {
    const booking = await booked(54);
    const raised = expectStatus(await ask(booking, { reason: 'AIRLINE_CANCELLED' }), 201)
      .body as CancellationRequestRow;
    const walletBefore = await balance();
    const silent = await admin.post(`/admin/cancellation-requests/${raised.id}/decision`, { decision: 'REJECT' });
    expect(silent.status).toBe(422);
    expect(silent.body.error.fields.adminRemarks).toBe(CANCELLATION_REQUEST_MSG.rejectNeedsRemarks);
    const rejected = expectStatus(
      await admin.post(`/admin/cancellation-requests/${raised.id}/decision`, {
        decision: 'REJECT',
        adminRemarks: 'The airline operated this flight on time.',
      }),
      200,
    ).body;
    expect(rejected.request.status).toBe('REJECTED');
    expect(rejected.request.creditNoteNo).toBeNull();
    expect(await balance()).toBe(walletBefore);
    const view = expectStatus(await owner.get(`/bookings/${booking.id}`), 200).body.booking as FlightBooking;
    expect(view.cancelledSegments).toEqual([]);
    expect((await ask(booking, { reason: 'NO_SHOW' })).status).toBe(201);
  });
});
