import {
  CURRENCY_MSG,
  type CurrencyRate,
  type CurrencyRates,
  convertPaise,
  formatCurrency,
} from '@tripsetu/domain/currencies.ts';
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RATES, seedDemoCurrencyRates } from '../../db/seed/currency-rates.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, mailsTo, signedInClient } from '../../test/agent-client.ts';
import { flightSearch } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { hotelsOf, stayFrom } from '../../test/hotel-fixtures.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';

/** Display currencies' rates (issue 25, decision 041): dated rows the back office sets, read by every agent. */
let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let admin: AgentClient;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
});
afterAll(() => t.close());

const rowCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('currency_rates')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const inForce = async (client: AgentClient) =>
  expectStatus(await client.get('/currency-rates'), 200).body as CurrencyRates;

describe('currency rates', () => {
  it('starts with none; a rate for an earlier day is shown with that day until today’s is set', async () => {
    expect((await inForce(owner)).rates).toEqual([]);
    const older = expectStatus(
      await admin.post('/admin/currency-rates', { currency: 'AED', day: addDays(today, -2), inrPerUnit: '23.9' }),
      201,
    ).body as CurrencyRate;
    expect(older).toMatchObject({ currency: 'AED', inrPerUnit: '23.900000', setBy: expect.any(String) });
    let shown = await inForce(staff);
    expect(shown.today).toBe(today);
    expect(shown.rates).toEqual([expect.objectContaining({ currency: 'AED', day: addDays(today, -2) })]);

    expectStatus(await admin.post('/admin/currency-rates', { currency: 'AED', day: today, inrPerUnit: '24.10' }), 201);
    // A correction the same day is a new row; the newest wins, and the first stays in the history.
    expectStatus(await admin.post('/admin/currency-rates', { currency: 'AED', day: today, inrPerUnit: '24.12' }), 201);
    shown = await inForce(owner);
    expect(shown.rates).toEqual([expect.objectContaining({ currency: 'AED', day: today, inrPerUnit: '24.120000' })]);
    const history = expectStatus(await admin.get('/admin/currency-rates/AED'), 200).body as { rates: CurrencyRate[] };
    expect(history.rates.map((rate) => rate.inrPerUnit)).toEqual(['24.120000', '24.100000', '23.900000']);
  });

  it('refuses a bad rate with a message per field and keeps nothing; agencies cannot set one', async () => {
    const before = await rowCount();
    const bad = expectStatus(
      await admin.post('/admin/currency-rates', { currency: 'KWD', day: addDays(today, 1), inrPerUnit: '-3' }),
      422,
    );
    expect(bad.body.error.fields).toEqual({ day: CURRENCY_MSG.dateInvalid, inrPerUnit: CURRENCY_MSG.rateInvalid });
    expectStatus(await admin.post('/admin/currency-rates', { currency: 'INR', day: today, inrPerUnit: '1' }), 400);
    expectStatus(
      await admin.post('/admin/currency-rates', { currency: 'AED', day: today, inrPerUnit: '1', x: 1 }),
      400,
    );
    expectStatus(
      await admin.post('/admin/currency-rates', { currency: 'AED', day: today, inrPerUnit: '2\u0000' }),
      400,
    );
    expectStatus(await owner.post('/admin/currency-rates', { currency: 'AED', day: today, inrPerUnit: '24' }), 403);
    expectStatus(await owner.get('/admin/currency-rates/AED'), 403);
    expectStatus(await admin.get('/admin/currency-rates/XYZ'), 400);
    expect(await rowCount()).toBe(before);
  });

  it('the demo seeds a rate for every foreign currency once', async () => {
    expect(await seedDemoCurrencyRates(t.services.currencyRates, today)).toBe(Object.keys(DEMO_RATES).length - 1);
    expect(await seedDemoCurrencyRates(t.services.currencyRates, today)).toBe(0);
    const shown = await inForce(owner);
    expect(shown.rates).toHaveLength(15);
    expect(shown.rates.find((rate) => rate.currency === 'KWD')?.inrPerUnit).toBe('288.900000');
  });
});

describe('e-mailed options in the agent’s currency', () => {
  it('flight options show each fare also in dirhams, with the rate and that payment is in rupees', async () => {
    const to = 'dubai.customer@example.ae';
    const sent = await owner.post('/flights/email', {
      to,
      search: flightSearch({}, 18),
      itineraryIds: [],
      currency: 'AED',
    });
    expect(sent.status).toBe(200);
    const [mail] = await mailsTo(t, to);
    const fare = /₹[\d,]+(?:\.\d{2})?/.exec(mail?.html ?? '')?.[0] ?? '';
    const paise = Math.round(Number(fare.replace(/[₹,]/g, '')) * 100);
    expect(paise).toBeGreaterThan(0);
    expect(mail?.html).toContain(
      `${formatRupees(paise)}<br><span style="color:#4a5560;font-size:12px">≈ ${formatCurrency(convertPaise(paise, 24_120_000, 2), 'AED')}</span>`,
    );
    expect(mail?.html).toContain('Prices in Dirham (AED) are for reference only, at ₹24.12 for 1 AED');
    expect(mail?.html).toContain('you pay in Indian Rupees');
    // Rupees, or a currency without a rate, add nothing; a currency not of §9 is refused.
    await owner.post('/flights/email', {
      to: 'inr.customer@example.in',
      search: flightSearch({}, 18),
      itineraryIds: [],
    });
    expect((await mailsTo(t, 'inr.customer@example.in'))[0]?.html).not.toContain('≈');
    expectStatus(
      await owner.post('/flights/email', { to, search: flightSearch({}, 18), itineraryIds: [], currency: 'BTC' }),
      400,
    );
  });

  it('hotel options show the night and stay prices also in the currency', async () => {
    const stay = stayFrom(22);
    const hotelIds = (await hotelsOf(owner, 'GOI', stay)).slice(0, 2).map((hotel) => hotel.id);
    const to = 'riyadh.customer@example.sa';
    expectStatus(
      await owner.post('/hotels/options/email', {
        to,
        stay: { ...stay, city: 'GOI', location: 'ALL' },
        hotelIds,
        currency: 'SAR',
      }),
      200,
    );
    const [mail] = await mailsTo(t, to);
    expect(mail?.html).toMatch(/\(≈ SAR [\d,]+\.\d{2}\)/);
    expect(mail?.html).toContain('Prices in Saudi Riyal (SAR) are for reference only');
  });
});
