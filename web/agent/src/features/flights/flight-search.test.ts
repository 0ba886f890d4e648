import { FLIGHT_MSG, FLIGHT_MSG_DECIDED, type FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { describe, expect, it } from 'vitest';
import {
  addSegment,
  checkSearch,
  emptyFlightSearch,
  otherErrors,
  paxLimitReason,
  removeSegment,
  requestOf,
  swapEnds,
  travellersText,
  withPax,
  withSegment,
  withTripType,
} from '../../lib/flight-search-form.ts';
import { resultsPathFor, searchFromParams, searchToParams } from '../../lib/flight-search-url.ts';

const roundTrip: FlightSearchRequest = {
  tripType: 'ROUND_TRIP',
  segments: [{ from: 'DEL', to: 'BOM', date: '2026-12-01' }],
  returnDate: '2026-12-05',
  adults: 1,
  children: 1,
  infants: 1,
  cabin: 'ECONOMY',
  nearbyAirports: false,
  nonStopOnly: true,
  fareType: 'REGULAR',
};

const airports = ['DEL', 'BOM', 'GOI', 'BLR'].map((code) => ({
  code,
  name: `${code} airport`,
  city: code,
  country: 'India',
  countryCode: 'IN',
  group: null,
}));

describe('the search in the results URL', () => {
  it('reads back the round trip it wrote', () => {
    const params = searchToParams(roundTrip);
    expect(params.toString()).toBe(
      'trip=ROUND_TRIP&from=DEL&to=BOM&date=2026-12-01&return=2026-12-05&adults=1&children=1&infants=1&cabin=ECONOMY&nonstop=1',
    );
    expect(searchFromParams(new URLSearchParams(params.toString()))).toEqual(roundTrip);
  });

  it('keeps every multi city flight in order, and the special fare', () => {
    const multiCity: FlightSearchRequest = {
      ...roundTrip,
      tripType: 'MULTI_CITY',
      segments: [
        { from: 'DEL', to: 'BOM', date: '2026-12-01' },
        { from: 'BOM', to: 'GOI', date: '2026-12-03' },
        { from: 'GOI', to: 'DEL', date: '2026-12-07' },
      ],
      returnDate: undefined,
      children: 0,
      infants: 0,
      nearbyAirports: true,
      fareType: 'STUDENT',
    };
    const params = searchToParams(multiCity);
    expect(params.getAll('leg')).toEqual(['DEL-BOM-2026-12-01', 'BOM-GOI-2026-12-03', 'GOI-DEL-2026-12-07']);
    const { returnDate: _none, ...expected } = multiCity;
    expect(searchFromParams(params)).toEqual(expected);
  });

  it('sends only what the trip type uses: a one way drops the return date and the other rows', () => {
    const form = {
      ...roundTrip,
      tripType: 'ONE_WAY' as const,
      segments: [
        { from: ' del', to: 'bom ', date: '2026-12-01' },
        { from: 'BOM', to: 'GOI', date: '2026-12-03' },
      ],
    };
    expect(requestOf(form)).toEqual({ ...roundTrip, tripType: 'ONE_WAY', returnDate: undefined });
    expect('returnDate' in requestOf(form)).toBe(false);
    expect(resultsPathFor(form)).toBe(
      '/flights/results?trip=ONE_WAY&from=DEL&to=BOM&date=2026-12-01&adults=1&children=1&infants=1&cabin=ECONOMY&nonstop=1',
    );
  });

  it('holds no search without a trip type, and fills what a hand-edited URL leaves out', () => {
    expect(searchFromParams(new URLSearchParams('from=DEL&to=BOM'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('trip=SOMEWHERE'))).toBeNull();
    expect(searchFromParams(new URLSearchParams('trip=ONE_WAY&from=del&adults=two&cabin=LUXURY&fare=VIP'))).toEqual({
      tripType: 'ONE_WAY',
      segments: [{ from: 'DEL', to: '', date: '' }],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'ECONOMY',
      nearbyAirports: false,
      nonStopOnly: false,
      fareType: 'REGULAR',
    });
  });

  it('keeps an impossible count as it is, for the form to point out', () => {
    const search = searchFromParams(new URLSearchParams('trip=ONE_WAY&from=DEL&to=BOM&date=2026-12-01&adults=0'));
    expect(search?.adults).toBe(0);
    expect(checkSearch(search as FlightSearchRequest, '2026-11-20', airports).adults).toBe(
      FLIGHT_MSG_DECIDED.adultsRequired,
    );
  });
});

describe('the search form', () => {
  it('gives the §5 messages before anything is sent', () => {
    expect(checkSearch(emptyFlightSearch(), '2026-11-20', airports)).toEqual({
      'segments.0.from': FLIGHT_MSG.originRequired,
      'segments.0.to': FLIGHT_MSG.destinationRequired,
      'segments.0.date': FLIGHT_MSG.journeyDateRequired,
    });
    const same = { ...roundTrip, segments: [{ from: 'DEL', to: 'DEL', date: '2026-12-01' }] };
    expect(checkSearch(same, '2026-11-20', airports)['segments.0.to']).toBe(FLIGHT_MSG.sameOriginDestination);
    expect(checkSearch({ ...roundTrip, returnDate: '' }, '2026-11-20', airports).returnDate).toBe(
      FLIGHT_MSG.returnDateRequired,
    );
    expect(checkSearch(roundTrip, '2026-11-20', airports)).toEqual({});
  });

  it('accepts only listed airports once the list has arrived, and any three letters before', () => {
    const unknown = { ...roundTrip, segments: [{ from: 'DEL', to: 'XYZ', date: '2026-12-01' }] };
    expect(checkSearch(unknown, '2026-11-20', airports)['segments.0.to']).toBe(FLIGHT_MSG_DECIDED.unknownAirport);
    expect(checkSearch(unknown, '2026-11-20', undefined)).toEqual({});
  });

  it('lists messages for fields it has no place for', () => {
    expect(otherErrors(roundTrip, { 'segments.0.from': 'x', returnDate: 'y', segments: 'Multi city needs…' })).toEqual([
      'Multi city needs…',
    ]);
    // A one way has no return date field, so a message for it is listed too.
    expect(otherErrors({ ...roundTrip, tripType: 'ONE_WAY' }, { returnDate: 'y' })).toEqual(['y']);
  });

  it('keeps travellers within bounds: adults 1–9, adults and children at most 9, an infant per adult', () => {
    let form = emptyFlightSearch();
    form = withPax(form, 'adults', 0);
    expect(form.adults).toBe(1);
    form = withPax(withPax(form, 'adults', 3), 'infants', 5);
    expect(form.infants).toBe(3);
    form = withPax(form, 'children', 8);
    expect(form.children).toBe(6);
    form = withPax(form, 'adults', 9);
    expect(form.adults).toBe(3);
    // Fewer adults take their infants with them.
    form = withPax(form, 'adults', 2);
    expect([form.adults, form.children, form.infants]).toEqual([2, 6, 2]);
  });

  it('says in words why + stopped: the group limit of 9, and one infant per adult', () => {
    const form = { ...emptyFlightSearch(), adults: 2, children: 6, infants: 1 };
    expect(paxLimitReason(form, 'adults')).toBeNull();
    expect(paxLimitReason(form, 'infants')).toBeNull();
    const full = { ...form, children: 7, infants: 2 };
    expect(paxLimitReason(full, 'children')).toMatch(/^Up to 9 travellers \(adults and children\) book together/);
    // Said once: Adults' + stops at the same moment.
    expect(paxLimitReason(full, 'adults')).toBeNull();
    expect(paxLimitReason(full, 'infants')).toBe('Each infant travels on an adult’s lap: one infant per adult.');
  });

  it("starts a multi city flight's From as the previous flight's To, until it is changed by hand", () => {
    let form = withTripType(emptyFlightSearch(), 'MULTI_CITY');
    form = withSegment(form, 0, { from: 'DEL', to: 'BOM' });
    expect(form.segments[1]?.from).toBe('BOM');
    form = withSegment(form, 0, { to: 'GOI' });
    expect(form.segments[1]?.from).toBe('GOI');
    form = withSegment(form, 1, { from: 'PNQ' });
    form = withSegment(form, 0, { to: 'BLR' });
    expect(form.segments[1]?.from).toBe('PNQ');
  });

  it('opens multi city with two rows, the second from where the first lands, and allows 2 to 5', () => {
    let form = withTripType({ ...emptyFlightSearch(), segments: [{ from: 'DEL', to: 'BOM', date: '' }] }, 'MULTI_CITY');
    expect(form.segments).toEqual([
      { from: 'DEL', to: 'BOM', date: '' },
      { from: 'BOM', to: '', date: '' },
    ]);
    expect(removeSegment(form, 1).segments).toHaveLength(2);
    form = addSegment(addSegment(addSegment(addSegment(form))));
    expect(form.segments).toHaveLength(5);
    form = removeSegment(form, 0);
    expect(form.segments).toHaveLength(4);
    expect(form.segments[0]).toEqual({ from: 'BOM', to: '', date: '' });
  });

  it('swaps origin and destination of a row', () => {
    expect(swapEnds(roundTrip, 0).segments[0]).toEqual({ from: 'BOM', to: 'DEL', date: '2026-12-01' });
  });

  it('names the travellers', () => {
    expect(travellersText({ adults: 1, children: 0, infants: 0 })).toBe('1 Adult');
    expect(travellersText({ adults: 2, children: 1, infants: 1 })).toBe('2 Adults, 1 Child, 1 Infant');
    expect(travellersText({ adults: 2, children: 3, infants: 2 })).toBe('2 Adults, 3 Children, 2 Infants');
  });
});
