import { describe, expect, it } from 'vitest';
import type { BusSearchAnswer, BusStop, BusTrip } from './bus-search.ts';
import { busSearchWire, expandBusSearch, toBusWire } from './bus-wire.ts';

const POLICY = [
  { fromHours: 24, toHours: null, chargePercent: 10 },
  { fromHours: 0, toHours: 24, chargePercent: 100 },
];
const OPERATOR = {
  code: 'VRL',
  name: 'VRL Travels',
  state: false,
  rating: 4.3,
  ratings: 1200,
  contact: '+91 8040001111',
};
const SLEEPER = { code: 'AC_SLEEPER', name: 'A/C Sleeper (2+1)', ac: true, sleeper: true, seater: false };

const stop = (id: string, date: string, time: string, contact = OPERATOR.contact): BusStop => ({
  id,
  name: `Point ${id}`,
  date,
  time,
  address: `Point ${id}, Bengaluru`,
  landmark: `Near ${id}`,
  contact,
});

const trip = (id: string, overrides: Partial<BusTrip>): BusTrip => ({
  id,
  operator: OPERATOR,
  serviceName: 'Bengaluru – Hyderabad',
  busType: SLEEPER,
  from: 'BLR',
  to: 'HYD',
  departureDate: '2026-12-01',
  departureTime: '2200',
  arrivalDate: '2026-12-02',
  arrivalTime: '0630',
  durationMinutes: 510,
  seatsLeft: 12,
  totalSeats: 30,
  fareFromPaise: 120_000,
  amenities: ['Water Bottle', 'Blankets'],
  cancellationPolicy: POLICY,
  boardingPoints: [stop('BLR-1', '2026-12-01', '2200'), stop('BLR-2', '2026-12-01', '2230')],
  droppingPoints: [stop('HYD-1', '2026-12-02', '0615')],
  ...overrides,
});

const ANSWER: BusSearchAnswer = {
  from: { id: 'BLR', name: 'Bengaluru', state: 'KA' },
  to: { id: 'HYD', name: 'Hyderabad', state: 'TS' },
  date: '2026-12-01',
  trips: [
    trip('1@2026-12-01', {}),
    trip('2@2026-12-01', {
      operator: { ...OPERATOR, code: 'KSRTC', name: 'KSRTC (Karnataka)', state: true, contact: '+91 8022222222' },
      departureTime: '0600',
      arrivalDate: '2026-12-01',
      arrivalTime: '1430',
      amenities: ['Blankets', 'CCTV'],
      cancellationPolicy: [{ fromHours: 0, toHours: null, chargePercent: 50 }],
      // A stop shared with the first bus, at another time and with its own telephone.
      boardingPoints: [stop('BLR-2', '2026-12-01', '0600', '+91 9000000000')],
      droppingPoints: [stop('HYD-1', '2026-12-01', '1430', '+91 8022222222')],
    }),
    // The same operator's other bus, rated by other travellers.
    trip('3@2026-12-01', { departureTime: '2300', seatsLeft: 0, operator: { ...OPERATOR, rating: 4.1, ratings: 87 } }),
  ],
};

describe('the bus search as it is sent (bus-wire.ts)', () => {
  it('gives back exactly the answer it was made from', () => {
    const wire = toBusWire(ANSWER);
    expect(busSearchWire.parse(JSON.parse(JSON.stringify(wire)))).toEqual(wire);
    expect(expandBusSearch(JSON.parse(JSON.stringify(wire)))).toEqual(ANSWER);
  });

  it('sends each operator, bus type, stop, amenity and policy once', () => {
    const wire = toBusWire(ANSWER);
    expect(Object.keys(wire.operators)).toEqual(['VRL', 'KSRTC']);
    expect(Object.keys(wire.busTypes)).toEqual(['AC_SLEEPER']);
    expect(Object.keys(wire.stops)).toEqual(['BLR-1', 'BLR-2', 'HYD-1']);
    expect(wire.amenities).toEqual(['Water Bottle', 'Blankets', 'CCTV']);
    expect(wire.policies).toHaveLength(2);
    expect(wire.trips.map((sent) => sent.policy)).toEqual([0, 1, 0]);
  });

  it('names a call by its day after the search and its telephone only where it is not the operator’s', () => {
    const [first, second] = toBusWire(ANSWER).trips;
    expect(first?.dropping).toEqual([['HYD-1', 1, '0615', '']]);
    expect(second?.boarding).toEqual([['BLR-2', 0, '0600', '+91 9000000000']]);
    expect(second?.dropping).toEqual([['HYD-1', 0, '1430', '']]);
  });

  it('sends an empty day as an empty list of trips', () => {
    const none = { ...ANSWER, trips: [] };
    expect(expandBusSearch(toBusWire(none))).toEqual(none);
  });
});
