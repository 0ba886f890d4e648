import type { BookedTraveller } from '@tripsetu/domain/flight-booking-api.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Db } from '../bookings/product.ts';

/** The most words of a search that count: a name and a surname, a ticket number, with room to spare. */
const MAX_WORDS = 5;

/** The words a flight booking is found by in Manage Bookings: each traveller's names and ticket numbers. */
export function searchTermsOf(travellers: readonly BookedTraveller[]): string[] {
  const terms = new Set<string>();
  for (const traveller of travellers) {
    for (const word of `${traveller.firstName} ${traveller.lastName}`.toLowerCase().split(/[\s-]+/)) {
      if (word) terms.add(word);
    }
    for (const ticket of traveller.tickets) if (ticket.number) terms.add(ticket.number.toLowerCase());
  }
  return [...terms];
}

/** Keeps the booking's words in step with its travellers (on booking, and when tickets are issued). */
export async function writeSearchTerms(
  trx: Transaction<Database>,
  bookingId: number,
  travellers: readonly BookedTraveller[],
) {
  await trx.deleteFrom('flight_booking_terms').where('booking_id', '=', bookingId).execute();
  const terms = searchTermsOf(travellers);
  if (terms.length > 0) {
    await trx
      .insertInto('flight_booking_terms')
      .values(terms.map((term) => ({ booking_id: bookingId, term })))
      .execute();
  }
}

const likePrefix = (word: string) => `${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The flight bookings a search text finds, as a subquery the list narrows further (agency, dates, page):
 * a PNR exactly, or every word beginning one of a booking's words ("arjun sha" finds Arjun Sharma).
 */
export function matchingFlightBookings(source: Db, text: string) {
  const byPnr = source.selectFrom('flight_booking_segments').select('booking_id').where('pnr', '=', text.toUpperCase());
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const byWord = words.map((word) =>
    source.selectFrom('flight_booking_terms').select('booking_id').where('term', 'like', likePrefix(word)),
  );
  const [first, ...rest] = byWord;
  if (!first) return byPnr;
  // INTERSECT binds before UNION: a PNR, or every word.
  return rest.reduce((query, next) => query.intersect(next), byPnr.union(first));
}
