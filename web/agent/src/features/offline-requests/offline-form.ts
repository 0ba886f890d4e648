import { CARRIERS } from '@tripsetu/domain/carriers.ts';
import type { AirportShape } from '@tripsetu/domain/flight-api.ts';
import {
  dateOfBirthNeeded,
  emptyTraveller,
  PAX_TYPE_LABELS,
  type TravellerForm,
} from '@tripsetu/domain/flight-booking.ts';
import { CABIN_LABELS, CABINS } from '@tripsetu/domain/flight-types.ts';
import {
  OFFLINE_REQUEST_TYPE_LABELS,
  OFFLINE_REQUEST_TYPES,
  OFFLINE_TRIP_TYPE_LABELS,
  OFFLINE_TRIP_TYPES,
  type OfflineQuote,
  type OfflineRequestBody,
  type OfflineRequestErrors,
  type OfflineRequestInput,
  PREFERRED_TIME_LABELS,
  PREFERRED_TIMES,
  validateOfflineRequest,
} from '@tripsetu/domain/offline-requests.ts';
import { t } from '../../i18n/i18n.ts';

export const REQUEST_TYPE_OPTIONS = OFFLINE_REQUEST_TYPES.map((value) => ({
  value,
  label: OFFLINE_REQUEST_TYPE_LABELS[value],
}));
export const TRIP_TYPE_OPTIONS = OFFLINE_TRIP_TYPES.map((value) => ({ value, label: OFFLINE_TRIP_TYPE_LABELS[value] }));
export const CABIN_OPTIONS = CABINS.map((value) => ({ value, label: CABIN_LABELS[value] }));
export const TIME_OPTIONS = PREFERRED_TIMES.map((value) => ({ value, label: PREFERRED_TIME_LABELS[value] }));
export const AIRLINE_OPTIONS = [
  { value: '', label: t('offline.anyAirline') },
  ...[...CARRIERS]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((carrier) => ({ value: carrier.code, label: `${carrier.name} (${carrier.code})` })),
];

/** 'New Delhi (DEL)', by city. */
export const airportOptions = (airports: readonly AirportShape[]) =>
  [...airports]
    .sort((a, b) => a.city.localeCompare(b.city))
    .map((airport) => ({ value: airport.code, label: `${airport.city} (${airport.code})` }));

export const countText = (n: number) => String(n);

/** A count typed in a field: a whole number, or NaN (the rules then say so). */
const countOf = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The form's draft as the API takes it. */
export function requestBody(
  draft: Omit<OfflineRequestInput, 'adults' | 'children' | 'infants'> & {
    adults: string;
    children: string;
    infants: string;
  },
): OfflineRequestBody & OfflineRequestInput {
  return {
    ...draft,
    returnDate: draft.tripType === 'ROUND_TRIP' ? draft.returnDate : '',
    adults: countOf(draft.adults),
    children: draft.children.trim() === '' ? 0 : countOf(draft.children),
    infants: draft.infants.trim() === '' ? 0 : countOf(draft.infants),
  };
}

/** The domain's rules with the airports the search knows and the carriers of the inventory. */
export function checkRequest(
  input: OfflineRequestInput,
  today: string,
  airports: readonly AirportShape[],
): OfflineRequestErrors {
  const codes = new Set(airports.map((airport) => airport.code));
  const carriers = new Set(CARRIERS.map((carrier) => carrier.code));
  // Before the airports arrive, the server is left to judge them.
  return validateOfflineRequest(input, today, {
    isAirport: (code) => codes.size === 0 || codes.has(code),
    isCarrier: (code) => carriers.has(code),
  });
}

/** One traveller to enter per passenger of the quote: adults, then children, then infants. */
export function travellersFor(quote: OfflineQuote): TravellerForm[] {
  return quote.fares.flatMap((fare) => Array.from({ length: fare.count }, () => emptyTraveller(fare.paxType)));
}

/** 'Adult 3': a traveller's heading, counted within its type. */
export function travellerLabel(travellers: readonly TravellerForm[], index: number): string {
  const traveller = travellers[index] as TravellerForm;
  const n = travellers.slice(0, index + 1).filter((one) => one.paxType === traveller.paxType).length;
  return t('offline.traveller', { label: PAX_TYPE_LABELS[traveller.paxType], n });
}

/** Whether a traveller of the quote gives a date of birth (children, infants, every traveller abroad). */
export const needsBirthDate = (traveller: TravellerForm, quote: OfflineQuote) =>
  dateOfBirthNeeded(traveller.paxType, { international: quote.international, fareType: 'REGULAR' });

/** The first and last flight days of a quote, for the traveller rules. */
export function quoteDates(quote: OfflineQuote) {
  const dates = quote.journeys.flatMap((journey) => journey.flights.map((flight) => flight.departureDate)).sort();
  return { firstDate: dates[0] ?? '', lastDate: dates.at(-1) ?? '' };
}
