import { describe, expect, it } from 'vitest';
import { addDays } from './dates.ts';
import {
  FLIGHT_MSG,
  FLIGHT_MSG_DECIDED,
  type FlightSearchRequest,
  searchLegs,
  validateFlightSearch,
} from './flight-search.ts';

const today = '2026-11-22';
const known = new Set(['DEL', 'BOM', 'GOI', 'BLR']);
const isAirport = (code: string) => known.has(code);
const request = (overrides: Partial<FlightSearchRequest> = {}): FlightSearchRequest => ({
  tripType: 'ONE_WAY',
  segments: [{ from: 'DEL', to: 'BOM', date: '2026-12-01' }],
  adults: 1,
  children: 0,
  infants: 0,
  cabin: 'ECONOMY',
  nearbyAirports: false,
  nonStopOnly: false,
  fareType: 'REGULAR',
  ...overrides,
});
const check = (overrides: Partial<FlightSearchRequest>) => validateFlightSearch(request(overrides), today, isAirport);

describe('flight search rules (§5)', () => {
  it('accepts a complete search, with codes in any case', () => {
    expect(check({})).toEqual({});
    expect(check({ segments: [{ from: ' del', to: 'bom ', date: today }] })).toEqual({});
  });

  it('asks for origin, destination and date, and refuses the same airport twice', () => {
    expect(check({ segments: [] })).toEqual({
      'segments.0.from': FLIGHT_MSG.originRequired,
      'segments.0.to': FLIGHT_MSG.destinationRequired,
      'segments.0.date': FLIGHT_MSG.journeyDateRequired,
    });
    expect(check({ segments: [{ from: 'DEL', to: 'del', date: today }] })['segments.0.to']).toBe(
      FLIGHT_MSG.sameOriginDestination,
    );
    expect(check({ segments: [{ from: 'XYZ', to: 'BOM', date: today }] })['segments.0.from']).toBe(
      FLIGHT_MSG_DECIDED.unknownAirport,
    );
  });

  it('refuses yesterday and more than a year ahead', () => {
    expect(check({ segments: [{ from: 'DEL', to: 'BOM', date: '2026-11-21' }] })['segments.0.date']).toBe(
      FLIGHT_MSG.yesterday,
    );
    expect(check({ segments: [{ from: 'DEL', to: 'BOM', date: addDays(today, 365) }] })).toEqual({});
    expect(check({ segments: [{ from: 'DEL', to: 'BOM', date: addDays(today, 366) }] })['segments.0.date']).toBe(
      FLIGHT_MSG_DECIDED.tooFarAhead,
    );
  });

  it('wants a return after the journey for a round trip', () => {
    expect(check({ tripType: 'ROUND_TRIP' }).returnDate).toBe(FLIGHT_MSG.returnDateRequired);
    expect(check({ tripType: 'ROUND_TRIP', returnDate: '2026-12-01' }).returnDate).toBe(FLIGHT_MSG.returnAfterJourney);
    expect(check({ tripType: 'ROUND_TRIP', returnDate: '2026-11-30' })['segments.0.date']).toBe(
      FLIGHT_MSG.onwardAfterReturn,
    );
    expect(check({ tripType: 'ROUND_TRIP', returnDate: '2026-12-02' })).toEqual({});
  });

  it('needs 2 to 5 multi city flights in date order', () => {
    expect(check({ tripType: 'MULTI_CITY' }).segments).toBe(FLIGHT_MSG_DECIDED.multiCitySegments);
    const segments = [
      { from: 'DEL', to: 'BOM', date: '2026-12-05' },
      { from: 'BOM', to: 'GOI', date: '2026-12-04' },
    ];
    expect(check({ tripType: 'MULTI_CITY', segments })['segments.1.date']).toBe(FLIGHT_MSG_DECIDED.segmentOrder);
    const six = Array.from({ length: 6 }, (_, i) => ({ from: 'DEL', to: 'BOM', date: addDays('2026-12-01', i) }));
    expect(check({ tripType: 'MULTI_CITY', segments: six }).segments).toBe(FLIGHT_MSG_DECIDED.multiCitySegments);
  });

  it('counts travellers: an adult at least, nine seats, an infant per adult', () => {
    expect(check({ adults: 0 }).adults).toBe(FLIGHT_MSG_DECIDED.adultsRequired);
    expect(check({ adults: 1000 }).adults).toBe(FLIGHT_MSG_DECIDED.tooManyTravellers);
    expect(check({ adults: 10 }).adults).toBe(FLIGHT_MSG_DECIDED.tooManyTravellers);
    expect(check({ adults: 9 })).toEqual({});
    expect(check({ adults: 5, children: 5 }).children).toBe(FLIGHT_MSG_DECIDED.tooManyTravellers);
    expect(check({ adults: 2, infants: 2 })).toEqual({});
    expect(check({ adults: 2, infants: 3 }).infants).toBe(FLIGHT_MSG_DECIDED.infantsPerAdult);
    expect(check({ adults: 1.5 }).adults).toBe(FLIGHT_MSG_DECIDED.adultsRequired);
  });

  it('sells special fares in Economy to adults only', () => {
    expect(check({ fareType: 'STUDENT' })).toEqual({});
    expect(check({ fareType: 'STUDENT', cabin: 'BUSINESS' }).fareType).toBe(FLIGHT_MSG_DECIDED.specialFareCabin);
    expect(check({ fareType: 'SENIOR_CITIZEN', infants: 1 }).fareType).toBe(FLIGHT_MSG_DECIDED.specialFareChildren);
  });
});

describe('the legs of a search', () => {
  it('is one leg one way, onward and reversed return for a round trip, each flight for multi city', () => {
    expect(searchLegs(request({ segments: [{ from: 'del', to: 'bom', date: '2026-12-01' }] }))).toEqual([
      { from: 'DEL', to: 'BOM', date: '2026-12-01' },
    ]);
    expect(searchLegs(request({ tripType: 'ROUND_TRIP', returnDate: '2026-12-09' }))).toEqual([
      { from: 'DEL', to: 'BOM', date: '2026-12-01' },
      { from: 'BOM', to: 'DEL', date: '2026-12-09' },
    ]);
    const segments = [
      { from: 'DEL', to: 'BOM', date: '2026-12-01' },
      { from: 'BOM', to: 'GOI', date: '2026-12-03' },
    ];
    expect(searchLegs(request({ tripType: 'MULTI_CITY', segments }))).toEqual(segments);
  });
});
