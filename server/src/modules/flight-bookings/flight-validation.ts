import { BOOKING_CHARGES } from '@tripsetu/domain/fare-summary.ts';
import {
  BOOKING_MSG,
  BOOKING_MSG_DECIDED,
  type BookingPaxType,
  type TravellerForm,
  validateBookingGst,
  validateContact,
  validateTraveller,
} from '@tripsetu/domain/flight-booking.ts';
import type { BookingBody } from '@tripsetu/domain/flight-booking-api.ts';
import { MEALS, validateJourneyExtras } from '@tripsetu/domain/flight-extras.ts';
import { AppError } from '../../lib/errors.ts';
import type { Channel } from '../bookings/product.ts';
import type { Resolved } from './flight-pricing.ts';

export type TravellerIn = TravellerForm & {
  legs?: { seats?: string[]; meals?: string[]; baggage?: string[]; services?: string[] }[];
};

/** Everything about the request that needs no database: §3/§5 rules, each message on its field. */
export function validateBooking(body: BookingBody, resolved: Resolved, channel: Channel, today: string) {
  const errors: Record<string, string> = {};
  const request = resolved.request;
  const travellers = body.travellers as TravellerIn[];
  const count = (type: BookingPaxType) => travellers.filter((traveller) => traveller.paxType === type).length;
  if (count('ADT') !== request.adults || count('CHD') !== request.children || count('INF') !== request.infants) {
    errors.travellers = BOOKING_MSG_DECIDED.travellersMismatch;
  }
  const journeys = resolved.legs.map(({ quoted }) => quoted.journey);
  const firstDate = journeys[0]?.[0]?.departureDate ?? today;
  const lastDate = journeys.at(-1)?.at(-1)?.departureDate ?? firstDate;
  const trip = {
    today: today,
    firstDate,
    lastDate,
    international: resolved.international,
    fareType: request.fareType,
  };
  const chosen = new Map<string, number>();
  travellers.forEach((traveller, index) => {
    for (const [field, message] of Object.entries(validateTraveller(traveller, trip))) {
      errors[`travellers.${index}.${field}`] = message;
    }
    const legs = traveller.legs ?? [];
    if (legs.length > journeys.length) errors[`travellers.${index}.legs`] = BOOKING_MSG_DECIDED.seatUnknown;
    legs.forEach((extras, legIndex) => {
      const at = `travellers.${index}.legs.${legIndex}`;
      const journey = journeys[legIndex] ?? [];
      (extras.seats ?? []).forEach((seatNo, segmentIndex) => {
        if (seatNo === '') return;
        if (traveller.paxType === 'INF') errors[`${at}.seats.${segmentIndex}`] = BOOKING_MSG_DECIDED.seatInfantNoSeat;
        else if (segmentIndex >= journey.length)
          errors[`${at}.seats.${segmentIndex}`] = BOOKING_MSG_DECIDED.seatUnknown;
        const key = `${legIndex}|${segmentIndex}|${seatNo}`;
        if (chosen.has(key)) errors[`${at}.seats.${segmentIndex}`] = BOOKING_MSG_DECIDED.seatTwice;
        chosen.set(key, index);
      });
      (extras.meals ?? []).forEach((code, segmentIndex) => {
        if (code === '') return;
        const meal = MEALS.find((option) => option.code === code);
        if (!meal || traveller.paxType === 'INF' || segmentIndex >= journey.length) {
          errors[`${at}.meals.${segmentIndex}`] = BOOKING_MSG_DECIDED.mealUnknown;
        } else if (meal.childOnly && traveller.paxType !== 'CHD') {
          errors[`${at}.meals.${segmentIndex}`] = BOOKING_MSG_DECIDED.mealChildOnly;
        }
      });
      const extraErrors = validateJourneyExtras({ baggage: extras.baggage ?? [], services: extras.services ?? [] });
      if (extraErrors.baggage) errors[`${at}.baggage`] = extraErrors.baggage;
      if (extraErrors.services) errors[`${at}.services`] = extraErrors.services;
      // An infant's allowance rides on the adult's booking: extras are bought for the adult.
      if (traveller.paxType === 'INF' && (extras.baggage ?? []).length > 0) {
        errors[`${at}.baggage`] = BOOKING_MSG_DECIDED.infantExtras;
      }
      if (traveller.paxType === 'INF' && (extras.services ?? []).length > 0) {
        errors[`${at}.services`] = BOOKING_MSG_DECIDED.infantExtras;
      }
    });
  });
  for (const [field, message] of Object.entries(validateContact(body.contact as never))) {
    errors[`contact.${field}`] = message;
  }
  for (const [field, message] of Object.entries(validateBookingGst((body.gst ?? {}) as never))) {
    errors[`gst.${field}`] = message;
  }
  const markup = body.markupPaise ?? 0;
  if (markup < 0 || markup > BOOKING_CHARGES.maxMarkupPaise || (channel === 'CONSUMER' && markup !== 0)) {
    errors.markupPaise = BOOKING_MSG_DECIDED.markupInvalid;
  }
  if (body.termsAccepted !== true) errors.termsAccepted = BOOKING_MSG.termsRequired;
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}
