import { addDays, todayInIndia } from '@tripsetu/domain/dates.ts';
import type { FareOption, Itinerary } from '@tripsetu/domain/flight-api.ts';
import type { BookingBody, FlightBooking, FlightQuote } from '@tripsetu/domain/flight-booking-api.ts';
import { expandSearchResult, type FlightSearchWire } from '@tripsetu/domain/flight-wire.ts';
import { SERIES_FARE_FAMILY, type SeriesFare, type SeriesFareBody } from '@tripsetu/domain/series-fares.ts';
import type { AgentClient } from './agent-client.ts';
import { bookingFor, flightSearch } from './flight-booking-fixtures.ts';
import type { TestApp } from './harness.ts';
import { expectStatus, withKey } from './wallet-fixtures.ts';

/** A date `days` from today in India. */
export const dayOut = (days: number) => addDays(todayInIndia(), days);

/** A Delhi–Mumbai search `days` out for the travellers given. */
export const seriesSearch = (days: number, adults = 1, children = 0) => flightSearch({ adults, children }, days);

/** The first non-stop Delhi–Mumbai flight on the day `days` out, as the back office names it (6E-2031). */
export async function directFlight(
  client: AgentClient,
  days: number,
): Promise<{ flight: string; itinerary: Itinerary }> {
  const answer = expectStatus(await client.post('/flights/search', seriesSearch(days)), 200);
  const itinerary = expandSearchResult(answer.body as FlightSearchWire).legs[0]?.itineraries.find(
    (candidate) => candidate.stops === 0,
  );
  if (!itinerary) throw new Error(`no non-stop flight ${days} days out`);
  const segment = itinerary.segments[0] as Itinerary['segments'][number];
  return { flight: `${segment.carrier}-${segment.flightNumber}`, itinerary };
}

/** A block of 4 economy seats at ₹3,999 an adult; overrides change it. */
export const seriesBlock = (flight: string, date: string, overrides: Partial<SeriesFareBody> = {}): SeriesFareBody => ({
  flight,
  date,
  cabin: 'ECONOMY',
  seats: 4,
  adultFarePaise: 3999_00,
  childFarePaise: 3499_00,
  infantFarePaise: 1500_00,
  checkInKg: 15,
  ...overrides,
});

/** Adds a block as the back office. */
export async function addBlock(admin: AgentClient, body: SeriesFareBody): Promise<SeriesFare> {
  return expectStatus(await admin.post('/admin/series-fares', body), 201).body as SeriesFare;
}

/** The series fare an agent's search shows on the flight, if any. */
export async function seriesFareIn(
  client: AgentClient,
  days: number,
  flight: string,
  adults = 1,
  children = 0,
): Promise<{
  fare: FareOption | undefined;
  fareRules: Record<string, { cancellation: { chargePaise: number | null }[] }>;
  itinerary: Itinerary | undefined;
}> {
  const answer = expectStatus(await client.post('/flights/search', seriesSearch(days, adults, children)), 200);
  const result = expandSearchResult(answer.body as FlightSearchWire);
  const itinerary = result.legs[0]?.itineraries.find(
    (candidate) =>
      candidate.stops === 0 && `${candidate.segments[0]?.carrier}-${candidate.segments[0]?.flightNumber}` === flight,
  );
  return {
    fare: itinerary?.fares.find((fare) => fare.family === SERIES_FARE_FAMILY),
    fareRules: result.fareRules,
    itinerary,
  };
}

/** The quote of the series fare on a flight `days` out. */
export async function seriesQuote(client: AgentClient, days: number, flight: string, adults = 1) {
  const { fare } = await seriesFareIn(client, days, flight, adults);
  if (!fare) throw new Error(`no series fare on ${flight}`);
  const body = { search: seriesSearch(days, adults), fareIds: [fare.id] };
  const quote = expectStatus(await client.post('/flights/quote', body), 200).body as FlightQuote;
  return { body, quote };
}

/** Books (or, with `action: 'HOLD'`, holds) the series fare on a flight `days` out. */
export async function bookSeries(
  client: AgentClient,
  days: number,
  flight: string,
  adults = 1,
  overrides: Partial<BookingBody> = {},
): Promise<FlightBooking> {
  const quoted = await seriesQuote(client, days, flight, adults);
  // The fixtures' travellers share names: a second booking of a flight is meant, not a duplicate by mistake.
  const body = bookingFor(quoted, { confirmDuplicate: true, ...overrides });
  return expectStatus(await client.post('/flights/bookings', body, withKey()), 201).body as FlightBooking;
}

/** A block's row as kept. */
export const blockRow = (t: TestApp, id: number) =>
  t.database.db.selectFrom('series_fare_blocks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** How many blocks are kept. */
export const blockCount = async (t: TestApp) =>
  Number(
    (
      await t.database.db
        .selectFrom('series_fare_blocks')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
