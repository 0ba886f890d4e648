import { PAYMENT_MSG } from '@tripsetu/domain/payments.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  searchFields,
  signedInTraveller,
} from '../gateway/flight-booking.fixtures.ts';
import { SECURE_COOKIE } from '../modules/agents/agent-auth.ts';
import { type AgentClient, approvedAgency, registrationForm, signedInClient } from '../test/agent-client.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';
import { withKey } from '../test/wallet-fixtures.ts';

/**
 * Issue 17, items 1, 2 and 10 on an app configured as production is: no demo mode, no gateway, and
 * an https public address reached through a proxy it was not told to trust.
 */

let t: TestApp;
let admin: AgentClient;

beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_MODE: 'false', PUBLIC_URL: 'https://tripsetu.example' } });
  // A production server seeds no accounts; the test makes its administrator itself.
  admin = await firstAdministrator(t);
});
afterAll(() => t.close());

async function firstAdministrator(app: TestApp): Promise<AgentClient> {
  await seedDemoAccounts(app.services);
  return signedInClient(app.app, 'admin@tripsetu.in', 'Admin@2026');
}

const count = async (table: 'payment_orders' | 'flight_bookings' | 'flight_seat_assignments') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a production app', () => {
  it('serves no dev outbox and tells the consumer site so', async () => {
    expect((await t.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
    const init = await callGateway(t.app, { opid: 'GENERIC', actioncode: 'INIT' });
    expect(init.body.Result.demooutbox).toBe(false);
  });

  it('has no sandbox gateway: its hosted page is not served', async () => {
    const page = await t.app.inject({ url: '/pay/sandbox/checkout/order_0123456789abcdef0123' });
    expect(page.statusCode).toBe(404);
  });

  it('refuses an agency’s gateway top-up with a message, and records no order', async () => {
    const agency = await approvedAgency(t, admin, registrationForm({ companyName: 'Prod Gateway Travels' }));
    const owner = await signedInClient(t.app, agency.form.email, agency.password);
    const before = await count('payment_orders');
    const answer = await owner.post('/wallet/payments', { purpose: 'WALLET_TOPUP', amount: '5000' }, withKey());
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(PAYMENT_MSG.gatewayUnavailable);
    expect(await count('payment_orders')).toBe(before);
  });

  it('refuses a traveller’s flight booking with a message, and keeps no seat', async () => {
    const traveller = await signedInTraveller(t, 71);
    const chosen = await chooseFares(t, searchFields(30));
    const quote = await fareQuote(t, chosen);
    const before = { bookings: await count('flight_bookings'), seats: await count('flight_seat_assignments') };
    const answer = await callGateway(t.app, bookingFields(traveller, chosen, quote));
    expect(answer.body.ApiStatus.Status).not.toBe('SUCCESS');
    expect(answer.body.ApiStatus.Message).toBe(PAYMENT_MSG.travellerGatewayUnavailable);
    expect(answer.status).toBeLessThan(500);
    expect({ bookings: await count('flight_bookings'), seats: await count('flight_seat_assignments') }).toEqual(before);
  });

  it('sends the session cookie Secure behind a plain-HTTP proxy when the public address is https', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      // What a TLS-terminating proxy forwards: plain HTTP, a public host name, no trusted X-Forwarded-Proto.
      headers: { host: 'tripsetu.example', 'content-type': 'application/json', 'x-tripsetu-csrf': '1' },
      payload: JSON.stringify({ userId: 'admin@tripsetu.in', password: 'Admin@2026' }),
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = String(signIn.headers['set-cookie']);
    expect(cookie).toContain(`${SECURE_COOKIE}=`);
    expect(cookie).toMatch(/;\s*Secure/i);
  });
});
