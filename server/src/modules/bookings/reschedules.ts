import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { newTransactionId } from '../../lib/ids.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { rescheduleMail } from '../documents/booking-mails.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { rescheduleFailed } from './booking-errors.ts';
import { debitWallet, headerRow } from './booking-steps.ts';
import { bookingsRepo } from './bookings.repo.ts';
import type { Canceller } from './cancellations.ts';
import { invoiceNumbers } from './invoice-numbers.ts';
import type { BookingProduct, CancellationSelection, Reschedulable, RescheduleChoice } from './product.ts';

/** What finding a booking to reschedule needs of the core. */
interface FindDeps {
  db: Kysely<Database>;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>;
  agencyScope: (user: AgentUser) => number | null;
}

/**
 * The product's rules for an issued booking the agent or traveller may change; under its row lock within
 * `trx`. A booking whose earlier reschedule still awaits the traveller's payment is refused, so that two
 * moves of one journey never wait on the gateway at once.
 */
export async function reschedulableBooking(deps: FindDeps, who: Canceller, id: number, trx?: Transaction<Database>) {
  const scope =
    who.kind === 'AGENT'
      ? { agencyId: deps.agencyScope(who.user), channel: 'AGENT' as const }
      : { consumerUserId: who.consumerUserId, channel: 'CONSUMER' as const };
  const row = trx ? await bookingsRepo.lock(trx, id, scope) : await bookingsRepo.find(deps.db, id, scope);
  if (row.status !== 'CONFIRMED' || row.payment_status !== 'PAID') {
    throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.notTicketed);
  }
  const rules: Reschedulable | undefined = deps.productOf(row.product).reschedule;
  if (!rules) throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.notReschedulable);
  const awaiting = await (trx ?? deps.db)
    .selectFrom('booking_reschedules as r')
    .innerJoin('bookings as n', 'n.id', 'r.new_booking_id')
    .select('n.transaction_id')
    .where('r.booking_id', '=', id)
    .where('r.moved_at', 'is', null)
    .where('n.status', '=', 'NOT_CONFIRMED')
    .executeTakeFirst();
  if (awaiting)
    throw rescheduleFailed(RESCHEDULE_MSG_DECIDED.awaitingPayment, {}, { newTransactionId: awaiting.transaction_id });
  return { row, rules };
}

/** A reschedule done, as the portal shows it. */
export interface RescheduleDone {
  id: number;
  newBookingId: number;
  newTransactionId: string;
  amountPaise: number;
  walletDocumentNo: string | null;
  /** No one is left on the old booking: it is Rescheduled. */
  everything: boolean;
  message: string;
}

/**
 * Rescheduling (reissuing) travellers of an issued agency booking (issue 21, decision 024): priced by the
 * product, then in one transaction under the old booking's row lock and an Idempotency-Key — the new
 * booking reserved under the inventory's locks and written issued (new PNR, tickets, invoice numbers), the
 * amount debited from the wallet (double entry), the travellers taken off the old journey and its
 * inventory given back. Sent twice, it moves and debits once; a refusal changes nothing.
 */
export function bookingReschedules(deps: {
  db: Kysely<Database>;
  wallet: WalletService;
  mail: MailService;
  logger: Logger;
  today: () => string;
  now: () => number;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>;
  agencyScope: (user: AgentUser) => number | null;
}) {
  const { db } = deps;

  const reschedulable = (who: Canceller, id: number, trx?: Transaction<Database>) =>
    reschedulableBooking(deps, who, id, trx);

  /** The wallet's debit for the move; 'insufficient balance' is the reschedule's reason. */
  async function debit(trx: Transaction<Database>, input: Parameters<typeof debitWallet>[2]) {
    if (input.totalPaise === 0) return null;
    try {
      return await debitWallet(deps.wallet, trx, input);
    } catch (error) {
      throw error instanceof AppError && error.code === 'BOOKING_FAILED' ? rescheduleFailed(error.message) : error;
    }
  }

  async function mailDone(
    oldBookingId: number,
    done: RescheduleDone,
    totals: Parameters<typeof rescheduleMail>[0]['totals'],
  ) {
    const [old, header] = await Promise.all([
      bookingsRepo.find(db, oldBookingId, {}),
      bookingsRepo.find(db, done.newBookingId, {}),
    ]);
    const email = jsonColumn<{ email?: string }>(header.contact).email;
    if (!email) return;
    const description = await deps.productOf(header.product).describe(db, header.id, header.transaction_id);
    await deps.mail.enqueue(db, {
      to: email,
      ...rescheduleMail({
        oldTransactionId: old.transaction_id,
        newTransactionId: header.transaction_id,
        description,
        totals,
      }),
      reference: `reschedule:${done.id}`,
    });
  }

  return {
    /** What the chosen travellers could move to on a date (flights: the route's flights and fares). */
    async rescheduleOptions(who: Canceller, id: number, selection: CancellationSelection, date: string) {
      const { rules } = await reschedulable(who, id);
      return rules.options(db, id, selection, date, deps.today());
    },

    /** What moving them to the chosen option would cost, now; nothing changes. */
    async quoteReschedule(who: Canceller, id: number, choice: RescheduleChoice) {
      const { rules } = await reschedulable(who, id);
      return rules.price(db, id, choice, deps.today());
    },

    /**
     * Moves them now. `acceptedAmountPaise` is the amount the quote showed: when pricing again under the
     * locks gives another (the fare moved, a rule window passed), nothing changes and the agent is asked again.
     */
    async reschedule(
      user: AgentUser,
      id: number,
      choice: RescheduleChoice,
      key: string | undefined,
      acceptedAmountPaise?: number,
    ) {
      const after: { committed?: () => Promise<void>; totals?: Parameters<typeof rescheduleMail>[0]['totals'] } = {};
      const answer = await idempotent(
        db,
        { scope: `reschedule:agent:${user.id}`, key, body: { id, choice, acceptedAmountPaise } },
        async (trx) => {
          const { row, rules } = await reschedulable({ kind: 'AGENT', user }, id, trx);
          const { quote, reservation } = await rules.reserve(trx, id, choice, deps.today());
          const amount = quote.totals.amountPaise;
          if (acceptedAmountPaise !== undefined && acceptedAmountPaise !== amount) {
            throw rescheduleFailed(
              RESCHEDULE_MSG_DECIDED.amountChanged,
              {},
              { oldAmountPaise: String(acceptedAmountPaise), newAmountPaise: String(amount) },
            );
          }
          const product = deps.productOf(row.product);
          const transactionId = newTransactionId(product.prefix);
          const agencyId = row.agency_id as number;
          const documentNo = await debit(trx, {
            agencyId,
            totalPaise: amount,
            transactionId,
            narration: reservation.narration(transactionId),
            userId: user.id,
          });
          const booker = { channel: 'AGENT' as const, user, action: 'BOOK' as const };
          const header = headerRow({
            transactionId,
            code: row.product,
            booker,
            status: 'CONFIRMED',
            reservation,
            holdUntil: null,
          });
          const { id: newBookingId } = await bookingsRepo.insert(trx, {
            ...header,
            // The old booking's agency, also when the back office reschedules it.
            agency_id: agencyId,
            rescheduled_from: row.id,
            payment_status: 'PAID',
            issued_at: new Date(deps.now()),
            wallet_document_no: documentNo,
            ...(await invoiceNumbers(trx, agencyId, deps.today())),
          });
          await reservation.write(trx, newBookingId, true);
          const { totals } = quote;
          const { id: rescheduleId } = await trx
            .insertInto('booking_reschedules')
            .values({
              booking_id: row.id,
              new_booking_id: newBookingId,
              selection: JSON.stringify(choice),
              quote: JSON.stringify(quote),
              fare_difference_paise: totals.fareDifferencePaise,
              airline_charge_paise: totals.airlineChargePaise,
              ota_charge_paise: totals.otaChargePaise,
              gst_paise: totals.gstPaise,
              amount_paise: amount,
              wallet_document_no: documentNo,
              requested_by: user.id,
              moved_at: new Date(deps.now()),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const moved = await rules.move(trx, row.id, choice, rescheduleId);
          if (moved.everything) await bookingsRepo.update(trx, row.id, { status: 'RESCHEDULED' });
          after.committed = async () => {
            await reservation.committed();
            await moved.committed();
          };
          after.totals = totals;
          const done: RescheduleDone = {
            id: rescheduleId,
            newBookingId,
            newTransactionId: transactionId,
            amountPaise: amount,
            walletDocumentNo: documentNo,
            everything: moved.everything,
            message: RESCHEDULE_MSG_DECIDED.rescheduled,
          };
          return { statusCode: 201, body: done };
        },
      );
      // Only the request that moved them refreshes the search's counts and mails; a replay does not.
      if (after.committed && after.totals) {
        await after.committed();
        await mailDone(id, answer.body, after.totals).catch((error) =>
          deps.logger.error({ err: error }, 'reschedule e-mail not queued'),
        );
      }
      return answer;
    },
  };
}
