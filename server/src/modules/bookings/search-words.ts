import { sql } from 'kysely';
import type { Db } from './product.ts';

/** The most words of a Manage Bookings search a product's `matching` looks for. */
const MAX_WORDS = 5;
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The bookings of a product whose lower-cased search words (its references and travellers' or guests' names,
 * written with the booking) hold every word of the text, up to five: the `matching` of products that keep them.
 */
export function bookingsWithWords(source: Db, table: 'bus_bookings' | 'hotel_bookings', text: string) {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  let query = source.selectFrom(table).select('booking_id');
  for (const word of words) query = query.where(sql<boolean>`search_text like ${likeWord(word)}`);
  return query;
}
