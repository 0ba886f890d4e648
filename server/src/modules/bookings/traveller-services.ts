import { SERVICES_MSG_DECIDED, type ServiceItem, type ServicesQuote } from '@tripsetu/domain/flight-services.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { servicesAddedMail } from '../documents/booking-mails.ts';
import type { MailService } from '../mail/mail.service.ts';
import { servicesFailed } from './booking-errors.ts';
import { bookingsRepo } from './bookings.repo.ts';
import type { BookingProduct, Serviceable } from './product.ts';

/** A traveller's services chosen and priced: paid on the gateway next, or added at once when free. */
export interface TravellerServicesStarted {
  purchaseId: number;
  transactionId: string;
  amountPaise: number;
  /** 'Seat 12C for Ms Anaya Rao, DEL–BOM, …': what the payment is for. */
  labels: string;
  /** Nothing to pay: already added. */
  added: boolean;
}

/** What a traveller's payment did: added the services, or could not (then the payment is refunded). */
export type ServicesPaid = { added: true } | { added: false; reason: string };

/**
 * A traveller's services after booking (issue 21, decision 025): the same product rules as an agent's, but
 * paid on the gateway. Starting prices them under the booking's and the inventory's locks and records the
 * purchase, awaiting payment; nothing is kept meanwhile (a seat is not held for a payment that may never
 * come). The payment, in the settlement's transaction, prices them again under the same locks and adds them;
 * a seat taken meanwhile or a cut-off passed answers `added: false`, and the payment is refunded.
 */
export function travellerServices(deps: {
  db: Kysely<Database>;
  mail: MailService;
  today: () => string;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>;
}) {
  const { db } = deps;

  async function serviceable(consumerUserId: number, id: number, trx?: Transaction<Database>) {
    const scope = { consumerUserId, channel: 'CONSUMER' as const };
    const row = trx ? await bookingsRepo.lock(trx, id, scope) : await bookingsRepo.find(db, id, scope);
    const rules: Serviceable | undefined = deps.productOf(row.product).services;
    if (row.status !== 'CONFIRMED' || row.payment_status !== 'PAID' || !rules) {
      throw servicesFailed(SERVICES_MSG_DECIDED.notTicketed);
    }
    return { row, rules };
  }

  /** The booking's contact hears what was added, in the caller's transaction. */
  async function mailAdded(trx: Transaction<Database>, bookingId: number, purchaseId: number, quote: ServicesQuote) {
    const header = await bookingsRepo.find(trx, bookingId, {});
    const email = jsonColumn<{ email?: string }>(header.contact).email;
    if (!email) return;
    const description = await deps.productOf(header.product).describe(trx, bookingId, header.transaction_id);
    await deps.mail.enqueue(trx, {
      to: email,
      ...servicesAddedMail({
        transactionId: header.transaction_id,
        description,
        lines: quote.lines,
        amountPaise: quote.totals.amountPaise,
      }),
      reference: `services:${purchaseId}`,
    });
  }

  async function notAdded(trx: Transaction<Database>, purchaseId: number, reason: string): Promise<ServicesPaid> {
    await trx
      .updateTable('booking_service_purchases')
      .set({ status: 'NOT_ADDED', failure_reason: reason.slice(0, 300) })
      .where('id', '=', purchaseId)
      .execute();
    return { added: false, reason };
  }

  return {
    async travellerServiceOptions(consumerUserId: number, id: number) {
      const { rules } = await serviceable(consumerUserId, id);
      return rules.options(db, id);
    },

    async quoteTravellerServices(consumerUserId: number, id: number, items: ServiceItem[]): Promise<ServicesQuote> {
      const { rules } = await serviceable(consumerUserId, id);
      return rules.price(db, id, items, deps.today());
    },

    /**
     * Records the traveller's purchase in the caller's transaction (which opens its payment), priced under
     * the locks; `acceptedAmountPaise` is what the quote showed: another amount changes nothing and asks again.
     */
    async startTravellerServicesIn(
      trx: Transaction<Database>,
      consumerUserId: number,
      id: number,
      items: ServiceItem[],
      acceptedAmountPaise?: number,
    ): Promise<TravellerServicesStarted> {
      const { row, rules } = await serviceable(consumerUserId, id, trx);
      const { quote, apply } = await rules.reserve(trx, id, items, deps.today());
      const amount = quote.totals.amountPaise;
      if (acceptedAmountPaise !== undefined && acceptedAmountPaise !== amount) {
        throw servicesFailed(
          SERVICES_MSG_DECIDED.amountChanged,
          {},
          { oldAmountPaise: String(acceptedAmountPaise), newAmountPaise: String(amount) },
        );
      }
      const { totals } = quote;
      const free = amount === 0;
      const { id: purchaseId } = await trx
        .insertInto('booking_service_purchases')
        .values({
          booking_id: row.id,
          items: JSON.stringify(items),
          quote: JSON.stringify(quote),
          services_paise: totals.servicesPaise,
          fee_paise: totals.feePaise,
          gst_paise: totals.gstPaise,
          amount_paise: amount,
          wallet_document_no: null,
          requested_by: null,
          requested_by_traveller: consumerUserId,
          status: free ? 'ADDED' : 'AWAITING_PAYMENT',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (free) {
        await apply(trx);
        await mailAdded(trx, row.id, purchaseId, quote);
      }
      return {
        purchaseId,
        transactionId: row.transaction_id,
        amountPaise: amount,
        labels: quote.lines.map((line) => line.label).join(', '),
        added: free,
      };
    },

    /** The purchase's payment arrived (its order locked by the caller): the services are added now, or not. */
    async confirmServicesPaidIn(trx: Transaction<Database>, purchaseId: number): Promise<ServicesPaid> {
      const purchase = await trx
        .selectFrom('booking_service_purchases')
        .selectAll()
        .where('id', '=', purchaseId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (purchase.status === 'ADDED') return { added: true };
      if (purchase.status === 'NOT_ADDED') return { added: false, reason: purchase.failure_reason ?? '' };
      const row = await bookingsRepo.lock(trx, purchase.booking_id);
      const rules = deps.productOf(row.product).services;
      if (row.status !== 'CONFIRMED' || !rules) return notAdded(trx, purchaseId, SERVICES_MSG_DECIDED.notTicketed);
      const items = jsonColumn<ServiceItem[]>(purchase.items);
      try {
        const { quote, apply } = await rules.reserve(trx, row.id, items, deps.today());
        if (quote.totals.amountPaise !== Number(purchase.amount_paise)) {
          return notAdded(trx, purchaseId, SERVICES_MSG_DECIDED.amountChanged);
        }
        await apply(trx);
        await trx
          .updateTable('booking_service_purchases')
          .set({ status: 'ADDED' })
          .where('id', '=', purchaseId)
          .execute();
        await mailAdded(trx, row.id, purchaseId, quote);
        return { added: true };
      } catch (error) {
        // Priced again and refused (a seat taken, a cut-off passed): nothing was written yet.
        if (error instanceof AppError && error.code === 'SERVICES_FAILED')
          return notAdded(trx, purchaseId, error.message);
        throw error;
      }
    },
  };
}
