import type { FareRules } from '@tripsetu/domain/flight-api.ts';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../db/seed/random.ts';
import { itinerariesFor, itineraryFor, legList, lowestAdultFareOf, MAX_ITINERARIES } from './leg-answer.ts';
import {
  type PricedFare,
  type PricedItinerary,
  type PricedLeg,
  paxAmountsOf,
  paxPricesOf,
  paxTotalOf,
  type Travellers,
} from './supplier.ts';

const RULES: FareRules = { cancellation: [], change: [], notes: [] };
const adults = (count: number): Travellers => ({ adults: count, children: 0, infants: 0 });

/** A one-fare itinerary with its adult price (a child pays three quarters, an infant a tenth) and seats left. */
function itinerary(id: number, adultPaise: number, seatsLeft: number, durationMinutes = 120): PricedItinerary {
  const fare = {
    family: 'Saver',
    cabin: 'ECONOMY',
    bookingClass: 'Y',
    seatsLeft,
    refundable: false,
    baggage: { cabinKg: 7, checkInKg: 15, infantCheckInKg: 0 },
    fareType: 'REGULAR',
    special: null,
    prices: paxPricesOf({
      ADT: [adultPaise, 0, 0, 0],
      CHD: [(adultPaise * 3) / 4, 0, 0, 0],
      INF: [adultPaise / 10, 0, 0, 0],
    }),
    rulesId: `R${id % 3}`,
  } satisfies PricedFare;
  return {
    id: `6E-${id}@2026-12-01`,
    segments: [],
    stops: 0,
    durationMinutes,
    carriers: ['6E'],
    refundable: false,
    fares: [fare],
  };
}

const legOf = (itineraries: PricedItinerary[]): PricedLeg => ({
  itineraries,
  fareRules: { R0: RULES, R1: RULES, R2: RULES },
});

/** What a search was shown before the list (issue 6): every itinerary seating the party, cheapest for it first, cut. */
const shownTo = (leg: PricedLeg, travellers: Travellers) =>
  leg.itineraries
    .flatMap((priced) => itineraryFor(priced, travellers) ?? [])
    .sort((a, b) => a.lowestTotalPaise - b.lowestTotalPaise || a.durationMinutes - b.durationMinutes)
    .slice(0, MAX_ITINERARIES);

describe('a leg’s list, the same whoever travels (leg-answer.ts, issue 6)', () => {
  it('keeps the cheapest MAX_ITINERARIES for every number of seats, not only for one traveller', () => {
    // 120 cheap itineraries with one seat left, then 30 dearer ones with nine.
    const leg = legOf([
      ...Array.from({ length: 120 }, (_, index) => itinerary(index, 300_000 + index * 100, 1)),
      ...Array.from({ length: 30 }, (_, index) => itinerary(500 + index, 900_000 + index * 100, 9)),
      itinerary(999, 100_000, 0),
    ]);
    const list = legList(leg);
    expect(list.itineraries).toHaveLength(130);
    expect(list.itineraries.some((kept) => kept.fares[0]?.seatsLeft === 0)).toBe(false);
    expect(itinerariesFor(list, adults(1)).map((shown) => shown.id)).toEqual(
      Array.from({ length: 100 }, (_, index) => `6E-${index}@2026-12-01`),
    );
    expect(itinerariesFor(list, adults(2)).map((shown) => shown.id)).toEqual(
      Array.from({ length: 30 }, (_, index) => `6E-${500 + index}@2026-12-01`),
    );
    expect(lowestAdultFareOf(list)).toBe(300_000);
    expect(lowestAdultFareOf(legList(legOf([itinerary(1, 100_000, 0)])))).toBeNull();
  });

  it('shows every party of adults what a list of its own would have shown', () => {
    const random = mulberry32(11);
    const leg = legOf(
      Array.from({ length: 400 }, (_, index) =>
        itinerary(index, 250_000 + Math.floor(random() * 200) * 500, Math.floor(random() * 10), 90 + (index % 7)),
      ),
    );
    const list = legList(leg);
    expect(list.itineraries.length).toBeGreaterThan(MAX_ITINERARIES);
    expect(list.itineraries.length).toBeLessThan(leg.itineraries.length);
    for (let count = 1; count <= 9; count++) {
      expect(itinerariesFor(list, adults(count))).toEqual(shownTo(leg, adults(count)));
    }
    // With children and infants the order is theirs too, cheapest total first, then shortest.
    const family = { adults: 2, children: 1, infants: 1 };
    const shown = itinerariesFor(list, family);
    expect(shown).toHaveLength(MAX_ITINERARIES);
    expect(shown.every((kept) => (kept.fares[0]?.seatsLeft ?? 0) >= 3)).toBe(true);
    expect(shown[0]?.fares[0]?.totalPaise).toBe(shownTo(leg, family)[0]?.fares[0]?.totalPaise);
  });

  it('names only the fare rules of the itineraries it keeps', () => {
    const list = legList(legOf([itinerary(3, 300_000, 5), itinerary(4, 200_000, 0), itinerary(6, 250_000, 2)]));
    expect(list.itineraries.map((kept) => kept.id)).toEqual(['6E-6@2026-12-01', '6E-3@2026-12-01']);
    expect(Object.keys(list.fareRules)).toEqual(['R0']);
  });
});

describe('a priced fare’s prices, one list for the three passenger types (supplier.ts)', () => {
  it('gives back each passenger type’s amounts and their sum', () => {
    const fare = {
      prices: paxPricesOf({
        ADT: [500_000, 45_000, 27_300, 68_600],
        CHD: [375_000, 45_000, 21_000, 68_600],
        INF: [150_000, 0, 7_500, 0],
      }),
    };
    expect(fare.prices).toHaveLength(15);
    expect(paxAmountsOf(fare, 'ADT')).toEqual([500_000, 45_000, 27_300, 68_600]);
    expect(paxAmountsOf(fare, 'CHD')).toEqual([375_000, 45_000, 21_000, 68_600]);
    expect(paxAmountsOf(fare, 'INF')).toEqual([150_000, 0, 7_500, 0]);
    expect([paxTotalOf(fare, 'ADT'), paxTotalOf(fare, 'CHD'), paxTotalOf(fare, 'INF')]).toEqual([
      640_900, 509_600, 157_500,
    ]);
  });
});
