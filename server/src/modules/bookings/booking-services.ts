import type { ServicePurchaseList } from '@tripsetu/domain/booking-api.ts';
import { BOOKINGS_PAGE_SIZE } from '@tripsetu/domain/booking-api.ts';
import { SERVICES_MSG_DECIDED, type ServiceItem, type ServicesQuote } from '@tripsetu/domain/flight-services.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { servicesAddedMail } from '../documents/booking-mails.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { servicesFailed } from './booking-errors.ts';
import { debitWallet } from './booking-steps.ts';
import { bookingsRepo } from './bookings.repo.ts';
import type { BookingProduct, Serviceable } from './product.ts';

/** Services added, as the portal shows it. */
export interface ServicesDone {
  id: number;
  amountPaise: number;
  walletDocumentNo: string | null;
  message: string;
}

/**
 * Services after booking (issue 21, decision 025): seats, meals, excess baggage and special services
 * added to an issued agency booking, priced by the product, then in one transaction under the booking's
 * row lock and an Idempotency-Key — priced again under the inventory's locks, the wallet debited (double
 * entry), the purchase recorded (the SSR history) and the product's rows updated. Sent twice, it adds and
 * debits once; a refusal changes nothing.
 */
export function bookingServices(deps: {
  db: Kysely<Database>;
  wallet: WalletService;
  mail: MailService;
  logger: Logger;
  today: () => string;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>;
  agencyScope: (user: AgentUser) => number | null;
}) {
  const { db } = deps;

  async function serviceable(user: AgentUser, id: number, trx?: Transaction<Database>) {
    const scope = { agencyId: deps.agencyScope(user), channel: 'AGENT' as const };
    const row = trx ? await bookingsRepo.lock(trx, id, scope) : await bookingsRepo.find(db, id, scope);
    const rules: Serviceable | undefined = deps.productOf(row.product).services;
    if (row.status !== 'CONFIRMED' || row.payment_status !== 'PAID' || !rules) {
      throw servicesFailed(SERVICES_MSG_DECIDED.notTicketed);
    }
    return { row, rules };
  }

  async function debit(trx: Transaction<Database>, input: Parameters<typeof debitWallet>[2]) {
    if (input.totalPaise === 0) return null;
    try {
      return await debitWallet(deps.wallet, trx, input);
    } catch (error) {
      throw error instanceof AppError && error.code === 'BOOKING_FAILED' ? servicesFailed(error.message) : error;
    }
  }

  /** The booking's contact hears what was added and what it cost. */
  async function mailAdded(bookingId: number, done: ServicesDone, quote: ServicesQuote) {
    const header = await bookingsRepo.find(db, bookingId, {});
    const email = jsonColumn<{ email?: string }>(header.contact).email;
    if (!email) return;
    const description = await deps.productOf(header.product).describe(db, bookingId, header.transaction_id);
    await deps.mail.enqueue(db, {
      to: email,
      ...servicesAddedMail({
        transactionId: header.transaction_id,
        description,
        lines: quote.lines,
        amountPaise: done.amountPaise,
      }),
      reference: `services:${done.id}`,
    });
  }

  return {
    /** What can be added to the booking now (flights: seat maps, the catalogue, what is still open). */
    async serviceOptions(user: AgentUser, id: number) {
      const { rules } = await serviceable(user, id);
      return rules.options(db, id);
    },

    /** What adding these would cost now; nothing changes. */
    async quoteServices(user: AgentUser, id: number, items: ServiceItem[]): Promise<ServicesQuote> {
      const { rules } = await serviceable(user, id);
      return rules.price(db, id, items, deps.today());
    },

    /** Adds them now, paid from the wallet; a different amount from the one shown is asked again. */
    async addServices(
      user: AgentUser,
      id: number,
      items: ServiceItem[],
      key: string | undefined,
      acceptedAmountPaise?: number,
    ) {
      const added: { quote?: ServicesQuote } = {};
      const answer = await idempotent(
        db,
        { scope: `services:agent:${user.id}`, key, body: { id, items, acceptedAmountPaise } },
        async (trx) => {
          const { row, rules } = await serviceable(user, id, trx);
          const { quote, apply } = await rules.reserve(trx, id, items, deps.today());
          const amount = quote.totals.amountPaise;
          if (acceptedAmountPaise !== undefined && acceptedAmountPaise !== amount) {
            throw servicesFailed(
              SERVICES_MSG_DECIDED.amountChanged,
              {},
              { oldAmountPaise: String(acceptedAmountPaise), newAmountPaise: String(amount) },
            );
          }
          const labels = quote.lines.map((line) => line.label).join(', ');
          const documentNo = await debit(trx, {
            agencyId: row.agency_id as number,
            totalPaise: amount,
            transactionId: row.transaction_id,
            narration: `Services added to ${row.transaction_id}: ${labels}`.slice(0, 200),
            userId: user.id,
          });
          const { totals } = quote;
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
              wallet_document_no: documentNo,
              requested_by: user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await apply(trx);
          added.quote = quote;
          const done: ServicesDone = {
            id: purchaseId,
            amountPaise: amount,
            walletDocumentNo: documentNo,
            message: SERVICES_MSG_DECIDED.added,
          };
          return { statusCode: 201, body: done };
        },
      );
      // Only the request that added them mails; a replay does not.
      if (added.quote) {
        await mailAdded(id, answer.body, added.quote).catch((error) =>
          deps.logger.error({ err: error }, 'services e-mail not queued'),
        );
      }
      return answer;
    },

    /** Manage Bookings' SSR history tab: every purchase of the agency's bookings (every agency's for the back office). */
    async servicePurchases(user: AgentUser, page: number): Promise<ServicePurchaseList> {
      const agencyId = deps.agencyScope(user);
      let base = db
        .selectFrom('booking_service_purchases as p')
        .innerJoin('bookings as b', 'b.id', 'p.booking_id')
        .where('p.status', '=', 'ADDED');
      if (agencyId !== null) base = base.where('b.agency_id', '=', agencyId);
      const counted = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst();
      const rows = await base
        .leftJoin('agent_users as u', 'u.id', 'p.requested_by')
        .select([
          'p.id',
          'p.booking_id',
          'b.product',
          'b.transaction_id',
          'p.created_at',
          'p.quote',
          'p.services_paise',
          'p.fee_paise',
          'p.gst_paise',
          'p.amount_paise',
          'p.wallet_document_no',
          'u.first_name',
          'u.last_name',
        ])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .limit(BOOKINGS_PAGE_SIZE)
        .offset((page - 1) * BOOKINGS_PAGE_SIZE)
        .execute();
      return {
        total: Number(counted?.n ?? 0),
        page,
        pageSize: BOOKINGS_PAGE_SIZE,
        rows: rows.map((row) => ({
          id: row.id,
          bookingId: row.booking_id,
          product: row.product,
          transactionId: row.transaction_id,
          addedAt: new Date(row.created_at).toISOString(),
          items: jsonColumn<ServicesQuote>(row.quote).lines,
          servicesPaise: Number(row.services_paise),
          feePaise: Number(row.fee_paise),
          gstPaise: Number(row.gst_paise),
          amountPaise: Number(row.amount_paise),
          walletDocumentNo: row.wallet_document_no,
          addedBy: row.first_name ? `${row.first_name} ${row.last_name}` : '',
        })),
      };
    },
  };
}
