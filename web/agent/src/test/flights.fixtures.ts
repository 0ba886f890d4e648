import type {
  AirportShape,
  FareOption,
  FareRules,
  FlightSearchResult,
  FlightSegment,
  Itinerary,
} from '@tripsetu/domain/flight-api.ts';
import { FARE_COMPONENT_LABELS } from '@tripsetu/domain/flight-api.ts';
import { fareIdOf } from '@tripsetu/domain/flight-wire.ts';

/** Test data shaped like the server's answers (flight-api.ts), for the flight pages' tests. */

export const AIRPORTS: AirportShape[] = [
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
    group: null,
  },
  { code: 'GOI', name: 'Dabolim Airport', city: 'Goa', country: 'India', countryCode: 'IN', group: 'GOA' },
  {
    code: 'DXB',
    name: 'Dubai International Airport',
    city: 'Dubai',
    country: 'United Arab Emirates',
    countryCode: 'AE',
    group: null,
  },
];

const CARRIERS: Record<string, string> = { '6E': 'IndiGo', AI: 'Air India', QP: 'Akasa Air' };

/** A fare for 1 adult, 1 child, 1 infant: the adult pays `adultBase` + taxes, the child 75%, the infant a flat fee. */
export function fare(id: string, family: string, adultBase: number, options: Partial<FareOption> = {}): FareOption {
  const components = (base: number) => [
    { code: 'BASE' as const, label: FARE_COMPONENT_LABELS.BASE, amountPaise: base },
    { code: 'YQ' as const, label: FARE_COMPONENT_LABELS.YQ, amountPaise: 50_000 },
    { code: 'K3' as const, label: FARE_COMPONENT_LABELS.K3, amountPaise: Math.round(base * 0.05) },
    { code: 'OTHER_TAXES' as const, label: FARE_COMPONENT_LABELS.OTHER_TAXES, amountPaise: 30_000 },
  ];
  const sum = (list: { amountPaise: number }[]) => list.reduce((total, entry) => total + entry.amountPaise, 0);
  const adult = components(adultBase);
  const child = components(Math.round(adultBase * 0.75));
  // An infant pays a flat base fare and no taxes; every fare lists the four components, as the server's do.
  const infant = [
    { code: 'BASE' as const, label: FARE_COMPONENT_LABELS.BASE, amountPaise: 150_000 },
    { code: 'YQ' as const, label: FARE_COMPONENT_LABELS.YQ, amountPaise: 0 },
    { code: 'K3' as const, label: FARE_COMPONENT_LABELS.K3, amountPaise: 0 },
    { code: 'OTHER_TAXES' as const, label: FARE_COMPONENT_LABELS.OTHER_TAXES, amountPaise: 0 },
  ];
  const pax = [
    { paxType: 'ADT' as const, count: 1, components: adult, totalPaise: sum(adult) },
    { paxType: 'CHD' as const, count: 1, components: child, totalPaise: sum(child) },
    { paxType: 'INF' as const, count: 1, components: infant, totalPaise: sum(infant) },
  ];
  return {
    id,
    family,
    cabin: 'ECONOMY',
    bookingClass: 'T',
    seatsLeft: 9,
    refundable: false,
    baggage: { cabinKg: 7, checkInKg: 15, infantCheckInKg: 10 },
    fareType: 'REGULAR',
    special: null,
    pax,
    totalPaise: pax.reduce((total, line) => total + line.count * line.totalPaise, 0),
    rulesId: 'R-STANDARD',
    ...options,
  };
}

/** The rules every fixture fare names. */
export const STANDARD_RULES: FareRules = {
  cancellation: [
    { window: 'More than 72 hours', hoursBeforeFrom: null, hoursBeforeTo: 72, chargePaise: 300_000 },
    { window: '72 hours to 4 hours', hoursBeforeFrom: 72, hoursBeforeTo: 4, chargePaise: 450_000 },
    { window: 'Less than 4 hours', hoursBeforeFrom: 4, hoursBeforeTo: 0, chargePaise: null },
  ],
  change: [
    { window: 'More than 72 hours', hoursBeforeFrom: null, hoursBeforeTo: 72, chargePaise: 250_000 },
    { window: 'Less than 72 hours', hoursBeforeFrom: 72, hoursBeforeTo: 0, chargePaise: null },
  ],
  notes: ['Fare difference, if any, is payable on change.'],
};

export function segment(
  carrier: string,
  flightNumber: string,
  from: string,
  to: string,
  date: string,
  departureTime: string,
  arrivalTime: string,
  extra: Partial<FlightSegment> = {},
): FlightSegment {
  const city = (code: string) => AIRPORTS.find((airport) => airport.code === code)?.city ?? code;
  return {
    carrier,
    carrierName: CARRIERS[carrier] ?? carrier,
    flightNumber,
    aircraft: '32N',
    aircraftName: 'Airbus A320neo',
    origin: from,
    originCity: city(from),
    destination: to,
    destinationCity: city(to),
    departureDate: date,
    departureTime,
    arrivalDate: date,
    arrivalTime,
    departureTerminal: 'T3',
    arrivalTerminal: '2',
    durationMinutes: 130,
    layoverMinutes: 0,
    ...extra,
  };
}

/** An itinerary of the segments; its fares take their ids from it, as the server's do (fareIdOf). */
export function itinerary(segments: FlightSegment[], fares: FareOption[], options: Partial<Itinerary> = {}): Itinerary {
  const first = segments[0] as FlightSegment;
  const id = `${segments.map((entry) => `${entry.carrier}-${entry.flightNumber}`).join('|')}@${first.departureDate}`;
  const named = fares.map((entry) => ({ ...entry, id: fareIdOf(id, entry.cabin, entry.fareType, entry.family) }));
  return {
    id,
    segments,
    stops: segments.length - 1,
    durationMinutes: segments.reduce((total, entry) => total + entry.durationMinutes + entry.layoverMinutes, 0),
    carriers: [...new Set(segments.map((entry) => entry.carrier))],
    fares: named,
    lowestTotalPaise: Math.min(...named.map((entry) => entry.totalPaise)),
    refundable: named.some((entry) => entry.refundable),
    ...options,
  };
}

/** DEL–BOM on 1 Dec and back on 5 Dec: three onward itineraries (one with a stop), two return. */
export function roundTripResult(): FlightSearchResult {
  const onward = [
    itinerary(
      [segment('6E', '2134', 'DEL', 'BOM', '2026-12-01', '0605', '0815')],
      [fare('o1-saver', 'Saver', 450_000), fare('o1-flexi', 'Flexi', 560_000, { refundable: true })],
    ),
    itinerary(
      [
        segment('AI', '865', 'DEL', 'GOI', '2026-12-01', '1400', '1630', { durationMinutes: 150 }),
        segment('6E', '517', 'GOI', 'BOM', '2026-12-01', '1750', '1900', { durationMinutes: 70, layoverMinutes: 80 }),
      ],
      [fare('o2-value', 'Value', 380_000, { seatsLeft: 3 })],
    ),
    itinerary(
      [segment('QP', '1101', 'DEL', 'BOM', '2026-12-01', '2130', '2345')],
      [fare('o3-saver', 'Saver', 420_000)],
    ),
  ];
  const back = [
    itinerary([segment('AI', '660', 'BOM', 'DEL', '2026-12-05', '0900', '1110')], [fare('r1-saver', 'Saver', 470_000)]),
    itinerary(
      [segment('6E', '5041', 'BOM', 'DEL', '2026-12-05', '2255', '0105', { arrivalDate: '2026-12-06' })],
      [fare('r2-saver', 'Saver', 400_000)],
    ),
  ];
  return {
    legs: [
      { from: 'DEL', to: 'BOM', date: '2026-12-01', fromAirports: ['DEL'], toAirports: ['BOM'], itineraries: onward },
      { from: 'BOM', to: 'DEL', date: '2026-12-05', fromAirports: ['BOM'], toAirports: ['DEL'], itineraries: back },
    ],
    travellers: { adults: 1, children: 1, infants: 1 },
    cabin: 'ECONOMY',
    fareType: 'REGULAR',
    computedAt: '2026-11-22T08:35:00Z',
    fareRules: { 'R-STANDARD': STANDARD_RULES },
  };
}
