import { BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import type { GatewayFlightBooking } from '@tripsetu/domain/gateway-flight-booking.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import {
  SERVICE_REQUEST_MSG,
  type ServiceRequestRow,
  serviceRequestReference,
  type TravellerServiceRequest,
} from '@tripsetu/domain/service-requests.ts';
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
  traveller = await signedInTraveller(t, 601);
  other = await signedInTraveller(t, 602);
  booking = await paidBooking(traveller, 30);
});
afterAll(() => t.close());

const call = (who: SignedInTraveller | null, fields: Record<string, string>) =>
  callGateway(t.app, { opid: 'MF001', ...fields, ...(who ? { sessiontoken: who.sessiontoken } : {}) });

const raise = (who: SignedInTraveller, fields: Partial<Record<'txid' | 'service' | 'details', string>>) =>
  call(who, {
    actioncode: 'raiseservicerequest',
    txid: booking.txid,
    service: 'MUSICAL_INSTRUMENT_SEAT',
    details: 'A cello in a hard case, 135 cm tall and 9 kg, for the seat beside me.',
    ...fields,
  });

const requestCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('traveller_service_requests')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a traveller asks for a special service on their flight booking (MF001, decision 028)', () => {
  it('asks a visitor to sign in', async () => {
    for (const actioncode of ['servicerequests', 'raiseservicerequest']) {
      const answer = await call(null, { actioncode, txid: booking.txid });
      expect(answer.status, actioncode).toBe(401);
      expect(answer.body.ApiStatus.Message).toBe(MSG_DECIDED.signInRequired);
    }
  });

  it('refuses bad input with each field’s message and someone else’s booking as not found, raising nothing', async () => {
    const before = await requestCount();
    const empty = await raise(traveller, { txid: '', service: '', details: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.ApiStatus.Errors).toEqual({
      txid: SERVICE_REQUEST_MSG.bookingRequired,
      service: SERVICE_REQUEST_MSG.serviceRequired,
      details: SERVICE_REQUEST_MSG.detailsRequired,
    });
    const wrong = await raise(traveller, { service: 'FREE_UPGRADE', details: 'cello' });
    expect(wrong.body.ApiStatus.Errors).toEqual({
      service: SERVICE_REQUEST_MSG.serviceRequired,
      details: SERVICE_REQUEST_MSG.detailsTooShort,
    });
    const long = await raise(traveller, { details: 'y'.repeat(1001) });
    expect(long.body.ApiStatus.Errors).toEqual({ details: SERVICE_REQUEST_MSG.detailsTooLong });
    const theirs = await raise(other, {});
    expect(theirs.status).toBe(404);
    expect(theirs.body.ApiStatus.Message).toBe(BOOKING_MSG_DECIDED.bookingNotFound);
    const control = await raise(traveller, { details: 'A cello\u0000 in its case' });
    expect(control.status).toBe(400);
    expect(control.body.ApiStatus.Message).toBe(CONTROL_CHARACTER_MESSAGE);
    const huge = await raise(traveller, { details: 'z'.repeat(1_100_000) });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    expect(await requestCount()).toBe(before);
  });

  it('raises a request once, the back office prices it, and the traveller reads the price and how to pay', async () => {
    const raised = await raise(traveller, {});
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.ApiStatus.Message).toBe(SERVICE_REQUEST_MSG.raised);
    const request = raised.body.Result as TravellerServiceRequest;
    expect(request).toMatchObject({
      reference: serviceRequestReference(request.id),
      txid: booking.txid,
      service: 'MUSICAL_INSTRUMENT_SEAT',
      status: 'SUBMITTED',
      price_paise: null,
      answer: null,
    });
    const twice = await raise(traveller, {});
    expect(twice.status).toBe(409);
    expect(twice.body.ApiStatus.Errors.service).toBe(SERVICE_REQUEST_MSG.alreadyWaiting(request.reference));

    // The back office's queue, oldest first; an agency cannot see it.
    expect((await agencyOwner.get('/admin/service-requests')).status).toBe(403);
    const queue = (await admin.get('/admin/service-requests')).body.requests as ServiceRequestRow[];
    expect(queue.find((row) => row.id === request.id)).toMatchObject({ transactionId: booking.txid, ageHours: 0 });
    const bad = await admin.post(`/admin/service-requests/${request.id}/answer`, {
      decision: 'PRICE',
      price: 'lots',
      message: '',
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      price: SERVICE_REQUEST_MSG.priceInvalid,
      message: SERVICE_REQUEST_MSG.answerRequired,
    });
    const priced = await admin.post(`/admin/service-requests/${request.id}/answer`, {
      decision: 'PRICE',
      price: '4,250',
      message: 'The airline will seat the cello in 14B beside you.',
    });
    expect(priced.status, JSON.stringify(priced.body)).toBe(200);
    expect(priced.body).toMatchObject({ status: 'PRICED', pricePaise: 425_000 });
    const again = await admin.post(`/admin/service-requests/${request.id}/answer`, {
      decision: 'DECLINE',
      message: 'Changed our mind.',
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe(SERVICE_REQUEST_MSG.alreadyAnswered);

    const list = await call(traveller, { actioncode: 'servicerequests' });
    expect(list.body.Result[0]).toMatchObject({
      id: request.id,
      status: 'PRICED',
      status_label: 'Priced',
      price_paise: 425_000,
      answer: 'The airline will seat the cello in 14B beside you.',
    });
    expect((await call(other, { actioncode: 'servicerequests' })).body.Result).toEqual([]);
    const mail = (await mailsTo(t, traveller.email))[0];
    expect(mail?.subject).toContain(`Price for your request ${request.reference}`);
    expect(mail?.html).toContain('₹4,250');
  });

  it('declines with the reason, and lets the traveller ask for the same service again', async () => {
    const request = (
      await raise(traveller, { service: 'PET_IN_CABIN', details: 'A small dog, 5 kg, in a soft carrier.' })
    ).body.Result as TravellerServiceRequest;
    const declined = await admin.post(`/admin/service-requests/${request.id}/answer`, {
      decision: 'DECLINE',
      message: 'This airline carries pets only in the hold.',
    });
    expect(declined.body).toMatchObject({ status: 'DECLINED', pricePaise: null });
    const again = await raise(traveller, { service: 'PET_IN_CABIN', details: 'Then in the hold, please: 5 kg dog.' });
    expect(again.status).toBe(200);
  });
});
