import { GST_FIELDS } from '@tripsetu/domain/agency.ts';
import { addDays, addYears } from '@tripsetu/domain/dates.ts';
import { markupError, markupPaiseOf } from '@tripsetu/domain/fare-summary.ts';
import {
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  type BookingPaxType,
  type ContactForm,
  emptyTraveller,
  type GstForm,
  type TravellerForm,
  type TripFacts,
  validateBookingGst,
  validateContact,
  validateTraveller,
} from '@tripsetu/domain/flight-booking.ts';
import type { BookingBody, FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { validateJourneyExtras } from '@tripsetu/domain/flight-extras.ts';
import type { FareType } from '@tripsetu/domain/flight-search.ts';
import { lapAdults, seatProblem } from '@tripsetu/ui/seat-map.ts';
import { t } from '../../i18n/i18n.ts';
import type { ReviewState } from '../../lib/review-url.ts';
import { seatsOfSegment } from './seat-map.ts';

/** One traveller's extras on one leg: a seat and a meal per flight segment ('' = none), baggage and services. */
export interface LegExtras {
  seats: string[];
  meals: string[];
  baggage: string[];
  services: string[];
}

export interface TravellerState extends TravellerForm {
  legs: LegExtras[];
}

export interface BookingForm {
  travellers: TravellerState[];
  contact: ContactForm;
  gst: GstForm;
  /** Rupees as typed; '' for none. */
  markup: string;
  termsAccepted: boolean;
}

/** Error messages keyed as the server keys them: 'travellers.0.firstName', 'contact.mobile', 'termsAccepted'… */
export type BookingErrors = Record<string, string>;

export const DEFAULT_DIAL_CODE = '+91';
export const EMPTY_GST: GstForm = {
  gstHolder: '',
  gstNumber: '',
  gstEmail: '',
  gstAddress: '',
  gstPhone: '',
  gstCompany: '',
};

const emptyLegs = (quote: Pick<FlightQuote, 'legs'>): LegExtras[] =>
  quote.legs.map((leg) => ({
    seats: leg.itinerary.segments.map(() => ''),
    meals: leg.itinerary.segments.map(() => ''),
    baggage: [],
    services: [],
  }));

/** Empty forms for the quote's travellers, in the server's order: adults, children, infants. */
export function initialBookingForm(quote: Pick<FlightQuote, 'legs' | 'travellers'>): BookingForm {
  const types: BookingPaxType[] = [
    ...Array<BookingPaxType>(quote.travellers.adults).fill('ADT'),
    ...Array<BookingPaxType>(quote.travellers.children).fill('CHD'),
    ...Array<BookingPaxType>(quote.travellers.infants).fill('INF'),
  ];
  return {
    travellers: types.map((paxType) => ({ ...emptyTraveller(paxType), legs: emptyLegs(quote) })),
    contact: { email: '', alternateEmail: '', countryCode: DEFAULT_DIAL_CODE, mobile: '' },
    gst: { ...EMPTY_GST },
    markup: '',
    termsAccepted: false,
  };
}

/** The dates and kind of trip the traveller rules depend on. */
export function tripFactsOf(quote: Pick<FlightQuote, 'legs' | 'international'>, fareType: FareType, today: string) {
  const firstDate = quote.legs[0]?.itinerary.segments[0]?.departureDate ?? today;
  const lastDate = quote.legs.at(-1)?.itinerary.segments.at(-1)?.departureDate ?? firstDate;
  return { today, firstDate, lastDate, international: quote.international, fareType } satisfies TripFacts;
}

/** Where a calendar for a traveller's date of birth opens: a typical birthday of the type. */
export function typicalBirthDate(paxType: BookingPaxType, trip: TripFacts): string {
  const years = paxType === 'ADT' ? (trip.fareType === 'SENIOR_CITIZEN' ? 65 : 30) : paxType === 'CHD' ? 6 : 1;
  return addDays(addYears(trip.firstDate, -years), -1);
}

/** 'Arjun Sharma' once named, 'Traveller 2' before. */
export function travellerName(traveller: Pick<TravellerForm, 'firstName' | 'lastName'>, index: number): string {
  const name = `${traveller.firstName.trim()} ${traveller.lastName.trim()}`.trim();
  return name || t('flightBooking.traveller.numbered', { number: index + 1 });
}

/**
 * The §5 rules before sending, keyed as the server keys its answers, so both show on the same field:
 * each traveller, their seats (exit rows), baggage and services, the contact, GST, markup and terms.
 */
export function validateBookingForm(
  form: BookingForm,
  quote: Pick<FlightQuote, 'legs' | 'seatMaps'>,
  trip: TripFacts,
): BookingErrors {
  const errors: BookingErrors = {};
  const carrying = lapAdults(form.travellers);
  form.travellers.forEach((traveller, index) => {
    for (const [field, message] of Object.entries(validateTraveller(traveller, trip))) {
      errors[`travellers.${index}.${field}`] = message;
    }
    traveller.legs.forEach((extras, legIndex) => {
      const at = `travellers.${index}.legs.${legIndex}`;
      extras.seats.forEach((seatNo, segmentIndex) => {
        if (seatNo === '') return;
        const seat = seatsOfSegment(quote, legIndex, segmentIndex).find((entry) => entry.seatNo === seatNo);
        const problem = seat
          ? seatProblem(seat, { paxType: traveller.paxType, withInfant: carrying.has(index) })
          : BOOKING_MSG_DECIDED.seatUnknown;
        if (problem) errors[`${at}.seats.${segmentIndex}`] = problem;
      });
      const extraErrors = validateJourneyExtras(extras);
      if (extraErrors.baggage) errors[`${at}.baggage`] = extraErrors.baggage;
      if (extraErrors.services) errors[`${at}.services`] = extraErrors.services;
    });
  });
  for (const [field, message] of Object.entries(validateContact(form.contact))) errors[`contact.${field}`] = message;
  for (const [field, message] of Object.entries(validateBookingGst(form.gst))) errors[`gst.${field}`] = message;
  const markupProblem = markupError(markupPaiseOf(form.markup));
  if (markupProblem) {
    errors.markupPaise = markupProblem;
  }
  if (!form.termsAccepted) errors.termsAccepted = BOOKING_MSG.termsRequired;
  return errors;
}

/** POST /flights/bookings's body: what was reviewed, the price accepted, and the forms as typed (trimmed). */
export function bookingBodyOf(
  review: ReviewState,
  form: BookingForm,
  acceptedTotalPaise: number,
  action: 'BOOK' | 'HOLD',
  confirmDuplicate = false,
): BookingBody {
  const trim = (value: string) => value.trim();
  const gstGiven = GST_FIELDS.some((field) => form.gst[field].trim() !== '');
  const body: BookingBody = {
    confirmDuplicate,
    search: review.search,
    fareIds: review.fareIds,
    acceptedTotalPaise,
    travellers: form.travellers.map((traveller) => ({
      paxType: traveller.paxType,
      title: traveller.title,
      firstName: trim(traveller.firstName),
      lastName: trim(traveller.lastName),
      dateOfBirth: traveller.dateOfBirth,
      gender: traveller.gender,
      passportNumber: trim(traveller.passportNumber).toUpperCase(),
      passportIssueDate: traveller.passportIssueDate,
      passportExpiryDate: traveller.passportExpiryDate,
      passportPlaceOfIssue: trim(traveller.passportPlaceOfIssue),
      passportCountryCode: trim(traveller.passportCountryCode).toUpperCase(),
      specialAssistance: traveller.specialAssistance,
      frequentFlyerNumber: trim(traveller.frequentFlyerNumber).toUpperCase(),
      mealPreference: traveller.mealPreference,
      seatPreference: traveller.seatPreference,
      legs: traveller.legs.map((extras) => ({
        seats: [...extras.seats],
        meals: [...extras.meals],
        baggage: [...extras.baggage],
        services: [...extras.services],
      })),
    })),
    contact: {
      email: trim(form.contact.email),
      alternateEmail: trim(form.contact.alternateEmail),
      countryCode: trim(form.contact.countryCode),
      mobile: trim(form.contact.mobile),
    },
    gst: gstGiven
      ? {
          gstHolder: trim(form.gst.gstHolder),
          gstNumber: trim(form.gst.gstNumber).toUpperCase(),
          gstEmail: trim(form.gst.gstEmail),
          gstAddress: trim(form.gst.gstAddress),
          gstPhone: trim(form.gst.gstPhone),
          gstCompany: trim(form.gst.gstCompany),
        }
      : { ...EMPTY_GST },
    markupPaise: markupPaiseOf(form.markup) || 0,
    termsAccepted: form.termsAccepted,
    action,
  };
  if (review.seenTotalPaise !== undefined) body.seenTotalPaise = review.seenTotalPaise;
  if (review.seenBookingClasses) body.seenBookingClasses = review.seenBookingClasses;
  return body;
}

/** Sets one traveller's extras on one leg, leaving the rest of the form as it was. */
export function withLegExtras(
  form: BookingForm,
  travellerIndex: number,
  legIndex: number,
  change: (extras: LegExtras) => LegExtras,
): BookingForm {
  return {
    ...form,
    travellers: form.travellers.map((traveller, index) =>
      index === travellerIndex
        ? {
            ...traveller,
            legs: traveller.legs.map((extras, leg) => (leg === legIndex ? change(extras) : extras)),
          }
        : traveller,
    ),
  };
}

/** The same list with `value` at `index` (seats and meals per flight segment). */
export function replaceAt(list: readonly string[], index: number, value: string): string[] {
  return list.map((entry, at) => (at === index ? value : entry));
}

/** `code` added to or taken out of a list (baggage, services). */
export function toggled(list: readonly string[], code: string, on: boolean): string[] {
  return on ? (list.includes(code) ? [...list] : [...list, code]) : list.filter((entry) => entry !== code);
}
