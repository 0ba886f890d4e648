import type { CancellationDoneAnswer, CancellationQuoteAnswer, RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { CANCELLATION_MSG, CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import type { MyFlightBooking } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  seatsSoldOn,
  signedInTraveller,
} from './flight-booking.fixtures.ts';

let t: TestApp;
let traveller: SignedInTraveller;
let other: SignedInTraveller;
let nextTraveller = 300;

beforeAll(async () => {
  t = await createTestApp();
  other = await signedInTraveller(t, 299);
});
afterAll(() => t.close());

const call = (who: SignedInTraveller | null, fields: Record<string, string>) =>
  callGateway(t.app, { opid: 'MF001', ...fields, ...(who ? { sessiontoken: who.sessiontoken } : {}) });

/** A round trip for two adults, `days` ahead, booked and paid on the sandbox page by a new traveller. */
async function paidRoundTrip(days: number): Promise<GatewayFlightBooking> {
  traveller = await signedInTraveller(t, nextTraveller++);
  const chosen = await chooseFares(
    t,
    searchFields(days, { triptype: 'R', rdate: addDays(todayInIndia(), days + 4), numadults: 2 }),
  );
  const quote = await fareQuote(t, chosen);
  const started = await callGateway(t.app, bookingFields(traveller, chosen, quote));
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  await returnTo(t, await onHostedPage(t, started.body.Result.checkouturl, 'pay'));
  const booking = await getBooking(t, traveller, started.body.Result.txid);
  expect(booking.status_code).toBe('CONFIRMED');
  return booking;
}

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

const fee = (booking: GatewayFlightBooking, code: string) =>
  booking.fare.find((line) => line.code === code)?.amount_paise ?? 0;

describe('a traveller cancels their own flight booking (MF001, issue 21)', () => {
  it('lists the traveller’s bookings, prices a cancellation without changing anything, then refunds the payment once', async () => {
    const booking = await paidRoundTrip(40);
    const mine = await call(traveller, { actioncode: 'mybookings' });
    expect(mine.status).toBe(200);
    expect(mine.body.Result as MyFlightBooking[]).toEqual([
      expect.objectContaining({
        txid: booking.txid,
        trip: 'DEL-BOM, BOM-DEL',
        booking_status: 'Confirmed',
        travellers: 2,
      }),
    ]);
    const soldBefore = await seatsSoldOn(t, booking);

    // The first adult, both journeys: the fares' charges, and their share of the convenience fee back.
    const selection = { txid: booking.txid, travellers: '0', journeys: '0,1' };
    const quoted = await call(traveller, { actioncode: 'getcancellationquote', ...selection });
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    const quote = quoted.body.Result as CancellationQuoteAnswer;
    expect(quote.lines).toHaveLength(2);
    const feeShare = (fee(booking, 'CONVENIENCE_FEE') + fee(booking, 'GST')) / 2;
    expect(quote.fees).toEqual([expect.objectContaining({ traveller: 0, paidPaise: feeShare, refundPaise: feeShare })]);
    expect(quote.totals.commissionReversedPaise).toBe(0);
    const { totals } = quote;
    expect(
      totals.airlineChargePaise + totals.otaChargePaise + totals.gstPaise + totals.keptPaise + totals.refundPaise,
    ).toBe(totals.paidPaise);
    expect(await seatsSoldOn(t, booking)).toBe(soldBefore);
    expect(await refundedOnGateway(booking.txid)).toBe(0);

    const fields = { actioncode: 'cancel', ...selection, requestkey: `cancel-${booking.txid}` };
    const [first, again] = [await call(traveller, fields), await call(traveller, fields)];
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const done = first.body.Result as CancellationDoneAnswer;
    expect(done).toMatchObject({
      refundTo: 'ORIGINAL_PAYMENT',
      walletDocumentNo: null,
      refundPaise: quote.totals.refundPaise,
      everything: false,
      message: CANCELLATION_MSG_DECIDED.travellerCancelled,
    });
    expect(done.refundReceiptNo).toMatch(/^TSRR\/\d{4}-\d{2}\/\d{6}$/);
    expect(first.body.ApiStatus.Result).toBe(done.refundReceiptNo);
    expect(again.body.Result).toEqual(done);
    expect(await refundedOnGateway(booking.txid)).toBe(done.refundPaise);
    expect(await seatsSoldOn(t, booking)).toBe(soldBefore - 1);

    const after = await getBooking(t, traveller, booking.txid);
    expect(after.status_code).toBe('CONFIRMED');
    const receipts = (await call(traveller, { actioncode: 'getrefundreceipts', txid: booking.txid })).body
      .Result as RefundReceipt[];
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      receiptNo: done.refundReceiptNo,
      creditNoteNo: done.creditNoteNo,
      transactionId: booking.txid,
      status: 'Refund initiated',
      paidWith: { orderRef: booking.payment?.orderref, method: 'UPI', paymentId: booking.payment?.paymentid },
    });
    expect(receipts[0]?.gatewayRefundId).toMatch(/^rfnd_/);
    expect(receipts[0]?.cancelled.map((line) => line.traveller)).toEqual(['Mr Arjun Sharma', 'Mr Arjun Sharma']);
    expect(receipts[0]?.totals.refundPaise).toBe(done.refundPaise);

    const mail = await t.database.db
      .selectFrom('mail_outbox')
      .select(['subject', 'html'])
      .where('to_address', '=', traveller.email)
      .where('subject', 'like', 'Cancellation confirmed%')
      .executeTakeFirstOrThrow();
    expect(mail.html).toContain(done.refundReceiptNo as string);
    expect(mail.html).toContain('sent back to the payment you made');
  });

  it('keeps the fee on a partial cancellation, marks the booking cancelled when nothing is left, and refuses twice', async () => {
    const booking = await paidRoundTrip(42);
    const cancel = (travellers: string, journeys: string) =>
      call(traveller, {
        actioncode: 'cancel',
        txid: booking.txid,
        travellers,
        journeys,
        requestkey: `cancel-${travellers}-${journeys}-${booking.txid}`.replaceAll(',', '.'),
      });
    const onward = await cancel('0,1', '0');
    expect(onward.status, JSON.stringify(onward.body)).toBe(200);
    const onwardReceipt = onward.body.Result as CancellationDoneAnswer;
    expect(onwardReceipt.everything).toBe(false);
    const firstReceipts = (await call(traveller, { actioncode: 'getrefundreceipts', txid: booking.txid })).body
      .Result as RefundReceipt[];
    expect(firstReceipts[0]?.totals.feesRefundedPaise).toBe(0);

    const twice = await cancel('0', '0,1');
    expect(twice.status).toBe(409);
    expect(twice.body.ApiStatus).toMatchObject({ Message: CANCELLATION_MSG_DECIDED.alreadyCancelled });
    expect(twice.body.ApiStatus.Errors).toMatchObject({ code: 'CANCELLATION_FAILED', title: CANCELLATION_MSG.failed });

    const back = await cancel('0,1', '1');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect((back.body.Result as CancellationDoneAnswer).everything).toBe(true);
    const receipts = (await call(traveller, { actioncode: 'getrefundreceipts', txid: booking.txid })).body
      .Result as RefundReceipt[];
    expect(receipts).toHaveLength(2);
    expect(receipts[1]?.totals.feesRefundedPaise).toBe(fee(booking, 'CONVENIENCE_FEE') + fee(booking, 'GST'));
    // Each receipt as a PDF, with its number; a number the booking does not have is not found.
    const pdf = await call(traveller, {
      actioncode: 'getrefundreceiptpdf',
      txid: booking.txid,
      receiptno: receipts[1]?.receiptNo ?? '',
    });
    expect(pdf.status, JSON.stringify(pdf.body).slice(0, 200)).toBe(200);
    const file = pdf.body.Result as { contenttype: string; content_base64: string; filename: string };
    expect(file.contenttype).toBe('application/pdf');
    const bytes = Buffer.from(file.content_base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain(receipts[1]?.receiptNo ?? '-');
    const unknown = await call(traveller, {
      actioncode: 'getrefundreceiptpdf',
      txid: booking.txid,
      receiptno: 'TSRR/2026-27/999999',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.ApiStatus.Message).toBe(CANCELLATION_MSG_DECIDED.receiptNotFound);
    expect(await refundedOnGateway(booking.txid)).toBe(
      receipts.reduce((total, receipt) => total + receipt.totals.refundPaise, 0),
    );
    expect(await refundedOnGateway(booking.txid)).toBeLessThanOrEqual(booking.total_paise);
    expect((await getBooking(t, traveller, booking.txid)).status_code).toBe('CANCELLED');
    const mine = (await call(traveller, { actioncode: 'mybookings' })).body.Result as MyFlightBooking[];
    expect(mine[0]).toMatchObject({ txid: booking.txid, booking_status: 'Cancelled', partlycancelled: false });
    const again = await cancel('0', '0');
    expect(again.status).toBe(409);
    expect(again.body.ApiStatus.Message).toBe(CANCELLATION_MSG_DECIDED.alreadyCancelled);
  });

  it('refuses anyone else’s booking, a visitor, bad choices and an unpaid booking, changing nothing', async () => {
    const booking = await paidRoundTrip(44);
    const selection = { txid: booking.txid, travellers: '0', journeys: '0' };
    const stranger = await call(other, { actioncode: 'getcancellationquote', ...selection });
    expect(stranger.status).toBe(404);
    const strangerCancel = await call(other, { actioncode: 'cancel', ...selection, requestkey: 'stranger-key-1' });
    expect(strangerCancel.status).toBe(404);
    expect((await call(other, { actioncode: 'getrefundreceipts', txid: booking.txid })).status).toBe(404);
    const visitor = await call(null, { actioncode: 'cancel', ...selection, requestkey: 'visitor-key-1' });
    expect(visitor.status).toBe(401);
    expect(visitor.body.ApiStatus.Message).toBe(MSG_DECIDED.signInRequired);

    for (const [travellers, journeys, field] of [
      ['x', '0', 'travellers'],
      ['0', '', 'journeys'],
      [
        '0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50,51',
        '0',
        'travellers',
      ],
    ] as const) {
      const bad = await call(traveller, {
        actioncode: 'cancel',
        txid: booking.txid,
        travellers,
        journeys,
        requestkey: 'bad-choice-key',
      });
      expect(bad.status).toBe(422);
      expect(bad.body.ApiStatus.Errors[field]).toBe(CANCELLATION_MSG_DECIDED.nothingChosen);
    }
    const noSuchTraveller = await call(traveller, {
      actioncode: 'getcancellationquote',
      txid: booking.txid,
      travellers: '7',
      journeys: '0',
    });
    expect(noSuchTraveller.status).toBe(409);
    const noKey = await call(traveller, { actioncode: 'cancel', ...selection });
    expect(noKey.status).toBe(422);
    const shown = (await call(traveller, { actioncode: 'getcancellationquote', ...selection })).body
      .Result as CancellationQuoteAnswer;
    const moved = await call(traveller, {
      actioncode: 'cancel',
      ...selection,
      requestkey: 'moved-refund-key',
      acceptedrefund_paise: String(shown.totals.refundPaise + 1),
    });
    expect(moved.status).toBe(409);
    expect(moved.body.ApiStatus.Message).toBe(CANCELLATION_MSG_DECIDED.refundChanged);
    expect(moved.body.ApiStatus.Errors.newRefundPaise).toBe(String(shown.totals.refundPaise));
    const malformed = await call(traveller, {
      actioncode: 'cancel',
      ...selection,
      requestkey: 'malformed-refund-key',
      acceptedrefund_paise: 'lots',
    });
    expect(malformed.status).toBe(422);
    expect(await refundedOnGateway(booking.txid)).toBe(0);
    expect((await getBooking(t, traveller, booking.txid)).status_code).toBe('CONFIRMED');

    // A booking not paid yet is no ticket: nothing to cancel or refund.
    const chosen = await chooseFares(t, searchFields(46));
    const quote = await fareQuote(t, chosen);
    const unpaid = await callGateway(t.app, bookingFields(traveller, chosen, quote));
    const refused = await call(traveller, {
      actioncode: 'getcancellationquote',
      txid: unpaid.body.Result.txid,
      travellers: '0',
      journeys: '0',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.ApiStatus.Message).toBe(CANCELLATION_MSG_DECIDED.notTicketed);
  });
});
