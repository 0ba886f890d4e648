import { airportByCode } from '@tripsetu/domain/airports.ts';
import type { Earnings } from '@tripsetu/domain/commissions.ts';
import type { QuotedLeg } from '@tripsetu/domain/flight-booking-api.ts';
import type { Booker } from '../bookings/product.ts';
import type { CommissionBook, EarningPart } from '../commissions/commission-book.ts';
import { isSeriesFare } from '../flights/leg-answer.ts';

const inIndia = (code: string) => airportByCode(code)?.countryCode === 'IN';

/**
 * A flight booking's parts for the commission rules (decision 034): each leg, by its first segment's carrier,
 * domestic when every airport of the leg is in India, discounted on a special fare; its base and YQ for
 * every traveller, and its passenger-segments for a flat amount. A series fare is a net fare and earns
 * nothing (decision 037).
 */
export function flightEarningParts(legs: readonly { leg: QuotedLeg }[]): EarningPart[] {
  return legs
    .flatMap(({ leg }) => (leg.itinerary.fares[0] && isSeriesFare(leg.itinerary.fares[0]) ? [] : [leg]))
    .map((leg) => {
      const fare = leg.itinerary.fares[0];
      const segments = leg.itinerary.segments;
      let basePaise = 0;
      let yqPaise = 0;
      let travellers = 0;
      for (const pax of fare?.pax ?? []) {
        travellers += pax.count;
        for (const component of pax.components) {
          if (component.code === 'BASE') basePaise += component.amountPaise * pax.count;
          else if (component.code === 'YQ') yqPaise += component.amountPaise * pax.count;
        }
      }
      const domestic = segments.every((segment) => inIndia(segment.origin) && inIndia(segment.destination));
      return {
        carrier: segments[0]?.carrier ?? null,
        sector: domestic ? 'DOMESTIC' : 'INTERNATIONAL',
        discounted: (fare?.fareType ?? 'REGULAR') !== 'REGULAR',
        basis: { basePaise, yqPaise, units: travellers * segments.length },
      };
    });
}

/** What an agency earns on these legs, or null (a traveller's booking, or no rule applies). */
export function flightEarnings(
  book: CommissionBook,
  agencyId: number | null,
  legs: readonly { leg: QuotedLeg }[],
): Earnings | null {
  return agencyId === null ? null : book.earnings(agencyId, 'FLIGHT', flightEarningParts(legs));
}

/** The agency a booking earns for: an agent's, never a traveller's. */
export const agencyOf = (booker: Booker) => (booker.channel === 'AGENT' ? booker.user.agency_id : null);
