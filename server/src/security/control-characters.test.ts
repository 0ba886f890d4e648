import { Writable } from 'node:stream';
import { CSRF_HEADER } from '@tripsetu/domain/agent-api.ts';
import { CONTROL_CHARACTER_MESSAGE } from '@tripsetu/domain/validation.ts';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../db/seed/demo-accounts.ts';
import {
  bookingFields,
  chooseFares,
  fareQuote,
  passengersFor,
  type SignedInTraveller,
  searchFields,
  signedInTraveller,
} from '../gateway/flight-booking.fixtures.ts';
import { findForbiddenText } from '../lib/input-guard.ts';
import { AgentClient, DEMO, newAddress, signedInClient } from '../test/agent-client.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';
import { registeredRoutes } from '../test/routes.ts';

/**
 * Issue 17, item 4: a control character or a lone surrogate in any text field is refused with a 4xx
 * by one check for every route, and never reaches the database (where a NUL answered 500).
 */

const BAD = ['\u0000', '\ud800', '\udfff', '\u001b[2J', '\u007f', '\u0085', '\u000b', '\u0008'];
/** A URL or a form can carry no lone surrogate (encoders and decoders make it U+FFFD); JSON can. */
const BAD_IN_URLS = BAD.filter((character) => !/\p{Cs}/u.test(character));
const bad = (index: number, from = BAD) => `x${from[index % from.length]}y`;

let t: TestApp;
let admin: AgentClient;
let owner: AgentClient;
let traveller: SignedInTraveller;
const errorsLogged: string[] = [];

beforeAll(async () => {
  // Every log line at error level or above is kept: a refused input must not log a stack.
  const sink = new Writable({
    write(chunk, _encoding, done) {
      const line = String(chunk);
      if (JSON.parse(line).level >= 50) errorsLogged.push(line.slice(0, 500));
      done();
    },
  });
  t = await createTestApp({ logger: pino({ level: 'error' }, sink) });
  await seedDemoAccounts(t.services);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  traveller = await signedInTraveller(t, 91);
});
afterAll(() => t.close());

describe('the check itself', () => {
  it('finds control characters and lone surrogates, in values and keys, at any depth', () => {
    for (const character of BAD) {
      expect(findForbiddenText({ a: [{ b: `ok${character}` }] })).toBe('a.0.b');
      expect(findForbiddenText({ [`k${character}`]: 'v' })).toBe('body');
    }
  });

  it('lets tabs, line breaks, emoji and Indian scripts through', () => {
    expect(findForbiddenText({ address: 'Flat 4,\r\nMG Road\tBengaluru', name: 'अनीता 🙂 ಬೆಂಗಳೂರು' })).toBeNull();
  });

  it('refuses input nested deeper than any form of ours', () => {
    let nested: unknown = 'leaf';
    for (let i = 0; i < 100; i++) nested = { n: nested };
    expect(findForbiddenText(nested)).not.toBeNull();
  });
});

/** A body for a JSON schema of the OpenAPI document, with `text` in every string. */
function bodyFor(schema: Record<string, unknown> | undefined, text: string, depth = 0): unknown {
  if (!schema || depth > 6) return text;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const anyOf = (schema.anyOf ?? schema.oneOf) as Record<string, unknown>[] | undefined;
  if (anyOf?.[0]) return bodyFor(anyOf[0], text, depth + 1);
  switch (schema.type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
      const entries = Object.entries(properties).map(([name, property]) => [name, bodyFor(property, text, depth + 1)]);
      // A body of numbers only (a cancellation's choice) still carries the text, in a key of its own.
      const hasText = entries.some(([, value]) => JSON.stringify(value).includes(JSON.stringify(text).slice(1, -1)));
      return Object.fromEntries(hasText ? entries : [...entries, ['field', text]]);
    }
    case 'array':
      return [bodyFor(schema.items as Record<string, unknown>, text, depth + 1)];
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    default:
      return text;
  }
}

function jsonBodySchema(method: string, path: string): Record<string, unknown> | undefined {
  const doc = t.app.swagger() as { paths?: Record<string, Record<string, unknown>> };
  const openApiPath = path.replace(/:(\w+)/g, '{$1}');
  const operation = doc.paths?.[openApiPath]?.[method.toLowerCase()] as
    | { requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> } }
    | undefined;
  return operation?.requestBody?.content?.['application/json']?.schema;
}

describe('every route of the app', () => {
  it('answers a control character in the path, the query or the body with 400 and the field, never 5xx', async () => {
    const routes = registeredRoutes(t.app).filter((route) => !route.includes('*'));
    expect(routes.length).toBeGreaterThan(80);
    const failures: string[] = [];
    let n = 0;
    for (const route of routes) {
      const [method = 'GET', path = '/'] = route.split(' ');
      const withParams = (text: string) => path.replace(/:(\w+)/g, () => encodeURIComponent(text));
      const clean = path.replace(/:(\w+)/g, '1');
      for (const client of [admin, owner, null]) {
        const inUrl = bad(n, BAD_IN_URLS);
        const cases: { where: string; url: string; json?: unknown }[] = [
          { where: 'params', url: withParams(inUrl) },
          { where: 'query', url: `${clean}?from=${encodeURIComponent(inUrl)}&q=${encodeURIComponent(inUrl)}` },
        ];
        if (method !== 'GET' && method !== 'DELETE') {
          cases.push({ where: 'body', url: clean, json: bodyFor(jsonBodySchema(method, path), bad(n)) });
        }
        n++;
        for (const request of cases) {
          if (request.where === 'params' && !path.includes(':')) continue;
          const answer = await t.app.inject({
            method: method as 'GET',
            url: request.url,
            remoteAddress: newAddress(),
            headers: {
              [CSRF_HEADER]: '1',
              ...(client ? { cookie: client.cookieHeader } : {}),
              ...(request.json === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.json === undefined ? {} : { payload: JSON.stringify(request.json) }),
          });
          const wanted = request.where === 'params' ? [400, 404] : [400];
          if (!wanted.includes(answer.statusCode)) {
            failures.push(`${route} (${request.where}) → ${answer.statusCode} ${answer.body.slice(0, 120)}`);
          } else if (answer.statusCode === 400 && !answer.body.includes(CONTROL_CHARACTER_MESSAGE)) {
            failures.push(`${route} (${request.where}) → 400 without the message: ${answer.body.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(errorsLogged).toEqual([]);
  });

  it('answers every gateway operation with the §7 envelope and 400, signed in or not, never 5xx', async () => {
    const doc = t.app.swagger() as { paths: Record<string, { post: { description: string } }> };
    const description = doc.paths['/gateway/app']?.post.description ?? '';
    const operations = [...description.matchAll(/([A-Z]{2,}\d*) ([^;]+)/g)].flatMap(([, opid, codes]) =>
      (codes ?? '').split(',').map((code) => [opid as string, code.trim().split(' ')[0] as string]),
    );
    expect(operations.length).toBeGreaterThan(30);
    const failures: string[] = [];
    let n = 0;
    for (const [opid, actioncode] of operations) {
      for (const sessiontoken of [traveller.sessiontoken, '']) {
        const text = bad(n++, BAD_IN_URLS);
        const fields = {
          opid: opid as string,
          actioncode: actioncode as string,
          sessiontoken,
          package_destination: text,
          txid: text,
          mobile: text,
          email: text,
          firstname: text,
          remarks: text,
          passengerjson: JSON.stringify([{ firstname: bad(n) }]),
        };
        for (const endpoint of ['/gateway/app', '/gateway/dispatch']) {
          const answer = await callGateway(t.app, fields, endpoint, newAddress());
          if (answer.status !== 400 || answer.body.ApiStatus?.Message !== CONTROL_CHARACTER_MESSAGE) {
            failures.push(`${opid} ${actioncode} → ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(errorsLogged).toEqual([]);
  });

  it('refuses a control character that only a JSON field’s escape spells (passengerjson), booking nothing', async () => {
    const chosen = await chooseFares(t, searchFields(20));
    const quote = await fareQuote(t, chosen);
    const passengers = passengersFor(quote).map((p, i) => (i === 0 ? { ...p, first_name: 'Anita\u0000' } : p));
    const bookingsBefore = await t.database.db
      .selectFrom('flight_bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const answer = await callGateway(t.app, bookingFields(traveller, chosen, quote, { passengers }));
    expect(answer.status).toBe(400);
    expect(answer.body.ApiStatus.Message).toBe(CONTROL_CHARACTER_MESSAGE);
    expect(answer.body.ApiStatus.Errors).toEqual({ 'passengerjson.0.first_name': CONTROL_CHARACTER_MESSAGE });
    const bookingsAfter = await t.database.db
      .selectFrom('flight_bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(bookingsAfter.n).toBe(bookingsBefore.n);
  });

  it('refuses the six public forms the attacker named, and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('agent_sign_in_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const anonymous = new AgentClient(t.app);
    const answers = [
      await anonymous.post('/auth/login', { userId: 'admin@tripsetu.in\u0000', password: 'x' }),
      await anonymous.post('/auth/otp/send', { userId: '\u0000' }),
      await anonymous.post('/auth/password/forgot', { userId: 'a\u0000@b.in' }),
      await anonymous.upload('/registrations', { companyName: 'Nul\u0000 Travels' }, []),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    const gateway = [
      await callGateway(t.app, { opid: 'MU028', actioncode: 'FORGOTPASSWORD', email: 'a\u0000@b.in' }),
      await callGateway(t.app, { opid: 'MP003', actioncode: 'requestpackage', paxfirstname: 'A\u0000' }),
    ];
    for (const answer of gateway) expect(answer.status).toBe(400);
    const after = await t.database.db
      .selectFrom('agent_sign_in_attempts')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    expect(errorsLogged).toEqual([]);
  });
});
