import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { FlightPassengerInput } from '@tripsetu/domain/gateway-flight-booking.ts';
import { describe, expect, it } from 'vitest';
import { bookOutcome } from './api/book-flight.ts';
import {
  bookFields,
  bookingFieldErrors,
  draftErrors,
  emptyTravellers,
  type FareSelection,
  fareSelectionFromQuery,
  flightBookQuery,
  hasErrors,
  passengerJson,
  type TravellerDraft,
} from './booking-form.ts';
import { pnrFor, timeLeft } from './ticket-state.ts';

const selection: FareSelection = {
  search: {
    origin: 'DEL',
    destination: 'BOM',
    jdate: '2026-12-20',
    rdate: '',
    triptype: 'O',
    numadults: 1,
    numchildren: 1,
    numinfants: 0,
    cabin: 'Y',
    nearby: 'N',
    nonstop: 'N',
  },
  fareid: 'F1',
  returnfareid: '',
  seentotal_paise: 2_014_000,
};

const adult: TravellerDraft = {
  ...(emptyTravellers({ numadults: 1, numchildren: 0, numinfants: 0 }, 1)[0] as TravellerDraft),
  title: 'Mr',
  first_name: ' Arjun ',
  last_name: 'Sharma',
  gender: 'Male',
  dob: '1990-01-01',
  passport_number: 'Z1234567',
  passport_country: 'in',
};
const child: TravellerDraft = { ...adult, type: 'child', title: 'Mstr', first_name: 'Kabir', dob: '2019-05-02' };

const parse = (json: string) => JSON.parse(json) as FlightPassengerInput[];

describe('the /flight/book address', () => {
  it('reads back what the results page wrote, search and fares alike', () => {
    const back = fareSelectionFromQuery(new URLSearchParams(flightBookQuery(selection)));
    expect(back).toEqual(selection);
  });

  it('keeps the return fare and date of a round trip only', () => {
    const roundTrip = { ...selection, search: { ...selection.search, triptype: 'R' as const, rdate: '2026-12-24' } };
    const back = fareSelectionFromQuery(new URLSearchParams(`${flightBookQuery(roundTrip)}&returnfareid=R9`));
    expect(back?.returnfareid).toBe('R9');
    expect(back?.search.rdate).toBe('2026-12-24');
    const oneWay = fareSelectionFromQuery(new URLSearchParams(`${flightBookQuery(selection)}&returnfareid=R9&rdate=x`));
    expect(oneWay?.returnfareid).toBe('');
    expect(oneWay?.search.rdate).toBe('');
  });

  it('names no fare without a fare id', () => {
    expect(fareSelectionFromQuery(new URLSearchParams('origin=DEL'))).toBeNull();
  });
});

describe('passengerjson', () => {
  it('sends domestic travellers with passport NA and no adult date of birth', () => {
    const [first, second] = parse(passengerJson([adult, child], false, [1]));
    expect(first).toEqual({
      type: 'adult',
      title: 'Mr',
      first_name: 'Arjun',
      last_name: 'Sharma',
      dob: '',
      gender: 'Male',
      passport_number: 'NA',
    });
    expect(second?.dob).toBe('2019-05-02');
    expect(second?.type).toBe('child');
  });

  it('sends passports and every date of birth abroad, the country in capitals', () => {
    const [first] = parse(passengerJson([adult], true, [1]));
    expect(first).toMatchObject({ dob: '1990-01-01', passport_number: 'Z1234567', passport_country: 'IN' });
  });

  it('serves a chosen meal on every flight of its leg and nothing on a leg without one', () => {
    const [first] = parse(passengerJson([{ ...adult, meals: ['VGML', ''] }], false, [2, 1]));
    expect(first?.legs).toEqual([{ meals: ['VGML', 'VGML'] }, {}]);
  });
});

describe('the book call', () => {
  it('repeats the search, confirms the accepted total and carries the request key', () => {
    const fields = bookFields({
      selection,
      acceptedTotalPaise: 2_014_000,
      travellers: [adult],
      international: false,
      flightsPerLeg: [1],
      contact: { email: ' a@b.in ', countrycode: '', mobile: '9876543210', altemail: '' },
      termsAccepted: true,
      requestKey: 'key-123456',
    });
    expect(fields).toMatchObject({
      origin: 'DEL',
      triptype: 'O',
      fareid: 'F1',
      acceptedtotal_paise: 2_014_000,
      paxemail: 'a@b.in',
      paxcountrycode: '+91',
      termsaccepted: 'Y',
      requestkey: 'key-123456',
    });
    expect(fields).not.toHaveProperty('returnfareid');
    expect(fields).not.toHaveProperty('paxaltemail');
  });
});

describe('refusals on their fields', () => {
  it('puts traveller and contact errors under their fields and the rest in general', () => {
    const sorted = bookingFieldErrors({
      'passengerjson.0.first_name': BOOKING_MSG.firstNameMin,
      'passengerjson.1.legs.0.meals.0': 'meal',
      paxemail: 'Please enter a valid email',
      termsaccepted: BOOKING_MSG.termsRequired,
      passengerjson: 'Please enter the details of every traveller',
      code: 'BOOKING_FAILED',
      title: BOOKING_MSG.bookingFailed,
    });
    expect(sorted.travellers).toEqual({ 0: { first_name: BOOKING_MSG.firstNameMin }, 1: { meals: 'meal' } });
    expect(sorted.fields).toEqual({ paxemail: 'Please enter a valid email', termsaccepted: BOOKING_MSG.termsRequired });
    expect(sorted.general).toEqual(['Please enter the details of every traveller']);
  });

  it('asks for title, gender and a child’s date of birth before calling', () => {
    const errors = draftErrors(emptyTravellers({ numadults: 1, numchildren: 1, numinfants: 0 }, 1), false);
    expect(errors.travellers[0]).toEqual({ title: BOOKING_MSG.titleRequired, gender: BOOKING_MSG.genderRequired });
    expect(errors.travellers[1]?.dob).toBe(BOOKING_MSG.dobRequired);
    expect(hasErrors(draftErrors([adult, child], false))).toBe(false);
  });

  it('sorts the book answers: started, a price change with both totals, sign in, refused', () => {
    const started = {
      txid: 'T',
      orderref: 'PO1',
      checkouturl: '/pay',
      paymentdeadline: '',
      total: 1,
      total_paise: 100,
    };
    expect(bookOutcome({ StatusCode: 200, Status: 'SUCCESS', Message: '' }, started)).toEqual({
      kind: 'started',
      booking: started,
    });
    expect(
      bookOutcome(
        {
          StatusCode: 409,
          Status: 'FAILURE',
          Message: BOOKING_MSG.priceChanged,
          Errors: { code: 'PRICE_CHANGED', oldtotal_paise: '100', newtotal_paise: '150', reason: 'Fare went up' },
        },
        undefined,
      ),
    ).toEqual({
      kind: 'price-changed',
      oldTotalPaise: 100,
      newTotalPaise: 150,
      reason: 'Fare went up',
      message: BOOKING_MSG.priceChanged,
    });
    expect(
      bookOutcome({ StatusCode: 401, Status: 'FAILURE', Message: 'Please login to continue.' }, undefined).kind,
    ).toBe('sign-in');
    expect(bookOutcome({ StatusCode: 422, Status: 'FAILURE', Message: 'x' }, undefined).kind).toBe('refused');
    expect(bookOutcome(undefined, undefined).kind).toBe('unreachable');
  });
});

describe('the ticket page', () => {
  it('counts down to the payment deadline and stops at it', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(timeLeft('2026-11-22T10:14:05Z', now)).toBe('14:05');
    expect(timeLeft('2026-11-22T10:00:00Z', now)).toBeNull();
  });

  it('prints the PNR of the carrier that flies the flight', () => {
    const booking = {
      pnrs: [
        { carrier: '6E', pnr: 'ABC234' },
        { carrier: 'AI', pnr: 'XYZ789' },
      ],
    };
    expect(pnrFor(booking, 'AI')).toBe('XYZ789');
    expect(pnrFor(booking, 'UK')).toBe('ABC234');
  });
});
