import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FlightSearchResult } from '@tripsetu/domain/flight-api.ts';
import { type BookingPaxType, emptyTraveller } from '@tripsetu/domain/flight-booking.ts';
import type { BookingBody, FlightQuote, TravellerBody } from '@tripsetu/domain/flight-booking-api.ts';
import type { FlightSearchRequest } from '@tripsetu/domain/flight-search.ts';
import { expandSearchResult, type FlightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import { expect } from 'vitest';
import type { AgentClient } from './agent-client.ts';

/** A one-way economy search from Delhi to Mumbai `days` from today, for one adult; overrides change it. */
export function flightSearch(overrides: Partial<FlightSearchRequest> = {}, days = 20): FlightSearchRequest {
  return {
    tripType: 'ONE_WAY',
    segments: [{ from: 'DEL', to: 'BOM', date: addDays(todayInIndia(), days) }],
    adults: 1,
    children: 0,
    infants: 0,
    cabin: 'ECONOMY',
    nearbyAirports: false,
    nonStopOnly: false,
    fareType: 'REGULAR',
    ...overrides,
  };
}

/**
 * Searches, picks on each leg the cheapest itinerary passing `pick` (default: non-stop) and its first
 * fare, and asks for the quote as the review page does.
 */
export async function quoteFor(
  client: AgentClient,
  search: FlightSearchRequest,
  pick: (itinerary: FlightSearchResult['legs'][number]['itineraries'][number]) => boolean = (it) => it.stops === 0,
) {
  const found = await client.post('/flights/search', search);
  expect(found.status, JSON.stringify(found.body).slice(0, 300)).toBe(200);
  const result = expandSearchResult(found.body as FlightSearchWire);
  const chosen = result.legs.map((leg) => {
    const itinerary = leg.itineraries.find(pick) ?? leg.itineraries[0];
    if (!itinerary) throw new Error(`no flights ${leg.from}-${leg.to} ${leg.date}`);
    return itinerary.fares[0] as (typeof itinerary.fares)[number];
  });
  const body = {
    search,
    fareIds: chosen.map((fare) => fare.id),
    seenTotalPaise: chosen.reduce((total, fare) => total + fare.totalPaise, 0),
    seenBookingClasses: chosen.map((fare) => fare.bookingClass),
  };
  const quoted = await client.post('/flights/quote', body);
  expect(quoted.status, JSON.stringify(quoted.body).slice(0, 300)).toBe(200);
  return { result, body, quote: quoted.body as FlightQuote };
}

const NAMES = ['Arjun', 'Meera', 'Kabir', 'Anaya', 'Vihaan', 'Diya', 'Reyansh', 'Saanvi', 'Ishaan'];

/** A complete traveller of a type, born to fit it on `travelDate`; overrides change fields. */
export function traveller(
  paxType: BookingPaxType,
  index: number,
  travelDate: string,
  overrides: Partial<TravellerBody> = {},
): TravellerBody {
  const years = paxType === 'ADT' ? 34 : paxType === 'CHD' ? 7 : 1;
  return {
    ...emptyTraveller(paxType),
    title: paxType === 'ADT' ? (index % 2 === 0 ? 'Mr' : 'Ms') : 'Mstr',
    firstName: NAMES[index % NAMES.length] as string,
    lastName: 'Sharma',
    gender: paxType === 'ADT' && index % 2 === 1 ? 'Female' : 'Male',
    dateOfBirth: addDays(travelDate, -Math.round(years * 365.25) - 40),
    ...overrides,
  };
}

/** Travellers for a quote's counts, in the order adults, children, infants. */
export function travellersFor(quote: FlightQuote): TravellerBody[] {
  const date = quote.legs[0]?.date ?? todayInIndia();
  const out: TravellerBody[] = [];
  for (let i = 0; i < quote.travellers.adults; i++) out.push(traveller('ADT', out.length, date));
  for (let i = 0; i < quote.travellers.children; i++) out.push(traveller('CHD', out.length, date));
  for (let i = 0; i < quote.travellers.infants; i++) out.push(traveller('INF', out.length, date));
  return out;
}

/** A booking request for a quote: its travellers, a contact, terms accepted; overrides change it. */
export function bookingFor(
  quoted: { body: { search: FlightSearchRequest; fareIds: string[] }; quote: FlightQuote },
  overrides: Partial<BookingBody> = {},
): BookingBody {
  return {
    search: quoted.body.search,
    fareIds: quoted.body.fareIds,
    acceptedTotalPaise: quoted.quote.fareTotalPaise,
    travellers: travellersFor(quoted.quote),
    contact: { email: 'traveller@example.in', alternateEmail: '', countryCode: '+91', mobile: '9876543210' },
    termsAccepted: true,
    action: 'BOOK',
    ...overrides,
  };
}
