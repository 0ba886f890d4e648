import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validBookingForm } from '../../test/booking-fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { fromFor, MAIL_MAX_ATTEMPTS, retryDelayMs } from './mail.service.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'TripSetu <bookings@tripsetu.test>' } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('the mail outbox', () => {
  it('delivers a booking’s voucher over SMTP and marks it sent', async () => {
    const form = await validBookingForm(t.app);
    const txid = (await callGateway(t.app, form)).body.ApiStatus.Result;
    const sent = await t.services.mail.deliverDue();
    expect(sent).toBeGreaterThanOrEqual(1);
    await waitFor(() => sink.received.some((m) => m.raw.includes(txid)));
    const message = sink.received.find((m) => m.raw.includes(txid));
    expect(message?.to).toEqual([form.paxemail]);
    expect(message?.raw).toContain('From: TripSetu <bookings@tripsetu.test>');
    const [row] = await t.services.mail.listOutbox(1);
    expect(row?.status).toBe('SENT');
  });

  it("sends an agency's mail in its name, via ours, from our address, with replies to the agency", async () => {
    await t.services.mail.enqueue(t.database.db, {
      to: 'customer@example.in',
      subject: 'Flight options from Skyways Travels',
      html: '<p>Options</p>',
      reference: 'sender-test',
      sender: { name: 'Skyways "Best" Travels', replyTo: 'owner@skyways.in' },
    });
    await t.services.mail.deliverDue();
    await waitFor(() => sink.received.some((m) => m.raw.includes('Subject: Flight options from Skyways')));
    const message = sink.received.find((m) => m.raw.includes('Subject: Flight options from Skyways'));
    expect(message?.raw).toContain('From: Skyways Best Travels via TripSetu <bookings@tripsetu.test>');
    expect(message?.raw).toContain('Reply-To: owner@skyways.in');
  });

  it('queues a message due at once by the clock the worker reads, so it goes out in the same millisecond', async () => {
    const id = await t.services.mail.enqueue(t.database.db, {
      to: 'same-millisecond@example.in',
      subject: 'Due at once',
      html: '<p>Now</p>',
      reference: 'clock-test',
    });
    const row = await t.database.db
      .selectFrom('mail_outbox')
      .select((eb) => sql<string>`extract(microseconds from ${eb.ref('next_attempt_at')})::bigint % 1000`.as('micros'))
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Whole milliseconds: a worker asking "due by now" with a JavaScript Date always finds it.
    expect(Number(row.micros)).toBe(0);
    const due = await t.database.db
      .selectFrom('mail_outbox')
      .select('next_attempt_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await t.services.mail.deliverDue(new Date(new Date(due.next_attempt_at).getTime()))).toBeGreaterThanOrEqual(
      1,
    );
    await waitFor(() => sink.received.some((m) => m.raw.includes('Subject: Due at once')));
  });

  it('keeps a sender name from breaking the From header', () => {
    expect(fromFor('TripSetu <a@b.in>', null)).toBe('TripSetu <a@b.in>');
    expect(fromFor('a@b.in', 'Ghumakkad')).toBe('"Ghumakkad" <a@b.in>');
    expect(fromFor('TripSetu <a@b.in>', 'Evil\r\nBcc: x@y.in "q"')).toBe('"EvilBcc: x@y.in q via TripSetu" <a@b.in>');
  });

  it('keeps a message the server refused and retries it later, then delivers it once', async () => {
    const form = await validBookingForm(t.app);
    const txid = (await callGateway(t.app, form)).body.ApiStatus.Result;
    sink.rejectNextMessages(1);
    expect(await t.services.mail.deliverDue()).toBe(0);
    const pending = await t.database.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('reference', '=', `booking:${txid}`)
      .executeTakeFirstOrThrow();
    expect(pending.status).toBe('PENDING');
    expect(pending.attempts).toBe(1);
    expect(pending.last_error).toContain('try later');
    expect(new Date(pending.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 20_000);

    expect(await t.services.mail.deliverDue(new Date())).toBe(0);
    expect(await t.services.mail.deliverDue(new Date(Date.now() + 2 * retryDelayMs(1)))).toBe(1);
    const delivered = sink.received.filter((m) => m.raw.includes(txid));
    expect(delivered).toHaveLength(1);
  });

  it('backs off exponentially and gives up after the last attempt', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(20)).toBe(60 * 60 * 1000);
    expect(MAIL_MAX_ATTEMPTS).toBe(8);
  });
});
