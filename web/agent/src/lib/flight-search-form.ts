import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import {
  type FlightSearchErrors,
  type FlightSearchRequest,
  type FlightSearchSegment,
  MAX_MULTI_CITY_SEGMENTS,
  MAX_SEATED_TRAVELLERS,
  type TripType,
  validateFlightSearch,
} from '@tripsetu/domain/flight-search.ts';
import { t } from '../i18n/i18n.ts';

/**
 * The flight search form's state is a FlightSearchRequest that keeps every multi city row while the
 * trip type changes, so switching back and forth loses nothing; `requestOf` trims it for sending.
 */
export const MULTI_CITY_MIN_SEGMENTS = 2;

export const blankSegment = (from = ''): FlightSearchSegment => ({ from, to: '', date: '' });

export function emptyFlightSearch(): FlightSearchRequest {
  return {
    tripType: 'ONE_WAY',
    segments: [blankSegment()],
    returnDate: '',
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
    nearbyAirports: false,
    nonStopOnly: false,
    fareType: 'REGULAR',
  };
}

/** Multi city needs at least two rows: the second starts where the first lands. */
export function withTripType(form: FlightSearchRequest, tripType: TripType): FlightSearchRequest {
  const segments = [...form.segments];
  if (tripType === 'MULTI_CITY') {
    while (segments.length < MULTI_CITY_MIN_SEGMENTS) segments.push(blankSegment(segments.at(-1)?.to ?? ''));
  }
  return { ...form, tripType, segments };
}

/**
 * A change to one row. A new destination becomes the next row's origin while that origin is empty or
 * still the old destination: multi city flights usually continue from where the last one landed.
 */
export function withSegment(form: FlightSearchRequest, index: number, change: Partial<FlightSearchSegment>) {
  const oldTo = form.segments[index]?.to ?? '';
  return {
    ...form,
    segments: form.segments.map((segment, at) => {
      if (at === index) return { ...segment, ...change };
      const follows = at === index + 1 && change.to !== undefined && (segment.from === '' || segment.from === oldTo);
      return follows ? { ...segment, from: change.to ?? '' } : segment;
    }),
  };
}

export function swapEnds(form: FlightSearchRequest, index: number): FlightSearchRequest {
  const segment = form.segments[index];
  return segment ? withSegment(form, index, { from: segment.to, to: segment.from }) : form;
}

export function canAddSegment(form: FlightSearchRequest) {
  return form.segments.length < MAX_MULTI_CITY_SEGMENTS;
}

export function canRemoveSegment(form: FlightSearchRequest) {
  return form.segments.length > MULTI_CITY_MIN_SEGMENTS;
}

export function addSegment(form: FlightSearchRequest): FlightSearchRequest {
  if (!canAddSegment(form)) return form;
  return { ...form, segments: [...form.segments, blankSegment(form.segments.at(-1)?.to ?? '')] };
}

export function removeSegment(form: FlightSearchRequest, index: number): FlightSearchRequest {
  if (!canRemoveSegment(form)) return form;
  return { ...form, segments: form.segments.filter((_, at) => at !== index) };
}

export type PaxField = 'adults' | 'children' | 'infants';

/** §9 and the contract: adults 1–9, adults and children together at most 9, infants at most one per adult. */
export function paxBounds(form: Pick<FlightSearchRequest, PaxField>): Record<PaxField, { min: number; max: number }> {
  return {
    adults: { min: 1, max: MAX_SEATED_TRAVELLERS - form.children },
    children: { min: 0, max: MAX_SEATED_TRAVELLERS - form.adults },
    infants: { min: 0, max: form.adults },
  };
}

/** Why a count's + stopped, in words, when it has reached its bound; null while it can still go up. */
export function paxLimitReason(form: Pick<FlightSearchRequest, PaxField>, field: PaxField): string | null {
  // Adults and children reach the group limit together: it is said once, under Children.
  if (field === 'adults' || form[field] < paxBounds(form)[field].max) return null;
  return field === 'infants'
    ? t('flights.form.infantLimit')
    : t('flights.form.travellerLimit', { max: String(MAX_SEATED_TRAVELLERS) });
}

/** A new count, kept within bounds; fewer adults take infants with them. */
export function withPax(form: FlightSearchRequest, field: PaxField, count: number): FlightSearchRequest {
  const { min, max } = paxBounds(form)[field];
  const next = { ...form, [field]: Math.max(min, Math.min(max, count)) };
  return { ...next, infants: Math.min(next.infants, next.adults) };
}

/** What is sent: only the rows and the return date the trip type uses, airport codes upper case. */
export function requestOf(form: FlightSearchRequest): FlightSearchRequest {
  const rows = form.tripType === 'MULTI_CITY' ? form.segments : form.segments.slice(0, 1);
  const request: FlightSearchRequest = {
    ...form,
    segments: rows.map((segment) => ({
      from: segment.from.trim().toUpperCase(),
      to: segment.to.trim().toUpperCase(),
      date: segment.date,
    })),
  };
  if (form.tripType === 'ROUND_TRIP') request.returnDate = form.returnDate ?? '';
  else delete request.returnDate;
  return request;
}

/** The §5 checks before sending. Until the airports arrive any three letters pass; the server checks again. */
export function checkSearch(form: FlightSearchRequest, today: string, airports: readonly AirportShape[] | undefined) {
  const known = airports ? new Set(airports.map((airport) => airport.code)) : null;
  const isAirport = (code: string) => (known ? known.has(code) : /^[A-Z]{3}$/.test(code));
  return validateFlightSearch(requestOf(form), today, isAirport);
}

/** The error keys the form shows beside a field; anything else is listed above the Search button. */
export function fieldKeysOf(form: FlightSearchRequest): string[] {
  const rows = form.tripType === 'MULTI_CITY' ? form.segments.length : 1;
  const keys = Array.from({ length: rows }, (_, index) => [
    `segments.${index}.from`,
    `segments.${index}.to`,
    `segments.${index}.date`,
  ]).flat();
  if (form.tripType === 'ROUND_TRIP') keys.push('returnDate');
  return [...keys, 'adults', 'children', 'infants', 'cabin', 'fareType'];
}

export function otherErrors(form: FlightSearchRequest, errors: FlightSearchErrors): string[] {
  const shown = new Set(fieldKeysOf(form));
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => !shown.has(entry[0]) && typeof entry[1] === 'string')
    .map(([, message]) => message);
}

export function travellersText({ adults, children, infants }: Pick<FlightSearchRequest, PaxField>): string {
  const part = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  return [
    part(adults, 'Adult', 'Adults'),
    children > 0 ? part(children, 'Child', 'Children') : '',
    infants > 0 ? part(infants, 'Infant', 'Infants') : '',
  ]
    .filter(Boolean)
    .join(', ');
}
