import { GST_FIELDS } from '@tripsetu/domain/agency.ts';
import { SUMMARY_CODES, SUMMARY_LABELS, type SummaryCode } from '@tripsetu/domain/fare-summary.ts';
import {
  BOOKING_MSG,
  dateOfBirthNeeded,
  type GstForm,
  lostSeatKey,
  TITLES,
  validateBookingGst,
} from '@tripsetu/domain/flight-booking.ts';
import { type ExtrasPrices, extrasTotals } from '@tripsetu/domain/flight-extras.ts';
import {
  type FlightPassengerInput,
  type GatewayFareLine,
  type GatewayFareQuote,
  PASSENGER_TYPES,
  type PassengerLegExtras,
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
  /** Per leg (onward, return), what the traveller adds to the fare. */
  legs: LegDraft[];
}

/** One traveller's choices on one leg. */
export interface LegDraft {
  /** A seat per flight of the leg ('' = none; the airline gives one at check-in). */
  seats: string[];
  /** A meal code, served on every flight of the leg ('' = none). */
  meal: string;
  /** An excess-baggage code for the leg ('' = none). */
  baggage: string;
  /** Special service codes for the leg. */
  services: string[];
}

/** §3 GST details as the form holds them, under the gateway's field names; all '' = none given. */
export type GstDraft = Record<(typeof GST_FIELD_NAMES)[number], string>;
/** The gateway's GST field names, in the order of the domain's GST_FIELDS (gstHolder → gstholder, …). */
export const GST_FIELD_NAMES = ['gstholder', 'gstnumber', 'gstemail', 'gstaddress', 'gstphone', 'gstcompany'] as const;
export const EMPTY_GST: GstDraft = Object.fromEntries(GST_FIELD_NAMES.map((name) => [name, ''])) as GstDraft;
export const gstGiven = (gst: GstDraft) => GST_FIELD_NAMES.some((name) => gst[name].trim() !== '');

export interface ContactDraft {
  email: string;
  countrycode: string;
  mobile: string;
  altemail: string;
}

export const titlesFor = (type: PassengerType): readonly string[] => TITLES[PASSENGER_TYPES[type]];

/** Adults need no date of birth on a domestic trip; children and infants, and everyone abroad, do. */
/** The consumer site sells regular fares only: children, infants and every traveller abroad give a date of birth. */
export const needsDob = (type: PassengerType, international: boolean) =>
  dateOfBirthNeeded(PASSENGER_TYPES[type], { international, fareType: 'REGULAR' });

export function emptyTravellers(
  counts: { numadults: number; numchildren: number; numinfants: number },
  flightsPerLeg: readonly number[],
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
    legs: flightsPerLeg.map((flights) => ({
      seats: Array.from({ length: flights }, () => ''),
      meal: '',
      baggage: '',
      services: [],
    })),
  });
  return [
    ...Array.from({ length: counts.numadults }, () => blank('adult')),
    ...Array.from({ length: counts.numchildren }, () => blank('child')),
    ...Array.from({ length: counts.numinfants }, () => blank('infant')),
  ];
}

/** A leg's extras as the gateway takes them: seats and meals per flight, baggage and services per leg. */
function legExtras(leg: LegDraft | undefined, flights: number): PassengerLegExtras {
  const extras: PassengerLegExtras = {};
  if (!leg) return extras;
  if (leg.seats.some((seat) => seat !== ''))
    extras.seats = Array.from({ length: flights }, (_, i) => leg.seats[i] ?? '');
  if (leg.meal) extras.meals = Array.from({ length: flights }, () => leg.meal);
  if (leg.baggage) extras.baggage = [leg.baggage];
  if (leg.services.length > 0) extras.services = [...leg.services];
  return extras;
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
    const legs = flightsPerLeg.map((flights, leg) => legExtras(traveller.legs[leg], flights));
    if (legs.some((leg) => Object.keys(leg).length > 0)) record.legs = legs;
    return record;
  });
  return JSON.stringify(records);
}

/** What the chosen extras cost, by the fare summary's lines. */
export interface ExtrasPaise {
  SEATS: number;
  MEALS: number;
  BAGGAGE: number;
  SPECIAL_SERVICES: number;
}

/** Σ of the quote's prices of every seat, meal (per flight), excess baggage and service chosen. */
export function extrasPaise(
  quote: Pick<GatewayFareQuote, 'seatmaps' | 'extras' | 'legs'>,
  travellers: readonly TravellerDraft[],
): ExtrasPaise {
  const prices: ExtrasPrices = {
    seat: (legIndex, segmentIndex, seatNo) =>
      quote.seatmaps
        .find((entry) => entry.legIndex === legIndex && entry.segmentIndex === segmentIndex)
        ?.rows.flatMap((row) => row.seats)
        .find((entry) => entry.seatNo === seatNo)?.pricePaise ?? 0,
    meals: quote.extras.meals,
    services: quote.extras.services,
    baggage: (legIndex) => quote.extras.baggage.find((entry) => entry.legIndex === legIndex)?.options,
  };
  const chosen = travellers.map((traveller) =>
    traveller.legs.map((leg, legIndex) => legExtras(leg, quote.legs[legIndex]?.flightlegs.length ?? 1)),
  );
  const totals = extrasTotals(prices, chosen);
  return {
    SEATS: totals.seats,
    MEALS: totals.meals,
    BAGGAGE: totals.baggage,
    SPECIAL_SERVICES: totals.specialServices,
  };
}

/**
 * The quote's fare summary with the chosen extras in their places (after the fare's own components,
 * before the convenience fee), and their total. The fee and its GST do not depend on extras, so the
 * total is what the gateway will be asked for, to the paisa.
 */
export function summaryWithExtras(
  quote: Pick<GatewayFareQuote, 'summary' | 'total_paise'>,
  extras: ExtrasPaise,
): { lines: GatewayFareLine[]; totalPaise: number } {
  const order = (code: string) => SUMMARY_CODES.indexOf(code as SummaryCode);
  const added = (Object.keys(extras) as (keyof ExtrasPaise)[])
    .filter((code) => extras[code] !== 0)
    .map((code) => ({ code, label: SUMMARY_LABELS[code], amount: extras[code] / 100, amount_paise: extras[code] }));
  const lines = [...quote.summary, ...added].sort((a, b) => order(a.code) - order(b.code));
  const extra = added.reduce((sum, line) => sum + line.amount_paise, 0);
  return { lines, totalPaise: quote.total_paise + extra };
}

/** The `book` call's fields. `requestkey` is made once per Confirm click and reused on a retry. */
export function bookFields(input: {
  selection: FareSelection;
  acceptedTotalPaise: number;
  travellers: readonly TravellerDraft[];
  international: boolean;
  flightsPerLeg: readonly number[];
  contact: ContactDraft;
  gst?: GstDraft;
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
  if (input.gst && gstGiven(input.gst)) {
    for (const name of GST_FIELD_NAMES) {
      const value = input.gst[name].trim();
      fields[name] = name === 'gstnumber' ? value.toUpperCase() : value;
    }
  }
  return fields;
}

/** A refusal sorted for the form: per traveller and field, the form's own fields, and what belongs to no field. */
export interface BookingFieldErrors {
  travellers: Record<number, Record<string, string>>;
  fields: Record<string, string>;
  general: string[];
}

/** Form fields with an input of their own on the page: the contact, the GST details and the terms. */
const FORM_FIELDS = new Set([
  'paxemail',
  'paxmobile',
  'paxcountrycode',
  'paxaltemail',
  'termsaccepted',
  ...GST_FIELD_NAMES,
]);
/** Keys of a 409 answer that carry data, not a message. */
const NOT_MESSAGES = new Set(['code', 'title', 'oldtotal_paise', 'newtotal_paise', 'reason']);

/**
 * A traveller's refused field as the form names it: `legs.1.meals.0` → `legs.1.meal`, `legs.0.seats.1`
 * → `legs.0.seats.1` (a seat per flight), `legs.0.baggage.0` → `legs.0.baggage`, `legs.0.services.2`
 * → `legs.0.services`; anything else as it is.
 */
function travellerFieldOf(path: string): string {
  const leg = /^legs\.(\d+)\.(seats|meals|baggage|services)(?:\.(\d+))?/.exec(path);
  if (!leg) return path;
  const [, index, kind, position = '0'] = leg;
  if (kind === 'seats') return `legs.${index}.seats.${position}`;
  return `legs.${index}.${kind === 'meals' ? 'meal' : kind}`;
}

/**
 * Seats another booking took while this form was open, as 'leg|flight|seat': the server refuses them
 * with §5's 'seat already reserved for another passenger' under the traveller's seat.
 */
export function seatsLost(errors: BookingFieldErrors, travellers: readonly TravellerDraft[]): string[] {
  const lost: string[] = [];
  for (const [index, fields] of Object.entries(errors.travellers)) {
    for (const [field, message] of Object.entries(fields)) {
      const seat = /^legs\.(\d+)\.seats\.(\d+)$/.exec(field);
      if (!seat || message !== BOOKING_MSG.seatTaken) continue;
      const seatNo = travellers[Number(index)]?.legs[Number(seat[1])]?.seats[Number(seat[2])];
      if (seatNo) lost.push(lostSeatKey(Number(seat[1]), Number(seat[2]), seatNo));
    }
  }
  return lost;
}

export function bookingFieldErrors(errors: Record<string, string> | undefined): BookingFieldErrors {
  const sorted: BookingFieldErrors = { travellers: {}, fields: {}, general: [] };
  for (const [key, message] of Object.entries(errors ?? {})) {
    if (NOT_MESSAGES.has(key)) continue;
    const traveller = /^passengerjson\.(\d+)\.(.+)$/.exec(key);
    if (traveller) {
      const index = Number(traveller[1]);
      const field = travellerFieldOf(traveller[2] ?? '');
      sorted.travellers[index] = { ...sorted.travellers[index], [field]: sorted.travellers[index]?.[field] ?? message };
    } else if (FORM_FIELDS.has(key)) sorted.fields[key] = message;
    else if (!sorted.general.includes(message)) sorted.general.push(message);
  }
  return sorted;
}

/** What the site checks before asking: the same words the server would answer. */
export function draftErrors(
  travellers: readonly TravellerDraft[],
  international: boolean,
  gst: GstDraft = EMPTY_GST,
): BookingFieldErrors {
  const sorted: BookingFieldErrors = { travellers: {}, fields: {}, general: [] };
  if (gstGiven(gst)) {
    const form: GstForm = {
      gstHolder: gst.gstholder,
      gstNumber: gst.gstnumber.toUpperCase(),
      gstEmail: gst.gstemail,
      gstAddress: gst.gstaddress,
      gstPhone: gst.gstphone,
      gstCompany: gst.gstcompany,
    };
    const errors: Partial<Record<(typeof GST_FIELDS)[number], string>> = validateBookingGst(form);
    GST_FIELDS.forEach((field, i) => {
      const message = errors[field];
      const name = GST_FIELD_NAMES[i];
      if (message && name) sorted.fields[name] = message;
    });
  }
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
