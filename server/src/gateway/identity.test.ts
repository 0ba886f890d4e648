import { Writable } from 'node:stream';
import { INVALID_SESSION_STATUS_CODE } from '@tripsetu/domain/constants.ts';
import { IDENTITY_SEPARATOR } from '@tripsetu/domain/gateway-contract.ts';
import { MSG, MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { bookingCodeSentMessage, maskEmail, maskMobile } from '@tripsetu/domain/package-booking.ts';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_MAX_ATTEMPTS, OTP_SENDS_PER_ADDRESS, OTP_SENDS_PER_MOBILE } from '../modules/identity/identity.service.ts';
import { wrongCode } from '../test/agent-client.ts';
import { validBookingForm } from '../test/booking-fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
const logLines: string[] = [];
const answers: string[] = [];
let nextMobile = 9_000_000_100;
let nextAddress = 1;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: pino({ level: 'trace' }, sink) });
});
afterAll(() => t.close());

/** Each test signs in from its own number and address, so that send limits do not cross tests. */
const newMobile = () => String(nextMobile++);
const newAddress = () => `203.0.113.${nextAddress++}`;

async function call(fields: Record<string, string | number>, address = '198.51.100.1') {
  const answer = await callGateway(t.app, fields, '/gateway/app', address);
  answers.push(JSON.stringify(answer.body));
  return answer;
}

/** The newest OTP texted to a number, read from the demo SMS outbox as a person trying the demo does. */
async function otpSentTo(mobile: string): Promise<string> {
  const [latest] = (await t.services.identity.listSms(50)).filter((m) => m.to_mobile === mobile);
  const code = latest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no OTP texted to ${mobile}`);
  return code;
}

async function register(mobile: string, address = newAddress()) {
  const sent = await call(
    {
      opid: 'MU031',
      actioncode: 'REGISTER',
      salutation: 'Ms',
      first_name: 'Priya',
      last_name: 'Sharma',
      contact_email: `p${mobile}@example.in`,
      mobile_number: mobile,
    },
    address,
  );
  expect(sent.status).toBe(200);
  const token = sent.body.ApiStatus.TransactionStatus as string;
  const verified = await call(
    {
      opid: 'MU031',
      actioncode: 'VERIFYOTP',
      mobilenumber: mobile,
      otp: await otpSentTo(mobile),
      registrationtoken: token,
    },
    address,
  );
  expect(verified.body.ApiStatus).toMatchObject({ StatusCode: 200, Message: MSG.registerSuccess });
}

async function signIn(mobile: string, address = newAddress()) {
  const sent = await call(
    { opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: mobile, usertype: 'reactclient' },
    address,
  );
  const token = sent.body.ApiStatus.TransactionStatus as string;
  const verified = await call(
    {
      opid: 'MAU001',
      actioncode: 'VERIFYLOGINOTP',
      mobilenumber: mobile,
      otp: await otpSentTo(mobile),
      registrationtoken: token,
      usertype: 'reactclient',
    },
    address,
  );
  expect(verified.status).toBe(200);
  return { sessiontoken: verified.body.sessiontoken as string, identity: verified.body.Result as string };
}

describe('the anonymous identity', () => {
  it('starts a b2cuser session with a long random token that is stored only hashed', async () => {
    const { body } = await call({ opid: 'MAU001', actioncode: 'ANONYMOUSLOGIN', usertype: 'reactclient' });
    expect(body.Result.split(IDENTITY_SEPARATOR)[0]).toBe('b2cuser');
    expect(Buffer.from(body.sessiontoken, 'base64url').length).toBeGreaterThanOrEqual(16);
    const stored = await t.database.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === body.sessiontoken)).toBe(false);
    const init = await call({ opid: 'GENERIC', actioncode: 'INIT', sessiontoken: body.sessiontoken });
    expect(init.body.Result).toMatchObject({ signedin: false, builtversion: '11.08.2024', demooutbox: true });
  });
});

describe('registration and sign-in by OTP', () => {
  it('registers, then signs in with the identity string in the spec order', async () => {
    const mobile = newMobile();
    await register(mobile);
    const { sessiontoken, identity } = await signIn(mobile);
    const [agentId, profileId, title, firstName, lastName, unused, company] = identity.split(IDENTITY_SEPARATOR);
    expect(agentId).toMatch(/^CU\d+$/);
    expect(Number(profileId)).toBeGreaterThan(0);
    expect([title, firstName, lastName, unused, company]).toEqual(['Ms', 'Priya', 'Sharma', '', '']);
    const details = await call({
      opid: 'MU030',
      actioncode: 'GETUSERDETAILSV4',
      agentid: agentId as string,
      sessiontoken,
    });
    expect(details.body.Result).toMatchObject({
      mobile_number: mobile,
      first_name: 'Priya',
      contact_email: `p${mobile}@example.in`,
    });
    const config = await call({ opid: 'CFG001', actioncode: 'GETCONFIG', sessiontoken });
    expect(config.body.Root.Result.ConfigSettings.ConfigSetting).toContainEqual({ Name: 'Currency', Value: 'INR' });
  });

  it('answers a known and an unknown number alike, and texts a code only to the known one', async () => {
    const known = newMobile();
    await register(known);
    const unknown = newMobile();
    const a = await call(
      { opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: known, usertype: 'reactclient' },
      newAddress(),
    );
    const b = await call(
      { opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: unknown, usertype: 'reactclient' },
      newAddress(),
    );
    expect(a.status).toBe(b.status);
    expect({ ...a.body.ApiStatus, TransactionStatus: '' }).toEqual({ ...b.body.ApiStatus, TransactionStatus: '' });
    const toUnknown = (await t.services.identity.listSms(100)).filter((m) => m.to_mobile === unknown);
    expect(toUnknown[0]?.body).not.toMatch(/\d{6}/);
  });

  it('never puts an OTP in a response or a log line', async () => {
    const mobile = newMobile();
    await register(mobile);
    await signIn(mobile);
    const codes = (await t.services.identity.listSms(500)).flatMap((m) => m.body.match(/\b\d{6}\b/g) ?? []);
    expect(codes.length).toBeGreaterThan(0);
    // The log is captured at trace level: the sends and the requests are in it, the codes are not.
    expect(logLines.some((l) => l.includes('sms queued'))).toBe(true);
    expect(logLines.some((l) => l.includes('/gateway/app'))).toBe(true);
    for (const code of codes) {
      expect(answers.some((a) => a.includes(code))).toBe(false);
      expect(logLines.some((l) => l.includes(code))).toBe(false);
    }
  });

  it('ends a code after 5 wrong tries, even for the right code after', async () => {
    const mobile = newMobile();
    await register(mobile);
    const address = newAddress();
    const sent = await call({ opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: mobile }, address);
    const token = sent.body.ApiStatus.TransactionStatus;
    const right = await otpSentTo(mobile);
    const wrong = right === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i++) {
      messages.push(
        (
          await call(
            {
              opid: 'MAU001',
              actioncode: 'VERIFYLOGINOTP',
              mobilenumber: mobile,
              otp: wrong,
              registrationtoken: token,
            },
            address,
          )
        ).body.ApiStatus.Message,
      );
    }
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(MSG_DECIDED.otpInvalid));
    expect(messages[4]).toBe(MSG_DECIDED.otpLocked);
    const late = await call(
      { opid: 'MAU001', actioncode: 'VERIFYLOGINOTP', mobilenumber: mobile, otp: right, registrationtoken: token },
      address,
    );
    expect(late.body.ApiStatus.Message).toBe(MSG_DECIDED.otpLocked);
    expect(late.body.sessiontoken).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    const mobile = newMobile();
    await register(mobile);
    const sent = await call({ opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: mobile }, newAddress());
    await sql`update otp_challenges set expires_at = now() - interval '1 second' where mobile = ${mobile}`.execute(
      t.database.db,
    );
    const late = await call({
      opid: 'MAU001',
      actioncode: 'VERIFYLOGINOTP',
      mobilenumber: mobile,
      otp: await otpSentTo(mobile),
      registrationtoken: sent.body.ApiStatus.TransactionStatus,
    });
    expect(late.body.ApiStatus.Message).toBe(MSG_DECIDED.otpExpired);
  });

  it('uses a code once', async () => {
    const mobile = newMobile();
    await register(mobile);
    const address = newAddress();
    const sent = await call({ opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: mobile }, address);
    const fields = {
      opid: 'MAU001',
      actioncode: 'VERIFYLOGINOTP',
      mobilenumber: mobile,
      otp: await otpSentTo(mobile),
      registrationtoken: sent.body.ApiStatus.TransactionStatus,
    };
    const [first, second] = await Promise.all([call(fields, address), call(fields, address)]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
  });

  it('does not let a token sent to one number verify another', async () => {
    const victim = newMobile();
    const attacker = newMobile();
    await register(victim);
    await register(attacker);
    const toVictim = await call({ opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: victim }, newAddress());
    const toAttacker = await call({ opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: attacker }, newAddress());
    const crossed = await call({
      opid: 'MAU001',
      actioncode: 'VERIFYLOGINOTP',
      mobilenumber: victim,
      otp: await otpSentTo(attacker),
      registrationtoken: toAttacker.body.ApiStatus.TransactionStatus,
    });
    expect(crossed.body.ApiStatus.Message).toBe(MSG_DECIDED.otpInvalid);
    expect(toVictim.body.ApiStatus.TransactionStatus).not.toBe(toAttacker.body.ApiStatus.TransactionStatus);
  });

  it('limits sends per number and per client address', async () => {
    const mobile = newMobile();
    const statuses: number[] = [];
    for (let i = 0; i <= OTP_SENDS_PER_MOBILE; i++) {
      statuses.push(
        (await call({ opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: mobile }, newAddress())).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    const address = newAddress();
    const fromOneAddress: number[] = [];
    for (let i = 0; i <= OTP_SENDS_PER_ADDRESS; i++) {
      fromOneAddress.push(
        (await call({ opid: 'MAU001', actioncode: 'SENDLOGINOTP', mobilenumber: newMobile() }, address)).status,
      );
    }
    expect(fromOneAddress.slice(0, OTP_SENDS_PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(fromOneAddress.at(-1)).toBe(429);
  });

  it('validates registration with the registration screen messages', async () => {
    const { status, body } = await call(
      {
        opid: 'MU031',
        actioncode: 'REGISTER',
        salutation: '',
        first_name: 'R2',
        last_name: '',
        contact_email: 'x@',
        mobile_number: '123',
      },
      newAddress(),
    );
    expect(status).toBe(422);
    expect(body.ApiStatus.Errors).toEqual({
      salutation: MSG.registerTitleRequired,
      first_name: MSG.registerNameInvalid,
      last_name: MSG.registerLastNameRequired,
      contact_email: MSG.registerEmailInvalid,
      mobile_number: MSG.registerMobileInvalid,
    });
  });

  it('answers forgot password the same for any user id, and asks for one when empty', async () => {
    const empty = await call({ opid: 'MU028', actioncode: 'FORGOTPASSWORD', userid: '' });
    expect(empty.body.ApiStatus.Errors).toEqual({ userid: MSG.forgotUserIdRequired });
    const unknown = await call({ opid: 'MU028', actioncode: 'FORGOTPASSWORD', userid: 'nobody@example.in' });
    expect(unknown.body.ApiStatus.Message).toBe(MSG.forgotPasswordSuccess);
  });
});

describe('sessions', () => {
  it('answers 900 for an unknown token, after logout, and after the absolute lifetime', async () => {
    const unknown = await call({ opid: 'MP003', actioncode: 'getdestinations', sessiontoken: 'not-a-real-token' });
    expect(unknown.body.ApiStatus.StatusCode).toBe(INVALID_SESSION_STATUS_CODE);

    const mobile = newMobile();
    await register(mobile);
    const { sessiontoken } = await signIn(mobile);
    expect((await call({ opid: 'MP003', actioncode: 'getmybookings', sessiontoken })).status).toBe(200);
    const out = await call({ opid: 'MAU001', actioncode: 'LOGOUTV2', sessiontoken });
    expect(out.body.Result.split(IDENTITY_SEPARATOR)[0]).toBe('b2cuser');
    expect((await call({ opid: 'MP003', actioncode: 'getmybookings', sessiontoken })).body.ApiStatus.StatusCode).toBe(
      900,
    );

    const again = await signIn(mobile);
    await sql`update sessions set expires_at = now() - interval '1 second' where ended_at is null`.execute(
      t.database.db,
    );
    expect(
      (await call({ opid: 'GENERIC', actioncode: 'INIT', sessiontoken: again.sessiontoken })).body.ApiStatus.StatusCode,
    ).toBe(900);
  });

  it('answers 900 after a week without use', async () => {
    const mobile = newMobile();
    await register(mobile);
    const { sessiontoken } = await signIn(mobile);
    await sql`update sessions set last_seen_at = now() - interval '8 days' where ended_at is null`.execute(
      t.database.db,
    );
    expect((await call({ opid: 'GENERIC', actioncode: 'INIT', sessiontoken })).body.ApiStatus.StatusCode).toBe(900);
  });

  it('gives a new token at each sign-in', async () => {
    const mobile = newMobile();
    await register(mobile);
    const first = await signIn(mobile);
    const second = await signIn(mobile);
    expect(first.sessiontoken).not.toBe(second.sessiontoken);
  });

  it('keeps signed-in calls from visitors', async () => {
    const visitor = await call({ opid: 'MAU001', actioncode: 'ANONYMOUSLOGIN' });
    const mine = await call({ opid: 'MP003', actioncode: 'getmybookings', sessiontoken: visitor.body.sessiontoken });
    expect(mine.status).toBe(401);
    expect(mine.body.ApiStatus.Message).toBe(MSG_DECIDED.signInRequired);
  });
});

describe('my bookings and cancellation', () => {
  it('lists the bookings made with the mobile before signing up, and lets the holder cancel with the §9 refund', async () => {
    const mobile = newMobile();
    const form = await validBookingForm(t.app, 'Goa', { paxmobile: mobile });
    const first = (await call(form)).body.ApiStatus.Result;
    const second = (await call(form)).body.ApiStatus.Result;
    await register(mobile);
    const { sessiontoken } = await signIn(mobile);
    const mine = await call({ opid: 'MP003', actioncode: 'getmybookings', sessiontoken });
    expect(mine.body.Result.map((b: { txid: string }) => b.txid)).toEqual([second, first]);

    const quote = await call({ opid: 'MP003', actioncode: 'getcancellationquote', txid: first, sessiontoken });
    expect(quote.body.Result.refund_percent).toBe(90);
    expect(quote.body.Result.refund_paise).toBe(Math.round((quote.body.Result.refundable_paise * 90) / 100));
    expect(quote.body.Result.total_paise - quote.body.Result.refundable_paise).toBe(
      quote.body.Result.service_charge_paise,
    );

    const requested = await call({
      opid: 'MP003',
      actioncode: 'requestcancellation',
      txid: first,
      reason: 'Change of plans',
      sessiontoken,
    });
    expect(requested.body.ApiStatus.Message).toBe(MSG_DECIDED.cancellationRecorded);
    expect(requested.body.Result.requested_at).toBeTruthy();
    const twice = await call({
      opid: 'MP003',
      actioncode: 'requestcancellation',
      txid: first,
      reason: 'again',
      sessiontoken,
    });
    expect(twice.status).toBe(409);
  });

  it('does not let one user see or cancel another user’s booking', async () => {
    const owner = newMobile();
    const other = newMobile();
    const txid = (await call(await validBookingForm(t.app, 'Kerala', { paxmobile: owner }))).body.ApiStatus.Result;
    await register(other);
    const { sessiontoken } = await signIn(other);
    expect((await call({ opid: 'MP003', actioncode: 'getmybookings', sessiontoken })).body.Result).toEqual([]);
    const quote = await call({ opid: 'MP003', actioncode: 'getcancellationquote', txid, sessiontoken });
    expect(quote.status).toBe(404);
    const cancel = await call({
      opid: 'MP003',
      actioncode: 'requestcancellation',
      txid,
      reason: 'x',
      sessiontoken,
      mobile: owner,
    });
    expect(cancel.status).toBe(404);
    const stored = await t.database.db
      .selectFrom('package_cancellation_requests')
      .selectAll()
      .where('txid', '=', txid)
      .execute();
    expect(stored).toEqual([]);
  });

  it('lets a visitor find and cancel a booking only with the code sent to its contacts, not with what the voucher shows', async () => {
    const mobile = newMobile();
    const form = await validBookingForm(t.app, 'Kashmir', { paxmobile: mobile });
    const txid = (await call(form)).body.ApiStatus.Result;
    // The mobile and e-mail are no proof any more, and the public voucher no longer shows them.
    const byMobile = await call({
      opid: 'MP003',
      actioncode: 'findbooking',
      txid,
      mobile,
      email: String(form.paxemail),
    });
    expect(byMobile.body.ApiStatus.Errors).toEqual({ proof: MSG_DECIDED.proofRequired });
    const voucher = (await call({ opid: 'MP003', actioncode: 'getpackagevoucher', txid })).body.Result;
    expect(voucher.leadpassenger_mobile).toBe(maskMobile(mobile));
    expect(voucher.leadpassenger_email).toBe(maskEmail(String(form.paxemail)));
    expect(JSON.stringify(voucher)).not.toContain(mobile);

    const sent = await call({ opid: 'MP003', actioncode: 'sendbookingcode', txid });
    expect(sent.status).toBe(200);
    expect(sent.body.ApiStatus.Message).toBe(bookingCodeSentMessage(mobile, String(form.paxemail)));
    const prooftoken = sent.body.ApiStatus.TransactionStatus;
    const code = await otpSentTo(mobile);
    const mailed = (await t.services.mail.listOutbox(20)).find((mail) => mail.to_address === form.paxemail);
    expect(mailed?.html).toContain(`<b>${code}</b>`);

    const wrong = await call({ opid: 'MP003', actioncode: 'verifybookingcode', prooftoken, otp: wrongCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.ApiStatus.Message).toBe(MSG_DECIDED.otpInvalid);
    const verified = await call({ opid: 'MP003', actioncode: 'verifybookingcode', prooftoken, otp: code });
    expect(verified.body.Result.booking).toMatchObject({ txid, booking_status: 'Requested' });
    const bookingproof = verified.body.Result.bookingproof as string;
    // A code works once.
    expect((await call({ opid: 'MP003', actioncode: 'verifybookingcode', prooftoken, otp: code })).status).toBe(400);

    expect((await call({ opid: 'MP003', actioncode: 'findbooking', txid, bookingproof })).status).toBe(200);
    const quote = await call({ opid: 'MP003', actioncode: 'getcancellationquote', txid, bookingproof });
    expect(quote.body.Result.txid).toBe(txid);
    const other = (await call(await validBookingForm(t.app, 'Goa'))).body.ApiStatus.Result;
    expect((await call({ opid: 'MP003', actioncode: 'findbooking', txid: other, bookingproof })).status).toBe(404);
    const cancel = await call({
      opid: 'MP003',
      actioncode: 'requestcancellation',
      txid,
      reason: 'Plans changed',
      bookingproof,
    });
    expect(cancel.body.ApiStatus.Message).toBe(MSG_DECIDED.cancellationRecorded);
  });

  it('ends a booking code after five wrong tries, and refuses an expired one', async () => {
    const mobile = newMobile();
    const txid = (await call(await validBookingForm(t.app, 'Goa', { paxmobile: mobile }))).body.ApiStatus.Result;
    const prooftoken = (await call({ opid: 'MP003', actioncode: 'sendbookingcode', txid })).body.ApiStatus
      .TransactionStatus;
    const code = await otpSentTo(mobile);
    const messages = [];
    for (let i = 0; i < 5; i++) {
      messages.push(
        (await call({ opid: 'MP003', actioncode: 'verifybookingcode', prooftoken, otp: wrongCode(code) })).body
          .ApiStatus.Message,
      );
    }
    expect(messages).toEqual([...Array(4).fill(MSG_DECIDED.otpInvalid), MSG_DECIDED.otpLocked]);
    const right = await call({ opid: 'MP003', actioncode: 'verifybookingcode', prooftoken, otp: code });
    expect(right.body.ApiStatus.Message).toBe(MSG_DECIDED.otpLocked);

    const again = (await call({ opid: 'MP003', actioncode: 'sendbookingcode', txid }, newAddress())).body.ApiStatus
      .TransactionStatus;
    await t.database.db
      .updateTable('package_booking_proofs')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('txid', '=', txid)
      .execute();
    const late = await call({
      opid: 'MP003',
      actioncode: 'verifybookingcode',
      prooftoken: again,
      otp: await otpSentTo(mobile),
    });
    expect(late.body.ApiStatus.Message).toBe(MSG_DECIDED.otpExpired);
  });

  it('sends a booking a few codes in ten minutes, and answers an unknown booking plainly', async () => {
    const txid = (await call(await validBookingForm(t.app, 'Goa'))).body.ApiStatus.Result;
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await call({ opid: 'MP003', actioncode: 'sendbookingcode', txid }, newAddress())).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const unknown = await call({ opid: 'MP003', actioncode: 'sendbookingcode', txid: 'TSH00000000000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.ApiStatus.Message).toBe(MSG_DECIDED.bookingNotYours);
  });
});

describe('the profile', () => {
  it('edits name and e-mail with the registration rules, and keeps the mobile', async () => {
    const mobile = newMobile();
    await register(mobile);
    const { sessiontoken } = await signIn(mobile);
    const bad = await call({
      opid: 'MU030',
      actioncode: 'UPDATEUSERDETAILS',
      salutation: 'Mrs',
      first_name: 'Priya',
      last_name: 'S',
      contact_email: 'nope',
      sessiontoken,
    });
    expect(bad.body.ApiStatus.Errors).toEqual({ contact_email: MSG.registerEmailInvalid });
    const good = await call({
      opid: 'MU030',
      actioncode: 'UPDATEUSERDETAILS',
      salutation: 'Mrs',
      first_name: 'Priya',
      last_name: 'Menon',
      contact_email: 'priya.menon@example.in',
      sessiontoken,
    });
    expect(good.body.Result).toMatchObject({
      salutation: 'Mrs',
      last_name: 'Menon',
      contact_email: 'priya.menon@example.in',
      mobile_number: mobile,
    });
  });
});
