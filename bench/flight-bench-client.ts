/** What the flight benches share: a search, its quote, and a booking's body, against a running server. */
import { addDays, todayInIndia } from '../packages/domain/src/dates.ts';
import { emptyTraveller } from '../packages/domain/src/flight-booking.ts';
import type { FlightQuote } from '../packages/domain/src/flight-booking-api.ts';
import type { FlightSearchRequest } from '../packages/domain/src/flight-search.ts';
import { expandSearchResult, type FlightSearchWire } from '../packages/domain/src/flight-wire.ts';

export type Headers = Record<string, string>;

export async function post(url: string, headers: Headers, body: unknown) {
  const start = performance.now();
  const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - start };
}

/** A traveller's name from the booking's number, in letters only (names take no digits). */
export const nameOf = (n: number) =>
  `Bench${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}${String.fromCharCode(97 + (n % 26))}`;

/** Searches Delhi–Mumbai `days` ahead and asks the quote for the first itinerary's first fare. */
export async function quoteOn(url: string, headers: Headers, days: number) {
  const search: FlightSearchRequest = {
    tripType: 'ONE_WAY',
    segments: [{ from: 'DEL', to: 'BOM', date: addDays(todayInIndia(), days) }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
    nearbyAirports: false,
    nonStopOnly: true,
    fareType: 'REGULAR',
  };
  const found = await post(`${url}/api/v1/flights/search`, headers, search);
  if (found.status !== 200) throw new Error(`search answered ${found.status}: ${found.text.slice(0, 300)}`);
  const fare = expandSearchResult(JSON.parse(found.text) as FlightSearchWire).legs[0]?.itineraries[0]?.fares[0];
  if (!fare) throw new Error(`no flights DEL-BOM ${days} days ahead`);
  const body = {
    search,
    fareIds: [fare.id],
    seenTotalPaise: fare.totalPaise,
    seenBookingClasses: [fare.bookingClass],
  };
  const quoted = await post(`${url}/api/v1/flights/quote`, headers, body);
  if (quoted.status !== 200) throw new Error(`quote answered ${quoted.status}: ${quoted.text.slice(0, 300)}`);
  return { body, quote: JSON.parse(quoted.text) as FlightQuote, ms: quoted.ms };
}

export function bookingBody(quoted: Awaited<ReturnType<typeof quoteOn>>, n: number) {
  const date = quoted.quote.legs[0]?.date ?? todayInIndia();
  return {
    search: quoted.body.search,
    fareIds: quoted.body.fareIds,
    acceptedTotalPaise: quoted.quote.fareTotalPaise,
    travellers: [
      {
        ...emptyTraveller('ADT'),
        title: 'Mr',
        firstName: nameOf(n),
        lastName: 'Sharma',
        gender: 'Male',
        dateOfBirth: addDays(date, -12_460),
      },
    ],
    contact: { email: 'traveller@example.in', alternateEmail: '', countryCode: '+91', mobile: '9876543210' },
    termsAccepted: true,
    action: 'BOOK',
  };
}
