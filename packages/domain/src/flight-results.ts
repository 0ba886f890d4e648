import { compareNames, compareText } from './compare.ts';
import type { Itinerary } from './flight-api.ts';

/**
 * Flight results as both sites show them: sorting and refining a leg's itineraries (agent-portal.md
 * §2 "refine filters, sort", §9 sort keys and time bands) and the display rules of consumer-site.md §9
 * (HHMM times, Nh Nm durations, 'Terminal-N').
 */

/** Seats left are told only at this many or fewer: a fare shows at most 9, so 9 is no news. */
export const FEW_SEATS_LEFT = 5;

/** §9 "sort by airline, departure time, duration, arrival, price". */
export const SORT_KEYS = ['PRICE', 'DEPARTURE', 'DURATION', 'ARRIVAL', 'AIRLINE'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_KEY_LABELS: Record<SortKey, string> = {
  PRICE: 'Price',
  DEPARTURE: 'Departure',
  DURATION: 'Duration',
  ARRIVAL: 'Arrival',
  AIRLINE: 'Airline',
};
export type SortDirection = 'asc' | 'desc';

/** §9 time bands (given for buses), used here for a flight's departure. `to` is exclusive, HHMM. */
export const TIME_BANDS = ['EARLY_MORNING', 'MORNING', 'AFTERNOON', 'EVENING', 'NIGHT'] as const;
export type TimeBand = (typeof TIME_BANDS)[number];
export const TIME_BAND_RANGES: Record<TimeBand, { label: string; hours: string; from: string; to: string }> = {
  EARLY_MORNING: { label: 'Early morning', hours: '12am–6am', from: '0000', to: '0600' },
  MORNING: { label: 'Morning', hours: '6am–12pm', from: '0600', to: '1200' },
  AFTERNOON: { label: 'Afternoon', hours: '12pm–4pm', from: '1200', to: '1600' },
  EVENING: { label: 'Evening', hours: '4pm–8pm', from: '1600', to: '2000' },
  NIGHT: { label: 'Night', hours: '8pm–12am', from: '2000', to: '2400' },
};

/** A time as 4-digit HHMM: '705' and 705 become '0705'. */
export function padHhmm(time: string | number): string {
  return String(time).trim().padStart(4, '0');
}

export function timeBandOf(hhmm: string): TimeBand {
  const time = padHhmm(hhmm);
  return TIME_BANDS.find((band) => time >= TIME_BAND_RANGES[band].from && time < TIME_BAND_RANGES[band].to) ?? 'NIGHT';
}

const first = (itinerary: Itinerary) => itinerary.segments[0];
const last = (itinerary: Itinerary) => itinerary.segments[itinerary.segments.length - 1];

/** Departure as a sortable 'YYYY-MM-DDHHMM' (local time at the origin). */
export function departureOf(itinerary: Itinerary): string {
  const segment = first(itinerary);
  return segment ? `${segment.departureDate}${padHhmm(segment.departureTime)}` : '';
}

/** Arrival as a sortable 'YYYY-MM-DDHHMM' (local time at the destination). */
export function arrivalOf(itinerary: Itinerary): string {
  const segment = last(itinerary);
  return segment ? `${segment.arrivalDate}${padHhmm(segment.arrivalTime)}` : '';
}

/** The airline an itinerary is sold under: its first flight's carrier name. */
export function airlineOf(itinerary: Itinerary): string {
  return first(itinerary)?.carrierName ?? '';
}

const BY_KEY: Record<SortKey, (a: Itinerary, b: Itinerary) => number> = {
  PRICE: (a, b) => a.lowestTotalPaise - b.lowestTotalPaise,
  DEPARTURE: (a, b) => compareText(departureOf(a), departureOf(b)),
  DURATION: (a, b) => a.durationMinutes - b.durationMinutes,
  ARRIVAL: (a, b) => compareText(arrivalOf(a), arrivalOf(b)),
  AIRLINE: (a, b) => compareNames(airlineOf(a), airlineOf(b)),
};

/**
 * A new list sorted by the key; the direction turns only the key round. Ties go to the cheaper, then
 * the earlier departure, then keep their order.
 */
export function sortItineraries(
  list: readonly Itinerary[],
  key: SortKey,
  direction: SortDirection = 'asc',
): Itinerary[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...list].sort((a, b) => sign * BY_KEY[key](a, b) || BY_KEY.PRICE(a, b) || BY_KEY.DEPARTURE(a, b));
}

export interface ItineraryFilter {
  /** Number of stops wanted; 2 stands for 2 or more. Empty or absent: any. */
  stops?: readonly number[];
  /** Carrier codes; an itinerary flown by any of them matches. Empty or absent: any. */
  airlines?: readonly string[];
  /** Bands of the first flight's departure time. Empty or absent: any. */
  departureBands?: readonly TimeBand[];
  /** Highest lowest-total (all travellers) shown. */
  maxPricePaise?: number;
  refundableOnly?: boolean;
}

/** The stops class an itinerary counts under: 0, 1, or 2 for two or more. */
export const stopsClass = (stops: number) => Math.min(stops, 2);

export function matchesFilter(itinerary: Itinerary, filter: ItineraryFilter): boolean {
  const { stops, airlines, departureBands, maxPricePaise, refundableOnly } = filter;
  if (stops?.length && !stops.some((wanted) => stopsClass(wanted) === stopsClass(itinerary.stops))) return false;
  if (airlines?.length && !itinerary.carriers.some((carrier) => airlines.includes(carrier))) return false;
  if (departureBands?.length) {
    const departure = first(itinerary)?.departureTime;
    if (departure === undefined || !departureBands.includes(timeBandOf(departure))) return false;
  }
  if (maxPricePaise !== undefined && itinerary.lowestTotalPaise > maxPricePaise) return false;
  if (refundableOnly && !itinerary.refundable) return false;
  return true;
}

/**
 * Refundable only: each itinerary keeps its refundable fares and is priced from them; one with none drops
 * out. The cards, the counts and the filters' prices then describe only fares that can be refunded.
 */
export function refundableFaresOnly(list: readonly Itinerary[]): Itinerary[] {
  return list.flatMap((itinerary) => {
    const fares = itinerary.fares.filter((fare) => fare.refundable);
    if (fares.length === 0) return [];
    const lowestTotalPaise = Math.min(...fares.map((fare) => fare.totalPaise));
    return [{ ...itinerary, fares, lowestTotalPaise, refundable: true }];
  });
}

export function filterItineraries(list: readonly Itinerary[], filter: ItineraryFilter): Itinerary[] {
  return list.filter((itinerary) => matchesFilter(itinerary, filter));
}

export interface AirlineFacet {
  code: string;
  name: string;
  /** Itineraries it flies any part of. */
  count: number;
  lowestPaise: number;
}

export interface ResultFacets {
  /** By name. */
  airlines: AirlineFacet[];
  /** Non-stop, 1 stop, 2 or more: only the classes present. */
  stops: { stops: number; count: number }[];
  departureBands: { band: TimeBand; count: number }[];
  /** Lowest and highest lowest-total; null for an empty list. */
  price: { minPaise: number; maxPaise: number } | null;
}

/** What the refine filters can offer for a list: airlines with counts and their lowest price, stops, bands, price range. */
export function facetsOf(list: readonly Itinerary[]): ResultFacets {
  const airlines = new Map<string, AirlineFacet>();
  const stops = new Map<number, number>();
  const bands = new Map<TimeBand, number>();
  let price: ResultFacets['price'] = null;
  for (const itinerary of list) {
    for (const code of new Set(itinerary.carriers)) {
      const name = itinerary.segments.find((segment) => segment.carrier === code)?.carrierName ?? code;
      const facet = airlines.get(code);
      if (facet) {
        facet.count += 1;
        facet.lowestPaise = Math.min(facet.lowestPaise, itinerary.lowestTotalPaise);
      } else airlines.set(code, { code, name, count: 1, lowestPaise: itinerary.lowestTotalPaise });
    }
    const stopClass = stopsClass(itinerary.stops);
    stops.set(stopClass, (stops.get(stopClass) ?? 0) + 1);
    const departure = first(itinerary)?.departureTime;
    if (departure !== undefined) bands.set(timeBandOf(departure), (bands.get(timeBandOf(departure)) ?? 0) + 1);
    price = price
      ? {
          minPaise: Math.min(price.minPaise, itinerary.lowestTotalPaise),
          maxPaise: Math.max(price.maxPaise, itinerary.lowestTotalPaise),
        }
      : { minPaise: itinerary.lowestTotalPaise, maxPaise: itinerary.lowestTotalPaise };
  }
  return {
    airlines: [...airlines.values()].sort((a, b) => compareNames(a.name, b.name) || compareText(a.code, b.code)),
    stops: [...stops.entries()].sort(([a], [b]) => a - b).map(([stopCount, count]) => ({ stops: stopCount, count })),
    departureBands: TIME_BANDS.filter((band) => bands.has(band)).map((band) => ({ band, count: bands.get(band) ?? 0 })),
    price,
  };
}

/** '0705' → '07:05' (consumer-site.md §9: HHMM shown as HH:MM). */
export function formatHhmm(hhmm: string | number): string {
  const time = padHhmm(hhmm);
  return `${time.slice(0, 2)}:${time.slice(2, 4)}`;
}

/** '0530' → '05:30', 705 → '07:05': a 24-hour clock as tickets print it. */
export function formatClock(hhmm: string | number): string {
  const time = padHhmm(hhmm);
  return `${time.slice(0, 2)}:${time.slice(2, 4)}`;
}

/** '1930' → '7:30 PM', '0005' → '12:05 AM', '1200' → '12:00 PM'. */
export function formatHhmm12(hhmm: string | number): string {
  const time = padHhmm(hhmm);
  const hours = Number(time.slice(0, 2)) % 24;
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${time.slice(2, 4)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 125 → '2h 5m' (consumer-site.md §9: durations as Nh Nm). */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}h ${whole % 60}m`;
}

/** 'T2', '2', 'Terminal 2', 'terminal-2' → 'Terminal-2' (consumer-site.md §9); blank stays ''. */
export function terminalLabel(terminal: string | null | undefined): string {
  const name = String(terminal ?? '')
    .trim()
    .replace(/^term(inal)?(?![a-z])\.?[\s\-_.]*/i, '')
    .replace(/^t[\s\-_.]*(?=\d)/i, '')
    .trim();
  return name === '' ? '' : `Terminal-${name}`;
}

/** 0 → 'Non-stop', 1 → '1 stop', 2 → '2 stops'. */
export function stopsLabel(stops: number): string {
  if (stops <= 0) return 'Non-stop';
  return stops === 1 ? '1 stop' : `${stops} stops`;
}
