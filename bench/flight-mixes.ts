/**
 * The flight-search request mixes (mixed, steady, cold, hot) shared by the load bench (flight-search.bench.ts)
 * and the in-process replay (flight-replay.ts): the same routes, circuits, travellers and seeded draws,
 * and a copy of the server's leg cache rules to tell which legs a request makes the server price.
 */
import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import { mulberry32 } from '../server/src/db/seed/random.ts';
import { PRICED_LEGS_KEPT, SEARCH_CACHE_MS } from '../server/src/modules/flights/flights.service.ts';

/** `steady` draws as `mixed` does; the load bench measures it on a server that has run it for a minute. */
export type Mix = 'mixed' | 'steady' | 'cold' | 'hot';
export type TripType = 'ONE_WAY' | 'ROUND_TRIP' | 'MULTI_CITY';
export const TRIPS: { trip: TripType; label: string }[] = [
  { trip: 'ONE_WAY', label: 'one way' },
  { trip: 'ROUND_TRIP', label: 'round trip' },
  { trip: 'MULTI_CITY', label: 'multi city (3)' },
];

interface Pax {
  adults: number;
  children: number;
  infants: number;
}
interface Segment {
  from: string;
  to: string;
  date: string;
}
interface SearchBody extends Pax {
  tripType: TripType;
  segments: Segment[];
  returnDate?: string;
  cabin: 'ECONOMY';
  nearbyAirports: false;
  nonStopOnly: false;
  fareType: 'REGULAR';
}

/** Busy domestic routes: metro to metro, and metro to big city (all flown non-stop by the seed). */
const ROUTES = [
  // metro – metro
  'DEL-BOM BOM-DEL BLR-DEL DEL-BLR BOM-BLR BLR-BOM HYD-CCU DEL-HYD HYD-DEL MAA-DEL DEL-MAA DEL-CCU CCU-DEL',
  'BOM-HYD BOM-MAA BLR-HYD BLR-CCU MAA-CCU HYD-MAA BLR-MAA',
  // metro – big city
  'BOM-GOI DEL-GOI BLR-GOI DEL-PNQ BLR-PNQ HYD-PNQ DEL-AMD BOM-AMD DEL-COK BOM-COK BOM-JAI DEL-LKO BOM-LKO',
  'CCU-GAU DEL-GAU DEL-SXR BLR-TRV CCU-PAT',
]
  .flatMap((line) => line.split(' '))
  .map((route) => route.split('-') as [string, string]);

/** Multi-city circuits of three flights: A→B, B→C, C→A. */
const CIRCUITS = [
  'DEL-BOM-GOI DEL-BLR-COK BOM-BLR-MAA BLR-HYD-DEL CCU-DEL-BOM HYD-BOM-AMD DEL-CCU-GAU MAA-DEL-LKO BOM-HYD-CCU',
  'PNQ-DEL-BLR BLR-GOI-BOM DEL-AMD-BOM CCU-BLR-MAA DEL-HYD-MAA BLR-DEL-CCU AMD-DEL-BLR COK-BOM-DEL DEL-MAA-TRV',
  'BOM-DEL-SXR HYD-BLR-PNQ',
]
  .flatMap((line) => line.split(' '))
  .map((circuit) => circuit.split('-') as [string, string, string]);

/** Travellers in the realistic mix: mostly one or two adults, sometimes a child or an infant. */
const PAX_MIX: [weight: number, pax: Pax][] = [
  [40, { adults: 1, children: 0, infants: 0 }],
  [25, { adults: 2, children: 0, infants: 0 }],
  [10, { adults: 3, children: 0, infants: 0 }],
  [10, { adults: 2, children: 1, infants: 0 }],
  [7, { adults: 2, children: 0, infants: 1 }],
  [4, { adults: 1, children: 0, infants: 1 }],
  [4, { adults: 2, children: 2, infants: 0 }],
];
/**
 * The cold mix's last departure day: its 38 routes then have 6,688 one-way legs, more than the server
 * keeps (PRICED_LEGS_KEPT, 4,000), so that some are never in its cache (90 days, 3,268 legs, while it
 * kept 2,000).
 */
const COLD_LAST_DAY = 180;
/** The cold mix: every combination of 1–4 adults, 0–2 children, 0–1 infant (24). */
const PAX_ALL: Pax[] = [1, 2, 3, 4].flatMap((adults) =>
  [0, 1, 2].flatMap((children) => [0, 1].map((infants) => ({ adults, children, infants }))),
);

/** Seeded (mulberry32, as the demo data), so that every run draws the same requests. */
const random = mulberry32(20261122);
const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const PAX_WEIGHT = PAX_MIX.reduce((total, [weight]) => total + weight, 0);
function pickPax(): Pax {
  let r = random() * PAX_WEIGHT;
  for (const [weight, pax] of PAX_MIX) {
    r -= weight;
    if (r < 0) return pax;
  }
  return PAX_MIX[0]?.[1] as Pax;
}

const today = todayInIndia();
const body = (tripType: TripType, segments: Segment[], pax: Pax, returnDate?: string): SearchBody => ({
  tripType,
  segments,
  ...(returnDate ? { returnDate } : {}),
  ...pax,
  cabin: 'ECONOMY',
  nearbyAirports: false,
  nonStopOnly: false,
  fareType: 'REGULAR',
});

/** A search of a trip type with its dates `days` ahead and the given travellers. */
export function draw(trip: TripType, days: number, pax: Pax, gaps: [number, number]): SearchBody {
  const date = addDays(today, days);
  if (trip === 'MULTI_CITY') {
    const [a, b, c] = pick(CIRCUITS);
    const second = addDays(date, gaps[0]);
    const third = addDays(second, gaps[1]);
    return body(
      trip,
      [
        { from: a, to: b, date },
        { from: b, to: c, date: second },
        { from: c, to: a, date: third },
      ],
      pax,
    );
  }
  const [from, to] = pick(ROUTES);
  return body(trip, [{ from, to, date }], pax, trip === 'ROUND_TRIP' ? addDays(date, gaps[0]) : undefined);
}

/**
 * The legs the server prices (and caches) for a search, keyed as flights.service.ts keys its priced
 * legs, without the travellers; with `withTravellers`, as it keyed its legs before the priced-leg cache.
 */
export function legKeys(search: SearchBody, withTravellers = false): string[] {
  const legs =
    search.tripType === 'ROUND_TRIP'
      ? [
          search.segments[0] as Segment,
          { from: search.segments[0]?.to, to: search.segments[0]?.from, date: search.returnDate } as Segment,
        ]
      : search.tripType === 'ONE_WAY'
        ? search.segments.slice(0, 1)
        : search.segments;
  return legs.map((leg) =>
    JSON.stringify({
      from: [leg.from],
      to: [leg.to],
      date: leg.date,
      cabin: search.cabin,
      fareType: search.fareType,
      ...(withTravellers ? { adults: search.adults, children: search.children, infants: search.infants } : {}),
      nonStopOnly: search.nonStopOnly,
    }),
  );
}

/** The server's priced legs kept before 2026-11-23 (07:00), and by its cache keyed with the travellers. */
export const LEGS_KEPT_BEFORE = 2_000;

/** The server's leg cache, followed from the requests sent (same key, lifetime, size and eviction). */
export class LegCache {
  private readonly entries = new Map<string, number>();
  constructor(private readonly capacity = PRICED_LEGS_KEPT) {}
  fresh(key: string, time = Date.now()): boolean {
    const at = this.entries.get(key);
    return at !== undefined && time - at < SEARCH_CACHE_MS;
  }
  /** Records a leg as the server would answer it; true when it was computed (not a hit). */
  answer(key: string, time = Date.now()): boolean {
    if (this.fresh(key, time)) return false;
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, time);
    return true;
  }
}

/** What the requests of a measured run asked of the leg cache. */
export interface CacheTally {
  requests: number;
  distinct: Set<string>;
  legs: number;
  legsComputed: number;
  requestsAllHits: number;
  /** Legs a cache keyed with the travellers would have computed. */
  legsComputedWithTravellers: number;
}
export const newTally = (): CacheTally => ({
  requests: 0,
  distinct: new Set(),
  legs: 0,
  legsComputed: 0,
  requestsAllHits: 0,
  legsComputedWithTravellers: 0,
});

/** A generator of search bodies for a mix and trip type. */
export function generator(mix: Mix, trip: TripType, cache: LegCache): () => SearchBody {
  if (mix === 'mixed' || mix === 'steady') return () => draw(trip, int(5, 40), pickPax(), [int(1, 7), int(2, 4)]);
  if (mix === 'hot') {
    const pool =
      trip === 'MULTI_CITY'
        ? CIRCUITS.map((_, index) => ({ index, days: 14 }))
        : ROUTES.map((_, index) => ({ index, days: 14 }));
    const bodies = pool.map(({ index, days }) => {
      const date = addDays(today, days);
      const pax = { adults: 2, children: 0, infants: 0 };
      if (trip === 'MULTI_CITY') {
        const [a, b, c] = CIRCUITS[index] as [string, string, string];
        return body(
          trip,
          [
            { from: a, to: b, date },
            { from: b, to: c, date: addDays(date, 3) },
            { from: c, to: a, date: addDays(date, 6) },
          ],
          pax,
        );
      }
      const [from, to] = ROUTES[index] as [string, string];
      return body(trip, [{ from, to, date }], pax, trip === 'ROUND_TRIP' ? addDays(date, 4) : undefined);
    });
    let next = 0;
    return () => bodies[next++ % bodies.length] as SearchBody;
  }
  // cold: draw until no leg is in the cache (a few hundred tries at most; a repeat would be counted).
  // Dates up to 180 days out: the routes' legs must outnumber the priced legs the server keeps.
  return () => {
    let candidate = draw(trip, int(5, COLD_LAST_DAY), pick(PAX_ALL), [int(1, 10), int(1, 6)]);
    for (let tries = 0; tries < 500 && legKeys(candidate).some((key) => cache.fresh(key)); tries++) {
      candidate = draw(trip, int(5, COLD_LAST_DAY), pick(PAX_ALL), [int(1, 10), int(1, 6)]);
    }
    return candidate;
  };
}
