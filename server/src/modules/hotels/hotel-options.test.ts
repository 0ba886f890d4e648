import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { BOOKING_MSG, BOOKING_MSG_DECIDED } from '@tripsetu/domain/flight-booking.ts';
import { HOTEL_OPTIONS_EMAILS_PER_RECIPIENT, HOTEL_OPTIONS_MSG } from '@tripsetu/domain/hotel-options.ts';
import type { HotelSearchAnswer, HotelSummary } from '@tripsetu/domain/hotel-results.ts';
import { ALL_LOCATIONS, HOTEL_MSG } from '@tripsetu/domain/hotel-search.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { escapeHtml } from '../../lib/html.ts';
import { AgentClient, DEMO, files, mailsTo, signedInClient } from '../../test/agent-client.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { startSmtpSink } from '../../test/smtp-sink.ts';
import { expectStatus } from '../../test/wallet-fixtures.ts';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let admin: AgentClient;
let goaHotels: HotelSummary[];

const day = (days: number) => addDays(todayInIndia(), days);
const STAY = {
  city: 'GOI',
  location: 'Baga',
  checkIn: day(20),
  checkOut: day(23),
  rooms: [
    { adults: 2, childAges: [] },
    { adults: 2, childAges: [7] },
  ],
  nationality: 'IN',
  priceRisePercent: 0,
};
const ENDPOINT = '/hotels/options/email';

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'TripSetu <bookings@tripsetu.test>' } });
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  const answer = expectStatus(await owner.post('/hotels/search', { ...STAY, location: ALL_LOCATIONS }), 200)
    .body as HotelSearchAnswer;
  goaHotels = answer.hotels;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** Three hotels of different localities, so that the stay's own locality does not narrow them. */
function threeHotels(): HotelSummary[] {
  const picked: HotelSummary[] = [];
  for (const hotel of goaHotels) {
    if (picked.length < 3 && !picked.some((other) => other.locality === hotel.locality)) picked.push(hotel);
  }
  expect(picked).toHaveLength(3);
  return picked;
}

describe('hotel options by e-mail (agent-portal.md §1)', () => {
  it("sends the chosen hotels in the agency's name over SMTP, replies to the agent, the markup inside every price", async () => {
    const [first, second, third] = threeHotels() as [HotelSummary, HotelSummary, HotelSummary];
    const to = 'customer.hotels@example.in';
    const sent = await owner.post(ENDPOINT, {
      to,
      stay: STAY,
      hotelIds: [third.id, first.id, second.id],
      markupPaise: 750_00,
      note: 'Dear Mr. Rao,\nthree hotels near the beach <as asked>.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toEqual({ message: BOOKING_MSG.emailSent });

    const [mail, ...more] = await mailsTo(t, to);
    expect(more).toHaveLength(0);
    expect(mail?.from_name).toBe('Skyways Travels');
    expect(mail?.reply_to).toBe(DEMO.skywaysOwner.userId);
    expect(mail?.subject).toMatch(/^Hotel options from Skyways Travels: Goa, \d{2} [A-Z][a-z]{2}, \d{4} – /);
    const html = mail?.html ?? '';
    expect(html).toContain('2 rooms · 4 adults, 1 child');
    expect(html).toContain('3 nights');
    expect(html).toContain('Dear Mr. Rao,<br>three hotels near the beach &#60;as asked&#62;.');
    // In the agent's order, each with its room, board and cancellation; ₹750 in the total, ₹250 in a night.
    const positions = [third, first, second].map((hotel) => html.indexOf(escapeHtml(hotel.name)));
    expect(positions.every((at) => at > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const hotel of [first, second, third]) {
      expect(html).toContain(`2 × ${escapeHtml(hotel.offer.roomName)}`);
      expect(html).toContain(`>${formatRupees(hotel.offer.totalPaise + 750_00)}<`);
      expect(html).toContain(`>${formatRupees(hotel.offer.perNightPaise + 250_00)}<`);
      expect(html).not.toContain(`>${formatRupees(hotel.offer.totalPaise)}<`);
      expect(html).toContain(escapeHtml(hotel.locality));
      expect(html).toContain(`${hotel.stars}-star hotel`);
      expect(html).toContain(`${hotel.rating.toFixed(1)}/5`);
    }
    expect(html).not.toMatch(/markup/i);
    expect(html).not.toContain('data:image');
    const notChosen = goaHotels.find((hotel) => ![first, second, third].includes(hotel)) as HotelSummary;
    expect(html).not.toContain(escapeHtml(notChosen.name));

    await t.services.mail.deliverDue();
    await waitFor(() => sink.received.some((message) => message.to.includes(to)));
    const delivered = sink.received.find((message) => message.to.includes(to));
    expect(delivered?.raw).toContain('From: Skyways Travels via TripSetu <bookings@tripsetu.test>');
    expect(delivered?.raw).toContain(`Reply-To: ${DEMO.skywaysOwner.userId}`);
  });

  it("lets staff send, and heads the mail with the agency's logo once it has one", async () => {
    const logo = files.png(300);
    expectStatus(await owner.upload('/profile/logo', {}, [{ field: 'logo', fileName: 'logo.png', bytes: logo }]), 200);
    const [hotel] = threeHotels() as [HotelSummary];
    const to = 'staff.quote@example.in';
    expectStatus(await staff.post(ENDPOINT, { to, stay: STAY, hotelIds: [hotel.id] }), 200);
    const [mail] = await mailsTo(t, to);
    expect(mail?.reply_to).toBe(DEMO.skywaysStaff.userId);
    expect(mail?.html).toContain(`<img src="data:image/png;base64,${logo.toString('base64')}" alt="Skyways Travels"`);
    // No markup: the prices are the search's own.
    expect(mail?.html).toContain(`>${formatRupees(hotel.offer.totalPaise)}<`);
  });

  it('leaves out hotels no longer to be had, and refuses when none is left', async () => {
    const [hotel] = threeHotels() as [HotelSummary];
    const to = 'partly.available@example.in';
    const answer = await owner.post(ENDPOINT, {
      to,
      stay: STAY,
      hotelIds: ['GOI-9999', hotel.id, 'BOM-0001', hotel.id],
    });
    expect(answer.status).toBe(200);
    const [mail] = await mailsTo(t, to);
    expect(mail?.html.split('2 × ').length).toBe(2);

    const none = 'none.available@example.in';
    const refused = await owner.post(ENDPOINT, { to: none, stay: STAY, hotelIds: ['GOI-9999', 'BOM-0001'] });
    expect(refused.status).toBe(404);
    expect(refused.body.error.fields.hotelIds).toBe(HOTEL_OPTIONS_MSG.noneAvailable);
    expect(await mailsTo(t, none)).toHaveLength(0);
  });

  it('refuses bad input with the field’s message, sends nothing, and never answers 5xx', async () => {
    const to = 'refused.options@example.in';
    const good = { to, stay: STAY, hotelIds: [goaHotels[0]?.id], markupPaise: 0 };
    const ids = goaHotels.slice(0, 11).map((hotel) => hotel.id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, to: 'not-an-address' }, 'to', HOTEL_OPTIONS_MSG.emailInvalid],
      [{ ...good, to: '' }, 'to', 'Please enter valid email id.'],
      [{ ...good, hotelIds: [] }, 'hotelIds', HOTEL_OPTIONS_MSG.hotelsRequired],
      [{ ...good, hotelIds: ['  '] }, 'hotelIds', HOTEL_OPTIONS_MSG.hotelsRequired],
      [{ ...good, hotelIds: ids }, 'hotelIds', HOTEL_OPTIONS_MSG.tooManyHotels],
      [{ ...good, markupPaise: -1 }, 'markupPaise', BOOKING_MSG_DECIDED.markupInvalid],
      [{ ...good, markupPaise: 1.5 }, 'markupPaise', BOOKING_MSG_DECIDED.markupInvalid],
      [{ ...good, markupPaise: 1_00_000_01 }, 'markupPaise', BOOKING_MSG_DECIDED.markupInvalid],
      [{ ...good, note: 'x'.repeat(501) }, 'note', HOTEL_OPTIONS_MSG.noteTooLong],
      [{ ...good, stay: { ...STAY, checkIn: day(-1) } }, 'stay.checkIn', HOTEL_MSG.yesterday],
      [{ ...good, stay: { ...STAY, city: '' } }, 'stay.city', HOTEL_MSG.cityRequired],
    ];
    for (const [body, field, message] of cases) {
      const answer = await owner.post(ENDPOINT, body);
      expect(answer.status, JSON.stringify(body).slice(0, 200)).toBe(422);
      expect(answer.body.error.fields[field]).toBe(message);
    }
    const odd: unknown[] = [
      'a string',
      [good],
      { ...good, stay: undefined },
      { ...good, hotelIds: 'GOI-0001' },
      { ...good, hotelIds: Array.from({ length: 51 }, (_, n) => `GOI-${n}`) },
      { ...good, to: `${'a'.repeat(300)}@example.in` },
      { ...good, markupPaise: '750' },
      { ...good, note: 'x'.repeat(3000) },
      { ...good, note: 'bell\u0007' },
      { ...good, stay: { ...STAY, rooms: 'two' } },
    ];
    for (const body of odd) {
      const answer = await owner.post(ENDPOINT, body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400);
    }
    const huge = await owner.post(ENDPOINT, { ...good, note: 'x'.repeat(1_500_000) });
    expect(huge.status).toBe(413);
    expect(await mailsTo(t, to)).toHaveLength(0);
    expect(await mailsTo(t, 'not-an-address')).toHaveLength(0);
  });

  it('asks those who book hotels for an agency: the back office is refused, and signed-out is 401', async () => {
    const body = { to: 'backoffice.try@example.in', stay: STAY, hotelIds: [goaHotels[0]?.id] };
    expect((await admin.post(ENDPOINT, body)).status).toBe(403);
    expect((await new AgentClient(t.app).post(ENDPOINT, body)).status).toBe(401);
    expect(await mailsTo(t, body.to)).toHaveLength(0);
  });

  it('stops mailing one address over and over', async () => {
    const body = { to: 'often.mailed@example.in', stay: STAY, hotelIds: [goaHotels[0]?.id] };
    for (let sent = 0; sent < HOTEL_OPTIONS_EMAILS_PER_RECIPIENT.max; sent++) {
      expectStatus(await staff.post(ENDPOINT, body), 200);
    }
    const refused = await owner.post(ENDPOINT, body);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(HOTEL_OPTIONS_MSG.tooManyEmails);
    expect(await mailsTo(t, body.to)).toHaveLength(HOTEL_OPTIONS_EMAILS_PER_RECIPIENT.max);
  });
});
