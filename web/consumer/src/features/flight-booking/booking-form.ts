import { BOOKING_MSG, TITLES } from '@tripsetu/domain/flight-booking.ts';
import {
  type FlightPassengerInput,
  PASSENGER_TYPES,
  type PassengerType,
} from '@tripsetu/domain/gateway-flight-booking.ts';
import type { FlightSearchFields } from '@tripsetu/domain/gateway-flights.ts';

/** MF001 search's field names, in the order the results pages write them. */
const SEARCH_FIELDS = [
  'origin',
  'destination',
  'jdate',
  'rdate',
  'triptype',
  'numadults',
  'numchildren',
  'numinfants',
  'cabin',
  'nearby',
  'nonstop',
] as const satisfies readonly (keyof FlightSearchFields)[];

/** What /flight/book is asked for: the search as searched and the chosen fares. */
export interface FareSelection {
  search: FlightSearchFields;
  fareid: string;
  returnfareid: string;
  /** The total the results page showed, so the quote can say when it changed. */
  seentotal_paise: number;
}

export function flightBookQuery(selection: FareSelection): string {
  const params = new URLSearchParams();
  for (const name of SEARCH_FIELDS) {
    if (name === 'rdate' && selection.search.triptype !== 'R') continue;
    params.set(name, String(selection.search[name]));
  }
  params.set('fareid', selection.fareid);
  if (selection.returnfareid) params.set('returnfareid', selection.returnfareid);
  params.set('seentotal_paise', String(selection.seentotal_paise));
  return params.toString();
}

/** Reads /flight/book's address; null when it names no fare (the page then points back to the search). */
export function fareSelectionFromQuery(params: URLSearchParams): FareSelection | null {
  const fareid = params.get('fareid') ?? '';
  if (!fareid) return null;
  const count = (name: string, fallback: number) => {
    const raw = params.get(name) ?? '';
    return /^\d$/.test(raw) ? Number(raw) : fallback;
  };
  const triptype = params.get('triptype') === 'R' ? 'R' : 'O';
  const seen = Number(params.get('seentotal_paise') ?? '');
  return {
    search: {
      origin: (params.get('origin') ?? '').toUpperCase(),
      destination: (params.get('destination') ?? '').toUpperCase(),
      jdate: params.get('jdate') ?? '',
      rdate: triptype === 'R' ? (params.get('rdate') ?? '') : '',
      triptype,
      numadults: count('numadults', 1),
      numchildren: count('numchildren', 0),
      numinfants: count('numinfants', 0),
      cabin: params.get('cabin') === 'W' ? 'W' : 'Y',
      nearby: params.get('nearby') === 'Y' ? 'Y' : 'N',
      nonstop: params.get('nonstop') === 'Y' ? 'Y' : 'N',
    },
    fareid,
    returnfareid: triptype === 'R' ? (params.get('returnfareid') ?? '') : '',
    seentotal_paise: Number.isInteger(seen) && seen > 0 ? seen : 0,
  };
}

/** The fields every MF001 booking call repeats: the search exactly as searched, and the fares. */
export function selectionFields(selection: FareSelection): Record<string, string | number> {
  const fields: Record<string, string | number> = {};
  for (const name of SEARCH_FIELDS) fields[name] = selection.search[name];
  fields.fareid = selection.fareid;
  if (selection.search.triptype === 'R') fields.returnfareid = selection.returnfareid;
  return fields;
}

/** One traveller as the form holds them. */
export interface TravellerDraft {
  type: PassengerType;
  title: string;
  first_name: string;
  last_name: string;
  dob: string;
  gender: string;
  passport_number: string;
  passport_issue_date: string;
  passport_expiry_date: string;
  passport_place_of_issue: string;
  passport_country: string;
  /** One meal code per leg ('' = none). */
  meals: string[];
}

export interface ContactDraft {
  email: string;
  countrycode: string;
  mobile: string;
  altemail: string;
}

export const titlesFor = (type: PassengerType): readonly string[] => TITLES[PASSENGER_TYPES[type]];

/** Adults need no date of birth on a domestic trip; children and infants, and everyone abroad, do. */
export const needsDob = (type: PassengerType, international: boolean) => international || type !== 'adult';

export function emptyTravellers(
  counts: { numadults: number; numchildren: number; numinfants: number },
  legs: number,
): TravellerDraft[] {
  const blank = (type: PassengerType): TravellerDraft => ({
    type,
    title: '',
    first_name: '',
    last_name: '',
    dob: '',
    gender: '',
    passport_number: '',
    passport_issue_date: '',
    passport_expiry_date: '',
    passport_place_of_issue: '',
    passport_country: '',
    meals: Array.from({ length: legs }, () => ''),
  });
  return [
    ...Array.from({ length: counts.numadults }, () => blank('adult')),
    ...Array.from({ length: counts.numchildren }, () => blank('child')),
    ...Array.from({ length: counts.numinfants }, () => blank('infant')),
  ];
}

/**
 * `passengerjson`: §3 records; passport 'NA' on domestic trips. A meal chosen for a leg is served on
 * each of its flights (`flightsPerLeg`), since the gateway takes one meal per flight.
 */
export function passengerJson(
  travellers: readonly TravellerDraft[],
  international: boolean,
  flightsPerLeg: readonly number[],
): string {
  const records = travellers.map((traveller): FlightPassengerInput => {
    const record: FlightPassengerInput = {
      type: traveller.type,
      title: traveller.title,
      first_name: traveller.first_name.trim(),
      last_name: traveller.last_name.trim(),
      dob: needsDob(traveller.type, international) ? traveller.dob : '',
      gender: traveller.gender,
      passport_number: international ? traveller.passport_number.trim() : 'NA',
    };
    if (international) {
      record.passport_issue_date = traveller.passport_issue_date;
      record.passport_expiry_date = traveller.passport_expiry_date;
      record.passport_place_of_issue = traveller.passport_place_of_issue.trim();
      record.passport_country = traveller.passport_country.trim().toUpperCase();
    }
    if (traveller.meals.some((meal) => meal !== '')) {
      record.legs = flightsPerLeg.map((flights, leg) => {
        const meal = traveller.meals[leg] ?? '';
        return meal ? { meals: Array.from({ length: flights }, () => meal) } : {};
      });
    }
    return record;
  });
  return JSON.stringify(records);
}

/** The `book` call's fields. `requestkey` is made once per Confirm click and reused on a retry. */
export function bookFields(input: {
  selection: FareSelection;
  acceptedTotalPaise: number;
  travellers: readonly TravellerDraft[];
  international: boolean;
  flightsPerLeg: readonly number[];
  contact: ContactDraft;
  termsAccepted: boolean;
  requestKey: string;
}): Record<string, string | number> {
  const fields: Record<string, string | number> = {
    ...selectionFields(input.selection),
    acceptedtotal_paise: input.acceptedTotalPaise,
    passengerjson: passengerJson(input.travellers, input.international, input.flightsPerLeg),
    paxemail: input.contact.email.trim(),
    paxcountrycode: input.contact.countrycode.trim() || '+91',
    paxmobile: input.contact.mobile.trim(),
    termsaccepted: input.termsAccepted ? 'Y' : 'N',
    requestkey: input.requestKey,
  };
  if (input.contact.altemail.trim()) fields.paxaltemail = input.contact.altemail.trim();
  return fields;
}

/** A refusal sorted for the form: per traveller and field, the form's own fields, and what belongs to no field. */
export interface BookingFieldErrors {
  travellers: Record<number, Record<string, string>>;
  fields: Record<string, string>;
  general: string[];
}

/** Form fields with an input of their own on the page: the contact and the terms. */
const FORM_FIELDS = new Set(['paxemail', 'paxmobile', 'paxcountrycode', 'paxaltemail', 'termsaccepted']);
/** Keys of a 409 answer that carry data, not a message. */
const NOT_MESSAGES = new Set(['code', 'title', 'oldtotal_paise', 'newtotal_paise', 'reason']);

export function bookingFieldErrors(errors: Record<string, string> | undefined): BookingFieldErrors {
  const sorted: BookingFieldErrors = { travellers: {}, fields: {}, general: [] };
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (NOT_MESSAGES.has(key)) continue;
    const traveller = /^passengerjson\.(\d+)\.(.+)$/.exec(key);
    if (traveller) {
      const index = Number(traveller[1]);
      // A meal refused on a leg belongs to that traveller's meal choice.
      const field = (traveller[2] ?? '').startsWith('legs.') ? 'meals' : (traveller[2] ?? '');
      sorted.travellers[index] = { ...sorted.travellers[index], [field]: sorted.travellers[index]?.[field] ?? message };
    } else if (FORM_FIELDS.has(key)) sorted.fields[key] = message;
    else if (!sorted.general.includes(message)) sorted.general.push(message);
  }
  return sorted;
}

/** What the site checks before asking: the same words the server would answer. */
export function draftErrors(travellers: readonly TravellerDraft[], international: boolean): BookingFieldErrors {
  const sorted: BookingFieldErrors = { travellers: {}, fields: {}, general: [] };
  travellers.forEach((traveller, index) => {
    const errors: Record<string, string> = {};
    if (!titlesFor(traveller.type).includes(traveller.title)) errors.title = BOOKING_MSG.titleRequired;
    if (!traveller.gender) errors.gender = BOOKING_MSG.genderRequired;
    if (needsDob(traveller.type, international) && !traveller.dob) errors.dob = BOOKING_MSG.dobRequired;
    if (Object.keys(errors).length > 0) sorted.travellers[index] = errors;
  });
  return sorted;
}

export const hasErrors = (errors: BookingFieldErrors) =>
  errors.general.length > 0 || Object.keys(errors.fields).length > 0 || Object.keys(errors.travellers).length > 0;
