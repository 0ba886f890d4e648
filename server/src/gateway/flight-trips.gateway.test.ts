import type { CancellationDoneAnswer, RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import {
  FLIGHT_PROOF_MSG,
  type HoldQueueEntry,
  type PassengerCalendar,
  type VerifiedFlightBooking,
} from '@tripsetu/domain/gateway-flight-trips.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { maskEmail, maskMobile } from '@tripsetu/domain/package-booking.ts';
import { PAX_CALENDAR_MSG } from '@tripsetu/domain/pax-calendar.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  getBooking,
  onHostedPage,
  passDeadline,
  returnTo,
  type SignedInTraveller,
  searchFields,
  signedInTraveller,
} from './flight-booking.fixtures.ts';

let t: TestApp;
let nextTraveller = 600;
let nextAddress = 1;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A visitor's call (no sign-in), or a traveller's, each from an address of its own unless one is given. */
const call = (who: SignedInTraveller | null, fields: Record<string, string>, address?: string) =>
  callGateway(
    t.app,
    { opid: 'MF001', ...fields, ...(who ? { sessiontoken: who.sessiontoken } : {}) },
    '/gateway/app',
    address ?? `203.0.113.${nextAddress++}`,
  );

/** A new traveller's round trip for two, `days` ahead: booked, and paid on the sandbox page unless `unpaid`. */
async function booked(days: number, unpaid = false): Promise<{ traveller: SignedInTraveller; txid: string }> {
  const traveller = await signedInTraveller(t, nextTraveller++);
  const chosen = await chooseFares(
    t,
    searchFields(days, { triptype: 'R', rdate: addDays(todayInIndia(), days + 3), numadults: 2 }),
  );
  const started = await callGateway(t.app, bookingFields(traveller, chosen, await fareQuote(t, chosen)));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  if (!unpaid) await returnTo(t, await onHostedPage(t, started.body.Result.checkouturl, 'pay'));
  return { traveller, txid: started.body.Result.txid as string };
}

/** The newest booking code texted to a number or mailed to an address; undefined when none was. */
async function codeSentTo(contact: { mobile?: string; email?: string }): Promise<string | undefined> {
  if (contact.mobile) {
    const texts = (await t.services.identity.listSms(100)).filter(
      (sms) => sms.to_mobile === contact.mobile && sms.body.includes('manage booking'),
    );
    return texts[0]?.body.match(/\b(\d{6})\b/)?.[1];
  }
  const mails = (await t.services.mail.listOutbox(100)).filter(
    (mail) => mail.to_address === contact.email && mail.subject.startsWith('Your code for booking'),
  );
  return mails[0]?.html.match(/<b>(\d{6})<\/b>/)?.[1];
}

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

/** Proves a booking as a visitor with a contact: the proof. */
async function prove(txid: string, contact: string, sentTo: { mobile?: string; email?: string }) {
  const sent = await call(null, { actioncode: 'sendbookingcode', txid, contact });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const code = await codeSentTo(sentTo);
  if (!code) throw new Error('no code sent');
  const verified = await call(null, {
    actioncode: 'verifybookingcode',
    prooftoken: sent.body.ApiStatus.TransactionStatus,
    otp: code,
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return (verified.body.Result as VerifiedFlightBooking).bookingproof;
}

describe('a visitor proves a flight booking with its mobile or e-mail and a code (decision 029)', () => {
  it('sends a code only to the booking’s own contact, then opens that booking, and lets the visitor cancel it', async () => {
    const { traveller, txid } = await booked(45);
    const smsBefore = (await t.services.identity.listSms(500)).length;

    // Nothing the form lacks is sent anywhere; a wrong contact or booking answers as an unknown one.
    const empty = await call(null, { actioncode: 'sendbookingcode', txid: '', contact: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.ApiStatus.Errors).toEqual({
      txid: FLIGHT_PROOF_MSG.txidRequired,
      contact: FLIGHT_PROOF_MSG.contactRequired,
    });
    const garbled = await call(null, { actioncode: 'sendbookingcode', txid, contact: '12345' });
    expect(garbled.body.ApiStatus.Errors).toEqual({ contact: FLIGHT_PROOF_MSG.contactInvalid });
    for (const [id, contact] of [
      [txid, '9123456789'],
      [txid, 'someone@example.in'],
      ['TSF00000000000000000000', traveller.mobile],
      ['not-an-id', traveller.mobile],
    ] as const) {
      const refused = await call(null, { actioncode: 'sendbookingcode', txid: id, contact });
      expect(refused.status).toBe(404);
      expect(refused.body.ApiStatus.Message).toBe(MSG_DECIDED.bookingNotYours);
    }
    expect((await t.services.identity.listSms(500)).length).toBe(smsBefore);

    // Before a proof: a visitor is asked to sign in, as before.
    const unproven = await call(null, { actioncode: 'getbooking', txid });
    expect(unproven.status).toBe(401);
    expect(unproven.body.ApiStatus.Message).toBe(MSG_DECIDED.signInRequired);

    // The mobile as people type it; the code goes to that mobile, and the answer names it masked.
    const sent = await call(null, { actioncode: 'sendbookingcode', txid, contact: `+91 ${traveller.mobile}` });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.ApiStatus.Message).toBe(
      `We have sent a 6-digit code to ${maskMobile(traveller.mobile)}. It is valid for 5 minutes.`,
    );
    expect(JSON.stringify(sent.body)).not.toContain(traveller.mobile);
    const code = await codeSentTo({ mobile: traveller.mobile });
    expect(code).toMatch(/^\d{6}$/);
    expect(await codeSentTo({ email: traveller.email })).toBeUndefined();
    const prooftoken = sent.body.ApiStatus.TransactionStatus as string;
    const wrong = await call(null, { actioncode: 'verifybookingcode', prooftoken, otp: wrongCode(code ?? '') });
    expect(wrong.status).toBe(400);
    expect(wrong.body.ApiStatus.Message).toBe(MSG_DECIDED.otpInvalid);
    const verified = await call(null, { actioncode: 'verifybookingcode', prooftoken, otp: code ?? '' });
    expect(verified.status).toBe(200);
    const { bookingproof, txid: provenTxid } = verified.body.Result as VerifiedFlightBooking;
    expect(provenTxid).toBe(txid);
    // A code works once.
    expect((await call(null, { actioncode: 'verifybookingcode', prooftoken, otp: code ?? '' })).status).toBe(400);

    // The booking's pages open with the proof: details, e-ticket, its PDF, invoices.
    const seen = await call(null, { actioncode: 'getbooking', txid, bookingproof });
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect((seen.body.Result as GatewayFlightBooking).txid).toBe(txid);
    for (const actioncode of ['getticket', 'getticketpdf', 'getinvoice', 'getrefundreceipts']) {
      expect((await call(null, { actioncode, txid, bookingproof })).status, actioncode).toBe(200);
    }

    // No other booking opens with it, nor does the date change or support (they need an account).
    const other = await booked(50);
    const elsewhere = await call(null, { actioncode: 'getbooking', txid: other.txid, bookingproof });
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.ApiStatus.Message).toBe(FLIGHT_PROOF_MSG.proofExpired);
    expect(JSON.stringify(elsewhere.body)).not.toContain(other.txid.slice(3));
    const signedInElsewhere = await call(other.traveller, { actioncode: 'getbooking', txid: other.txid, bookingproof });
    expect(signedInElsewhere.status).toBe(403);
    const moved = await call(null, {
      actioncode: 'getrescheduleoptions',
      txid,
      travellers: '0',
      journey: '0',
      date: addDays(todayInIndia(), 47),
      bookingproof,
    });
    expect(moved.status).toBe(401);
    expect((await call(null, { actioncode: 'mybookings', bookingproof })).status).toBe(401);

    // The visitor cancels one traveller, refunded to the payment; the receipt follows.
    const selection = { txid, travellers: '1', journeys: '0,1', bookingproof };
    const quote = await call(null, { actioncode: 'getcancellationquote', ...selection });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const cancelled = await call(null, { actioncode: 'cancel', ...selection, requestkey: `visitor-${txid}` });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const done = cancelled.body.Result as CancellationDoneAnswer;
    const receipts = (await call(null, { actioncode: 'getrefundreceipts', txid, bookingproof })).body
      .Result as RefundReceipt[];
    expect(receipts.map((receipt) => receipt.receiptNo)).toEqual([done.refundReceiptNo]);
    // The traveller sees the same cancellation in their account.
    expect((await getBooking(t, traveller, txid)).cancelledsegments).toHaveLength(2);
  });

  it('proves with the booking’s e-mail as typed, and the code goes to that e-mail only', async () => {
    const { traveller, txid } = await booked(46);
    const sent = await call(null, {
      actioncode: 'sendbookingcode',
      txid,
      contact: ` ${traveller.email.toUpperCase()} `,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.ApiStatus.Message).toContain(maskEmail(traveller.email));
    expect(await codeSentTo({ email: traveller.email })).toMatch(/^\d{6}$/);
    expect(await codeSentTo({ mobile: traveller.mobile })).toBeUndefined();
  });

  it('ends a code after five wrong tries, limits the codes a booking gets, and ends a proof after 30 minutes', async () => {
    const { traveller, txid } = await booked(47);
    const sent = await call(null, { actioncode: 'sendbookingcode', txid, contact: traveller.mobile });
    const prooftoken = sent.body.ApiStatus.TransactionStatus as string;
    const code = (await codeSentTo({ mobile: traveller.mobile })) ?? '';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await call(null, { actioncode: 'verifybookingcode', prooftoken, otp: wrongCode(code) })).body.ApiStatus
          .Message,
      );
    }
    expect(messages).toEqual([...Array(4).fill(MSG_DECIDED.otpInvalid), MSG_DECIDED.otpLocked]);
    const right = await call(null, { actioncode: 'verifybookingcode', prooftoken, otp: code });
    expect(right.body.ApiStatus.Message).toBe(MSG_DECIDED.otpLocked);
    expect(right.body.Result).toBeUndefined();

    // Three codes a booking in ten minutes, whatever the address; a wrong contact uses one too.
    const bookingproof = await prove(txid, traveller.mobile, { mobile: traveller.mobile });
    expect((await call(null, { actioncode: 'sendbookingcode', txid, contact: '9000000001' })).status).toBe(404);
    const limited = await call(null, { actioncode: 'sendbookingcode', txid, contact: traveller.mobile });
    expect(limited.status).toBe(429);
    expect(limited.body.ApiStatus.Message).toBe(MSG_DECIDED.otpRateLimited);

    expect((await call(null, { actioncode: 'getbooking', txid, bookingproof })).status).toBe(200);
    await t.database.db
      .updateTable('booking_proofs')
      .set({ proof_expires_at: new Date(Date.now() - 1000) })
      .where('txid', '=', txid)
      .execute();
    const late = await call(null, { actioncode: 'getticket', txid, bookingproof });
    expect(late.status).toBe(403);
    expect(late.body.ApiStatus.Message).toBe(FLIGHT_PROOF_MSG.proofExpired);
    // Only hashes are kept.
    const rows = await t.database.db.selectFrom('booking_proofs').selectAll().where('txid', '=', txid).execute();
    expect(JSON.stringify(rows)).not.toContain(bookingproof);
    expect(JSON.stringify(rows)).not.toContain(code);
  });
});

describe('the traveller’s bookings waiting for payment (holdqueues)', () => {
  it('lists the unpaid bookings before their deadline with the gateway’s page, and nobody else’s', async () => {
    const unpaid = await booked(60, true);
    const queue = await call(unpaid.traveller, { actioncode: 'holdqueues' });
    expect(queue.status, JSON.stringify(queue.body)).toBe(200);
    const entries = queue.body.Result as HoldQueueEntry[];
    expect(entries).toEqual([
      expect.objectContaining({
        txid: unpaid.txid,
        trip: 'DEL-BOM, BOM-DEL',
        departure: addDays(todayInIndia(), 60),
        travellers: 2,
        failurereason: null,
      }),
    ]);
    const [entry] = entries;
    const ticket = await getBooking(t, unpaid.traveller, unpaid.txid, 'getticket').catch(() => null);
    expect(ticket).toBeNull();
    const booking = await getBooking(t, unpaid.traveller, unpaid.txid);
    expect(entry?.total_paise).toBe(booking.total_paise);
    expect(entry?.paymentdeadline).toBe(booking.paymentdeadline);
    expect(entry?.checkouturl).toBe(booking.payment?.checkouturl);
    expect(entry?.checkouturl).toBeTruthy();

    const stranger = await signedInTraveller(t, nextTraveller++);
    expect((await call(stranger, { actioncode: 'holdqueues' })).body.Result).toEqual([]);
    const visitor = await call(null, { actioncode: 'holdqueues' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.ApiStatus.Message).toBe(MSG_DECIDED.signInRequired);

    // Paid: no longer waiting. Past its deadline: gone.
    await returnTo(t, await onHostedPage(t, entry?.checkouturl ?? '', 'pay'));
    expect((await call(unpaid.traveller, { actioncode: 'holdqueues' })).body.Result).toEqual([]);
    const late = await booked(61, true);
    expect((await call(late.traveller, { actioncode: 'holdqueues' })).body.Result).toHaveLength(1);
    await passDeadline(t, late.txid);
    expect((await call(late.traveller, { actioncode: 'holdqueues' })).body.Result).toEqual([]);
  });
});

describe('the traveller’s flights by day (passengercalendar)', () => {
  it('puts each traveller of their own bookings on the day each journey leaves, and refuses a month that is not one', async () => {
    const paid = await booked(70);
    const onward = addDays(todayInIndia(), 70);
    const back = addDays(todayInIndia(), 73);
    const month = async (who: SignedInTraveller, date: string) => {
      const answer = await call(who, { actioncode: 'passengercalendar', month: date.slice(0, 7) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.Result as PassengerCalendar;
    };
    const onDay = (calendar: PassengerCalendar, date: string) =>
      calendar.days.find((day) => day.date === date)?.travellers ?? [];
    const out = onDay(await month(paid.traveller, onward), onward);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ txid: paid.txid, route: 'DEL-BOM', status_code: 'CONFIRMED' });
    expect(out[0]?.departuretime).toMatch(/^\d{2}:\d{2}$/);
    expect(onDay(await month(paid.traveller, back), back).map((entry) => entry.route)).toEqual(['BOM-DEL', 'BOM-DEL']);

    // Unpaid before its deadline: on the calendar, awaiting payment; released: not.
    const unpaid = await booked(70, true);
    expect(onDay(await month(unpaid.traveller, onward), onward).map((entry) => entry.status_code)).toEqual([
      'NOT_CONFIRMED',
      'NOT_CONFIRMED',
    ]);
    expect(onDay(await month(unpaid.traveller, onward), onward).some((entry) => entry.txid === paid.txid)).toBe(false);
    await passDeadline(t, unpaid.txid);
    expect(onDay(await month(unpaid.traveller, onward), onward)).toEqual([]);

    for (const bad of ['2026-13', 'December', '']) {
      const refused = await call(paid.traveller, { actioncode: 'passengercalendar', month: bad });
      expect(refused.status).toBe(422);
      expect(refused.body.ApiStatus.Errors).toEqual({ month: PAX_CALENDAR_MSG.monthInvalid });
    }
    expect((await call(null, { actioncode: 'passengercalendar', month: onward.slice(0, 7) })).status).toBe(401);
  });
});
