import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import {
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  FLIGHT_TRANSACTION_ID,
  PNR_PATTERN,
} from '@tripsetu/domain/flight-booking.ts';
import type { FlightBooking, FlightQuote, TravellerBody } from '@tripsetu/domain/flight-booking-api.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { seedDemoAccounts } from '../../db/seed/demo-accounts.ts';
import { type AgentClient, DEMO, signedInClient } from '../../test/agent-client.ts';
import { bookingFor, flightSearch, quoteFor, traveller } from '../../test/flight-booking-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { assertLedgerConsistent, depositAndApprove, expectStatus, withKey } from '../../test/wallet-fixtures.ts';

let t: TestApp;
let owner: AgentClient;
let staff: AgentClient;
let admin: AgentClient;
let otherOwner: AgentClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.services);
  owner = await signedInClient(t.app, DEMO.skywaysOwner.userId, DEMO.skywaysOwner.password);
  staff = await signedInClient(t.app, DEMO.skywaysStaff.userId, DEMO.skywaysStaff.password);
  admin = await signedInClient(t.app, DEMO.admin.userId, DEMO.admin.password);
  otherOwner = await signedInClient(t.app, DEMO.ghumakkadOwner.userId, DEMO.ghumakkadOwner.password);
});
afterAll(() => t.close());

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const balance = async (client: AgentClient = owner) => (await client.get('/wallet')).body.mainBalancePaise as number;
const counts = async () => {
  const [bookings, seats, sold] = await Promise.all([
    t.database.db
      .selectFrom('flight_bookings')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    t.database.db
      .selectFrom('flight_seat_assignments')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
    t.database.db
      .selectFrom('flight_inventory')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('seats_sold'), eb.val('0')).as('n'))
      .executeTakeFirst(),
  ]);
  return { bookings: Number(bookings?.n), seats: Number(seats?.n), sold: Number(sold?.n), wallet: await balance() };
};
/** A free seat of a quote's seat map that passes `where`. */
const freeSeat = (
  quote: FlightQuote,
  where: (seat: FlightQuote['seatMaps'][number]['rows'][number]['seats'][number]) => boolean,
  map = 0,
) => {
  const seat = quote.seatMaps[map]?.rows.flatMap((row) => row.seats).find((s) => s.available && where(s));
  if (!seat) throw new Error('no such free seat');
  return seat;
};

describe('quote (review)', () => {
  it('prices the chosen fare again: same total as the search, a summary that adds up, seat maps and extras', async () => {
    const { quote, body } = await quoteFor(owner, flightSearch());
    expect(quote.fareTotalPaise).toBe(body.seenTotalPaise);
    expect(quote.priceChange).toBeNull();
    expect(sum(quote.summary.map((line) => line.amountPaise))).toBe(quote.totalPaise);
    expect(quote.summary.map((line) => line.code)).toEqual(
      expect.arrayContaining(['BASE', 'YQ', 'K3', 'OTHER_TAXES', 'SERVICE_CHARGE', 'GST', 'COMMISSION', 'TDS']),
    );
    const map = quote.seatMaps[0];
    expect(map?.rows.length).toBeGreaterThan(10);
    const seats = map?.rows.flatMap((row) => row.seats) ?? [];
    const offered = quote.legs[0]?.itinerary.fares[0]?.seatsLeft ?? 0;
    expect(seats.filter((s) => s.available).length).toBeGreaterThanOrEqual(offered);
    expect(seats.some((s) => s.exitRow)).toBe(true);
    expect(quote.extras.meals.map((meal) => meal.code)).toContain('VGML');
    expect(quote.extras.maxBaggageKg).toBe(60);
    expect(quote.holdUntil).not.toBeNull();
  });

  it('says the price changed, old and new, and why', async () => {
    const { body } = await quoteFor(owner, flightSearch());
    const answer = expectStatus(
      await owner.post('/flights/quote', { ...body, seenTotalPaise: (body.seenTotalPaise ?? 0) - 50_000 }),
      200,
    );
    expect(answer.body.priceChange).toEqual({
      oldTotalPaise: (body.seenTotalPaise ?? 0) - 50_000,
      newTotalPaise: body.seenTotalPaise,
      reason: expect.stringMatching(/days left to departure|booking class/),
    });
    const moved = expectStatus(await owner.post('/flights/quote', { ...body, seenBookingClasses: ['Q'] }), 200);
    expect(moved.body.priceChange).toBeNull();
    const classMoved = expectStatus(
      await owner.post('/flights/quote', { ...body, seenTotalPaise: 100, seenBookingClasses: ['Q'] }),
      200,
    );
    expect(classMoved.body.priceChange.reason).toMatch(
      /^Seats have sold since your search: the fare moved from booking class Q to /,
    );
  });

  it('refuses a fare that is not of the search, and a round trip with one fare', async () => {
    const { body } = await quoteFor(owner, flightSearch());
    const wrongCabin = await owner.post('/flights/quote', {
      ...body,
      fareIds: [body.fareIds[0]?.replace('~ECONOMY~', '~BUSINESS~')],
    });
    expect(wrongCabin.status).toBe(409);
    expect(wrongCabin.body.error.message).toBe(BOOKING_MSG_DECIDED.fareUnavailable);
    const roundTrip = await owner.post('/flights/quote', {
      ...body,
      search: flightSearch({ tripType: 'ROUND_TRIP', returnDate: addDays(todayInIndia(), 25) }),
    });
    expect(roundTrip.status).toBe(422);
    expect(roundTrip.body.error.fields.fareIds).toBe('Please select one onward and one return flight');
  });

  it('is for agencies: an administrator may not book, a visitor is not signed in', async () => {
    const { body } = await quoteFor(owner, flightSearch());
    expect((await admin.post('/flights/quote', body)).status).toBe(403);
  });
});

describe('booking from the wallet', () => {
  it('fails with the reason and takes nothing when the wallet cannot pay', async () => {
    const quoted = await quoteFor(otherOwner, flightSearch());
    const before = await counts();
    const answer = await otherOwner.post('/flights/bookings', bookingFor(quoted), withKey());
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(BOOKING_MSG_DECIDED.insufficientBalance);
    expect(answer.body.error.kind).toBe('BOOKING_FAILED');
    expect(answer.body.error.details.title).toBe(BOOKING_MSG.bookingFailed);
    expect(await counts()).toEqual(before);
  });

  it('books a round trip with a child and an infant, seats, a meal and baggage: one debit, tickets, PNRs', async () => {
    await depositAndApprove(owner, admin, '400000');
    const search = flightSearch({
      tripType: 'ROUND_TRIP',
      returnDate: addDays(todayInIndia(), 27),
      children: 1,
      infants: 1,
    });
    const quoted = await quoteFor(owner, search);
    const { quote } = quoted;
    const onwardSeat = freeSeat(quote, (s) => !s.exitRow && s.position === 'WINDOW' && s.pricePaise > 0);
    const childSeat = freeSeat(quote, (s) => !s.exitRow && s.seatNo !== onwardSeat.seatNo);
    const returnMap = quote.seatMaps.findIndex((map) => map.legIndex === 1);
    const returnSeat = freeSeat(quote, (s) => !s.exitRow, returnMap);
    const body = bookingFor(quoted);
    const [adult, child, infant] = body.travellers as [TravellerBody, TravellerBody, TravellerBody];
    adult.legs = [
      { seats: [onwardSeat.seatNo], meals: ['VGML'], baggage: ['XB10', 'XB20'], services: ['FFWD'] },
      { seats: [returnSeat.seatNo], meals: [''], baggage: [], services: [] },
    ];
    child.legs = [{ seats: [childSeat.seatNo], meals: ['CHML'], baggage: [], services: [] }];
    expect(infant.paxType).toBe('INF');
    body.markupPaise = 150_000;
    const before = await counts();
    const answer = expectStatus(await owner.post('/flights/bookings', body, withKey()), 201);
    const booking = answer.body as FlightBooking;

    expect(booking.status).toBe('CONFIRMED');
    expect(booking.statusLabel).toBe('Confirmed');
    expect(booking.paymentStatus).toBe('PAID');
    expect(booking.transactionId).toMatch(FLIGHT_TRANSACTION_ID);
    for (const entry of booking.pnrs) expect(entry.pnr).toMatch(PNR_PATTERN);
    expect(booking.travellers).toHaveLength(3);
    for (const passenger of booking.travellers) {
      expect(passenger.tickets.length).toBe(booking.pnrs.length);
      for (const ticket of passenger.tickets) expect(ticket.number).toMatch(/^(\d{3}-2\d{9}|[A-HJ-NP-Z2-9]{6})$/);
    }
    const codes = booking.fare.map((line) => line.code);
    expect(codes).toEqual(expect.arrayContaining(['SEATS', 'MEALS', 'BAGGAGE', 'SPECIAL_SERVICES']));
    const line = (code: string) => booking.fare.find((entry) => entry.code === code)?.amountPaise;
    expect(line('MEALS')).toBe(400_00 + 350_00);
    expect(line('SPECIAL_SERVICES')).toBe(400_00);
    expect(line('SEATS')).toBe(onwardSeat.pricePaise + childSeat.pricePaise + returnSeat.pricePaise);
    expect(sum(booking.fare.map((entry) => entry.amountPaise))).toBe(booking.totalPaise);
    expect(sum(['BASE', 'YQ', 'K3', 'OTHER_TAXES'].map((code) => line(code) ?? 0))).toBe(quote.fareTotalPaise);
    // The customer invoice: the airline's price and the agency's service fee, no markup, commission or TDS.
    expect(booking.customerFare.map((entry) => entry.code)).toContain('AGENCY_FEE');
    expect(booking.customerFare.map((entry) => entry.code)).not.toContain('MARKUP');
    expect(booking.customerFare.map((entry) => entry.code)).not.toContain('COMMISSION');
    expect(sum(booking.customerFare.map((entry) => entry.amountPaise))).toBe(booking.customerTotalPaise);

    const after = await counts();
    expect(after.wallet).toBe(before.wallet - booking.totalPaise);
    expect(after.bookings).toBe(before.bookings + 1);
    expect(after.seats).toBe(before.seats + 3);
    const segments = sum(quote.legs.map((leg) => leg.itinerary.segments.length));
    expect(after.sold).toBe(before.sold + 2 * segments);
    await assertLedgerConsistent(t.database.db);

    // The seat is now taken for everyone, and the same key answers the same booking.
    const again = await quoteFor(owner, flightSearch({ segments: search.segments }));
    const seat = again.quote.seatMaps[0]?.rows.flatMap((row) => row.seats).find((s) => s.seatNo === onwardSeat.seatNo);
    if (again.body.fareIds[0] === body.fareIds[0]) expect(seat?.available).toBe(false);
    const ledger = await owner.get(`/wallet/ledger?from=${todayInIndia()}&to=${todayInIndia()}`);
    // Its ledger line names the lead traveller and the PNRs, and opens the booking.
    const paid = (ledger.body.rows as { narration: string; link: unknown }[]).find((row) =>
      row.narration.includes(booking.transactionId),
    );
    const lead = booking.travellers[0];
    expect(paid?.narration).toContain(`${lead?.firstName} ${lead?.lastName}`);
    for (const { pnr } of booking.pnrs) expect(paid?.narration).toContain(pnr);
    expect(paid?.link).toEqual({ kind: 'booking', id: booking.id });
    const read = expectStatus(await staff.get(`/flights/bookings/${booking.id}`), 200);
    expect(read.body.transactionId).toBe(booking.transactionId);
    expect((await otherOwner.get(`/flights/bookings/${booking.id}`)).status).toBe(404);
  });

  it('answers a repeated request with its key once, with the same booking', async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 33));
    const body = bookingFor(quoted);
    const key = withKey();
    const first = expectStatus(await owner.post('/flights/bookings', body, key), 201);
    const before = await counts();
    const second = expectStatus(await owner.post('/flights/bookings', body, key), 201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body.id).toBe(first.body.id);
    expect(await counts()).toEqual(before);
  });

  it('never books at a new price: 409 with the old and new price, nothing changed', async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 34));
    const before = await counts();
    const answer = await owner.post(
      '/flights/bookings',
      bookingFor(quoted, { acceptedTotalPaise: quoted.quote.fareTotalPaise - 10_000 }),
      withKey(),
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(BOOKING_MSG.priceChanged);
    expect(answer.body.error.kind).toBe('PRICE_CHANGED');
    expect(answer.body.error.details).toMatchObject({
      oldTotalPaise: String(quoted.quote.fareTotalPaise - 10_000),
      newTotalPaise: String(quoted.quote.fareTotalPaise),
    });
    expect(await counts()).toEqual(before);
  });
});

describe('every rule and message, and bad input changes nothing', () => {
  const travelDate = addDays(todayInIndia(), 40);
  let quoted: Awaited<ReturnType<typeof quoteFor>>;
  beforeAll(async () => {
    quoted = await quoteFor(owner, flightSearch({ children: 1, infants: 1 }, 40));
  });

  async function refused(change: (body: ReturnType<typeof bookingFor>) => void, status = 422) {
    const body = bookingFor(quoted);
    change(body);
    const before = await counts();
    const answer = await owner.post('/flights/bookings', body, withKey());
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(await counts()).toEqual(before);
    return answer.body.error as { message: string; fields: Record<string, string> };
  }
  const first = (body: ReturnType<typeof bookingFor>) => body.travellers[0] as TravellerBody;

  it.each([
    ['title', { title: '' }, BOOKING_MSG.titleRequired],
    ['firstName', { firstName: 'A' }, BOOKING_MSG.firstNameMin],
    ['firstName', { firstName: 'R2D2' }, BOOKING_MSG.nameInvalid],
    ['lastName', { lastName: '' }, BOOKING_MSG.lastNameMin],
    ['gender', { gender: '' }, BOOKING_MSG.genderRequired],
  ])('traveller %s: %j → %s', async (field, change, message) => {
    const error = await refused((body) => Object.assign(first(body), change));
    expect(error.fields[`travellers.0.${field}`]).toBe(message);
  });

  it('a child needs a date of birth that fits, and an age greater than 0', async () => {
    let error = await refused((body) => Object.assign(body.travellers[1] as TravellerBody, { dateOfBirth: '' }));
    expect(error.fields['travellers.1.dateOfBirth']).toBe(BOOKING_MSG.dobRequired);
    error = await refused((body) =>
      Object.assign(body.travellers[1] as TravellerBody, { dateOfBirth: addDays(todayInIndia(), -200) }),
    );
    expect(error.fields['travellers.1.dateOfBirth']).toBe(BOOKING_MSG_DECIDED.paxTypeByAge);
    error = await refused((body) => Object.assign(body.travellers[2] as TravellerBody, { dateOfBirth: travelDate }));
    expect(error.fields['travellers.2.dateOfBirth']).toBe(BOOKING_MSG_DECIDED.dobFuture);
  });

  it('travellers must match the search', async () => {
    const error = await refused((body) => body.travellers.pop());
    expect(error.fields.travellers).toBe(BOOKING_MSG_DECIDED.travellersMismatch);
  });

  it('contact, GST (each field once any is given) and terms', async () => {
    let error = await refused((body) => Object.assign(body.contact, { email: 'nope', mobile: '98765' }));
    expect(error.fields['contact.email']).toBe('Please enter valid email id.');
    expect(error.fields['contact.mobile']).toBe('Mobile number should have 10 digits only.');
    error = await refused((body) => Object.assign(body.contact, { mobile: '' }));
    expect(error.fields['contact.mobile']).toBe('Please enter mobile number.');
    error = await refused((body) => {
      body.gst = { gstHolder: 'Skyways', gstNumber: '', gstEmail: '', gstAddress: '', gstPhone: '', gstCompany: '' };
    });
    expect(error.fields['gst.gstNumber']).toBe('Please enter GST number');
    expect(error.fields['gst.gstEmail']).toBe('Please enter GST email');
    error = await refused((body) => {
      body.termsAccepted = false;
    });
    expect(error.fields.termsAccepted).toBe(BOOKING_MSG.termsRequired);
  });

  it('baggage: not the same type twice, not more than 60 kg; SSRs not twice', async () => {
    let error = await refused((body) => {
      first(body).legs = [{ seats: [], meals: [], baggage: ['XB10', 'XB10'], services: [] }];
    });
    expect(error.fields['travellers.0.legs.0.baggage']).toBe(BOOKING_MSG.baggageTwice);
    error = await refused((body) => {
      first(body).legs = [{ seats: [], meals: [], baggage: ['XB30', 'XB20', 'XB15'], services: [] }];
    });
    expect(error.fields['travellers.0.legs.0.baggage']).toBe(BOOKING_MSG.baggageMax);
    error = await refused((body) => {
      first(body).legs = [{ seats: [], meals: [], baggage: [], services: ['WCHR', 'WCHR'] }];
    });
    expect(error.fields['travellers.0.legs.0.services']).toBe(BOOKING_MSG.ssrTwice);
  });

  it('an infant buys no excess baggage or services: the adult does', async () => {
    const error = await refused((body) => {
      (body.travellers[2] as TravellerBody).legs = [{ seats: [], meals: [], baggage: ['XB05'], services: ['WCHR'] }];
    });
    expect(error.fields['travellers.2.legs.0.baggage']).toBe(BOOKING_MSG_DECIDED.infantExtras);
    expect(error.fields['travellers.2.legs.0.services']).toBe(BOOKING_MSG_DECIDED.infantExtras);
  });

  it('exit rows: no child, no adult with an infant; an infant has no seat; one seat per passenger', async () => {
    const exit = freeSeat(quoted.quote, (s) => s.exitRow);
    let error = await refused((body) => {
      (body.travellers[1] as TravellerBody).legs = [{ seats: [exit.seatNo], meals: [], baggage: [], services: [] }];
    });
    expect(error.fields['travellers.1.legs.0.seats.0']).toBe(BOOKING_MSG.seatChild);
    error = await refused((body) => {
      first(body).legs = [{ seats: [exit.seatNo], meals: [], baggage: [], services: [] }];
    });
    expect(error.fields['travellers.0.legs.0.seats.0']).toBe(BOOKING_MSG_DECIDED.seatInfant);
    error = await refused((body) => {
      (body.travellers[2] as TravellerBody).legs = [{ seats: ['20A'], meals: [], baggage: [], services: [] }];
    });
    expect(error.fields['travellers.2.legs.0.seats.0']).toBe(BOOKING_MSG_DECIDED.seatInfantNoSeat);
    const seat = freeSeat(quoted.quote, (s) => !s.exitRow);
    error = await refused((body) => {
      first(body).legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
      (body.travellers[1] as TravellerBody).legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
    });
    expect(error.fields['travellers.1.legs.0.seats.0']).toBe(BOOKING_MSG_DECIDED.seatTwice);
  });

  it('a seat taken a moment ago: seat already reserved for another passenger', async () => {
    const seat = freeSeat(quoted.quote, (s) => !s.exitRow);
    const taker = bookingFor(quoted);
    (taker.travellers[0] as TravellerBody).legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
    expectStatus(await owner.post('/flights/bookings', taker, withKey()), 201);
    const error = await refused((body) => {
      // Other passengers, one of whom wants the same seat.
      for (const [index, traveller] of body.travellers.entries()) traveller.firstName = `Kavya${'abc'[index] ?? ''}`;
      first(body).legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
    }, 409);
    expect(error.message).toBe(BOOKING_MSG.seatTaken);
    expect(error.fields['travellers.0.legs.0.seats.0']).toBe(BOOKING_MSG.seatTaken);
  });

  it('international trips need passports', async () => {
    const abroad = await quoteFor(
      owner,
      flightSearch({ segments: [{ from: 'DEL', to: 'DXB', date: travelDate }] }, 40),
    );
    expect(abroad.quote.international).toBe(true);
    const body = bookingFor(abroad);
    (body.travellers[0] as TravellerBody).dateOfBirth = '';
    const answer = await owner.post('/flights/bookings', body, withKey());
    expect(answer.status).toBe(422);
    expect(answer.body.error.fields).toMatchObject({
      'travellers.0.passportNumber': BOOKING_MSG.passportNumberRequired,
      'travellers.0.passportIssueDate': BOOKING_MSG.passportIssueRequired,
      'travellers.0.passportExpiryDate': BOOKING_MSG.passportExpiryRequired,
      'travellers.0.passportPlaceOfIssue': BOOKING_MSG.placeOfIssueRequired,
      'travellers.0.passportCountryCode': BOOKING_MSG.countryCodeRequired,
      'travellers.0.dateOfBirth': BOOKING_MSG.dobRequired,
    });
    body.travellers = [
      traveller('ADT', 0, travelDate, {
        dateOfBirth: '1990-04-12',
        passportNumber: 'z1234567',
        passportIssueDate: '2020-01-10',
        passportExpiryDate: '2030-01-09',
        passportPlaceOfIssue: 'Delhi',
        passportCountryCode: 'in',
      }),
    ];
    const booked = expectStatus(await owner.post('/flights/bookings', body, withKey()), 201);
    expect(booked.body.travellers[0].passportNumber).toBe('Z1234567');
  });
});

describe('holds', () => {
  it('holds seats with no money taken, lists them, then tickets from the wallet', async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 45));
    const before = await counts();
    const held = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    expect(held.status).toBe('ON_HOLD');
    expect(held.paymentStatus).toBe('UNPAID');
    expect(held.travellers[0]?.tickets).toEqual([]);
    expect(new Date(held.holdUntil ?? 0).getTime()).toBeGreaterThan(Date.now());
    const afterHold = await counts();
    expect(afterHold.wallet).toBe(before.wallet);
    expect(afterHold.sold).toBe(before.sold + 1);

    const queue = expectStatus(await staff.get('/flights/hold-queue'), 200).body.holds;
    expect(queue.map((entry: { id: number }) => entry.id)).toContain(held.id);
    const entry = queue.find((row: { id: number }) => row.id === held.id);
    const flown = held.legs[0]?.itinerary.segments;
    expect(entry.route).toBe(`${flown?.[0]?.origin}-${flown?.at(-1)?.destination}`);
    expect((await otherOwner.get('/flights/hold-queue')).body.holds).toEqual([]);
    expect((await otherOwner.post(`/flights/bookings/${held.id}/ticket`)).status).toBe(404);

    // Before ticketing there is no e-ticket: a provisional itinerary, marked, that is not mailed as a ticket.
    const provisionalText = pdfText((await owner.get(`/flights/bookings/${held.id}/documents/e-ticket`)).raw);
    expect(provisionalText).toContain('Provisional Itinerary');
    expect(provisionalText).toContain('Not a ticket and not valid for travel');
    expect(provisionalText).not.toContain('E-Ticket');
    const mailed = await owner.post(`/flights/bookings/${held.id}/email`, {
      to: 'client@example.in',
      document: 'e-ticket',
    });
    expect(mailed.status).toBe(409);
    expect(mailed.body.error.message).toBe(BOOKING_MSG_DECIDED.provisionalNotSent);

    const ticketed = expectStatus(await staff.post(`/flights/bookings/${held.id}/ticket`), 200).body as FlightBooking;
    expect(ticketed.status).toBe('CONFIRMED');
    expect(ticketed.totalPaise).toBe(held.totalPaise);
    expect(ticketed.travellers[0]?.tickets.length).toBeGreaterThan(0);
    expect(await balance()).toBe(before.wallet - held.totalPaise);
    const twice = await staff.post(`/flights/bookings/${held.id}/ticket`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(BOOKING_MSG_DECIDED.notOnHold);
    expect(await balance()).toBe(before.wallet - held.totalPaise);
    await assertLedgerConsistent(t.database.db);
  });

  it('release gives the seats back; the back office may release', async () => {
    const quoted = await quoteFor(owner, flightSearch({ adults: 2 }, 46));
    const before = await counts();
    const held = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    expect((await counts()).sold).toBe(before.sold + 2);
    const released = expectStatus(await admin.post(`/flights/bookings/${held.id}/release`), 200).body;
    expect(released.status).toBe('RELEASED');
    expect(await counts()).toMatchObject({ sold: before.sold, wallet: before.wallet });
  });

  it('the core’s routes do the same for a booking of any product, naming its product', async () => {
    const before = await counts();
    const holds = [];
    for (const days of [55, 56]) {
      const quoted = await quoteFor(owner, flightSearch({}, days));
      holds.push(
        expectStatus(await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()), 201)
          .body as FlightBooking,
      );
    }
    const [toTicket, toRelease] = holds as [FlightBooking, FlightBooking];
    const queue = expectStatus(await staff.get('/bookings/hold-queue'), 200).body.holds;
    expect(queue.find((entry: { id: number }) => entry.id === toTicket.id)).toMatchObject({
      product: 'FLIGHT',
      transactionId: toTicket.transactionId,
      totalPaise: toTicket.totalPaise,
    });
    expect((await otherOwner.get('/bookings/hold-queue')).body.holds).toEqual([]);
    const read = expectStatus(await staff.get(`/bookings/${toTicket.id}`), 200).body;
    expect(read).toMatchObject({ product: 'FLIGHT', booking: { id: toTicket.id, status: 'ON_HOLD' } });
    for (const step of ['ticket', 'release']) {
      expect((await otherOwner.post(`/bookings/${toTicket.id}/${step}`)).status).toBe(404);
    }
    expect((await otherOwner.get(`/bookings/${toTicket.id}`)).status).toBe(404);

    const ticketed = expectStatus(await staff.post(`/bookings/${toTicket.id}/ticket`), 200).body;
    expect(ticketed).toMatchObject({ product: 'FLIGHT', booking: { status: 'CONFIRMED', paymentStatus: 'PAID' } });
    expect(ticketed.booking.travellers[0].tickets.length).toBeGreaterThan(0);
    const released = expectStatus(await admin.post(`/bookings/${toRelease.id}/release`), 200).body;
    expect(released).toMatchObject({ product: 'FLIGHT', booking: { status: 'RELEASED' } });
    expect((await staff.post(`/bookings/${toRelease.id}/ticket`)).body.error.message).toBe(
      BOOKING_MSG_DECIDED.notOnHold,
    );
    expect(await counts()).toMatchObject({ sold: before.sold + 1, wallet: before.wallet - toTicket.totalPaise });
    await assertLedgerConsistent(t.database.db);
  });

  it('warns before booking a traveller again on a flight the agency has booked or held them on', async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 48));
    const held = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    const before = await counts();
    const again = await staff.post('/flights/bookings', bookingFor(quoted), withKey());
    expect(again.status).toBe(409);
    expect(again.body.error.kind).toBe('DUPLICATE_BOOKING');
    expect(again.body.error.details).toMatchObject({ transactionId: held.transactionId });
    const lead = held.travellers[0];
    expect(again.body.error.message).toContain(`${lead?.firstName} ${lead?.lastName} is already on hold`);
    expect(again.body.error.message).toContain(held.transactionId);
    expect(await counts()).toEqual(before);
    // Another agency may book the same name; and the agent who means it books again.
    const elsewhere = await otherOwner.post('/flights/bookings', bookingFor(quoted), withKey());
    expect(elsewhere.body.error?.kind).not.toBe('DUPLICATE_BOOKING');
    const meant = await staff.post('/flights/bookings', { ...bookingFor(quoted), confirmDuplicate: true }, withKey());
    expect(meant.status).toBe(201);
  });

  it('a hold past its limit releases on its own, also when the server starts again, and cannot be ticketed', async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 47));
    const seat = freeSeat(quoted.quote, (s) => !s.exitRow);
    const body = bookingFor(quoted, { action: 'HOLD' });
    (body.travellers[0] as TravellerBody).legs = [{ seats: [seat.seatNo], meals: [], baggage: [], services: [] }];
    const before = await counts();
    const held = expectStatus(await owner.post('/flights/bookings', body, withKey()), 201).body as FlightBooking;
    const otherBody = bookingFor(quoted, { action: 'HOLD' });
    (otherBody.travellers[0] as TravellerBody).firstName = 'Kavya';
    const other = expectStatus(await owner.post('/flights/bookings', otherBody, withKey()), 201).body as FlightBooking;
    const past = new Date(Date.now() - 60_000);
    await t.database.db
      .updateTable('bookings')
      .set({ hold_until: past })
      .where('id', 'in', [held.id, other.id])
      .execute();

    // Ticketing after the limit: refused, and the hold is released there and then.
    const late = await owner.post(`/flights/bookings/${other.id}/ticket`);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe(BOOKING_MSG_DECIDED.holdExpired);
    expect((await owner.get(`/flights/bookings/${other.id}`)).body.status).toBe('RELEASED');

    // A server starting over the same database releases what expired while it was down.
    const restarted = await buildApp({
      config: { ...t.config, HOLD_EXPIRY_MS: 60_000 },
      database: t.database,
    });
    await restarted.app.ready();
    await expect.poll(async () => (await owner.get(`/flights/bookings/${held.id}`)).body.status).toBe('RELEASED');
    await restarted.app.close();
    expect(await counts()).toMatchObject({ sold: before.sold, seats: before.seats, wallet: before.wallet });
    expect((await owner.get('/flights/hold-queue')).body.holds.map((h: { id: number }) => h.id)).not.toContain(held.id);
  });
});

describe('documents', () => {
  let booking: FlightBooking;
  beforeAll(async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 50));
    booking = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { markupPaise: 50_000 }), withKey()),
      201,
    ).body as FlightBooking;
  });

  async function pdf(client: AgentClient, path: string) {
    const answer = await client.get(path);
    return { status: answer.status, type: answer.headers['content-type'], bytes: answer.raw };
  }

  it('an e-ticket PDF names the PNR, the tickets and the flights, with or without the fare', async () => {
    expect(booking.invoiceNo).toMatch(/^TSI\/\d{4}-\d{2}\/\d{6}$/);
    const withFare = await pdf(owner, `/flights/bookings/${booking.id}/documents/e-ticket`);
    expect(withFare.status).toBe(200);
    expect(withFare.type).toBe('application/pdf');
    expect(withFare.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(withFare.bytes);
    for (const entry of booking.pnrs) expect(text).toContain(entry.pnr);
    for (const ticket of booking.travellers[0]?.tickets ?? []) expect(text).toContain(ticket.number);
    const segment = booking.legs[0]?.itinerary.segments[0];
    expect(text).toContain(`${segment?.carrier}-${segment?.flightNumber}`);
    expect(text).toContain('Fare');
    expect(text).toContain('Service fee');
    expect(text).not.toContain('Markup');
    const noFare = pdfText((await pdf(owner, `/flights/bookings/${booking.id}/documents/e-ticket?fare=false`)).bytes);
    expect(noFare).toContain(booking.pnrs[0]?.pnr);
    expect(noFare).not.toContain('Service fee');
    expect((await pdf(otherOwner, `/flights/bookings/${booking.id}/documents/e-ticket`)).status).toBe(404);
  });

  it('the tax invoice names both GSTINs and splits GST by the place of supply', async () => {
    const parts = expectStatus(await owner.get(`/flights/bookings/${booking.id}/documents`), 200).body;
    const gst = booking.fare.find((line) => line.code === 'GST')?.amountPaise ?? 0;
    expect(gst).toBeGreaterThan(0);
    if (parts.gst.intraState) {
      expect(parts.gst.cgstPaise + parts.gst.sgstPaise).toBe(gst);
    } else {
      expect(parts.gst).toMatchObject({ igstPaise: gst, cgstPaise: 0, sgstPaise: 0 });
    }
    const text = pdfText((await pdf(owner, `/flights/bookings/${booking.id}/documents/tax-invoice`)).bytes);
    expect(text).toContain(parts.operator.gstin);
    if (parts.agency.gstin) expect(text).toContain(parts.agency.gstin);
    expect(text).toContain(booking.invoiceNo);
    expect(text).toContain(parts.gst.intraState ? 'CGST 9%' : 'IGST 18%');
    const customer = pdfText((await pdf(owner, `/flights/bookings/${booking.id}/documents/customer-invoice`)).bytes);
    expect(customer).toContain('Service fee');
    expect(customer).not.toContain('Markup');
    expect(customer).not.toContain('Commission');
  });

  it('no invoice before ticketing', async () => {
    const quoted = await quoteFor(owner, flightSearch({}, 51));
    const held = expectStatus(
      await owner.post('/flights/bookings', bookingFor(quoted, { action: 'HOLD' }), withKey()),
      201,
    ).body as FlightBooking;
    expect(held.invoiceNo).toBeNull();
    const answer = await owner.get(`/flights/bookings/${held.id}/documents/tax-invoice`);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toBe(BOOKING_MSG_DECIDED.notTicketed);
  });

  it('e-mails a document as a PDF attachment; a bad address changes nothing', async () => {
    const bad = await owner.post(`/flights/bookings/${booking.id}/email`, { to: 'nobody', document: 'e-ticket' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields.to).toBe('Please enter valid email id.');
    const sent = expectStatus(
      await staff.post(`/flights/bookings/${booking.id}/email`, { to: 'client@example.in', document: 'e-ticket' }),
      200,
    );
    expect(sent.body.message).toBe('Email Sent Successfully');
    const mails = await t.database.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'attachments'])
      .where('reference', '=', `flight-document:${booking.id}`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe('client@example.in');
    const files = mails[0]?.attachments ?? [];
    expect(files[0]?.filename).toBe(`e-ticket-${booking.transactionId}.pdf`);
    expect(
      Buffer.from(files[0]?.contentBase64 ?? '', 'base64')
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });
});
