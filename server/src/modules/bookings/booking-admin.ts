import { type BookingGatewayPayment, type BookingNote, noteProblem } from '@tripsetu/domain/booking-admin.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { bookingsRepo } from './bookings.repo.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The back office's side of a booking's order details (issue 21): its notes, and the gateway orders that paid
 * it and what was refunded to each. Routes guard them to administrators ('bookings.admin').
 */
export function bookingAdmin(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  async function notes(id: number): Promise<BookingNote[]> {
    await bookingsRepo.find(db, id, {});
    const rows = await db
      .selectFrom('booking_notes as n')
      .innerJoin('agent_users as u', 'u.id', 'n.author_id')
      .select(['n.id', 'n.body', 'n.created_at', 'u.first_name', 'u.last_name'])
      .where('n.booking_id', '=', id)
      .orderBy('n.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      body: row.body,
      author: `${row.first_name} ${row.last_name}`,
      createdAt: new Date(row.created_at).toISOString(),
    }));
  }

  return {
    bookingNotes: notes,

    /** Adds a note; an empty or too long one is the form's error and nothing is kept. */
    async addBookingNote(user: AgentUser, id: number, body: string): Promise<BookingNote[]> {
      const problem = noteProblem(body);
      if (problem) throw AppError.validation({ body: problem });
      await bookingsRepo.find(db, id, {});
      await db.insertInto('booking_notes').values({ booking_id: id, author_id: user.id, body: body.trim() }).execute();
      return notes(id);
    },

    /** The gateway orders of the booking and of the services added to it, oldest first. */
    async bookingPayments(id: number): Promise<BookingGatewayPayment[]> {
      await bookingsRepo.find(db, id, {});
      const rows = await db
        .selectFrom('payment_orders as p')
        .leftJoin('booking_service_purchases as s', 's.id', 'p.service_purchase_id')
        .selectAll('p')
        .where((eb) => eb.or([eb('p.booking_id', '=', id), eb('s.booking_id', '=', id)]))
        .orderBy('p.id')
        .execute();
      return rows.map((row) => ({
        orderRef: row.order_ref,
        purpose: row.purpose,
        status: row.status,
        amountPaise: Number(row.amount_paise) + Number(row.charge_paise),
        refundedPaise: Number(row.refunded_paise),
        method: row.method,
        providerPaymentId: row.provider_payment_id,
        provider: row.provider,
        createdAt: new Date(row.created_at).toISOString(),
        settledAt: iso(row.settled_at),
      }));
    },
  };
}
