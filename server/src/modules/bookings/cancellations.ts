import { financialYear } from '@tripsetu/domain/customer-invoice.ts';
import { CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, ProductCode } from '../../db/schema.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { cancellationMail } from '../documents/booking-mails.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { cancellationFailed } from './booking-errors.ts';
import { bookingsRepo } from './bookings.repo.ts';
import type { BookingProduct, Cancellable, CancellationSelection } from './product.ts';

/** TripSetu's GST credit note against the original tax invoice (s.34 CGST): TSCN/2026-27/000001. */
async function creditNoteNumber(trx: Transaction<Database>, today: string): Promise<string> {
  const { n } = (await sql<{ n: string }>`select nextval('credit_note_serial') as n`.execute(trx)).rows[0] as {
    n: string;
  };
  return `TSCN/${financialYear(today)}/${String(n).padStart(6, '0')}`;
}

/** A cancellation done, as the portal shows it. */
export interface CancellationDone {
  id: number;
  creditNoteNo: string;
  walletDocumentNo: string | null;
  refundPaise: number;
  airlineChargePaise: number;
  otaChargePaise: number;
  gstPaise: number;
  commissionReversedPaise: number;
  everything: boolean;
  message: string;
}

/**
 * Cancelling an issued booking, whole or in part (issue 21, decision 023): priced by its product, then
 * in one transaction under the booking's row lock and an Idempotency-Key — the product's units
 * cancelled and inventory given back, the refund credited to the agency's wallet (double entry), a GST
 * credit note numbered. Sent twice, it refunds once; a refusal changes nothing.
 */
export function bookingCancellations(deps: {
  db: Kysely<Database>;
  wallet: WalletService;
  mail: MailService;
  logger: Logger;
  today: () => string;
  // biome-ignore lint/suspicious/noExplicitAny: each product has its own request body
  productOf: (code: ProductCode) => BookingProduct<any>;
  agencyScope: (user: AgentUser) => number | null;
}) {
  const { db, wallet } = deps;

  /**
   * The booking's product's cancellation rules, for an issued booking in the caller's scope; within
   * `trx`, under the booking's row lock, so that two cancellations of one booking take turns.
   */
  async function cancellable(user: AgentUser, id: number, trx?: Transaction<Database>) {
    const scope = { agencyId: deps.agencyScope(user) };
    const row = trx ? await bookingsRepo.lock(trx, id, scope) : await bookingsRepo.find(db, id, scope);
    // A traveller's own booking is refunded to their payment, on the consumer site: not from here.
    if (row.channel !== 'AGENT') throw cancellationFailed(CANCELLATION_MSG_DECIDED.notCancellable);
    if (row.status === 'CANCELLED') throw cancellationFailed(CANCELLATION_MSG_DECIDED.alreadyCancelled);
    if (row.status !== 'CONFIRMED' || row.payment_status !== 'PAID') {
      throw cancellationFailed(CANCELLATION_MSG_DECIDED.notTicketed);
    }
    const rules: Cancellable | undefined = deps.productOf(row.product).cancellation;
    if (!rules) throw cancellationFailed(CANCELLATION_MSG_DECIDED.notCancellable);
    return { row, rules };
  }

  async function mailDone(bookingId: number, done: CancellationDone) {
    const header = await bookingsRepo.find(db, bookingId, {});
    const description = await deps.productOf(header.product).describe(db, bookingId, header.transaction_id);
    const contact = jsonColumn<{ email?: string }>(header.contact);
    if (!contact.email) return;
    await deps.mail.enqueue(db, {
      to: contact.email,
      ...cancellationMail({
        transactionId: header.transaction_id,
        description,
        creditNoteNo: done.creditNoteNo,
        totals: {
          ...done,
          paidPaise: done.refundPaise + done.airlineChargePaise + done.otaChargePaise + done.gstPaise,
        },
        refundedTo: 'credited to your travel agent’s TripSetu wallet',
      }),
      reference: `cancellation:${done.id}`,
    });
  }

  return {
    /** What cancelling these travellers and journeys would cost and return, now; nothing changes. */
    async quoteCancellation(user: AgentUser, id: number, selection: CancellationSelection) {
      const { rules } = await cancellable(user, id);
      return (await rules.price(db, id, selection, deps.today())).quote;
    },

    async cancel(user: AgentUser, id: number, selection: CancellationSelection, key: string | undefined) {
      const after: { committed?: () => Promise<void> } = {};
      const answer = await idempotent(
        db,
        { scope: `cancellation:${user.id}`, key, body: { id, selection } },
        async (trx) => {
          const { row, rules } = await cancellable(user, id, trx);
          const priced = await rules.price(trx, id, selection, deps.today());
          const { totals } = priced.quote;
          const creditNoteNo = await creditNoteNumber(trx, deps.today());
          const movement =
            totals.refundPaise > 0
              ? await wallet.post(trx, {
                  agencyId: row.agency_id as number,
                  kind: 'REFUND',
                  walletDeltaPaise: totals.refundPaise,
                  counterAccount: 'OPERATOR_SALES',
                  narration: `Cancellation ${row.transaction_id}, credit note ${creditNoteNo}`.slice(0, 200),
                  reference: row.transaction_id,
                  createdBy: user.id,
                })
              : null;
          const { id: cancellationId } = await trx
            .insertInto('booking_cancellations')
            .values({
              booking_id: id,
              status: 'COMPLETED',
              selection: JSON.stringify(selection),
              quote: JSON.stringify(priced.quote),
              paid_paise: totals.paidPaise,
              airline_charge_paise: totals.airlineChargePaise,
              ota_charge_paise: totals.otaChargePaise,
              gst_paise: totals.gstPaise,
              kept_paise: totals.keptPaise,
              commission_reversed_paise: totals.commissionReversedPaise,
              refund_paise: totals.refundPaise,
              wallet_document_no: movement?.document_no ?? null,
              credit_note_no: creditNoteNo,
              requested_by: user.id,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const applied = await rules.apply(trx, id, priced.units, cancellationId);
          if (applied.everything) await bookingsRepo.update(trx, id, { status: 'CANCELLED' });
          after.committed = applied.committed;
          const done: CancellationDone = {
            id: cancellationId,
            creditNoteNo,
            walletDocumentNo: movement?.document_no ?? null,
            refundPaise: totals.refundPaise,
            airlineChargePaise: totals.airlineChargePaise,
            otaChargePaise: totals.otaChargePaise,
            gstPaise: totals.gstPaise,
            commissionReversedPaise: totals.commissionReversedPaise,
            everything: applied.everything,
            message: CANCELLATION_MSG_DECIDED.cancelled,
          };
          return { statusCode: 201, body: done };
        },
      );
      // Only the request that cancelled refreshes the search's counts and mails; a replay does not.
      if (after.committed) {
        await after.committed();
        await mailDone(id, answer.body).catch((error) =>
          deps.logger.error({ err: error }, 'cancellation e-mail not queued'),
        );
      }
      return answer;
    },
  };
}
