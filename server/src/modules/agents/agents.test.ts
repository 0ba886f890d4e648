import { Writable } from 'node:stream';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { digest } from '../../lib/secrets.ts';
import {
  AgentClient,
  DEMO,
  mailsTo,
  newContact,
  passwordLinkToken,
  registerAgency,
  setPasswordFromEmail,
  signedInClient,
  smsOtp,
  smsTo,
  wrongCode,
} from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PLAIN_COOKIE, SECURE_COOKIE } from './agent-auth.ts';
import { SESSION_CACHE_MS, SIGN_IN_FAILURES_PER_USER } from './agents.service.ts';
import { AGENT_OTP_MAX_ATTEMPTS, AGENT_OTP_SENDS_PER_ADDRESS, AGENT_OTP_SENDS_PER_DESTINATION } from './otp.ts';

let t: TestApp;
let owner: AgentClient;
let admin: AgentClient;
const logLines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logger: pino({ level: 'trace' }, sink) });
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t.close());

const STAFF_PASSWORD = 'Counter2026';

/** A new staff member of Skyways, created by its owner through the API. */
async function newStaff(password = STAFF_PASSWORD) {
  const contact = newContact('staff');
  const created = await owner.post('/staff', {
    salutation: 'Ms',
    firstName: 'Meera',
    lastName: 'Pillai',
    email: contact.email,
    mobile: contact.mobile,
    newPassword: password,
    confirmPassword: password,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as number, email: contact.email, mobile: contact.mobile, password };
}

const sessionTokenOf = (client: AgentClient) => client.jar.get(SECURE_COOKIE) ?? client.jar.get(PLAIN_COOKIE) ?? '';

async function userRow(userId: string) {
  return t.database.db.selectFrom('agent_users').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
}

async function countRows(table: 'agent_users' | 'agent_sign_in_attempts' | 'agent_otp_challenges') {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('sign-in with user id and password', () => {
  it('asks for the user id and the password with the spec’s messages, and records no attempt', async () => {
    const attempts = await countRows('agent_sign_in_attempts');
    const answer = await new AgentClient(t.app).post('/auth/login', { userId: '  ', password: '' });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({
      userId: AGENT_MSG.userIdRequired,
      password: AGENT_MSG.passwordRequired,
    });
    expect(answer.setCookies).toEqual([]);
    expect(await countRows('agent_sign_in_attempts')).toBe(attempts);
  });

  it('answers a wrong password and an unknown user id with the same 401 and no cookie', async () => {
    const client = new AgentClient(t.app);
    const wrong = await client.signIn(DEMO.ghumakkadStaff.userId, 'Wrong@2026');
    const unknown = await client.signIn('nobody@nowhere.in', 'Wrong@2026');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.message).toBe(AGENT_MSG_DECIDED.signInFailed);
    expect(client.jar.size).toBe(0);
  });

  it('signs in with a __Host- cookie on localhost: HttpOnly, SameSite=Lax, Path=/, Secure', async () => {
    const client = new AgentClient(t.app);
    const answer = await client.signIn('  OWNER@Ghumakkad.in ', DEMO.ghumakkadOwner.password);
    expect(answer.status).toBe(200);
    expect(answer.body.user).toMatchObject({
      userId: 'owner@ghumakkad.in',
      role: 'OWNER',
      firstName: 'Kavita',
      agency: { name: 'Ghumakkad Holidays', hasLogo: false },
    });
    expect(answer.body.user.agency.code).toMatch(/^TSA\d+$/);
    expect(answer.body.user.permissions).toContain('staff.manage');
    const [cookie = ''] = answer.setCookies;
    expect(cookie).toMatch(new RegExp(`^${SECURE_COOKIE}=[A-Za-z0-9_-]{40,};`));
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']));
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    expect((await client.get('/session')).status).toBe(200);
    expect((await client.get('/session/current')).body.session.user.userId).toBe(DEMO.ghumakkadOwner.userId);
  });

  it('tells a visitor at /session/current that nobody is signed in, without a 401', async () => {
    const visitor = new AgentClient(t.app);
    const answer = await visitor.get('/session/current');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ session: null });
    expect((await visitor.get('/session')).status).toBe(401);
  });

  it('uses the plain cookie name without Secure for another host on plain HTTP', async () => {
    const client = new AgentClient(t.app, { host: 'portal.tripsetu.example:8080' });
    const answer = await client.signIn(DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    expect(answer.status).toBe(200);
    const [cookie = ''] = answer.setCookies;
    expect(cookie).toMatch(new RegExp(`^${PLAIN_COOKIE}=`));
    const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes).not.toContain('secure');
    expect((await client.get('/session')).body.user.userId).toBe(DEMO.ghumakkadOwner.userId);
  });

  it('issues a new token at every sign-in and stores only its digest', async () => {
    const first = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    const second = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    const [a, b] = [sessionTokenOf(first), sessionTokenOf(second)];
    expect(a).not.toBe(b);
    const stored = await t.database.db
      .selectFrom('agent_sessions')
      .select('token_hash')
      .where('token_hash', 'in', [a, b, digest(a), digest(b)])
      .execute();
    expect(stored.map((row) => row.token_hash).sort()).toEqual([digest(a), digest(b)].sort());
  });

  it('locks a user id after 5 wrong passwords, for the right password and from another address too', async () => {
    const staff = await newStaff();
    const client = new AgentClient(t.app);
    for (let attempt = 1; attempt <= SIGN_IN_FAILURES_PER_USER; attempt++) {
      const answer = await client.signIn(staff.email, `Wrong${attempt}pass`);
      expect(answer.status).toBe(401);
    }
    const right = await client.signIn(staff.email, staff.password);
    expect(right.status).toBe(429);
    expect(right.body.error.message).toBe(AGENT_MSG_DECIDED.signInLocked);
    expect(client.jar.size).toBe(0);
    const elsewhere = await new AgentClient(t.app).signIn(staff.email.toUpperCase(), staff.password);
    expect(elsewhere.status).toBe(429);

    // Fifteen minutes later the user id opens again.
    await sql`update agent_sign_in_attempts set created_at = now() - interval '16 minutes' where user_key = ${staff.email}`.execute(
      t.database.db,
    );
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(200);
  });

  it.each(['Inactive', 'Suspended'])('refuses a staff member set %s and ends their open session', async (status) => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    const changed = await owner.patch(`/staff/${staff.id}`, {
      salutation: 'Ms',
      firstName: 'Meera',
      lastName: 'Pillai',
      mobile: staff.mobile,
      status,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.status).toBe(status);
    const next = await session.get('/session');
    expect(next.status).toBe(401);
    expect(next.body.error.message).toBe(AGENT_MSG_DECIDED.signInRequired);
    const again = await new AgentClient(t.app).signIn(staff.email, staff.password);
    expect(again.status).toBe(403);
    expect(again.body.error.message).toBe(AGENT_MSG_DECIDED.accountNotActive);
    // Only someone who knows the password learns that the account is not active.
    expect((await new AgentClient(t.app).signIn(staff.email, 'Wrong2026x')).status).toBe(401);
  });

  it('ends the open session at once, so that setting the staff member Active again does not revive it', async () => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    const details = { salutation: 'Ms', firstName: 'Meera', lastName: 'Pillai', mobile: staff.mobile };
    expect((await owner.patch(`/staff/${staff.id}`, { ...details, status: 'Suspended' })).status).toBe(200);
    expect((await owner.patch(`/staff/${staff.id}`, { ...details, status: 'Active' })).status).toBe(200);
    expect((await session.get('/session')).status).toBe(401);
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(200);
  });

  it('refuses the owner of a PENDING, then REJECTED agency even once a password is set', async () => {
    const { agencyId, form } = await registerAgency(t);
    expect((await new AgentClient(t.app).post('/auth/password/forgot', { userId: form.email })).status).toBe(200);
    await setPasswordFromEmail(t, form.email, 'Pending2026');
    const pending = await new AgentClient(t.app).signIn(form.email, 'Pending2026');
    expect(pending.status).toBe(403);
    expect(pending.body.error.message).toBe(AGENT_MSG_DECIDED.accountNotActive);
    expect(pending.setCookies).toEqual([]);

    expect((await admin.post(`/admin/applications/${agencyId}/reject`, { reason: 'PAN unreadable' })).status).toBe(200);
    const rejected = await new AgentClient(t.app).signIn(form.email, 'Pending2026');
    expect(rejected.status).toBe(403);
    const otp = await new AgentClient(t.app).post('/auth/otp/send', { userId: form.email });
    expect(otp.status).toBe(200);
    expect(await smsTo(t, form.mobile)).toHaveLength(1); // the registration's OTP only
  });

  it('ends the session at logout: the cookie is cleared and the old cookie answers 401', async () => {
    const client = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    const stolen = client.clone();
    const out = await client.post('/auth/logout');
    expect(out.status).toBe(204);
    expect(out.setCookies.some((cookie) => cookie.startsWith(`${SECURE_COOKIE}=;`))).toBe(true);
    expect(client.jar.size).toBe(0);
    expect((await stolen.get('/session')).status).toBe(401);
    expect((await client.get('/session')).status).toBe(401);
  });
});

describe('the idle timeout', () => {
  const setLastSeen = (client: AgentClient, minutesAgo: number) =>
    sql`update agent_sessions set last_seen_at = now() - ${`${minutesAgo} minutes`}::interval where token_hash = ${digest(sessionTokenOf(client))}`.execute(
      t.database.db,
    );

  it('answers the idle timeout, the warning and when the session ends if nothing happens', async () => {
    const client = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    const before = Date.now();
    const session = await client.get('/session');
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ idleTimeoutSeconds: 30 * 60, warningSeconds: 120 });
    const idleExpiresAt = new Date(session.body.idleExpiresAt).getTime();
    expect(idleExpiresAt).toBeGreaterThanOrEqual(before + 30 * 60 * 1000 - 1000);
    expect(idleExpiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60 * 1000 + 1000);
  });

  it('keeps a session idle 29 minutes and ends one idle 31 minutes', async () => {
    const client = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    await setLastSeen(client, 29);
    expect((await client.get('/profile')).status).toBe(200);
    await setLastSeen(client, 31);
    expect((await client.get('/profile')).status).toBe(401);
    // Once ended it stays ended, even if the clock were turned back.
    await setLastSeen(client, 0);
    expect((await client.get('/session')).status).toBe(401);
  });

  it('moves idleExpiresAt forward on keepalive', async () => {
    const client = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    await setLastSeen(client, 20);
    const wouldEndAt = Date.now() + 10 * 60 * 1000;
    const kept = await client.post('/session/keepalive');
    expect(kept.status).toBe(200);
    expect(new Date(kept.body.idleExpiresAt).getTime()).toBeGreaterThan(wouldEndAt + 19 * 60 * 1000);
    const row = await t.database.db
      .selectFrom('agent_sessions')
      .select('last_seen_at')
      .where('token_hash', '=', digest(sessionTokenOf(client)))
      .executeTakeFirstOrThrow();
    expect(new Date(row.last_seen_at).getTime()).toBeGreaterThan(Date.now() - 60 * 1000);
  });

  it('ends a session past its absolute lifetime however busy it is', async () => {
    const client = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    await sql`update agent_sessions set expires_at = now() - interval '1 second' where token_hash = ${digest(sessionTokenOf(client))}`.execute(
      t.database.db,
    );
    expect((await client.post('/session/keepalive')).status).toBe(401);
  });

  it('answers 401 to GET /session and keepalive without a cookie or with an unknown one', async () => {
    const anonymous = new AgentClient(t.app);
    expect((await anonymous.get('/session')).status).toBe(401);
    expect((await anonymous.post('/session/keepalive')).status).toBe(401);
    anonymous.jar.set(SECURE_COOKIE, 'not-a-session-token-at-all-not-one-bit');
    expect((await anonymous.get('/session')).status).toBe(401);
  });
});

describe('the idle timeout from AGENT_SESSION_IDLE_MINUTES', () => {
  let shortLived: TestApp;
  beforeAll(async () => {
    shortLived = await createTestApp({
      env: { AGENT_SESSION_IDLE_MINUTES: '2', AGENT_SESSION_WARNING_SECONDS: '30' },
    });
    await shortLived.services.agents.seedUser({
      agencyId: null,
      role: 'ADMIN',
      email: 'night.shift@tripsetu.in',
      password: 'Night2026',
      salutation: 'Mr',
      firstName: 'Rahul',
      lastName: 'Das',
      mobile: '9845099999',
    });
  });
  afterAll(() => shortLived.close());

  it('answers the configured timeout and ends the session after it', async () => {
    const client = await signedInClient(shortLived.app, 'night.shift@tripsetu.in', 'Night2026');
    const session = await client.get('/session');
    expect(session.body).toMatchObject({ idleTimeoutSeconds: 120, warningSeconds: 30 });
    await sql`update agent_sessions set last_seen_at = now() - interval '90 seconds'`.execute(shortLived.database.db);
    expect((await client.get('/session')).status).toBe(200);
    await sql`update agent_sessions set last_seen_at = now() - interval '121 seconds'`.execute(shortLived.database.db);
    expect((await client.get('/session')).status).toBe(401);
  });
});

describe('cross-site requests', () => {
  const staffForm = () => {
    const contact = newContact('csrf');
    return {
      salutation: 'Mr',
      firstName: 'Karan',
      lastName: 'Joshi',
      email: contact.email,
      mobile: contact.mobile,
      newPassword: STAFF_PASSWORD,
      confirmPassword: STAFF_PASSWORD,
    };
  };

  it.each([
    ['without the CSRF header', { withoutCsrf: true }],
    ['from another origin', { headers: { origin: 'https://evil.example' } }],
    ['marked cross-site by the browser', { headers: { 'sec-fetch-site': 'cross-site' } }],
    ['marked same-site (a sibling subdomain) by the browser', { headers: { 'sec-fetch-site': 'same-site' } }],
  ])('refuses an unsafe request %s with 403 and creates nothing', async (_case, options) => {
    const users = await countRows('agent_users');
    const form = staffForm();
    const answer = await owner.post('/staff', form, options);
    expect(answer.status).toBe(403);
    expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.crossSiteRefused);
    expect(await countRows('agent_users')).toBe(users);
  });

  it('refuses a cross-site sign-in, so that another site cannot sign a browser in', async () => {
    const client = new AgentClient(t.app);
    const answer = await client.post(
      '/auth/login',
      { userId: DEMO.ghumakkadOwner.userId, password: DEMO.ghumakkadOwner.password },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(answer.status).toBe(403);
    expect(client.jar.size).toBe(0);
  });

  it('refuses a cross-site sign-in whose path is percent-encoded, which the router decodes', async () => {
    for (const path of ['/api/%761/auth/login', '/api/v1/auth/%6Cogin', '/%61pi/v1/auth/login']) {
      const client = new AgentClient(t.app);
      const answer = await client.post(
        path,
        { userId: DEMO.ghumakkadOwner.userId, password: DEMO.ghumakkadOwner.password },
        { withoutCsrf: true, headers: { origin: 'https://evil.example' } },
      );
      expect(answer.status, path).toBe(403);
      expect(client.jar.size).toBe(0);
    }
  });

  it('knows the session on a percent-encoded path as on the plain one', async () => {
    expect((await owner.get('/api/%761/session')).status).toBe(200);
    expect((await owner.post('/api/%761/session/keepalive', undefined, { withoutCsrf: true })).status).toBe(403);
  });

  it('accepts the header from the same origin, and a GET without it', async () => {
    const sameOrigin = await owner.post('/staff', staffForm(), {
      headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
    const publicOrigin = await owner.post('/session/keepalive', undefined, {
      headers: { origin: t.config.publicUrl },
    });
    expect(publicOrigin.status).toBe(200);
    expect((await owner.get('/staff')).status).toBe(200);
  });
});

describe('sign-in by OTP', () => {
  it('texts an OTP that is in no answer and no log line, and signs in with it', async () => {
    const staff = await newStaff();
    const client = new AgentClient(t.app);
    const sent = await client.post('/auth/otp/send', { userId: staff.email });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ otpToken: expect.any(String), message: AGENT_MSG_DECIDED.otpSentIfRegistered });
    const code = await smsOtp(t, staff.mobile);
    const verified = await client.post('/auth/otp/verify', { otpToken: sent.body.otpToken, otp: code });
    expect(verified.status).toBe(200);
    expect(verified.body.user.userId).toBe(staff.email);
    expect((await client.get('/session')).status).toBe(200);

    const standalone = new RegExp(`(?<!\\d)${code}(?!\\d)`);
    expect(JSON.stringify(sent.body)).not.toMatch(standalone);
    expect(JSON.stringify(verified.body)).not.toMatch(standalone);
    expect(logLines.some((line) => line.includes('sms queued'))).toBe(true);
    expect(logLines.some((line) => line.includes('/api/v1/auth/otp/send'))).toBe(true);
    expect(logLines.filter((line) => standalone.test(line))).toEqual([]);

    // A code signs in once.
    const replay = await new AgentClient(t.app).post('/auth/otp/verify', { otpToken: sent.body.otpToken, otp: code });
    expect(replay.status).toBe(400);
  });

  it('signs in once for a code sent twice at the same moment', async () => {
    const staff = await newStaff();
    const client = new AgentClient(t.app);
    const sent = await client.post('/auth/otp/send', { userId: staff.email });
    const body = { otpToken: sent.body.otpToken, otp: await smsOtp(t, staff.mobile) };
    const answers = await Promise.all([
      new AgentClient(t.app).post('/auth/otp/verify', body),
      new AgentClient(t.app).post('/auth/otp/verify', body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('answers an unknown user id exactly like a known one, and texts nobody', async () => {
    const sms = (await t.services.identity.listSms(500)).length;
    const client = new AgentClient(t.app);
    const unknown = await client.post('/auth/otp/send', { userId: 'ghost.agent@example.in' });
    expect(unknown.status).toBe(200);
    expect(Object.keys(unknown.body).sort()).toEqual(['message', 'otpToken']);
    expect(unknown.body.message).toBe(AGENT_MSG_DECIDED.otpSentIfRegistered);
    expect(unknown.body.otpToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await t.services.identity.listSms(500)).length).toBe(sms);
    const guess = await client.post('/auth/otp/verify', { otpToken: unknown.body.otpToken, otp: '123456' });
    expect(guess.status).toBe(400);
    expect(guess.body.error.message).toBe(AGENT_MSG_DECIDED.otpInvalid);
  });

  it('texts no code to a user who may not sign in', async () => {
    const staff = await newStaff();
    await owner.patch(`/staff/${staff.id}`, {
      salutation: 'Ms',
      firstName: 'Meera',
      lastName: 'Pillai',
      mobile: staff.mobile,
      status: 'Suspended',
    });
    const sent = await new AgentClient(t.app).post('/auth/otp/send', { userId: staff.email });
    expect(sent.status).toBe(200);
    expect(await smsTo(t, staff.mobile)).toEqual([]);
  });

  it('asks for the user id, and for a 6-digit OTP', async () => {
    const client = new AgentClient(t.app);
    const noUser = await client.post('/auth/otp/send', { userId: '' });
    expect(noUser.status).toBe(422);
    expect(noUser.body.error.fields).toEqual({ userId: AGENT_MSG.userIdRequired });
    const staff = await newStaff();
    const sent = await client.post('/auth/otp/send', { userId: staff.email });
    const short = await client.post('/auth/otp/verify', { otpToken: sent.body.otpToken, otp: '12a4' });
    expect(short.status).toBe(422);
    expect(short.body.error.fields).toEqual({ otp: AGENT_MSG_DECIDED.otpRequired });
    // A malformed code is not a try: the right one still works.
    const right = await client.post('/auth/otp/verify', {
      otpToken: sent.body.otpToken,
      otp: await smsOtp(t, staff.mobile),
    });
    expect(right.status).toBe(200);
  });

  it('locks the OTP after 5 wrong codes, even for the right code after', async () => {
    const staff = await newStaff();
    const client = new AgentClient(t.app);
    const sent = await client.post('/auth/otp/send', { userId: staff.email });
    const code = await smsOtp(t, staff.mobile);
    for (let attempt = 1; attempt < AGENT_OTP_MAX_ATTEMPTS; attempt++) {
      const wrong = await client.post('/auth/otp/verify', { otpToken: sent.body.otpToken, otp: wrongCode(code) });
      expect(wrong.body.error.message).toBe(AGENT_MSG_DECIDED.otpInvalid);
    }
    const fifth = await client.post('/auth/otp/verify', { otpToken: sent.body.otpToken, otp: wrongCode(code) });
    expect(fifth.status).toBe(400);
    expect(fifth.body.error.message).toBe(AGENT_MSG_DECIDED.otpLocked);
    const right = await client.post('/auth/otp/verify', { otpToken: sent.body.otpToken, otp: code });
    expect(right.status).toBe(400);
    expect(right.body.error.message).toBe(AGENT_MSG_DECIDED.otpLocked);
    expect(client.jar.size).toBe(0);
  });

  it('refuses an expired OTP', async () => {
    const staff = await newStaff();
    const client = new AgentClient(t.app);
    const sent = await client.post('/auth/otp/send', { userId: staff.email });
    await sql`update agent_otp_challenges set expires_at = now() - interval '1 second' where token_hash = ${digest(sent.body.otpToken)}`.execute(
      t.database.db,
    );
    const late = await client.post('/auth/otp/verify', {
      otpToken: sent.body.otpToken,
      otp: await smsOtp(t, staff.mobile),
    });
    expect(late.status).toBe(400);
    expect(late.body.error.message).toBe(AGENT_MSG_DECIDED.otpExpired);
    expect(client.jar.size).toBe(0);
  });

  it('limits the OTPs sent for one user id, from any address', async () => {
    const staff = await newStaff();
    for (let send = 1; send <= AGENT_OTP_SENDS_PER_DESTINATION; send++) {
      expect((await new AgentClient(t.app).post('/auth/otp/send', { userId: staff.email })).status).toBe(200);
    }
    const more = await new AgentClient(t.app).post('/auth/otp/send', { userId: staff.email });
    expect(more.status).toBe(429);
    expect(more.body.error.message).toBe(AGENT_MSG_DECIDED.otpRateLimited);
    expect(await smsTo(t, staff.mobile)).toHaveLength(AGENT_OTP_SENDS_PER_DESTINATION);
  });

  it('limits the OTPs asked for from one address, whatever the user ids', async () => {
    const client = new AgentClient(t.app);
    for (let send = 1; send <= AGENT_OTP_SENDS_PER_ADDRESS; send++) {
      expect((await client.post('/auth/otp/send', { userId: `probe${send}@example.in` })).status).toBe(200);
    }
    const more = await client.post('/auth/otp/send', { userId: 'probe-last@example.in' });
    expect(more.status).toBe(429);
    expect(more.body.error.message).toBe(AGENT_MSG_DECIDED.otpRateLimited);
  });
});

describe('forgotten password', () => {
  it('answers an unknown user id like a known one, and e-mails only the known one', async () => {
    const staff = await newStaff();
    const mails = (await t.services.mail.listOutbox(500)).length;
    const known = await new AgentClient(t.app).post('/auth/password/forgot', { userId: staff.email });
    const unknown = await new AgentClient(t.app).post('/auth/password/forgot', { userId: 'ghost@example.in' });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: AGENT_MSG_DECIDED.resetLinkSent });
    expect(unknown.body).toEqual(known.body);
    expect((await t.services.mail.listOutbox(500)).length).toBe(mails + 1);
    expect(await mailsTo(t, staff.email)).toHaveLength(1);
    const empty = await new AgentClient(t.app).post('/auth/password/forgot', { userId: ' ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ userId: AGENT_MSG.userIdRequired });
  });

  it('e-mails a one-time link that sets the password: the old one stops working and sessions end', async () => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    await new AgentClient(t.app).post('/auth/password/forgot', { userId: staff.email });
    const token = await passwordLinkToken(t, staff.email);
    const [mail] = await mailsTo(t, staff.email);
    expect(mail?.html).toContain(`${t.config.publicUrl}/agent/reset-password?token=`);
    const reset = await new AgentClient(t.app).post('/auth/password/reset', {
      token,
      newPassword: 'Fresh2026pass',
      confirmPassword: 'Fresh2026pass',
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ message: AGENT_MSG_DECIDED.passwordSet });
    expect((await session.get('/session')).status).toBe(401);
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(401);
    expect((await new AgentClient(t.app).signIn(staff.email, 'Fresh2026pass')).status).toBe(200);

    const again = await new AgentClient(t.app).post('/auth/password/reset', {
      token,
      newPassword: 'Third2026pass',
      confirmPassword: 'Third2026pass',
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(AGENT_MSG_DECIDED.resetLinkInvalid);
    expect((await new AgentClient(t.app).signIn(staff.email, 'Third2026pass')).status).toBe(401);
  });

  it('refuses an expired link and an unknown one', async () => {
    const staff = await newStaff();
    await new AgentClient(t.app).post('/auth/password/forgot', { userId: staff.email });
    const token = await passwordLinkToken(t, staff.email);
    await sql`update agent_password_links set expires_at = now() - interval '1 second' where token_hash = ${digest(token)}`.execute(
      t.database.db,
    );
    const body = { token, newPassword: 'Fresh2026pass', confirmPassword: 'Fresh2026pass' };
    const expired = await new AgentClient(t.app).post('/auth/password/reset', body);
    expect(expired.status).toBe(400);
    expect(expired.body.error.message).toBe(AGENT_MSG_DECIDED.resetLinkInvalid);
    const unknown = await new AgentClient(t.app).post('/auth/password/reset', { ...body, token: 'made-up' });
    expect(unknown.status).toBe(400);
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(200);
  });

  it('checks the password rules and that the two match, and leaves the link usable', async () => {
    const staff = await newStaff();
    await new AgentClient(t.app).post('/auth/password/forgot', { userId: staff.email });
    const token = await passwordLinkToken(t, staff.email);
    const client = new AgentClient(t.app);
    const empty = await client.post('/auth/password/reset', { token, newPassword: '', confirmPassword: '' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.fields).toEqual({ newPassword: AGENT_MSG.passwordRequired });
    for (const weak of ['short1', 'lettersonly', '1234567890', `a1${'x'.repeat(63)}`]) {
      const answer = await client.post('/auth/password/reset', { token, newPassword: weak, confirmPassword: weak });
      expect(answer.body.error.fields, weak).toEqual({ newPassword: AGENT_MSG_DECIDED.passwordWeak });
    }
    const differ = await client.post('/auth/password/reset', {
      token,
      newPassword: 'Fresh2026pass',
      confirmPassword: 'Fresh2026pas',
    });
    expect(differ.status).toBe(422);
    expect(differ.body.error.fields).toEqual({ confirmPassword: AGENT_MSG.passwordsDiffer });
    const ok = await client.post('/auth/password/reset', {
      token,
      newPassword: 'Fresh2026pass',
      confirmPassword: 'Fresh2026pass',
    });
    expect(ok.status).toBe(200);
  });

  it('sends at most 3 links an hour to one user, still answering alike', async () => {
    const staff = await newStaff();
    for (let ask = 1; ask <= 4; ask++) {
      const answer = await new AgentClient(t.app).post('/auth/password/forgot', { userId: staff.email });
      expect(answer.body).toEqual({ message: AGENT_MSG_DECIDED.resetLinkSent });
    }
    expect(await mailsTo(t, staff.email)).toHaveLength(3);
  });
});

describe('changing my password', () => {
  it('refuses a wrong current password and keeps the old one', async () => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    const answer = await session.post('/profile/password', {
      currentPassword: 'NotMine2026',
      newPassword: 'Fresh2026pass',
      confirmPassword: 'Fresh2026pass',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({ currentPassword: AGENT_MSG_DECIDED.currentPasswordWrong });
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(200);
  });

  it('asks for every field with its message', async () => {
    const answer = await owner.post('/profile/password', {});
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({
      currentPassword: AGENT_MSG.passwordRequired,
      newPassword: AGENT_MSG.passwordRequired,
    });
    const differ = await owner.post('/profile/password', {
      currentPassword: DEMO.skywaysOwner.password,
      newPassword: 'Fresh2026pass',
      confirmPassword: 'Other2026pass',
    });
    expect(differ.body.error.fields).toEqual({ confirmPassword: AGENT_MSG.passwordsDiffer });
  });

  it('changes the password, ends my other sessions and keeps this one', async () => {
    const staff = await newStaff();
    const here = await signedInClient(t.app, staff.email, staff.password);
    const elsewhere = await signedInClient(t.app, staff.email, staff.password);
    const answer = await here.post('/profile/password', {
      currentPassword: staff.password,
      newPassword: 'Fresh2026pass',
      confirmPassword: 'Fresh2026pass',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: AGENT_MSG_DECIDED.passwordChanged });
    expect((await here.get('/session')).status).toBe(200);
    expect((await elsewhere.get('/session')).status).toBe(401);
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(401);
    expect((await new AgentClient(t.app).signIn(staff.email, 'Fresh2026pass')).status).toBe(200);
  });
});

describe('staff', () => {
  it('asks for every field of an empty form with its message, and creates nobody', async () => {
    const users = await countRows('agent_users');
    const answer = await owner.post('/staff', {});
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toEqual({
      salutation: AGENT_MSG.salutationRequired,
      firstName: AGENT_MSG.firstNameRequired,
      lastName: AGENT_MSG.lastNameRequired,
      email: AGENT_MSG.emailInvalid,
      mobile: AGENT_MSG.mobileRequired,
      newPassword: AGENT_MSG.passwordRequired,
    });
    const bad = await owner.post('/staff', {
      salutation: 'Dr',
      firstName: 'M',
      lastName: 'P1',
      email: 'meera@',
      mobile: '98765',
      newPassword: 'Counter2026',
      confirmPassword: 'Counter2027',
    });
    expect(bad.body.error.fields).toEqual({
      salutation: AGENT_MSG.salutationRequired,
      firstName: AGENT_MSG_DECIDED.firstNameShort,
      lastName: AGENT_MSG_DECIDED.nameInvalid,
      email: AGENT_MSG.emailInvalid,
      mobile: AGENT_MSG.mobileDigits,
      confirmPassword: AGENT_MSG.passwordsDiffer,
    });
    expect(await countRows('agent_users')).toBe(users);
  });

  it('refuses an e-mail id already in use, whatever its case', async () => {
    const answer = await owner.post('/staff', {
      salutation: 'Mr',
      firstName: 'Arjun',
      lastName: 'Singh',
      email: 'Staff@Ghumakkad.in',
      mobile: '9414054321',
      newPassword: STAFF_PASSWORD,
      confirmPassword: STAFF_PASSWORD,
    });
    expect(answer.status).toBe(422);
    // Said without inviting the owner to sign in as that person, or naming where the e-mail id is used.
    expect(answer.body.error.fields).toEqual({ email: AGENT_MSG_DECIDED.staffEmailUnavailable });
    expect(JSON.stringify(answer.body)).not.toMatch(/sign in|forgot|ghumakkad/i);
  });

  it('creates one staff member when the same e-mail id is added twice at once', async () => {
    const contact = newContact('twice');
    const form = {
      salutation: 'Mr',
      firstName: 'Kabir',
      lastName: 'Bose',
      email: contact.email,
      mobile: contact.mobile,
      newPassword: STAFF_PASSWORD,
      confirmPassword: STAFF_PASSWORD,
    };
    const answers = await Promise.all([owner.post('/staff', form), owner.post('/staff', form)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    const refused = answers.find((answer) => answer.status === 422);
    expect(refused?.body.error.fields).toEqual({ email: AGENT_MSG_DECIDED.staffEmailUnavailable });
  });

  it('creates a staff member who appears in the list and can sign in', async () => {
    const staff = await newStaff();
    const list = await owner.get('/staff');
    expect(list.status).toBe(200);
    const member = list.body.staff.find((row: { id: number }) => row.id === staff.id);
    expect(member).toMatchObject({
      userId: staff.email,
      email: staff.email,
      mobile: staff.mobile,
      firstName: 'Meera',
      status: 'Active',
      lastSignInAt: null,
    });
    expect(list.body.staff.every((row: { userId: string }) => row.userId !== DEMO.skywaysOwner.userId)).toBe(true);
    expect(list.body.staff.some((row: { userId: string }) => row.userId === DEMO.ghumakkadStaff.userId)).toBe(false);
    const session = await signedInClient(t.app, staff.email, staff.password);
    expect((await session.get('/session')).body.user).toMatchObject({
      role: 'STAFF',
      permissions: [
        'profile.view',
        'support.use',
        'holidays.search',
        'flights.book',
        'flights.manage',
        'buses.book',
        'buses.manage',
        'hotels.book',
        'hotels.manage',
        'wallet.view',
        'commissions.view',
        'markups.view',
        'reports.view',
        'visas.apply',
        'visas.manage',
      ],
    });
    const after = (await owner.get('/staff')).body.staff.find((row: { id: number }) => row.id === staff.id);
    expect(after.lastSignInAt).not.toBeNull();
  });

  it('updates a staff member’s details with validation, and does not change the e-mail id', async () => {
    const staff = await newStaff();
    const invalid = await owner.patch(`/staff/${staff.id}`, {
      salutation: 'Ms',
      firstName: '',
      lastName: 'Pillai',
      mobile: '12',
      status: 'Away',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.fields).toEqual({
      firstName: AGENT_MSG.firstNameRequired,
      mobile: AGENT_MSG.mobileDigits,
      status: AGENT_MSG_DECIDED.statusInvalid,
    });
    expect((await userRow(staff.email)).first_name).toBe('Meera');
    const updated = await owner.patch(`/staff/${staff.id}`, {
      salutation: 'Mrs',
      firstName: 'Meera',
      lastName: 'Menon',
      mobile: '9000011111',
      status: 'Active',
      email: 'changed@example.in',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      salutation: 'Mrs',
      lastName: 'Menon',
      mobile: '9000011111',
      email: staff.email,
    });
  });

  it('lets the owner set a staff member’s password, which ends their sessions', async () => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    const mismatch = await owner.post(`/staff/${staff.id}/password`, {
      newPassword: 'Handed2026',
      confirmPassword: 'Handed2027',
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.error.fields).toEqual({ confirmPassword: AGENT_MSG.passwordsDiffer });
    expect((await session.get('/session')).status).toBe(200);
    const set = await owner.post(`/staff/${staff.id}/password`, {
      newPassword: 'Handed2026',
      confirmPassword: 'Handed2026',
    });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ message: AGENT_MSG_DECIDED.staffPasswordChanged });
    expect((await session.get('/session')).status).toBe(401);
    expect((await new AgentClient(t.app).signIn(staff.email, 'Handed2026')).status).toBe(200);
  });

  it('keeps staff away from the staff pages, the profile’s changes and the logo', async () => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    const forbidden = [
      await session.get('/staff'),
      await session.post('/staff', {}),
      await session.patch(`/staff/${staff.id}`, { status: 'Active' }),
      await session.post(`/staff/${staff.id}/password`, { newPassword: 'Self2026xx', confirmPassword: 'Self2026xx' }),
      await session.put('/profile', {}),
      await session.upload('/profile/logo', {}, [{ field: 'logo', fileName: 'logo.png', bytes: Buffer.from([0x89]) }]),
    ];
    for (const answer of forbidden) {
      expect(answer.status).toBe(403);
      expect(answer.body.error.message).toBe(AGENT_MSG_DECIDED.forbidden);
    }
    expect((await userRow(staff.email)).status).toBe('Active');
  });

  it('answers 404 to the owner of another agency for a staff member, and changes nothing', async () => {
    const staff = await newStaff();
    const otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
    const patch = await otherOwner.patch(`/staff/${staff.id}`, {
      salutation: 'Ms',
      firstName: 'Meera',
      lastName: 'Pillai',
      mobile: staff.mobile,
      status: 'Suspended',
    });
    expect(patch.status).toBe(404);
    const password = await otherOwner.post(`/staff/${staff.id}/password`, {
      newPassword: 'Stolen2026',
      confirmPassword: 'Stolen2026',
    });
    expect(password.status).toBe(404);
    expect((await userRow(staff.email)).status).toBe('Active');
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(200);
    // Nor may an owner reach themselves or the administrator through the staff routes.
    const self = await userRow(DEMO.skywaysOwner.userId);
    const adminRow = await userRow(DEMO.admin.userId);
    for (const id of [self.id, adminRow.id]) {
      expect((await owner.patch(`/staff/${id}`, { status: 'Suspended' })).status).toBe(404);
    }
  });
});

describe('the back office’s agents', () => {
  it('lists agents of every agency with search by user id, agency code, name or phone', async () => {
    const all = await admin.get('/admin/agents');
    expect(all.status).toBe(200);
    const userIds = all.body.agents.map((row: { userId: string }) => row.userId);
    expect(userIds).toEqual(
      expect.arrayContaining([DEMO.admin.userId, DEMO.skywaysOwner.userId, DEMO.ghumakkadStaff.userId]),
    );
    const byPhone = await admin.get('/admin/agents?q=9414054321');
    expect(byPhone.body.agents).toEqual([
      expect.objectContaining({ userId: DEMO.ghumakkadStaff.userId, agencyName: 'Ghumakkad Holidays', role: 'STAFF' }),
    ]);
    const code = byPhone.body.agents[0].agentCode as string;
    const byCode = await admin.get(`/admin/agents?q=${code.toLowerCase()}`);
    expect(byCode.body.agents.length).toBeGreaterThanOrEqual(2);
    expect(byCode.body.agents.every((row: { agentCode: string }) => row.agentCode === code)).toBe(true);
    const byName = await admin.get(`/admin/agents?q=${encodeURIComponent('kavita sharma')}`);
    expect(byName.body.agents.map((row: { userId: string }) => row.userId)).toEqual([DEMO.ghumakkadOwner.userId]);
    const wildcard = await admin.get(`/admin/agents?q=${encodeURIComponent('%')}`);
    expect(wildcard.body.agents).toEqual([]);
  });

  it('sets a user’s status, ending their sessions, but not the administrator’s own', async () => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    const bad = await admin.patch(`/admin/agents/${staff.id}/status`, { status: 'Gone' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({ status: AGENT_MSG_DECIDED.statusInvalid });
    const suspended = await admin.patch(`/admin/agents/${staff.id}/status`, { status: 'Suspended' });
    expect(suspended.status).toBe(200);
    expect(suspended.body).toMatchObject({ id: staff.id, status: 'Suspended', agencyName: 'Skyways Travels' });
    expect((await session.get('/session')).status).toBe(401);
    const self = await userRow(DEMO.admin.userId);
    const own = await admin.patch(`/admin/agents/${self.id}/status`, { status: 'Inactive' });
    expect(own.status).toBe(400);
    expect(own.body.error.message).toBe(AGENT_MSG_DECIDED.cannotChangeOwnStatus);
    expect((await admin.patch('/admin/agents/999999/status', { status: 'Active' })).status).toBe(404);
    const reactivated = await admin.patch(`/admin/agents/${staff.id}/status`, { status: 'Active' });
    expect(reactivated.body.status).toBe('Active');
    expect((await new AgentClient(t.app).signIn(staff.email, staff.password)).status).toBe(200);
  });
});

describe('the session cache of read-only searches (decision 014)', () => {
  // The clock stands still unless a test moves it, so that "within 2 s" does not depend on the machine's speed.
  const freezeClock = () => vi.useFakeTimers({ toFake: ['Date'] });
  afterEach(() => vi.useRealTimers());

  const flightSearch = {
    tripType: 'ONE_WAY',
    segments: [{ from: 'DEL', to: 'BOM', date: addDays(todayInIndia(), 10) }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
    nearbyAirports: false,
    nonStopOnly: true,
    fareType: 'REGULAR',
  };
  /** Ends a session behind this instance's back, as another instance of the server would. */
  const endElsewhere = (client: AgentClient) =>
    t.database.db
      .updateTable('agent_sessions')
      .set({ ended_at: new Date() })
      .where('token_hash', '=', digest(sessionTokenOf(client)))
      .execute();

  it('lets a search route take a session resolved in the last 2 s, and no other route', async () => {
    const staff = await newStaff();
    const client = await signedInClient(t.app, staff.email, staff.password);
    freezeClock();
    expect((await client.get('/flights/airports')).status).toBe(200);
    await endElsewhere(client);
    expect((await client.get('/flights/airports')).status).toBe(200);
    expect((await client.post('/flights/search', flightSearch)).status).toBe(200);
    vi.setSystemTime(Date.now() + SESSION_CACHE_MS);
    expect((await client.get('/flights/airports')).status).toBe(401);

    const again = await signedInClient(t.app, staff.email, staff.password);
    expect((await again.get('/flights/airports')).status).toBe(200);
    await endElsewhere(again);
    // The e-mail route, the wallet and the session read the database: the session has ended.
    const email = { to: 'client@example.in', search: flightSearch, itineraryIds: [] };
    expect((await again.post('/flights/email', email)).status).toBe(401);
    expect((await again.get('/wallet')).status).toBe(401);
    expect((await again.get('/session')).status).toBe(401);
    // ... and what they learnt drops the remembered session for the search routes too.
    expect((await again.get('/flights/airports')).status).toBe(401);
  });

  const details = { salutation: 'Ms', firstName: 'Meera', lastName: 'Pillai' };
  const endings: [string, (staff: Awaited<ReturnType<typeof newStaff>>, session: AgentClient) => Promise<unknown>][] = [
    ['logout', (_staff, session) => session.clone().post('/auth/logout')],
    [
      'suspension by the owner',
      (staff) => owner.patch(`/staff/${staff.id}`, { ...details, mobile: staff.mobile, status: 'Suspended' }),
    ],
    [
      'deactivation by the back office',
      (staff) => admin.patch(`/admin/agents/${staff.id}/status`, { status: 'Inactive' }),
    ],
    [
      'a password set by the owner',
      (staff) =>
        owner.post(`/staff/${staff.id}/password`, { newPassword: 'Handed2026', confirmPassword: 'Handed2026' }),
    ],
    [
      'a password change in another session',
      async (staff) => {
        const other = await signedInClient(t.app, staff.email, staff.password);
        const body = {
          currentPassword: staff.password,
          newPassword: 'Fresh2026pass',
          confirmPassword: 'Fresh2026pass',
        };
        expect((await other.post('/profile/password', body)).status).toBe(200);
      },
    ],
    [
      'a password reset from an e-mailed link',
      async (staff) => {
        expect((await new AgentClient(t.app).post('/auth/password/forgot', { userId: staff.email })).status).toBe(200);
        await setPasswordFromEmail(t, staff.email, 'Reset2026pass');
      },
    ],
  ];

  it.each(endings)('refuses a session ended by %s at once, on the search routes too', async (_name, end) => {
    const staff = await newStaff();
    const session = await signedInClient(t.app, staff.email, staff.password);
    freezeClock();
    expect((await session.get('/flights/airports')).status).toBe(200);
    expect((await session.post('/flights/search', flightSearch)).status).toBe(200);
    await end(staff, session);
    expect((await session.get('/flights/airports')).status).toBe(401);
    expect((await session.post('/flights/search', flightSearch)).status).toBe(401);
    expect((await session.get('/flights/recent-searches')).status).toBe(401);
  });
});
