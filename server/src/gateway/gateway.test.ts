import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { MSG, MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { maskEmail } from '@tripsetu/domain/package-booking.ts';
import { allocateRooms, quotePackageFare } from '@tripsetu/domain/pricing.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSACTION_ID_PATTERN } from '../lib/ids.ts';
import { firstPackageAt, operatingDate, validBookingForm } from '../test/booking-fixtures.ts';
import { callGateway, createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
const today = todayInIndia();

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function bookingCount() {
  const row = await t.database.db
    .selectFrom('package_bookings')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function outboxCount() {
  const row = await t.database.db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('gateway envelope', () => {
  it('answers an unknown operation with a 400 envelope', async () => {
    const { status, body } = await callGateway(t.app, { opid: 'MP003', actioncode: 'nosuchthing' });
    expect(status).toBe(400);
    expect(body.ApiStatus).toMatchObject({ StatusCode: 400, Status: 'FAILURE', Message: MSG_DECIDED.unknownOperation });
  });

  it('answers a body without opid with an envelope, not a bare error', async () => {
    const { status, body } = await callGateway(t.app, { actioncode: 'search' });
    expect(status).toBe(400);
    expect(body.ApiStatus.StatusCode).toBe(400);
  });

  it('serves the same operations on the dispatch endpoint', async () => {
    const { body } = await callGateway(
      t.app,
      { opid: 'MP003', actioncode: 'getdestinations', domint: 'domestic' },
      '/gateway/dispatch',
    );
    expect(body.ApiStatus.StatusCode).toBe(200);
    expect(body.Result.length).toBeGreaterThanOrEqual(20);
  });
});

describe('MP003 getdestinations', () => {
  it('lists at least 20 domestic destinations as strval entries', async () => {
    const { body } = await callGateway(t.app, {
      opid: 'MP003',
      actioncode: 'getdestinations',
      agentid: 'SUPER',
      domint: 'domestic',
    });
    const names = body.Result.map((d: { strval: string }) => d.strval);
    expect(names.length).toBeGreaterThanOrEqual(20);
    expect(names).toEqual(
      expect.arrayContaining(['Goa', 'Kerala', 'Manali', 'Kashmir', 'Ladakh', 'Andaman', 'Sikkim']),
    );
  });
});

describe('MP003 search', () => {
  const search = (fields: Record<string, string | number>) =>
    callGateway(t.app, {
      opid: 'MP003',
      actioncode: 'search',
      theme: 'any',
      budget: '',
      agentid: 'SUPER',
      domint: 'domestic',
      ...fields,
    });

  it('finds packages at a destination that operate on the journey date, closest duration first', async () => {
    const jdate = addDays(today, 21);
    const { status, body } = await search({
      package_destination: 'Goa',
      jdate,
      jtodate: addDays(jdate, 5),
      numdays: 5,
      numnights: 6,
    });
    expect(status).toBe(200);
    expect(body.Result.length).toBeGreaterThan(0);
    const first = body.Result[0];
    expect(Object.keys(first)).toEqual(
      expect.arrayContaining([
        'package_id',
        'package_name',
        'packagedefaultimage',
        'noof_nights',
        'noof_days',
        'baseprice',
      ]),
    );
    expect(first.noof_nights).toBe(first.noof_days - 1);
    expect(first.packagedefaultimage).toMatch(/^\/media\/packages\/\d+\/1\.svg$/);
    const gaps = body.Result.map((p: { noof_days: number }) => Math.abs(p.noof_days - 5));
    expect(gaps).toEqual([...gaps].sort((a, b) => a - b));
  });

  it('answers an empty list with No Results Found for a destination it does not sell', async () => {
    const { status, body } = await search({ package_destination: 'Atlantis', jdate: addDays(today, 10), numdays: 4 });
    expect(status).toBe(200);
    expect(body.Result).toEqual([]);
    expect(body.ApiStatus.Message).toBe(MSG.noResults);
  });

  it.each([
    [
      { package_destination: '', jdate: addDays(today, 10), numdays: 4 },
      'package_destination',
      MSG.destinationRequired,
    ],
    [{ package_destination: 'Goa', jdate: addDays(today, 10), numdays: '' }, 'numdays', MSG.daysRequired],
    [{ package_destination: 'Goa', jdate: addDays(today, 10), numdays: 11 }, 'numdays', MSG.daysRequired],
    [{ package_destination: 'Goa', jdate: addDays(today, -1), numdays: 4 }, 'jdate', MSG_DECIDED.journeyDateTooEarly],
    [{ package_destination: 'Goa', jdate: '31/12/2026', numdays: 4 }, 'jdate', MSG_DECIDED.journeyDateInvalid],
    [{ package_destination: 'Goa', jdate: addDays(today, 10), numdays: 4, numadults: 0 }, 'pax', MSG_DECIDED.adultsMin],
    [
      { package_destination: 'Goa', jdate: addDays(today, 10), numdays: 4, numadults: 10 },
      'pax',
      MSG_DECIDED.paxCountInvalid,
    ],
  ])('refuses %j with the message for %s', async (fields, field, message) => {
    const { status, body } = await search(fields);
    expect(status).toBe(422);
    expect(body.ApiStatus.Errors[field]).toBe(message);
  });
});

describe('MP003 getdetails', () => {
  it('returns the package master, images, prices and a card per departure city', async () => {
    const details = await firstPackageAt(t.app, 'Kerala');
    const master = details.packagemaster;
    expect(master.package_destination).toBe('Kerala');
    expect(master.package_country).toBe('India');
    expect(master.package_itin_detail.split('||')).toHaveLength(master.noof_days);
    expect(master.inclusions.length).toBeGreaterThan(0);
    expect(master.package_cancellation_policy).toContain('90% refunded');
    expect(details.packageimages.length).toBeGreaterThanOrEqual(3);
    expect(details.packagecityprices.length).toBeGreaterThanOrEqual(2);
    expect(details.packagecityprices.length).toBeLessThanOrEqual(6);
    for (const city of details.packagecityprices) {
      expect(city.additional_adultprice).toBeGreaterThan(city.additional_childprice);
    }
  });

  it('answers 404 Package not found for an unknown id', async () => {
    const { status, body } = await callGateway(t.app, { opid: 'MP003', actioncode: 'getdetails', package_id: 999999 });
    expect(status).toBe(404);
    expect(body.ApiStatus.Message).toBe(MSG_DECIDED.packageNotFound);
  });
});

describe('MP003 getpackagefare', () => {
  it('reprices from the chosen city, package type, meal plan and room mix, with a breakdown that adds up', async () => {
    const details = await firstPackageAt(t.app, 'Manali');
    const master = details.packagemaster;
    const city = details.packagecityprices.at(-1);
    const price = details.packageprices.at(-1);
    const mix = allocateRooms(3, 2, 1);
    const { status, body } = await callGateway(t.app, {
      opid: 'MP003',
      actioncode: 'getpackagefare',
      package_id: master.package_id,
      agentid: 'SUPER',
      selected_packagetype: price.package_type,
      meal_plan: price.meal_plan,
      ex_city: city.departingcity,
      ...mix,
    });
    expect(status).toBe(200);
    const item = t.services.catalogue.get(master.package_id);
    const expected = quotePackageFare({
      cityPrice: {
        adultPaise: city.additional_adultprice * 100,
        childPaise: city.additional_childprice * 100,
        infantPaise: city.additional_infantprice * 100,
      },
      terms: item?.terms ?? { singleSupplementPct: 0, tripleDiscountPct: 0, childNoBedDiscountPct: 0 },
      supplementPaise: Math.round(price.supplement * 100),
      mix,
    });
    expect(body.Result.invoicetotal_paise).toBe(expected.totalPaise);
    expect(body.Result.invoicetotal).toBe(expected.totalPaise / 100);
    const sum = body.Result.components.reduce((s: number, c: { amount_paise: number }) => s + c.amount_paise, 0);
    expect(sum).toBe(body.Result.invoicetotal_paise);
  });

  it.each([
    [{ ex_city: 'Timbuktu' }, 'ex_city', MSG_DECIDED.departureCityInvalid],
    [{ selected_packagetype: 'Palace' }, 'selected_packagetype', MSG_DECIDED.packageTypeInvalid],
    [{ numadults_double: 1 }, 'rooms', MSG_DECIDED.roomMixInvalid],
  ])('refuses %j', async (override, field, message) => {
    const details = await firstPackageAt(t.app, 'Goa');
    const { status, body } = await callGateway(t.app, {
      opid: 'MP003',
      actioncode: 'getpackagefare',
      package_id: details.packagemaster.package_id,
      selected_packagetype: details.packageprices[0].package_type,
      meal_plan: details.packageprices[0].meal_plan,
      ex_city: details.packagecityprices[0].departingcity,
      ...allocateRooms(2, 0, 0),
      ...override,
    });
    expect(status).toBe(422);
    expect(body.ApiStatus.Errors[field]).toBe(message);
  });
});

describe('MP003 requestpackage', () => {
  it('stores the request, its travellers and fare, and answers the transaction id', async () => {
    const form = await validBookingForm(t.app, 'Goa');
    const before = await outboxCount();
    const { status, body } = await callGateway(t.app, form);
    expect(status).toBe(200);
    expect(body.ApiStatus.Status).toBe('SUCCESS');
    expect(body.ApiStatus.Result).toMatch(TRANSACTION_ID_PATTERN);
    const txid = body.ApiStatus.Result;
    const passengers = await t.database.db
      .selectFrom('package_booking_passengers')
      .selectAll()
      .where('txid', '=', txid)
      .execute();
    expect(passengers.map((p) => p.pax_type)).toEqual(['adult', 'adult', 'child']);
    const booking = await t.database.db
      .selectFrom('package_bookings')
      .selectAll()
      .where('txid', '=', txid)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe('REQUESTED');
    expect(booking.total_paise).toBe(JSON.parse(String(form.packagefarejson)).invoicetotal_paise);
    expect(booking.client_ip).not.toBe('203.0.113.9');
    expect(await outboxCount()).toBe(before + 1);
  });

  it('gives every booking a different unguessable transaction id, also when many arrive at once', async () => {
    const forms = await Promise.all(Array.from({ length: 15 }, () => validBookingForm(t.app, 'Kerala')));
    const before = await bookingCount();
    const answers = await Promise.all(forms.map((form) => callGateway(t.app, form)));
    const ids = answers.map((a) => a.body.ApiStatus.Result);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(ids).size).toBe(15);
    expect(await bookingCount()).toBe(before + 15);
  });

  const passengersWith = (change: (p: Record<string, string>[]) => void) => async () => {
    const form = await validBookingForm(t.app);
    const passengers = JSON.parse(String(form.passengerjson));
    change(passengers);
    return { passengerjson: JSON.stringify(passengers) };
  };

  it.each([
    ['a mobile not starting 5-9', async () => ({ paxmobile: '4876543210' }), 'mobile', MSG.mobileInvalid],
    ['a missing mobile', async () => ({ paxmobile: '' }), 'mobile', MSG.mobileRequired],
    ['a bad e-mail', async () => ({ paxemail: 'arjun@' }), 'email', MSG.emailInvalid],
    ['a missing e-mail', async () => ({ paxemail: ' ' }), 'email', MSG.emailRequired],
    [
      'a one-letter first name',
      passengersWith((p) => {
        (p[0] as Record<string, string>).first_name = ' A ';
      }),
      'travellers.0.first_name',
      MSG.firstNameInvalid,
    ],
    [
      'digits in a last name',
      passengersWith((p) => {
        (p[1] as Record<string, string>).last_name = 'Meh7a';
      }),
      'travellers.1.last_name',
      MSG.lastNameInvalid,
    ],
    [
      'a missing first name',
      passengersWith((p) => {
        (p[1] as Record<string, string>).first_name = '';
      }),
      'travellers.1.first_name',
      MSG.firstNameRequired,
    ],
    [
      'an adult title on a child',
      passengersWith((p) => {
        (p[2] as Record<string, string>).title = 'Mr';
      }),
      'travellers.2.title',
      MSG.titleRequired,
    ],
    [
      'a child without date of birth',
      passengersWith((p) => {
        (p[2] as Record<string, string>).dob = '';
      }),
      'travellers.2.dob',
      MSG.dobRequired,
    ],
    [
      'a child born 13 years ago',
      passengersWith((p) => {
        (p[2] as Record<string, string>).dob = addDays(today, -365 * 13 - 4);
      }),
      'travellers.2.dob',
      MSG_DECIDED.dobOutOfRange,
    ],
    [
      'one traveller too few',
      passengersWith((p) => {
        p.pop();
      }),
      'passengerjson',
      MSG_DECIDED.passengersMismatch,
    ],
    [
      'passengerjson that is not JSON',
      async () => ({ passengerjson: '[{' }),
      'passengerjson',
      MSG_DECIDED.passengersMismatch,
    ],
    [
      'a traveller of no known type',
      passengersWith((p) => {
        (p[2] as Record<string, string>).type = 'senior';
      }),
      'passengerjson',
      MSG_DECIDED.passengersMismatch,
    ],
    [
      'a departure in the past',
      async () => ({ package_depdate: addDays(today, -3) }),
      'package_depdate',
      MSG_DECIDED.journeyDateTooEarly,
    ],
    [
      'a city the package does not leave from',
      async () => ({ ex_city: 'Timbuktu' }),
      'ex_city',
      MSG_DECIDED.departureCityInvalid,
    ],
    [
      'remarks over 500 characters',
      async () => ({ request_remarks: 'x'.repeat(501) }),
      'remarks',
      MSG_DECIDED.remarksTooLong,
    ],
  ])('refuses %s with its message and stores nothing', async (_name, override, field, message) => {
    const form = await validBookingForm(t.app, 'Goa', await override());
    const [bookings, mails] = [await bookingCount(), await outboxCount()];
    const { status, body } = await callGateway(t.app, form);
    expect(status).toBe(422);
    expect(body.ApiStatus.Status).toBe('FAILURE');
    expect(body.ApiStatus.Errors[field]).toBe(message);
    expect(await bookingCount()).toBe(bookings);
    expect(await outboxCount()).toBe(mails);
  });

  it('refuses a date on which the package does not operate', async () => {
    const item = [...Array(200).keys()]
      .map((i) => t.services.catalogue.get(1001 + i))
      .find((p) => p && p.row.operates_on_days.length < 7);
    if (!item) throw new Error('the seed has no package with fewer than 7 operating days');
    const closed = [1, 2, 3, 4, 5, 6, 7].filter((d) => !item.row.operates_on_days.includes(d));
    const form = await validBookingForm(t.app, item.row.destination);
    const depdate = operatingDate(closed, 40);
    const { status, body } = await callGateway(t.app, {
      ...form,
      package_id: item.row.package_id,
      package_depdate: depdate,
    });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(body.ApiStatus.Status).toBe('FAILURE');
  });

  it('refuses a booking that does not carry the quoted fare', async () => {
    const form = await validBookingForm(t.app);
    const bookings = await bookingCount();
    const { status, body } = await callGateway(t.app, { ...form, packagefarejson: '' });
    expect(status).toBe(409);
    expect(body.ApiStatus.Message).toBe(MSG_DECIDED.fareChanged);
    expect(await bookingCount()).toBe(bookings);
  });

  it('refuses to book at a price the traveller was not shown', async () => {
    const form = await validBookingForm(t.app);
    const fare = JSON.parse(String(form.packagefarejson));
    const bookings = await bookingCount();
    const { status, body } = await callGateway(t.app, {
      ...form,
      packagefarejson: JSON.stringify({ ...fare, invoicetotal_paise: fare.invoicetotal_paise - 100 }),
    });
    expect(status).toBe(409);
    expect(body.ApiStatus.Message).toBe(MSG_DECIDED.fareChanged);
    expect(await bookingCount()).toBe(bookings);
  });
});

describe('MP003 getpackagevoucher and EM001', () => {
  it('returns the voucher with every field the voucher screen shows', async () => {
    const form = await validBookingForm(t.app, 'Kashmir');
    const txid = (await callGateway(t.app, form)).body.ApiStatus.Result;
    const { status, body } = await callGateway(t.app, { opid: 'MP003', actioncode: 'getpackagevoucher', txid });
    expect(status).toBe(200);
    const voucher = body.Result;
    expect(voucher).toMatchObject({
      txid,
      booking_status: 'Requested',
      agentid: 'SUPER',
      leadpassenger_title: 'Mr',
      leadpassenger_firstname: 'Arjun',
      leadpassenger_lastname: 'Mehta',
      leadpassenger_email: maskEmail(String(form.paxemail)),
      checkindate: form.package_depdate,
      checkoutdate: form.package_returndate,
    });
    for (const field of [
      'package_name',
      'agent_company',
      'package_inclusions',
      'package_exclusions',
      'package_detailed_itin',
      'package_canx_policy',
      'package_terms',
    ]) {
      expect(voucher[field], field).toBeTruthy();
    }
    expect(voucher.package_terms).toContain('Gujarat');
  });

  it('answers 404 for a transaction id that does not exist', async () => {
    const { status } = await callGateway(t.app, {
      opid: 'MP003',
      actioncode: 'getpackagevoucher',
      txid: 'TSH00000000000000000000',
    });
    expect(status).toBe(404);
  });

  it('e-mails the voucher rendered from the booking, not from the html the caller sent', async () => {
    const txid = (await callGateway(t.app, await validBookingForm(t.app))).body.ApiStatus.Result;
    const { status, body } = await callGateway(t.app, {
      opid: 'EM001',
      fromemail: 'attacker@example.com',
      fromname: 'Bank',
      toemail: 'friend@example.in',
      htmlcontent: '<a href="http://phish.example">verify your account</a>',
      subject: 'Package Voucher',
      txid,
    });
    expect(status).toBe(200);
    expect(body.Root).toEqual({ StatusCode: 200, Message: MSG.emailSent, Operation: 'Email' });
    const [latest] = await t.services.mail.listOutbox(1);
    expect(latest?.to_address).toBe('friend@example.in');
    expect(latest?.subject).toBe('Package Voucher');
    expect(latest?.html).toContain(txid);
    expect(latest?.html).not.toContain('phish.example');
  });

  it('refuses an empty address with the spec message and queues nothing', async () => {
    const txid = (await callGateway(t.app, await validBookingForm(t.app))).body.ApiStatus.Result;
    const before = await outboxCount();
    const { status, body } = await callGateway(t.app, { opid: 'EM001', toemail: '', subject: 'Package Voucher', txid });
    expect(status).toBe(422);
    expect(body.Root).toMatchObject({ Message: MSG.voucherEmailInvalid, Operation: 'Email' });
    expect(await outboxCount()).toBe(before);
  });

  it('limits how many e-mails one booking can send in an hour', async () => {
    const txid = (await callGateway(t.app, await validBookingForm(t.app))).body.ApiStatus.Result;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await callGateway(t.app, { opid: 'EM001', toemail: `f${i}@example.in`, subject: 'Package Voucher', txid }))
          .status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
