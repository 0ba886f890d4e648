import { durationText, formatHhmm, formatHhmm12, terminalLabel } from '@tripsetu/domain/flight-results.ts';
import type { FlightFare, FlightLeg, GatewayAirport, RecommendedFlight } from '@tripsetu/domain/gateway-flights.ts';
import { describe, expect, it } from 'vitest';
import {
  arrivalDayOffset,
  cabinLabel,
  cheapestChoice,
  chosenFare,
  connectionCities,
  flightChain,
  journeyMinutes,
  layoverMinutes,
  refineFlights,
  seatsAvailable,
  sortFlights,
  stopsOf,
} from './flight-display.ts';
import {
  EMPTY_FLIGHT_SEARCH,
  flightFormErrors,
  flightResultsPath,
  flightSearchFromQuery,
  flightSearchToQuery,
  flightTravellersLabel,
} from './search-params.ts';

const leg = (change: Partial<FlightLeg>): FlightLeg => ({
  carrier: '6E',
  carriername: 'IndiGo',
  flightnumber: '2134',
  origin: 'DEL',
  origincity: 'New Delhi',
  destination: 'BOM',
  destinationcity: 'Mumbai',
  depdate: '2026-12-01',
  deptime: '0605',
  arrdate: '2026-12-01',
  arrtime: '0815',
  duration: 130,
  depterminal: '1',
  arrterminal: 'T2',
  numseatsavailable: 9,
  cabin: 'Y',
  ...change,
});

const fare = (fareid: string, rupees: number): FlightFare => ({
  fareid,
  farefamily: fareid,
  totalfq: rupees,
  totalfq_paise: rupees * 100,
  basefare: rupees - 1000,
  yq: 400,
  k3: 300,
  othertaxes: 300,
  refundable: false,
  baggage: '7 kg cabin, 15 kg check-in',
  seatsleft: 9,
});

const flight = (id: string, legs: FlightLeg[], fares: FlightFare[]): RecommendedFlight => ({
  recommendedflight_id: id,
  flightlegs: legs,
  flightfare: fares,
});

const direct = flight('6E-2134@2026-12-01', [leg({})], [fare('saver', 5200), fare('flexi', 6100)]);
// DEL 21:30 → AMD 23:00, then AMD 00:45 (+1) → BOM 02:05: a 1h 45m connection across midnight.
const overnight = flight(
  'AI-417|AI-614@2026-12-01',
  [
    leg({
      carrier: 'AI',
      carriername: 'Air India',
      flightnumber: '417',
      destination: 'AMD',
      destinationcity: 'Ahmedabad',
      deptime: '2130',
      arrtime: '2300',
      duration: 90,
    }),
    leg({
      carrier: 'AI',
      carriername: 'Air India',
      flightnumber: '614',
      origin: 'AMD',
      origincity: 'Ahmedabad',
      depdate: '2026-12-02',
      deptime: '0045',
      arrdate: '2026-12-02',
      arrtime: '0205',
      duration: 80,
      numseatsavailable: 3,
    }),
  ],
  [fare('value', 4800)],
);
const late = flight(
  'QP-1103@2026-12-01',
  [leg({ carrier: 'QP', carriername: 'Akasa Air', flightnumber: '1103', deptime: '1940', arrtime: '2155' })],
  [fare('saver', 5200)],
);

describe('the §9 display rules the site shares with the portal', () => {
  it('shows HHMM times as HH:MM and as 12-hour AM/PM', () => {
    expect(formatHhmm('0605')).toBe('06:05');
    expect(formatHhmm('605')).toBe('06:05');
    expect(formatHhmm12('0605')).toBe('6:05 AM');
    expect(formatHhmm12('0005')).toBe('12:05 AM');
    expect(formatHhmm12('1200')).toBe('12:00 PM');
    expect(formatHhmm12('1930')).toBe('7:30 PM');
  });

  it('shows durations as Nh Nm', () => {
    expect(durationText(130)).toBe('2h 10m');
    expect(durationText(120)).toBe('2h 0m');
    expect(durationText(45)).toBe('0h 45m');
  });

  it('normalises terminals to Terminal-N and leaves a missing one blank', () => {
    expect(terminalLabel('1')).toBe('Terminal-1');
    expect(terminalLabel('T2')).toBe('Terminal-2');
    expect(terminalLabel('Terminal 3')).toBe('Terminal-3');
    expect(terminalLabel('terminal-1D')).toBe('Terminal-1D');
    expect(terminalLabel('')).toBe('');
  });

  it('labels cabin W Business, C nothing at all, and anything else Economy', () => {
    expect(cabinLabel('W')).toBe('Business');
    expect(cabinLabel('C')).toBe('');
    expect(cabinLabel('Y')).toBe('Economy');
    expect(cabinLabel('')).toBe('Economy');
    expect(cabinLabel('F')).toBe('Economy');
  });
});

describe('a recommended flight on a card', () => {
  it('counts stops as legs minus one and names the connection city', () => {
    expect(stopsOf(direct)).toBe(0);
    expect(stopsOf(overnight)).toBe(1);
    expect(connectionCities(overnight)).toEqual(['Ahmedabad']);
    expect(connectionCities(direct)).toEqual([]);
  });

  it('chains the carrier-flightnumber codes', () => {
    expect(flightChain(overnight)).toBe('AI-417 · AI-614');
  });

  it('measures a connection across midnight and the whole journey with it', () => {
    const [first, second] = overnight.flightlegs as [FlightLeg, FlightLeg];
    expect(layoverMinutes(first, second)).toBe(105);
    expect(journeyMinutes(overnight)).toBe(90 + 105 + 80);
    expect(journeyMinutes(direct)).toBe(130);
    expect(arrivalDayOffset(overnight)).toBe(1);
    expect(arrivalDayOffset(direct)).toBe(0);
  });

  it('shows the fewest seats any leg has left', () => {
    expect(seatsAvailable(overnight)).toBe(3);
  });
});

describe('sorting, the non-stop filter and the chosen fare', () => {
  const all = [late, direct, overnight];
  const ids = (flights: RecommendedFlight[]) => flights.map((f) => f.recommendedflight_id);

  it('sorts by the cheapest fare, ties to the earlier departure', () => {
    expect(ids(sortFlights(all, 'price'))).toEqual([overnight, direct, late].map((f) => f.recommendedflight_id));
  });

  it('sorts by departure and by door-to-door duration', () => {
    expect(ids(sortFlights(all, 'departure'))).toEqual([direct, late, overnight].map((f) => f.recommendedflight_id));
    expect(ids(sortFlights(all, 'duration'))).toEqual([direct, late, overnight].map((f) => f.recommendedflight_id));
  });

  it('keeps only non-stop flights when asked', () => {
    expect(ids(refineFlights(all, { sort: 'price', nonStopOnly: true }))).toEqual([
      direct.recommendedflight_id,
      late.recommendedflight_id,
    ]);
  });

  it('starts a round-trip list with the cheapest fare of the cheapest flight, and finds a choice again', () => {
    const choice = cheapestChoice(all);
    expect(choice).toEqual({ flightId: overnight.recommendedflight_id, fareId: 'value' });
    expect(chosenFare(all, { flightId: direct.recommendedflight_id, fareId: 'flexi' })?.fare.totalfq).toBe(6100);
    expect(chosenFare(all, { flightId: 'gone', fareId: 'flexi' })).toBeNull();
    expect(cheapestChoice([])).toBeNull();
  });
});

describe('the search in the address', () => {
  const airports: GatewayAirport[] = [
    { code: 'DEL', name: 'Indira Gandhi International Airport', city: 'New Delhi', country: 'India', group: null },
    {
      code: 'BOM',
      name: 'Chhatrapati Shivaji Maharaj International Airport',
      city: 'Mumbai',
      country: 'India',
      group: null,
    },
    { code: 'DXB', name: 'Dubai International Airport', city: 'Dubai', country: 'United Arab Emirates', group: null },
  ];
  const search = { ...EMPTY_FLIGHT_SEARCH, origin: 'DEL', destination: 'BOM', jdate: '2026-12-01', numadults: 2 };

  it('goes one way to owresults, a domestic round trip to rtresults and an international one to rtintlresults', () => {
    expect(flightResultsPath(search, airports)).toMatch(
      /^\/flight\/owresults\?origin=DEL&destination=BOM&jdate=2026-12-01&triptype=O&numadults=2/,
    );
    const roundTrip = { ...search, triptype: 'R' as const, rdate: '2026-12-05' };
    expect(flightResultsPath(roundTrip, airports)).toMatch(/^\/flight\/rtresults\?.*rdate=2026-12-05/);
    expect(flightResultsPath({ ...roundTrip, destination: 'DXB' }, airports)).toMatch(/^\/flight\/rtintlresults\?/);
  });

  it('reads back what it wrote, and falls back to the defaults for anything odd', () => {
    const query = new URLSearchParams(flightSearchToQuery({ ...search, cabin: 'W', nonstop: 'Y' }));
    expect(flightSearchFromQuery(query, 'O')).toEqual({ ...search, cabin: 'W', nonstop: 'Y' });
    const odd = new URLSearchParams('origin=del&numadults=12&numchildren=x&cabin=F&nonstop=maybe');
    expect(flightSearchFromQuery(odd, 'R')).toMatchObject({
      origin: 'DEL',
      triptype: 'R',
      numadults: 1,
      numchildren: 0,
      cabin: 'Y',
      nonstop: 'N',
    });
  });

  it('checks the form with the §5 messages under the form’s field names', () => {
    const today = '2026-11-20';
    expect(flightFormErrors(search, today, airports)).toEqual({});
    expect(flightFormErrors({ ...search, destination: 'DEL' }, today, airports)).toEqual({
      destination: "Origin and Destination can't be same",
    });
    expect(flightFormErrors({ ...search, triptype: 'R' }, today, airports)).toEqual({
      rdate: 'Please select return date',
    });
    expect(flightFormErrors({ ...search, jdate: '2026-11-19' }, today, airports)).toEqual({
      jdate: 'Cannot search for Yesterday',
    });
  });

  it('says who travels', () => {
    expect(flightTravellersLabel({ numadults: 2, numchildren: 1, numinfants: 0 })).toBe('2 Adults, 1 Child');
    expect(flightTravellersLabel({ numadults: 1, numchildren: 0, numinfants: 2 })).toBe('1 Adult, 2 Infants');
  });
});
