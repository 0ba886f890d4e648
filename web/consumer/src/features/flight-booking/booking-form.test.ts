import { BOOKING_MSG } from '@tripsetu/domain/flight-booking.ts';
import type { FlightPassengerInput } from '@tripsetu/domain/gateway-flight-booking.ts';
import { describe, expect, it } from 'vitest';
import { bookOutcome } from './api/book-flight.ts';
import {
  bookFields,
  bookingFieldErrors,
  draftErrors,
  EMPTY_GST,
  emptyTravellers,
  extrasPaise,
  type FareSelection,
  fareSelectionFromQuery,
  flightBookQuery,
  hasErrors,
  type LegDraft,
  passengerJson,
  seatsLost,
  summaryWithExtras,
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
  ...(emptyTravellers({ numadults: 1, numchildren: 0, numinfants: 0 }, [1])[0] as TravellerDraft),
  title: 'Mr',
  first_name: ' Arjun ',
  last_name: 'Sharma',
  gender: 'Male',
  dob: '1990-01-01',
  passport_number: 'Z1234567',
  passport_country: 'in',
};
const child: TravellerDraft = { ...adult, type: 'child', title: 'Mstr', first_name: 'Kabir', dob: '2019-05-02' };

/** A traveller with choices on each leg (seats per flight in `flights`). */
function withLegs(traveller: TravellerDraft, legs: Partial<LegDraft>[], flights: number[]): TravellerDraft {
  return {
    ...traveller,
    legs: flights.map((count, i) => ({
      seats: Array.from({ length: count }, () => ''),
      meal: '',
      baggage: '',
      services: [],
      ...legs[i],
    })),
  };
}

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
    const [first] = parse(passengerJson([withLegs(adult, [{ meal: 'VGML' }, {}], [2, 1])], false, [2, 1]));
    expect(first?.legs).toEqual([{ meals: ['VGML', 'VGML'] }, {}]);
  });

  it('sends a seat per flight, baggage and services per leg, and no legs when nothing was added', () => {
    const chosen = withLegs(adult, [{ seats: ['', '14C'], baggage: 'XB10', services: ['WCHR', 'FFWD'] }], [2]);
    const [first] = parse(passengerJson([chosen], false, [2]));
    expect(first?.legs).toEqual([{ seats: ['', '14C'], baggage: ['XB10'], services: ['WCHR', 'FFWD'] }]);
    expect(parse(passengerJson([adult], false, [1]))[0]).not.toHaveProperty('legs');
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
    expect(fields).not.toHaveProperty('gstnumber');
  });

  it('sends the GST details, the number in capitals, only when some are given', () => {
    const base = {
      selection,
      acceptedTotalPaise: 2_014_000,
      travellers: [adult],
      international: false,
      flightsPerLeg: [1],
      contact: { email: 'a@b.in', countrycode: '+91', mobile: '9876543210', altemail: ' b@c.in ' },
      termsAccepted: true,
      requestKey: 'key-123456',
    };
    const gst = { ...EMPTY_GST, gstholder: 'Arjun Sharma', gstnumber: '24aahct5678k1zr', gstcompany: '' };
    const fields = bookFields({ ...base, gst });
    expect(fields).toMatchObject({ gstholder: 'Arjun Sharma', gstnumber: '24AAHCT5678K1ZR', paxaltemail: 'b@c.in' });
    expect(bookFields({ ...base, gst: EMPTY_GST })).not.toHaveProperty('gstholder');
  });
});

describe('extras and the fare summary', () => {
  const quote = {
    legs: [{ flightlegs: [{}, {}] }, { flightlegs: [{}] }],
    seatmaps: [
      {
        legIndex: 0,
        segmentIndex: 1,
        rows: [{ row: 14, seats: [{ seatNo: '14C', pricePaise: 35_000 }] }],
      },
    ],
    extras: {
      meals: [{ code: 'VGML', label: 'Vegetarian meal', pricePaise: 40_000, childOnly: false }],
      baggage: [
        { legIndex: 0, options: [{ code: 'XB10', label: '10 kg', pricePaise: 500_000, kg: 10 }] },
        { legIndex: 1, options: [{ code: 'XB10', label: '10 kg', pricePaise: 900_000, kg: 10 }] },
      ],
      services: [{ code: 'FFWD', label: 'Priority', pricePaise: 40_000 }],
      maxBaggageKg: 60,
    },
    summary: [
      { code: 'BASE', label: 'Base fare', amount: 6000, amount_paise: 600_000 },
      { code: 'CONVENIENCE_FEE', label: 'Convenience fee', amount: 249, amount_paise: 24_900 },
      { code: 'GST', label: 'GST', amount: 44.82, amount_paise: 4_482 },
    ],
    total_paise: 629_382,
  } as unknown as Parameters<typeof extrasPaise>[0] & Parameters<typeof summaryWithExtras>[0];

  it('prices each seat from its map, a meal on every flight of the leg, baggage by its leg, and services', () => {
    const traveller = withLegs(
      adult,
      [{ seats: ['', '14C'], meal: 'VGML', baggage: 'XB10', services: ['FFWD'] }, { baggage: 'XB10' }],
      [2, 1],
    );
    expect(extrasPaise(quote, [traveller, withLegs(child, [], [2, 1])])).toEqual({
      SEATS: 35_000,
      MEALS: 80_000,
      BAGGAGE: 1_400_000,
      SPECIAL_SERVICES: 40_000,
    });
  });

  it('puts the extras after the fare and before the fee, and adds them to the total', () => {
    const { lines, totalPaise } = summaryWithExtras(quote, {
      SEATS: 35_000,
      MEALS: 0,
      BAGGAGE: 500_000,
      SPECIAL_SERVICES: 0,
    });
    expect(lines.map((line) => line.code)).toEqual(['BASE', 'SEATS', 'BAGGAGE', 'CONVENIENCE_FEE', 'GST']);
    expect(totalPaise).toBe(629_382 + 535_000);
    expect(lines.reduce((sum, line) => sum + line.amount_paise, 0)).toBe(totalPaise);
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
    expect(sorted.travellers).toEqual({ 0: { first_name: BOOKING_MSG.firstNameMin }, 1: { 'legs.0.meal': 'meal' } });
    expect(sorted.fields).toEqual({ paxemail: 'Please enter a valid email', termsaccepted: BOOKING_MSG.termsRequired });
    expect(sorted.general).toEqual(['Please enter the details of every traveller']);
  });

  it('puts a refused seat under its flight and GST errors under their fields, and finds the seats lost', () => {
    const sorted = bookingFieldErrors({
      'passengerjson.0.legs.1.seats.0': BOOKING_MSG.seatTaken,
      'passengerjson.1.legs.0.baggage.0': BOOKING_MSG.baggageMax,
      'passengerjson.1.legs.0.services.1': BOOKING_MSG.ssrTwice,
      gstnumber: 'Please enter a valid GST number',
    });
    expect(sorted.travellers).toEqual({
      0: { 'legs.1.seats.0': BOOKING_MSG.seatTaken },
      1: { 'legs.0.baggage': BOOKING_MSG.baggageMax, 'legs.0.services': BOOKING_MSG.ssrTwice },
    });
    expect(sorted.fields).toEqual({ gstnumber: 'Please enter a valid GST number' });
    const seated = withLegs(adult, [{}, { seats: ['3A'] }], [1, 1]);
    expect(seatsLost(sorted, [seated, child])).toEqual(['1|0|3A']);
  });

  it('checks the GST details once any is given, with the same words as the server', () => {
    const errors = draftErrors([adult], false, { ...EMPTY_GST, gstnumber: '24AAHCT5678K1ZR' });
    expect(Object.keys(errors.fields).sort()).toEqual(['gstaddress', 'gstemail', 'gstholder', 'gstphone']);
    expect(hasErrors(draftErrors([adult], false, EMPTY_GST))).toBe(false);
  });

  it('asks for title, gender and a child’s date of birth before calling', () => {
    const errors = draftErrors(emptyTravellers({ numadults: 1, numchildren: 1, numinfants: 0 }, [1]), false);
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
