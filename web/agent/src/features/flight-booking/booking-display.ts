import type { QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import { BAGGAGE, MEALS, SPECIAL_SERVICES } from '@tripsetu/domain/flight-extras.ts';
import type { TripType } from '@tripsetu/domain/flight-search.ts';
import { t } from '../../i18n/i18n.ts';

/** Onward and Return for a round trip, Flight 1… for multi city, Onward for one way (as on the results). */
export function legTitle(tripType: TripType | string, legIndex: number): string {
  if (tripType === 'ROUND_TRIP') return t(legIndex === 0 ? 'flights.results.onward' : 'flights.results.return');
  if (tripType === 'MULTI_CITY') return t('flights.results.flightN', { number: legIndex + 1 });
  return t('flights.results.onward');
}

/** 'DEL–BOM': a flight segment's airports. */
export function segmentRoute(leg: QuotedLeg | undefined, segmentIndex: number): string {
  const segment = leg?.itinerary.segments[segmentIndex];
  return segment ? `${segment.origin}–${segment.destination}` : '';
}

/** '6E-2134' */
export function flightNumberOf(leg: QuotedLeg | undefined, segmentIndex: number): string {
  const segment = leg?.itinerary.segments[segmentIndex];
  return segment ? `${segment.carrier}-${segment.flightNumber}` : '';
}

const labelOf = (options: readonly { code: string; label: string }[], code: string) =>
  options.find((option) => option.code === code)?.label ?? code;

/** The catalogue's names of a booking's extras: 'Vegetarian meal', 'Excess baggage 10 kg', 'Wheelchair…'. */
export const mealLabel = (code: string) => labelOf(MEALS, code);
export const baggageLabel = (code: string) => labelOf(BAGGAGE, code);
export const serviceLabel = (code: string) => labelOf(SPECIAL_SERVICES, code);

/** The carrier's name from the booking's flights: '6E' → 'IndiGo'. */
export function carrierName(legs: readonly QuotedLeg[], carrier: string): string {
  for (const leg of legs) {
    const segment = leg.itinerary.segments.find((entry) => entry.carrier === carrier);
    if (segment) return segment.carrierName;
  }
  return carrier;
}
