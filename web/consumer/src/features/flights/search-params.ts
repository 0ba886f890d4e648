import { DEFAULT_ADULTS, PAX_COUNT_MAX } from '@tripsetu/domain/constants.ts';
import { validateFlightSearch } from '@tripsetu/domain/flight-search.ts';
import {
  consumerFlightErrors,
  type FlightSearchFields,
  flightSearchRequest,
  type GatewayAirport,
  type GatewayCabin,
  isInternationalTrip,
} from '@tripsetu/domain/gateway-flights.ts';

/** The search form's state and the results pages' query string: the gateway's own field names. */
export const EMPTY_FLIGHT_SEARCH: FlightSearchFields = {
  origin: '',
  destination: '',
  jdate: '',
  rdate: '',
  triptype: 'O',
  numadults: DEFAULT_ADULTS,
  numchildren: 0,
  numinfants: 0,
  cabin: 'Y',
  nearby: 'N',
  nonstop: 'N',
};

export type FlightFormErrors = Partial<Record<keyof FlightSearchFields, string>>;

/** validateFlightSearch (§5 messages) under the form's field names; `airports` empty = not loaded, any code goes. */
export function flightFormErrors(
  fields: FlightSearchFields,
  today: string,
  airports: readonly Pick<GatewayAirport, 'code'>[],
): FlightFormErrors {
  const codes = new Set(airports.map((airport) => airport.code));
  const errors = validateFlightSearch(
    flightSearchRequest(fields),
    today,
    (code) => codes.size === 0 || codes.has(code),
  );
  return consumerFlightErrors(errors) as FlightFormErrors;
}

export function flightSearchToQuery(fields: FlightSearchFields): string {
  const params = new URLSearchParams({
    origin: fields.origin,
    destination: fields.destination,
    jdate: fields.jdate,
  });
  if (fields.triptype === 'R') params.set('rdate', fields.rdate);
  params.set('triptype', fields.triptype);
  params.set('numadults', String(fields.numadults));
  params.set('numchildren', String(fields.numchildren));
  params.set('numinfants', String(fields.numinfants));
  params.set('cabin', fields.cabin);
  params.set('nearby', fields.nearby);
  params.set('nonstop', fields.nonstop);
  return params.toString();
}

/** Lenient: anything odd in an address falls back to the form's defaults, and the page says what is missing. */
export function flightSearchFromQuery(
  params: URLSearchParams,
  triptype: FlightSearchFields['triptype'],
): FlightSearchFields {
  const digit = (name: string, fallback: number) => {
    const raw = params.get(name);
    return raw !== null && /^\d$/.test(raw) && Number(raw) <= PAX_COUNT_MAX ? Number(raw) : fallback;
  };
  const code = (name: string) => (params.get(name) ?? '').trim().toUpperCase().slice(0, 3);
  const yesNo = (name: string) => (params.get(name)?.toUpperCase() === 'Y' ? 'Y' : 'N');
  const cabin: GatewayCabin = params.get('cabin')?.toUpperCase() === 'W' ? 'W' : 'Y';
  return {
    origin: code('origin'),
    destination: code('destination'),
    jdate: params.get('jdate') ?? '',
    rdate: triptype === 'R' ? (params.get('rdate') ?? '') : '',
    triptype,
    numadults: digit('numadults', DEFAULT_ADULTS),
    numchildren: digit('numchildren', 0),
    numinfants: digit('numinfants', 0),
    cabin,
    nearby: yesNo('nearby'),
    nonstop: yesNo('nonstop'),
  };
}

/** §2 routes: one way, domestic round trip, or international round trip (either end outside India). */
export function flightResultsPath(fields: FlightSearchFields, airports: readonly GatewayAirport[]): string {
  const page =
    fields.triptype === 'O'
      ? 'owresults'
      : isInternationalTrip(fields.origin, fields.destination, airports)
        ? 'rtintlresults'
        : 'rtresults';
  return `/flight/${page}?${flightSearchToQuery(fields)}`;
}

/** The travellers as the flight summaries read them (the same words as the package search). */
export { travellersLabel as flightTravellersLabel } from '../../components/TravellersPopup.tsx';

export const travellerCount = (fields: Pick<FlightSearchFields, 'numadults' | 'numchildren' | 'numinfants'>) =>
  fields.numadults + fields.numchildren + fields.numinfants;

/** 'New Delhi (DEL)': how pickers and headings name an airport. */
export function airportLabel(code: string, airports: readonly GatewayAirport[]): string {
  const airport = airports.find((a) => a.code === code);
  return airport ? `${airport.city} (${airport.code})` : code;
}

/**
 * /flight/book for the chosen fares: the search exactly as searched (the quote repeats it), the fare
 * ids and the total the traveller saw, so the quote can tell them when the price has moved.
 */
export function flightBookPath(
  fields: FlightSearchFields,
  fares: { fareid: string; returnfareid?: string; seentotal_paise: number },
): string {
  const params = new URLSearchParams(flightSearchToQuery(fields));
  params.set('fareid', fares.fareid);
  if (fields.triptype === 'R' && fares.returnfareid) params.set('returnfareid', fares.returnfareid);
  params.set('seentotal_paise', String(fares.seentotal_paise));
  return `/flight/book?${params.toString()}`;
}
