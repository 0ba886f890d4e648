import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANONYMOUS_SESSIONS_PER_ADDRESS,
  FORGOT_PASSWORD_PER_ACCOUNT,
  FORGOT_PASSWORD_PER_ADDRESS,
} from '../modules/identity/identity.service.ts';
import {
  PACKAGE_REQUESTS_PER_ADDRESS,
  PACKAGE_REQUESTS_PER_CONTACT,
  VOUCHER_EMAILS_PER_RECIPIENT,
} from '../modules/packages/packages.service.ts';
import { newAddress } from '../test/agent-client.ts';
import { validBookingForm } from '../test/booking-fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';

/**
 * Issue 17, item 8 (the traveller's account): what sends mail or makes rows without sign-in is
 * limited per address and per target.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sessions = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('anonymous sessions', () => {
  it('makes at most the limit for one address, however many arrive at once; another address is not held up', async () => {
    const address = newAddress();
    const before = await sessions();
    const answers = await Promise.all(
      Array.from({ length: ANONYMOUS_SESSIONS_PER_ADDRESS.max + 20 }, () =>
        callGateway(t.app, { opid: 'MAU001', actioncode: 'ANONYMOUSLOGIN' }, '/gateway/app', address),
      ),
    );
    const made = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(made).toHaveLength(ANONYMOUS_SESSIONS_PER_ADDRESS.max);
    expect(refused).toHaveLength(20);
    expect(refused[0]?.body.ApiStatus.Message).toBe(MSG_DECIDED.tooManyRequests);
    expect(await sessions()).toBe(before + ANONYMOUS_SESSIONS_PER_ADDRESS.max);
    const elsewhere = await callGateway(
      t.app,
      { opid: 'MAU001', actioncode: 'ANONYMOUSLOGIN' },
      '/gateway/app',
      newAddress(),
    );
    expect(elsewhere.status).toBe(200);
  });
});

describe('a traveller’s forgotten password (MU028)', () => {
  const forgot = (userid: string, address: string) =>
    callGateway(t.app, { opid: 'MU028', actioncode: 'FORGOTPASSWORD', userid }, '/gateway/app', address);

  it('answers one user id a few times an hour, from any number of addresses', async () => {
    const statuses = [];
    for (let i = 0; i <= FORGOT_PASSWORD_PER_ACCOUNT.max; i++)
      statuses.push((await forgot('9876500001', newAddress())).status);
    expect(statuses).toEqual([...Array(FORGOT_PASSWORD_PER_ACCOUNT.max).fill(200), 429]);
  });

  it('answers one address a limited number of times, for any user ids, and says why', async () => {
    const address = newAddress();
    const answers = [];
    for (let i = 0; i <= FORGOT_PASSWORD_PER_ADDRESS.max; i++)
      answers.push(await forgot(`nobody${i}@example.in`, address));
    expect(answers.slice(0, -1).every((answer) => answer.status === 200)).toBe(true);
    expect(answers.at(-1)?.status).toBe(429);
    expect(answers.at(-1)?.body.ApiStatus.Message).toBe(MSG_DECIDED.tooManyRequests);
  });
});

describe('package booking requests (MP003 requestpackage), each e-mailing a voucher', () => {
  const bookings = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('package_bookings')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('mails one contact a limited number of times an hour, whatever the address asking', async () => {
    const first = await validBookingForm(t.app, 'Goa');
    const before = await bookings();
    const statuses = [];
    for (let i = 0; i <= PACKAGE_REQUESTS_PER_CONTACT.max; i++) {
      const form = { ...(await validBookingForm(t.app, 'Goa')), paxemail: first.paxemail as string };
      const answer = await callGateway(t.app, form, '/gateway/app', newAddress());
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.ApiStatus.Message).toBe(MSG_DECIDED.tooManyRequests);
    }
    expect(statuses).toEqual([...Array(PACKAGE_REQUESTS_PER_CONTACT.max).fill(200), 429]);
    expect(await bookings()).toBe(before + PACKAGE_REQUESTS_PER_CONTACT.max);
  });

  it('takes a limited number from one address, however many arrive at once', async () => {
    const address = newAddress();
    const forms = await Promise.all(
      Array.from({ length: PACKAGE_REQUESTS_PER_ADDRESS.max + 5 }, () => validBookingForm(t.app, 'Kerala')),
    );
    const answers = await Promise.all(forms.map((form) => callGateway(t.app, form, '/gateway/app', address)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PACKAGE_REQUESTS_PER_ADDRESS.max);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(5);
  });

  it('e-mails vouchers to one recipient a limited number of times an hour, across bookings', async () => {
    const recipient = `inbox.${Date.now()}@example.in`;
    const statuses = [];
    for (let i = 0; i <= VOUCHER_EMAILS_PER_RECIPIENT.max; i++) {
      const form = await validBookingForm(t.app, 'Goa');
      const txid = (await callGateway(t.app, form, '/gateway/app', newAddress())).body.ApiStatus.Result;
      const sent = await callGateway(
        t.app,
        { opid: 'EM001', actioncode: 'send', txid, toemail: recipient },
        '/gateway/app',
        newAddress(),
      );
      statuses.push(sent.status);
    }
    expect(statuses).toEqual([...Array(VOUCHER_EMAILS_PER_RECIPIENT.max).fill(200), 429]);
  });
});
