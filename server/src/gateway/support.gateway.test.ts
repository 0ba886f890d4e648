import type { SupportRequestRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import {
  SUPPORT_MSG_DECIDED,
  SUPPORT_THREAD_MAX_MESSAGES,
  supportReference,
  type TravellerSupportRequest,
  type TravellerSupportThread,
} from '@tripsetu/domain/traveller-support.ts';
import { CONTROL_CHARACTER_MESSAGE } from '@tripsetu/domain/validation.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, mailsTo, signedInClient } from '../test/agent-client.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  getBooking,
  onHostedPage,
  returnTo,
  type SignedInTraveller,
  searchFields,
  signedInTraveller,
} from './flight-booking.fixtures.ts';

let t: TestApp;
let admin: AgentClient;
let agencyOwner: AgentClient;
let traveller: SignedInTraveller;
let other: SignedInTraveller;
let booking: GatewayFlightBooking;

/** A one-way flight `days` ahead, booked and paid on the sandbox page by `who`. */
async function paidBooking(who: SignedInTraveller, days: number): Promise<GatewayFlightBooking> {
  const chosen = await chooseFares(t, searchFields(days));
  const started = await callGateway(t.app, bookingFields(who, chosen, await fareQuote(t, chosen)));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await returnTo(t, await onHostedPage(t, started.body.Result.checkouturl, 'pay'));
  return getBooking(t, who, started.body.Result.txid);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  agencyOwner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  traveller = await signedInTraveller(t, 501);
  other = await signedInTraveller(t, 502);
  booking = await paidBooking(traveller, 30);
});
afterAll(() => t.close());

const call = (who: SignedInTraveller | null, fields: Record<string, string>) =>
  callGateway(t.app, { opid: 'MF001', ...fields, ...(who ? { sessiontoken: who.sessiontoken } : {}) });

const raise = (who: SignedInTraveller, fields: Partial<Record<'txid' | 'category' | 'subject' | 'message', string>>) =>
  call(who, {
    actioncode: 'raisesupportrequest',
    txid: booking.txid,
    category: 'CANCELLATION_REFUND',
    subject: 'Refund not received',
    message: 'I cancelled one traveller a week ago.\nWhen will the refund reach my card?',
    ...fields,
  });

async function counts() {
  const requests = await t.database.db
    .selectFrom('traveller_support_requests')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  const messages = await t.database.db
    .selectFrom('traveller_support_messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return { requests: Number(requests.n), messages: Number(messages.n) };
}

describe('a traveller’s support requests about their flight bookings (MF001, decision 027)', () => {
  it('asks a visitor to sign in for every support operation', async () => {
    for (const actioncode of [
      'supportrequests',
      'raisesupportrequest',
      'getsupportrequest',
      'replysupportrequest',
      'closesupportrequest',
    ]) {
      const answer = await call(null, { actioncode, requestid: '1', txid: booking.txid });
      expect(answer.status, actioncode).toBe(401);
      expect(answer.body.ApiStatus.Message).toBe(MSG_DECIDED.signInRequired);
    }
  });

  it('refuses bad input with each field’s message and someone else’s booking as not found, raising nothing', async () => {
    const before = await counts();
    const empty = await raise(traveller, { txid: '', category: '', subject: ' ', message: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.ApiStatus.Errors).toEqual({
      txid: SUPPORT_MSG_DECIDED.bookingRequired,
      category: SUPPORT_MSG_DECIDED.categoryRequired,
      subject: SUPPORT_MSG_DECIDED.subjectRequired,
      message: SUPPORT_MSG_DECIDED.messageRequired,
    });
    const long = await raise(traveller, {
      category: 'FREE_UPGRADE',
      subject: 'x'.repeat(121),
      message: 'y'.repeat(2001),
    });
    expect(long.status).toBe(422);
    expect(long.body.ApiStatus.Errors).toEqual({
      category: SUPPORT_MSG_DECIDED.categoryRequired,
      subject: SUPPORT_MSG_DECIDED.subjectTooLong,
      message: SUPPORT_MSG_DECIDED.messageTooLong,
    });
    const theirs = await raise(other, {});
    expect(theirs.status).toBe(404);
    expect(theirs.body.ApiStatus.Message).toBe(BOOKING_MSG_DECIDED.bookingNotFound);
    expect((await raise(traveller, { txid: 'TSF-not-an-id' })).status).toBe(404);
    const control = await raise(traveller, { subject: 'Refund\u0000 please' });
    expect(control.status).toBe(400);
    expect(control.body.ApiStatus.Message).toBe(CONTROL_CHARACTER_MESSAGE);
    const huge = await raise(traveller, { message: 'z'.repeat(1_100_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await counts()).toEqual(before);
  });

  it('raises a request with its first message, acknowledges it by e-mail, tells the back office, and lists it', async () => {
    const raised = await raise(traveller, {});
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.ApiStatus.Message).toBe(SUPPORT_MSG_DECIDED.raised);
    const thread = raised.body.Result as TravellerSupportThread;
    expect(thread).toMatchObject({
      reference: supportReference(thread.id),
      txid: booking.txid,
      trip: 'DEL-BOM',
      category: 'CANCELLATION_REFUND',
      category_label: 'Cancellation or refund',
      subject: 'Refund not received',
      status: 'OPEN',
      status_label: 'Open',
      messages: [{ author: 'Priya Sharma', from_support: false }],
    });
    expect(thread.messages[0]?.body).toContain('\nWhen will the refund');

    const [ack] = await mailsTo(t, traveller.email);
    expect(ack?.subject).toBe(`We have your request ${thread.reference}: Refund not received`);
    expect(ack?.html).toContain(`/flight/agent-support?request=${thread.reference}`);
    const [toAdmin] = await mailsTo(t, DEMO.admin.userId);
    expect(toAdmin?.subject).toBe(`Traveller request ${thread.reference}: Refund not received`);
    expect(toAdmin?.html).toContain(`/agent/support/${thread.id}`);

    // The same booking and topic again is the open request's to reply in; another topic is a new request.
    const again = await raise(traveller, { subject: 'Refund still not here' });
    expect(again.status).toBe(409);
    expect(again.body.ApiStatus.Errors.category).toBe(SUPPORT_MSG_DECIDED.alreadyOpen(thread.reference));
    const seats = await raise(traveller, { category: 'SEATS_MEALS_BAGGAGE', subject: 'Window seat please' });
    expect(seats.status).toBe(200);

    const list = await call(traveller, { actioncode: 'supportrequests' });
    expect((list.body.Result as TravellerSupportRequest[]).map((row) => [row.subject, row.status_label])).toEqual([
      ['Window seat please', 'Open'],
      ['Refund not received', 'Open'],
    ]);
    expect((await call(other, { actioncode: 'supportrequests' })).body.Result).toEqual([]);
  });

  it('keeps each thread to its traveller: anyone else’s request, or a malformed id, is not found', async () => {
    const [mine] = (await call(traveller, { actioncode: 'supportrequests' })).body.Result as TravellerSupportRequest[];
    if (!mine) throw new Error('no request');
    expect((await call(traveller, { actioncode: 'getsupportrequest', requestid: mine.reference })).status).toBe(200);
    expect((await call(traveller, { actioncode: 'getsupportrequest', requestid: String(mine.id) })).status).toBe(200);
    const before = await counts();
    for (const actioncode of ['getsupportrequest', 'replysupportrequest', 'closesupportrequest']) {
      const theirs = await call(other, { actioncode, requestid: mine.reference, message: 'Hello?' });
      expect(theirs.status, actioncode).toBe(404);
      expect(theirs.body.ApiStatus.Message).toBe(SUPPORT_MSG_DECIDED.requestNotFound);
      for (const requestid of ['', 'SR', 'abc', '-1', '99999999999999999999', 'SR1']) {
        const bad = await call(traveller, { actioncode, requestid, message: 'Hello?' });
        expect(bad.status, `${actioncode} ${requestid}`).toBe(404);
      }
    }
    expect(await counts()).toEqual(before);
    // An agency never reaches a traveller's thread, by list or by number.
    const agencyList = await agencyOwner.get('/support/requests');
    expect(agencyList.body.requests.map((row: SupportRequestRow) => row.id)).not.toContain(mine.id);
    const agencyRead = await agencyOwner.get(`/support/requests/${mine.id}`);
    expect(agencyRead.status).toBe(404);
    expect(agencyRead.body.error.message).toBe(AGENT_MSG_DECIDED.notFound);
    expect((await agencyOwner.post(`/support/requests/${mine.id}/replies`, { message: 'Hi' })).status).toBe(404);
  });

  it('puts travellers’ requests in the back office’s queue, oldest open first; a reply answers and e-mails the traveller', async () => {
    const agencyRequest = await agencyOwner.post('/support/requests', {
      subject: 'Wallet top-up not credited',
      message: 'Raised after the travellers’ requests.',
    });
    expect(agencyRequest.status).toBe(201);
    const queue = (await admin.get('/support/requests')).body.requests as SupportRequestRow[];
    const open = queue.filter((row) => row.status === 'OPEN');
    expect(queue.slice(0, open.length)).toEqual(open);
    expect(open.map((row) => row.createdAt)).toEqual([...open.map((row) => row.createdAt)].sort());
    const refund = open.find((row) => row.subject === 'Refund not received');
    expect(refund).toMatchObject({
      channel: 'TRAVELLER',
      category: 'Cancellation or refund',
      bookingReference: booking.txid,
      raisedBy: 'Priya Sharma',
      agencyName: '',
    });
    expect(open.findIndex((row) => row.id === refund?.id)).toBeLessThan(
      open.findIndex((row) => row.id === agencyRequest.body.id),
    );
    const id = refund?.id as number;
    const detail = await admin.get(`/support/requests/${id}`);
    expect(detail.body.messages).toEqual([expect.objectContaining({ author: 'Priya Sharma', fromSupport: false })]);

    const emptyReply = await admin.post(`/support/requests/${id}/replies`, { message: '  ' });
    expect(emptyReply.status).toBe(422);
    const reply = await admin.post(`/support/requests/${id}/replies`, {
      message: 'Your refund of ₹2,246 was sent on Monday.\nBanks take 5–7 working days.',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe('ANSWERED');
    expect(reply.body.messages[1]).toMatchObject({
      fromSupport: true,
      author: expect.stringContaining('TripSetu support'),
    });
    const [mail] = await mailsTo(t, traveller.email);
    expect(mail?.subject).toBe(`Reply to your request ${supportReference(id)}`);
    expect(mail?.html).toContain('Your refund of ₹2,246 was sent on Monday.<br>Banks take 5–7 working days.');

    const thread = (await call(traveller, { actioncode: 'getsupportrequest', requestid: supportReference(id) })).body
      .Result as TravellerSupportThread;
    expect(thread.status_label).toBe('Answered');
    expect(thread.messages.map((message) => [message.author, message.from_support])).toEqual([
      ['Priya Sharma', false],
      ['TripSetu support', true],
    ]);
  });

  it('reopens a request with the traveller’s reply, closes it on their word, and takes no message after', async () => {
    const [, refund] = (await call(traveller, { actioncode: 'supportrequests' })).body
      .Result as TravellerSupportRequest[];
    const requestid = refund?.reference as string;
    const empty = await call(traveller, { actioncode: 'replysupportrequest', requestid, message: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.ApiStatus.Errors.message).toBe(SUPPORT_MSG_DECIDED.messageRequired);
    const reply = await call(traveller, { actioncode: 'replysupportrequest', requestid, message: 'Thanks, it came.' });
    expect(reply.status).toBe(200);
    expect(reply.body.ApiStatus.Message).toBe(SUPPORT_MSG_DECIDED.replied);
    expect((reply.body.Result as TravellerSupportThread).status).toBe('OPEN');

    const closed = await call(traveller, { actioncode: 'closesupportrequest', requestid });
    expect((closed.body.Result as TravellerSupportThread).status_label).toBe('Closed');
    expect((await call(traveller, { actioncode: 'closesupportrequest', requestid })).status).toBe(200);
    const before = await counts();
    const late = await call(traveller, { actioncode: 'replysupportrequest', requestid, message: 'One more thing' });
    expect(late.status).toBe(409);
    expect(late.body.ApiStatus.Message).toBe(SUPPORT_MSG_DECIDED.closed);
    const lateAdmin = await admin.post(`/support/requests/${refund?.id}/replies`, { message: 'Anything else?' });
    expect(lateAdmin.status).toBe(409);
    expect(await counts()).toEqual(before);
    // Closed, the topic is free for a new request on the booking.
    expect((await raise(traveller, { subject: 'Another refund question' })).status).toBe(200);
  });

  it('stops a thread at its limit of messages', async () => {
    const [seats] = (await call(traveller, { actioncode: 'supportrequests' })).body.Result as TravellerSupportRequest[];
    const id = seats?.id as number;
    const filler = Array.from({ length: SUPPORT_THREAD_MAX_MESSAGES - 1 }, () => ({
      request_id: id,
      from_support: false,
      author_id: null,
      body: 'filler',
    }));
    await t.database.db.insertInto('traveller_support_messages').values(filler).execute();
    const full = await call(traveller, { actioncode: 'replysupportrequest', requestid: String(id), message: 'More?' });
    expect(full.status).toBe(409);
    expect(full.body.ApiStatus.Message).toBe(SUPPORT_MSG_DECIDED.threadFull);
  });
});
