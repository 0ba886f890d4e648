import {
  FARE_TYPES,
  type FareType,
  type FlightSearchRequest,
  type FlightSearchSegment,
  TRIP_TYPES,
  type TripType,
} from '@tripsetu/domain/flight-search.ts';
import { CABINS, type Cabin } from '@tripsetu/domain/flight-types.ts';
import { ROUTES } from '../app/routes.ts';
import { requestOf } from './flight-search-form.ts';

/**
 * The results page keeps its search in the URL, so a reload, the back button and a shared link all
 * show the same flights: ?trip=ROUND_TRIP&from=DEL&to=BOM&date=…&return=…&adults=1…, and for multi
 * city one `leg=DEL-BOM-2026-12-01` per flight.
 */
const LEG = /^([A-Za-z]{0,3})-([A-Za-z]{0,3})-(.*)$/;

export function searchToParams(form: FlightSearchRequest): URLSearchParams {
  const search = requestOf(form);
  const params = new URLSearchParams({ trip: search.tripType });
  if (search.tripType === 'MULTI_CITY') {
    for (const segment of search.segments) params.append('leg', `${segment.from}-${segment.to}-${segment.date}`);
  } else {
    const onward = search.segments[0] ?? { from: '', to: '', date: '' };
    params.set('from', onward.from);
    params.set('to', onward.to);
    params.set('date', onward.date);
    if (search.tripType === 'ROUND_TRIP') params.set('return', search.returnDate ?? '');
  }
  params.set('adults', String(search.adults));
  params.set('children', String(search.children));
  params.set('infants', String(search.infants));
  params.set('cabin', search.cabin);
  if (search.nearbyAirports) params.set('nearby', '1');
  if (search.nonStopOnly) params.set('nonstop', '1');
  if (search.fareType !== 'REGULAR') params.set('fare', search.fareType);
  return params;
}

const count = (value: string | null, fallback: number) => {
  const parsed = value === null || value.trim() === '' ? Number.NaN : Number(value);
  return Number.isInteger(parsed) ? parsed : fallback;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

const code = (value: string | null) => (value ?? '').trim().toUpperCase().slice(0, 3);

/** The search a results URL holds, or null when it holds none (no trip type). Checking it is the form's job. */
export function searchFromParams(params: URLSearchParams): FlightSearchRequest | null {
  const tripType = params.get('trip');
  if (!TRIP_TYPES.includes(tripType as TripType)) return null;
  let segments: FlightSearchSegment[];
  if (tripType === 'MULTI_CITY') {
    segments = params
      .getAll('leg')
      .slice(0, 6)
      .map((leg) => {
        const [, from = '', to = '', date = ''] = LEG.exec(leg) ?? [];
        return { from: code(from), to: code(to), date: date.slice(0, 10) };
      });
  } else {
    segments = [{ from: code(params.get('from')), to: code(params.get('to')), date: params.get('date') ?? '' }];
  }
  const search: FlightSearchRequest = {
    tripType: tripType as TripType,
    segments,
    adults: count(params.get('adults'), 1),
    children: count(params.get('children'), 0),
    infants: count(params.get('infants'), 0),
    cabin: oneOf<Cabin>(CABINS, params.get('cabin'), 'ECONOMY'),
    nearbyAirports: params.get('nearby') === '1',
    nonStopOnly: params.get('nonstop') === '1',
    fareType: oneOf<FareType>(FARE_TYPES, params.get('fare'), 'REGULAR'),
  };
  if (tripType === 'ROUND_TRIP') search.returnDate = params.get('return') ?? '';
  return search;
}

export function resultsPathFor(form: FlightSearchRequest): string {
  return `${ROUTES.flightResults}?${searchToParams(form)}`;
}
