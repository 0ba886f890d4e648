import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type {
  AirportShape,
  FareOption,
  FlightSearchResult,
  FlightSegment,
  Itinerary,
} from '@tripsetu/domain/flight-api.ts';
import {
  FLIGHT_MSG,
  FLIGHT_MSG_DECIDED,
  type FlightSearchRequest,
  searchLegs,
  validateFlightSearch,
} from '@tripsetu/domain/flight-search.ts';
import type { Cabin } from '@tripsetu/domain/flight-types.ts';
import { FLIGHT_GATEWAY_MSG, type FlightSearchAnswer } from '@tripsetu/domain/gateway-flights.ts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { type FlightsGatewayService, flightOperations } from './flights.operations.ts';
import type { OperationContext } from './packages.operations.ts';

const today = todayInIndia();
const jdate = addDays(today, 10);
const rdate = addDays(today, 14);

const AIRPORTS: AirportShape[] = [
  {
    code: 'DEL',
    name: 'Indira Gandhi International Airport',
    city: 'New Delhi',
    country: 'India',
    countryCode: 'IN',
    group: null,
  },
  {
    code: 'BOM',
    name: 'Chhatrapati Shivaji Maharaj International Airport',
    city: 'Mumbai',
    country: 'India',
    countryCode: 'IN',
    group: 'MUMBAI',
  },
  {
    code: 'NMI',
    name: 'Navi Mumbai International Airport',
    city: 'Navi Mumbai',
    country: 'India',
    countryCode: 'IN',
    group: 'MUMBAI',
  },
  {
    code: 'AMD',
    name: 'Sardar Vallabhbhai Patel International Airport',
    city: 'Ahmedabad',
    country: 'India',
    countryCode: 'IN',
    group: null,
  },
  {
    code: 'DXB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    group: null,
  },
];
const CITY: Record<string, string> = Object.fromEntries(AIRPORTS.map((a) => [a.code, a.city]));

function segment(
  carrier: string,
  flightNumber: string,
  origin: string,
  destination: string,
  date: string,
  times: [string, string],
  durationMinutes: number,
): FlightSegment {
  return {
    carrier,
    carrierName: carrier === '6E' ? 'IndiGo' : carrier === 'AI' ? 'Air India' : 'Akasa Air',
    flightNumber,
    aircraft: '32N',
    aircraftName: 'Airbus A320neo',
    origin,
    originCity: CITY[origin] ?? origin,
    destination,
    destinationCity: CITY[destination] ?? destination,
    departureDate: date,
    departureTime: times[0],
    arrivalDate: date,
    arrivalTime: times[1],
    departureTerminal: '1',
    arrivalTerminal: 'T2',
    durationMinutes,
    layoverMinutes: 0,
  };
}

/** A fare for 2 adults: per adult base + YQ + K3 + other taxes, all in paise. */
function fare(
  id: string,
  family: string,
  perAdult: [number, number, number, number],
  cabin: Cabin,
  seatsLeft = 9,
): FareOption {
  const [base, yq, k3, other] = perAdult;
  const perPax = base + yq + k3 + other;
  return {
    id,
    family,
    cabin,
    bookingClass: 'T',
    seatsLeft,
    refundable: family !== 'Saver',
    baggage: { cabinKg: 7, checkInKg: 15, infantCheckInKg: 10 },
    fareType: 'REGULAR',
    special: null,
    pax: [
      {
        paxType: 'ADT',
        count: 2,
        components: [
          { code: 'BASE', label: 'Base fare', amountPaise: base },
          { code: 'YQ', label: 'YQ (fuel surcharge)', amountPaise: yq },
          { code: 'K3', label: 'K3 (GST)', amountPaise: k3 },
          { code: 'OTHER_TAXES', label: 'Other taxes', amountPaise: other },
        ],
        totalPaise: perPax,
      },
    ],
    totalPaise: 2 * perPax,
    rulesId: `${family}-rules`,
  };
}

function itinerary(segments: FlightSegment[], fares: FareOption[]): Itinerary {
  const chain = segments.map((s) => `${s.carrier}-${s.flightNumber}`).join('|');
  return {
    id: `${chain}@${segments[0]?.departureDate}`,
    segments,
    stops: segments.length - 1,
    durationMinutes: segments.reduce((sum, s) => sum + s.durationMinutes, 0),
    carriers: [...new Set(segments.map((s) => s.carrier))],
    fares,
    lowestTotalPaise: Math.min(...fares.map((f) => f.totalPaise)),
    refundable: fares.some((f) => f.refundable),
  };
}

function itinerariesFor(from: string, to: string, date: string, cabin: Cabin): Itinerary[] {
  return [
    // Fares arrive out of order: the gateway sorts them.
    itinerary(
      [segment('6E', '2134', from, to, date, ['605', '0815'], 130)],
      [
        fare('6E2134-FLEXI', 'Flexi', [520_000, 40_000, 28_000, 31_000], cabin),
        fare('6E2134-SAVER', 'Saver', [410_000, 40_000, 22_500, 31_000], cabin, 3),
      ],
    ),
    itinerary(
      [
        segment('AI', '417', from, 'AMD', date, ['0930', '1100'], 90),
        segment('AI', '614', 'AMD', to, date, ['12:45', '1405'], 80),
      ],
      [fare('AI417-ECO', 'Value', [380_000, 35_000, 20_750, 28_000], cabin, 7)],
    ),
    // The same chain found again (a nearby-airport search can do this): its fares merge into one entry.
    itinerary(
      [segment('6E', '2134', from, to, date, ['0605', '0815'], 130)],
      [
        fare('6E2134-SAVER', 'Saver', [410_000, 40_000, 22_500, 31_000], cabin, 3),
        fare('6E2134-SUPER', 'Super 6E', [600_000, 40_000, 32_000, 31_000], cabin),
      ],
    ),
  ];
}

/** Behaves as the contract says: validateFlightSearch's keys and §5 messages, legs in searchLegs order. */
function fakeFlights(options: { empty?: boolean } = {}): FlightsGatewayService & { requests: FlightSearchRequest[] } {
  const requests: FlightSearchRequest[] = [];
  return {
    requests,
    airports: () => AIRPORTS,
    async search(request) {
      requests.push(request);
      const codes = new Set(AIRPORTS.map((a) => a.code));
      const errors = validateFlightSearch(request, today, (code) => codes.has(code));
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      return {
        legs: searchLegs(request).map((leg) => ({
          ...leg,
          fromAirports: [leg.from],
          toAirports: [leg.to],
          itineraries: options.empty ? [] : itinerariesFor(leg.from, leg.to, leg.date, request.cabin),
        })),
        travellers: { adults: request.adults, children: request.children, infants: request.infants },
        cabin: request.cabin,
        fareType: request.fareType,
        computedAt: '2026-01-01T04:30:00.000Z',
        fareRules: {},
      } satisfies FlightSearchResult;
    },
  };
}

const oneWay = { origin: 'DEL', destination: 'BOM', jdate, triptype: 'O', numadults: '2', cabin: 'Y' };

async function call(flights: FlightsGatewayService, actioncode: string, fields: Record<string, string>) {
  const operation = flightOperations(flights)[actioncode];
  if (!operation) throw new Error(`no operation ${actioncode}`);
  const context: OperationContext = { fields, clientIp: '127.0.0.1', today, session: null };
  return operation(context);
}

async function search(fields: Record<string, string>, flights = fakeFlights()) {
  const answer = await call(flights, 'search', fields);
  return { answer, result: answer.Result as FlightSearchAnswer };
}

async function refusal(fields: Record<string, string>): Promise<AppError> {
  try {
    await call(fakeFlights(), 'search', fields);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('the search was not refused');
}

describe('MF001 getairports', () => {
  it('lists airports as code, name, city, country and group', async () => {
    const answer = await call(fakeFlights(), 'getairports', {});
    expect(answer.ApiStatus.StatusCode).toBe(200);
    const airports = answer.Result as Record<string, unknown>[];
    expect(airports).toHaveLength(AIRPORTS.length);
    expect(airports[1]).toEqual({
      code: 'BOM',
      name: 'Chhatrapati Shivaji Maharaj International Airport',
      city: 'Mumbai',
      country: 'India',
      group: 'MUMBAI',
    });
  });
});

describe('MF001 search', () => {
  it('asks the service for the one-way search the form describes', async () => {
    const flights = fakeFlights();
    await search({ ...oneWay, origin: ' del', numchildren: '1', numinfants: '1', nearby: 'Y', nonstop: 'y' }, flights);
    expect(flights.requests[0]).toEqual({
      tripType: 'ONE_WAY',
      segments: [{ from: 'DEL', to: 'BOM', date: jdate }],
      adults: 2,
      children: 1,
      infants: 1,
      cabin: 'ECONOMY',
      nearbyAirports: true,
      nonStopOnly: true,
      fareType: 'REGULAR',
    });
  });

  it('gives one entry per chain of carrier-flightnumber codes, merging the fares of a chain found twice', async () => {
    const { result } = await search(oneWay);
    expect(result.onward.map((f) => f.recommendedflight_id)).toEqual([`6E-2134@${jdate}`, `AI-417|AI-614@${jdate}`]);
    const indigo = result.onward[0];
    expect(indigo?.flightfare.map((f) => f.fareid)).toEqual(['6E2134-SAVER', '6E2134-FLEXI', '6E2134-SUPER']);
    expect(result.return).toEqual([]);
    expect(result.computedat).toBe('2026-01-01T04:30:00.000Z');
  });

  it('sorts each entry’s fares ascending by totalfq, in rupees for all travellers with a paise twin', async () => {
    const { result } = await search(oneWay);
    for (const flight of result.onward) {
      const totals = flight.flightfare.map((f) => f.totalfq_paise);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
    }
    const saver = result.onward[0]?.flightfare[0];
    expect(saver).toMatchObject({
      farefamily: 'Saver',
      totalfq: 2 * 5035,
      totalfq_paise: 2 * 503_500,
      basefare: 8200,
      yq: 800,
      k3: 450,
      othertaxes: 620,
      refundable: false,
      baggage: '7 kg cabin, 15 kg check-in',
      seatsleft: 3,
    });
    for (const fare of result.onward.flatMap((f) => f.flightfare)) {
      expect(Math.round((fare.basefare + fare.yq + fare.k3 + fare.othertaxes) * 100)).toBe(fare.totalfq_paise);
    }
  });

  it('carries every leg of a connection, so stops are legs minus one, with padded HHMM times', async () => {
    const { result } = await search(oneWay);
    const [direct, connection] = result.onward;
    expect(direct?.flightlegs).toHaveLength(1);
    expect(direct?.flightlegs[0]).toEqual({
      carrier: '6E',
      carriername: 'IndiGo',
      flightnumber: '2134',
      origin: 'DEL',
      origincity: 'New Delhi',
      destination: 'BOM',
      destinationcity: 'Mumbai',
      depdate: jdate,
      deptime: '0605',
      arrdate: jdate,
      arrtime: '0815',
      duration: 130,
      depterminal: '1',
      arrterminal: 'T2',
      numseatsavailable: 9,
      cabin: 'Y',
    });
    expect(connection?.flightlegs.map((l) => `${l.origin}-${l.destination} ${l.deptime}-${l.arrtime}`)).toEqual([
      'DEL-AMD 0930-1100',
      'AMD-BOM 1245-1405',
    ]);
    expect(connection?.flightlegs[1]?.origincity).toBe('Ahmedabad');
  });

  it('answers cabin W as Business and marks the legs W', async () => {
    const flights = fakeFlights();
    const { result } = await search({ ...oneWay, cabin: 'w' }, flights);
    expect(flights.requests[0]?.cabin).toBe('BUSINESS');
    expect(result.onward.flatMap((f) => f.flightlegs.map((l) => l.cabin))).toEqual(['W', 'W', 'W']);
  });

  it('answers a round trip with the onward and the return lists', async () => {
    const flights = fakeFlights();
    const { result } = await search({ ...oneWay, triptype: 'R', rdate }, flights);
    expect(flights.requests[0]).toMatchObject({ tripType: 'ROUND_TRIP', returnDate: rdate });
    expect(result.onward[0]?.flightlegs[0]).toMatchObject({ origin: 'DEL', depdate: jdate });
    expect(result.return[0]?.flightlegs[0]).toMatchObject({ origin: 'BOM', destination: 'DEL', depdate: rdate });
  });

  it('says No flights found for the given date when nothing flies', async () => {
    const { answer, result } = await search(oneWay, fakeFlights({ empty: true }));
    expect(answer.ApiStatus).toMatchObject({ StatusCode: 200, Message: FLIGHT_MSG.noFlights });
    expect(result.onward).toEqual([]);
  });

  it.each([
    ['no origin', { origin: '' }, 'origin', FLIGHT_MSG.originRequired],
    ['no destination', { destination: '' }, 'destination', FLIGHT_MSG.destinationRequired],
    ['the same origin and destination', { destination: 'DEL' }, 'destination', FLIGHT_MSG.sameOriginDestination],
    ['an unknown airport', { origin: 'XYZ' }, 'origin', FLIGHT_MSG_DECIDED.unknownAirport],
    ['no journey date', { jdate: '' }, 'jdate', FLIGHT_MSG.journeyDateRequired],
    ['yesterday', { jdate: addDays(today, -1) }, 'jdate', FLIGHT_MSG.yesterday],
    ['a round trip without return date', { triptype: 'R' }, 'rdate', FLIGHT_MSG.returnDateRequired],
    ['a return on the journey date', { triptype: 'R', rdate: jdate }, 'rdate', FLIGHT_MSG.returnAfterJourney],
    ['an onward after the return', { triptype: 'R', rdate: addDays(today, 5) }, 'jdate', FLIGHT_MSG.onwardAfterReturn],
    ['no adult', { numadults: '0' }, 'numadults', FLIGHT_MSG_DECIDED.adultsRequired],
    ['adults that are not digits', { numadults: 'two' }, 'numadults', FLIGHT_MSG_DECIDED.adultsRequired],
    [
      'more than 9 seated travellers',
      { numadults: '5', numchildren: '5' },
      'numchildren',
      FLIGHT_MSG_DECIDED.tooManyTravellers,
    ],
    ['more infants than adults', { numinfants: '3' }, 'numinfants', FLIGHT_MSG_DECIDED.infantsPerAdult],
    ['a multi-city trip type', { triptype: 'M' }, 'triptype', FLIGHT_GATEWAY_MSG.tripTypeInvalid],
    ['a cabin the site does not sell', { cabin: 'F' }, 'cabin', FLIGHT_GATEWAY_MSG.cabinInvalid],
  ])('refuses %s with the message under the consumer field name', async (_name, change, field, message) => {
    const error = await refusal({ ...oneWay, ...change });
    expect(error.statusCode).toBe(422);
    expect(error.fields[field]).toBe(message);
    expect(error.message).toBe(Object.values(error.fields)[0]);
    expect(Object.keys(error.fields).every((key) => !key.includes('.'))).toBe(true);
  });

  it('passes on a failure that is not about the fields', async () => {
    const flights: FlightsGatewayService = {
      airports: () => AIRPORTS,
      search: async () => {
        throw new AppError('UNAVAILABLE', 'Flight search is resting');
      },
    };
    await expect(call(flights, 'search', oneWay)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
