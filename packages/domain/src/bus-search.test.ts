import { describe, expect, it } from 'vitest';
import { busLayout, MAX_SEATS_PER_BOOKING, seatFarePaise } from './bus-layouts.ts';
import {
  BUS_MSG,
  BUS_MSG_DECIDED,
  type BusTrip,
  filterBusTrips,
  NO_BUS_FILTERS,
  sortBusTrips,
  validateBusSearch,
} from './bus-search.ts';
import { BUS_LAYOUT_KINDS } from './bus-types.ts';

const trip = (id: string, change: Partial<BusTrip> & { ac?: boolean; sleeper?: boolean } = {}): BusTrip => ({
  id,
  operator: { code: 'VRL', name: 'VRL Travels', state: false, rating: 4.2, ratings: 900, contact: '' },
  serviceName: 'VRL',
  busType: {
    code: 'AC_SLEEPER',
    name: 'A/C Sleeper (2+1)',
    ac: change.ac ?? true,
    sleeper: change.sleeper ?? true,
    seater: !(change.sleeper ?? true),
  },
  from: 'BLR',
  to: 'HYD',
  departureDate: '2026-12-10',
  departureTime: '2100',
  arrivalDate: '2026-12-11',
  arrivalTime: '0700',
  durationMinutes: 600,
  seatsLeft: 10,
  totalSeats: 36,
  fareFromPaise: 110_000,
  amenities: [],
  cancellationPolicy: [],
  boardingPoints: [
    { id: 'BLR-0', name: 'Madiwala', date: '2026-12-10', time: '2100', address: '', landmark: '', contact: '' },
  ],
  droppingPoints: [
    { id: 'HYD-0', name: 'Ameerpet', date: '2026-12-11', time: '0700', address: '', landmark: '', contact: '' },
  ],
  ...change,
});

describe('bus search rules', () => {
  const known = (id: string) => ['BLR', 'HYD'].includes(id);
  it('refuses yesterday, past the 30 days, the same city and cities not served', () => {
    expect(validateBusSearch({ from: 'BLR', to: 'HYD', date: '2026-12-01' }, '2026-12-02', known).date).toBe(
      BUS_MSG.yesterday,
    );
    expect(validateBusSearch({ from: 'BLR', to: 'HYD', date: '2027-01-02' }, '2026-12-02', known).date).toBe(
      BUS_MSG_DECIDED.tooFar,
    );
    expect(validateBusSearch({ from: 'BLR', to: 'HYD', date: '2027-01-01' }, '2026-12-02', known)).toEqual({});
    expect(validateBusSearch({ from: 'BLR', to: 'BLR', date: '2026-12-03' }, '2026-12-02', known).to).toBe(
      BUS_MSG_DECIDED.sameCity,
    );
    expect(validateBusSearch({ from: 'GOA', to: 'HYD', date: '2026-12-03' }, '2026-12-02', known).from).toBe(
      BUS_MSG_DECIDED.unknownCity,
    );
  });

  it('filters by time bands, type, operator, stops and fare; any choice within a filter, all filters together', () => {
    const trips = [
      trip('a'),
      trip('b', { departureTime: '0630', ac: false, sleeper: false, fareFromPaise: 60_000 }),
      trip('c', { operator: { ...trip('x').operator, code: 'KSRTC' }, arrivalTime: '1500' }),
    ];
    const ids = (filters: Partial<typeof NO_BUS_FILTERS>) =>
      filterBusTrips(trips, { ...NO_BUS_FILTERS, ...filters }).map((entry) => entry.id);
    expect(ids({})).toEqual(['a', 'b', 'c']);
    expect(ids({ departureBands: ['MORNING'] })).toEqual(['b']);
    expect(ids({ departureBands: ['MORNING', 'NIGHT'] })).toEqual(['a', 'b', 'c']);
    expect(ids({ arrivalBands: ['AFTERNOON'] })).toEqual(['c']);
    expect(ids({ types: ['NON_AC'] })).toEqual(['b']);
    expect(ids({ types: ['AC', 'NON_AC'] })).toEqual(['a', 'b', 'c']);
    expect(ids({ types: ['NON_AC', 'SLEEPER'] })).toEqual([]);
    expect(ids({ types: ['SEATER', 'SLEEPER'] })).toEqual(['a', 'b', 'c']);
    expect(ids({ types: ['SLEEPER'], operators: ['KSRTC'] })).toEqual(['c']);
    expect(ids({ boardingPoints: ['Madiwala'], maxFarePaise: 100_000 })).toEqual(['b']);
    expect(ids({ droppingPoints: ['Kukatpally'] })).toEqual([]);
  });

  it('sorts by departure, duration, fare (low first), rating and seats (high first)', () => {
    const trips = [
      trip('a', { departureTime: '2200', durationMinutes: 500, fareFromPaise: 90_000, seatsLeft: 3 }),
      trip('b', { departureTime: '2000', durationMinutes: 700, fareFromPaise: 80_000, seatsLeft: 20 }),
      trip('c', {
        departureTime: '2100',
        durationMinutes: 600,
        fareFromPaise: 95_000,
        operator: { ...trip('x').operator, rating: 4.8 },
      }),
    ];
    const order = (sort: Parameters<typeof sortBusTrips>[1]) => sortBusTrips(trips, sort).map((entry) => entry.id);
    expect(order('DEPARTURE')).toEqual(['b', 'c', 'a']);
    expect(order('DURATION')).toEqual(['a', 'c', 'b']);
    expect(order('FARE')).toEqual(['b', 'a', 'c']);
    expect(order('RATING')).toEqual(['c', 'b', 'a']);
    expect(order('SEATS')).toEqual(['b', 'c', 'a']);
  });
});

describe('bus seat layouts', () => {
  it('numbers every seat once, keeps berths two rows long within their deck, and marks ladies seats', () => {
    for (const kind of BUS_LAYOUT_KINDS) {
      const layout = busLayout(kind);
      expect(new Set(layout.seats.map((seat) => seat.seatNo)).size, kind).toBe(layout.seats.length);
      const cells = new Set<string>();
      for (const seat of layout.seats) {
        expect(seat.column).toBeLessThan(layout.columns);
        expect(seat.row + seat.length).toBeLessThanOrEqual(layout.rows[seat.deck]);
        for (let r = seat.row; r < seat.row + seat.length; r++) {
          const cell = `${seat.deck}|${r}|${seat.column}`;
          expect(cells.has(cell), `${kind} ${cell}`).toBe(false);
          cells.add(cell);
        }
      }
      expect(layout.seats.some((seat) => seat.ladies)).toBe(true);
    }
    expect(MAX_SEATS_PER_BOOKING).toBe(6);
  });

  it('prices a berth above a seat and an upper berth a little below a lower one', () => {
    expect(seatFarePaise({ kind: 'SEAT', deck: 'LOWER' }, 80_000, 1.25)).toBe(80_000);
    expect(seatFarePaise({ kind: 'SLEEPER', deck: 'LOWER' }, 80_000, 1.25)).toBe(100_000);
    expect(seatFarePaise({ kind: 'SLEEPER', deck: 'UPPER' }, 80_000, 1.25)).toBe(92_000);
  });
});
