import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let other: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  other = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
  const admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  await depositAndApprove(owner, admin, '200000');
});
afterAll(() => t.close());

describe('the GST credit note of a cancellation', () => {
  it('names the original invoice and what was cancelled, splits the GST by place of supply, and adds up to the refund', async () => {
    const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, 50));
    const booking = expectStatus(await owner.post('/flights/bookings', bookingFor(quoted), withKey()), 201)
      .body as FlightBooking;
    const done = expectStatus(
      await owner.post(`/bookings/${booking.id}/cancellation`, { travellers: [1], legs: [0] }, withKey()),
      201,
    ).body;
    const note = expectStatus(await owner.get(`/flights/bookings/${booking.id}/credit-notes/${done.id}`), 200)
      .body as CreditNote;
    expect(note.creditNoteNo).toBe(done.creditNoteNo);
    expect(note.originalInvoiceNo).toBe(booking.invoiceNo);
    expect(note.recipient.name).toBe('Skyways Travels');
    expect(note.cancelled.map((line) => line.traveller)).toEqual(
      booking.legs[0]?.itinerary.segments.map(
        () => `${booking.travellers[1]?.title} ${booking.travellers[1]?.firstName} ${booking.travellers[1]?.lastName}`,
      ),
    );
    expect(note.rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(done.refundPaise);
    expect(note.refundPaise).toBe(done.refundPaise);
    expect(note.gst.taxablePaise).toBe(done.otaChargePaise);
    expect(note.gst.cgstPaise + note.gst.sgstPaise + note.gst.igstPaise).toBe(done.gstPaise);

    const pdf = await owner.get(`/flights/bookings/${booking.id}/credit-notes/${done.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.raw.toString('latin1')).toContain(done.creditNoteNo);

    // Another agency's booking, and a cancellation of another booking, are not found.
    expectStatus(await other.get(`/flights/bookings/${booking.id}/credit-notes/${done.id}`), 404);
    const missing = expectStatus(
      await owner.get(`/flights/bookings/${booking.id}/credit-notes/${done.id + 1000}`),
      404,
    );
    expect(missing.body.error.message).toBe(BOOKING_MSG_DECIDED.creditNoteNotFound);
  });
});
