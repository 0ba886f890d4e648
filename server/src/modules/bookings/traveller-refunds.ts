import type { CancellationQuote } from '@tripsetu/domain/flight-cancellation.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { jsonColumn } from '../../lib/json-column.ts';

/** A traveller's cancellation refunded to their payment: what its refund receipt is made of. */
export interface TravellerRefund {
  id: number;
  receiptNo: string;
  creditNoteNo: string;
  issuedAt: string;
  quote: CancellationQuote;
  payment: { orderRef: string; method: string | null; paymentId: string | null };
  gatewayRefundId: string | null;
}

/**
 * A traveller's refunds of their own booking, oldest first, with the payment each went back to: what their
 * refund receipts show. Anyone else's booking has none.
 */
export async function travellerRefundsOf(
  db: Kysely<Database>,
  consumerUserId: number,
  bookingId: number,
): Promise<TravellerRefund[]> {
  const rows = await db
    .selectFrom('booking_cancellations as c')
    .innerJoin('bookings as b', 'b.id', 'c.booking_id')
    .innerJoin('payment_orders as p', 'p.id', 'c.payment_order_id')
    .select([
      'c.id',
      'c.quote',
      'c.refund_receipt_no',
      'c.credit_note_no',
      'c.gateway_refund_id',
      'c.created_at',
      'p.order_ref',
      'p.method',
      'p.provider_payment_id',
    ])
    .where('c.booking_id', '=', bookingId)
    .where('b.consumer_user_id', '=', consumerUserId)
    .where('c.refund_to', '=', 'ORIGINAL_PAYMENT')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    receiptNo: row.refund_receipt_no as string,
    creditNoteNo: row.credit_note_no,
    issuedAt: new Date(row.created_at).toISOString(),
    quote: jsonColumn<CancellationQuote>(row.quote),
    payment: { orderRef: row.order_ref, method: row.method, paymentId: row.provider_payment_id },
    gatewayRefundId: row.gateway_refund_id,
  }));
}
