import { describe, expect, it } from 'vitest';
import type { FlightSegment, Itinerary } from './flight-api.ts';
import {
  durationText,
  facetsOf,
  filterItineraries,
  formatHhmm,
  formatHhmm12,
  refundableFaresOnly,
  SORT_KEYS,
  sortItineraries,
  stopsLabel,
  TIME_BAND_RANGES,
  TIME_BANDS,
  terminalLabel,
  timeBandOf,
} from './flight-results.ts';

const CARRIERS: Record<string, string> = { '6E': 'IndiGo', AI: 'Air India', QP: 'Akasa Air', SG: 'SpiceJet' };

function segment(carrier: string, departureTime: string, arrivalTime: string, extra: Partial<FlightSegment> = {}) {
  return {
    carrier,
    carrierName: CARRIERS[carrier] ?? carrier,
    flightNumber: '100',
    aircraft: '32N',
    aircraftName: 'Airbus A320neo',
    origin: 'DEL',
    originCity: 'New Delhi',
    destination: 'BOM',
    destinationCity: 'Mumbai',
    departureDate: '2026-12-01',
    departureTime,
    arrivalDate: '2026-12-01',
    arrivalTime,
    departureTerminal: '3',
    arrivalTerminal: '2',
    durationMinutes: 130,
    layoverMinutes: 0,
    ...extra,
  } satisfies FlightSegment;
}

function itinerary(
  id: string,
  options: {
    carriers?: string[];
    departure?: string;
    arrival?: string;
    arrivalDate?: string;
    price?: number;
    duration?: number;
    stops?: number;
    refundable?: boolean;
  } = {},
): Itinerary {
  const carriers = options.carriers ?? ['6E'];
  const segments = carriers.map((carrier, index) =>
    segment(carrier, index === 0 ? (options.departure ?? '0800') : '1300', options.arrival ?? '1010', {
      arrivalDate: options.arrivalDate ?? '2026-12-01',
      layoverMinutes: index === 0 ? 0 : 60,
    }),
  );
  return {
    id,
    segments,
    stops: options.stops ?? carriers.length - 1,
    durationMinutes: options.duration ?? 130,
    carriers: [...new Set(carriers)],
    fares: [],
    lowestTotalPaise: options.price ?? 500_000,
    refundable: options.refundable ?? false,
  };
}

const ids = (list: Itinerary[]) => list.map((entry) => entry.id);

describe('sorting flight results', () => {
  it('offers the five §9 sort keys', () => {
    expect(SORT_KEYS).toEqual(['PRICE', 'DEPARTURE', 'DURATION', 'ARRIVAL', 'AIRLINE']);
  });

  it('sorts by price, cheapest first, and dearest first when descending', () => {
    const list = [
      itinerary('b', { price: 700_000 }),
      itinerary('a', { price: 450_000 }),
      itinerary('c', { price: 900_000 }),
    ];
    expect(ids(sortItineraries(list, 'PRICE'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortItineraries(list, 'PRICE', 'desc'))).toEqual(['c', 'b', 'a']);
  });

  it('sorts by departure time across dates, by arrival including the next day, and by duration', () => {
    const list = [
      itinerary('late', { departure: '2130', arrival: '0005', arrivalDate: '2026-12-02', duration: 155 }),
      itinerary('early', { departure: '0545', arrival: '0800', duration: 135 }),
      itinerary('noon', { departure: '1200', arrival: '2350', duration: 710 }),
    ];
    expect(ids(sortItineraries(list, 'DEPARTURE'))).toEqual(['early', 'noon', 'late']);
    expect(ids(sortItineraries(list, 'ARRIVAL'))).toEqual(['early', 'noon', 'late']);
    expect(ids(sortItineraries(list, 'DURATION'))).toEqual(['early', 'late', 'noon']);
    expect(ids(sortItineraries(list, 'DURATION', 'desc'))).toEqual(['noon', 'late', 'early']);
  });

  it('sorts by airline name, not code', () => {
    const list = [
      itinerary('spicejet', { carriers: ['SG'] }),
      itinerary('indigo', { carriers: ['6E'] }),
      itinerary('air-india', { carriers: ['AI'] }),
      itinerary('akasa', { carriers: ['QP'] }),
    ];
    expect(ids(sortItineraries(list, 'AIRLINE'))).toEqual(['air-india', 'akasa', 'indigo', 'spicejet']);
  });

  it('breaks ties by price, then departure, then keeps the original order', () => {
    const list = [
      itinerary('dear-early', { carriers: ['6E'], price: 800_000, departure: '0600' }),
      itinerary('cheap-late', { carriers: ['6E'], price: 500_000, departure: '2000' }),
      itinerary('cheap-early-1', { carriers: ['6E'], price: 500_000, departure: '0700' }),
      itinerary('cheap-early-2', { carriers: ['6E'], price: 500_000, departure: '0700' }),
    ];
    const expected = ['cheap-early-1', 'cheap-early-2', 'cheap-late', 'dear-early'];
    expect(ids(sortItineraries(list, 'AIRLINE'))).toEqual(expected);
    // Reversing the key does not reverse the tie-break: the cheapest still leads among equals.
    expect(ids(sortItineraries(list, 'AIRLINE', 'desc'))).toEqual(expected);
    expect(ids(list)).toEqual(['dear-early', 'cheap-late', 'cheap-early-1', 'cheap-early-2']);
  });
});

describe('departure time bands', () => {
  it('uses the §9 bands with 6am, noon, 4pm and 8pm starting the next band', () => {
    expect(TIME_BANDS.map((band) => TIME_BAND_RANGES[band].hours)).toEqual([
      '12am–6am',
      '6am–12pm',
      '12pm–4pm',
      '4pm–8pm',
      '8pm–12am',
    ]);
    expect(timeBandOf('0000')).toBe('EARLY_MORNING');
    expect(timeBandOf('0559')).toBe('EARLY_MORNING');
    expect(timeBandOf('0600')).toBe('MORNING');
    expect(timeBandOf('1159')).toBe('MORNING');
    expect(timeBandOf('1200')).toBe('AFTERNOON');
    expect(timeBandOf('1600')).toBe('EVENING');
    expect(timeBandOf('2000')).toBe('NIGHT');
    expect(timeBandOf('2359')).toBe('NIGHT');
    expect(timeBandOf('545')).toBe('EARLY_MORNING');
  });
});

describe('refining flight results', () => {
  const list = [
    itinerary('direct-6e', { carriers: ['6E'], price: 450_000, departure: '0630', refundable: true }),
    itinerary('direct-ai', { carriers: ['AI'], price: 620_000, departure: '1400' }),
    itinerary('one-stop', { carriers: ['AI', '6E'], price: 380_000, departure: '2210' }),
    itinerary('two-stops', { carriers: ['SG', 'SG', 'SG'], price: 300_000, departure: '0400' }),
    itinerary('three-stops', { carriers: ['SG', 'QP', 'QP', 'SG'], price: 290_000, departure: '1700' }),
  ];

  it('keeps everything with no filter', () => {
    expect(ids(filterItineraries(list, {}))).toEqual(ids(list));
    expect(ids(filterItineraries(list, { stops: [], airlines: [], departureBands: [] }))).toEqual(ids(list));
  });

  it('filters by stops, 2 meaning two or more', () => {
    expect(ids(filterItineraries(list, { stops: [0] }))).toEqual(['direct-6e', 'direct-ai']);
    expect(ids(filterItineraries(list, { stops: [2] }))).toEqual(['two-stops', 'three-stops']);
    expect(ids(filterItineraries(list, { stops: [0, 1] }))).toEqual(['direct-6e', 'direct-ai', 'one-stop']);
  });

  it('filters by airline, matching an itinerary that any chosen airline flies part of', () => {
    expect(ids(filterItineraries(list, { airlines: ['6E'] }))).toEqual(['direct-6e', 'one-stop']);
    expect(ids(filterItineraries(list, { airlines: ['QP', 'AI'] }))).toEqual(['direct-ai', 'one-stop', 'three-stops']);
  });

  it('filters by departure band, price ceiling and refundability, all together', () => {
    expect(ids(filterItineraries(list, { departureBands: ['EARLY_MORNING', 'NIGHT'] }))).toEqual([
      'one-stop',
      'two-stops',
    ]);
    expect(ids(filterItineraries(list, { departureBands: ['MORNING'] }))).toEqual(['direct-6e']);
    expect(ids(filterItineraries(list, { maxPricePaise: 380_000 }))).toEqual(['one-stop', 'two-stops', 'three-stops']);
    expect(ids(filterItineraries(list, { refundableOnly: true }))).toEqual(['direct-6e']);
    expect(ids(filterItineraries(list, { stops: [0], airlines: ['AI'], maxPricePaise: 700_000 }))).toEqual([
      'direct-ai',
    ]);
    expect(filterItineraries(list, { stops: [0], maxPricePaise: 400_000 })).toEqual([]);
  });
});

describe('facets of a result list', () => {
  it('counts each airline once per itinerary with its lowest price, stops classes, bands and the price range', () => {
    const facets = facetsOf([
      itinerary('a', { carriers: ['6E'], price: 450_000, departure: '0630' }),
      itinerary('b', { carriers: ['AI', '6E'], price: 380_000, departure: '2210' }),
      itinerary('c', { carriers: ['SG', 'SG', 'SG'], price: 300_000, departure: '0400' }),
      itinerary('d', { carriers: ['SG', 'QP', 'QP', 'SG'], price: 290_000, departure: '0700' }),
    ]);
    expect(facets.airlines).toEqual([
      { code: 'AI', name: 'Air India', count: 1, lowestPaise: 380_000 },
      { code: 'QP', name: 'Akasa Air', count: 1, lowestPaise: 290_000 },
      { code: '6E', name: 'IndiGo', count: 2, lowestPaise: 380_000 },
      { code: 'SG', name: 'SpiceJet', count: 2, lowestPaise: 290_000 },
    ]);
    expect(facets.stops).toEqual([
      { stops: 0, count: 1 },
      { stops: 1, count: 1 },
      { stops: 2, count: 2 },
    ]);
    expect(facets.departureBands).toEqual([
      { band: 'EARLY_MORNING', count: 1 },
      { band: 'MORNING', count: 2 },
      { band: 'NIGHT', count: 1 },
    ]);
    expect(facets.price).toEqual({ minPaise: 290_000, maxPaise: 450_000 });
  });

  it('has no price range and no options for an empty list', () => {
    expect(facetsOf([])).toEqual({ airlines: [], stops: [], departureBands: [], price: null });
  });
});

describe('display helpers (consumer-site.md §9)', () => {
  it('shows HHMM as HH:MM, padding short times', () => {
    expect(formatHhmm('0705')).toBe('07:05');
    expect(formatHhmm('2359')).toBe('23:59');
    expect(formatHhmm('705')).toBe('07:05');
    expect(formatHhmm(5)).toBe('00:05');
  });

  it('shows HHMM as 12-hour time with AM and PM, midnight and noon as 12', () => {
    expect(formatHhmm12('1930')).toBe('7:30 PM');
    expect(formatHhmm12('0705')).toBe('7:05 AM');
    expect(formatHhmm12('0000')).toBe('12:00 AM');
    expect(formatHhmm12('0015')).toBe('12:15 AM');
    expect(formatHhmm12('1200')).toBe('12:00 PM');
    expect(formatHhmm12('1159')).toBe('11:59 AM');
  });

  it('shows minutes as Nh Nm', () => {
    expect(durationText(125)).toBe('2h 5m');
    expect(durationText(60)).toBe('1h 0m');
    expect(durationText(45)).toBe('0h 45m');
    expect(durationText(1510)).toBe('25h 10m');
  });

  it('normalises terminal names to Terminal-N', () => {
    expect(terminalLabel('T2')).toBe('Terminal-2');
    expect(terminalLabel('2')).toBe('Terminal-2');
    expect(terminalLabel('Terminal 2')).toBe('Terminal-2');
    expect(terminalLabel('terminal-1D')).toBe('Terminal-1D');
    expect(terminalLabel('Terminal2')).toBe('Terminal-2');
    expect(terminalLabel(' t 3 ')).toBe('Terminal-3');
    expect(terminalLabel('Terminal-2')).toBe('Terminal-2');
    expect(terminalLabel('Transit')).toBe('Terminal-Transit');
    expect(terminalLabel('')).toBe('');
    expect(terminalLabel(null)).toBe('');
  });

  it('names the stops', () => {
    expect(stopsLabel(0)).toBe('Non-stop');
    expect(stopsLabel(1)).toBe('1 stop');
    expect(stopsLabel(2)).toBe('2 stops');
    expect(stopsLabel(3)).toBe('3 stops');
  });
});

describe('refundable only', () => {
  const fare = (id: string, totalPaise: number, refundable: boolean) =>
    ({ id, totalPaise, refundable }) as unknown as Itinerary['fares'][number];

  it('keeps the refundable fares, prices each itinerary from them, and drops one with none', () => {
    const mixed = {
      ...itinerary('mixed', { price: 450_000, refundable: true }),
      fares: [fare('saver', 450_000, false), fare('flexi', 560_000, true)],
    };
    const saverOnly = { ...itinerary('saver-only', { price: 380_000 }), fares: [fare('value', 380_000, false)] };
    const kept = refundableFaresOnly([mixed, saverOnly]);
    expect(kept.map((entry) => entry.id)).toEqual(['mixed']);
    expect(kept[0]?.fares.map((entry) => entry.id)).toEqual(['flexi']);
    expect(kept[0]?.lowestTotalPaise).toBe(560_000);
    // A price ceiling then reads the refundable price, not the Saver's.
    expect(filterItineraries(kept, { maxPricePaise: 500_000 })).toEqual([]);
  });
});
