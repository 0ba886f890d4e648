import { type FareSummary, netEarnedPaise } from '@tripsetu/domain/fare-summary.ts';
import { sharePaise } from '@tripsetu/domain/money.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { Db } from './product.ts';

/**
 * What the agency kept of its commission on a booking (commission and PLB cut and pay, less TDS, from its frozen fare
 * lines), shared over the booking's units (seats, rooms) in proportion to `weights`: what a cancellation of one of
 * them takes back from (decision 034).
 */
export async function keptEarningsShared(source: Db, bookingId: number, weights: readonly number[]): Promise<number[]> {
  const header = await source.selectFrom('bookings').select('fare').where('id', '=', bookingId).executeTakeFirst();
  return sharePaise(header ? netEarnedPaise(jsonColumn<FareSummary>(header.fare).lines) : 0, weights);
}
