import { financialYear } from '@tripsetu/domain/customer-invoice.ts';
import { CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database, ProductCode } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { idempotent } from '../../lib/idempotency.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { cancellationMail } from '../documents/booking-mails.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { cancellationFailed } from './booking-errors.ts';
import { bookingsRepo } from './bookings.repo.ts';
import { type AttachDocument, cancellationRequests } from './cancellation-requests.ts';
import type { BookingProduct, Cancellable, CancellationSelection, PricedCancellation } from './product.ts';
import { travellerRefundsOf } from './traveller-refunds.ts';

/** The next number of a document series in the financial year: TSCN/2026-27/000001. */
async function documentNumber(
  trx: Transaction<Database>,
  sequence: 'credit_note_serial' | 'refund_receipt_serial',
  prefix: string,
  today: string,
): Promise<string> {
  const { n } = (await sql<{ n: string }>`select nextval(${sql.lit(sequence)}) as n`.execute(trx)).rows[0] as {
    n: string;
  };
  return `${prefix}/${financialYear(today)}/${String(n).padStart(6, '0')}`;
}
/** TripSetu's GST credit note against the original tax invoice (s.34 CGST). */
const creditNoteNumber = (trx: Transaction<Database>, today: string) =>
  documentNumber(trx, 'credit_note_serial', 'TSCN', today);
/** The receipt of a refund sent back to a traveller's payment: TSRR/2026-27/000001. */
const refundReceiptNumber = (trx: Transaction<Database>, today: string) =>
  documentNumber(trx, 'refund_receipt_serial', 'TSRR', today);

/** Who cancels: an agent (refund to the agency's wallet) or a traveller (refund to their payment). */
export type Canceller = { kind: 'AGENT'; user: AgentUser } | { kind: 'TRAVELLER'; consumerUserId: number };

/** A refund sent back to a traveller's payment, as the payments module reports it. */
export interface PaymentRefund {
  paymentOrderId: number;
  method: string | null;
  providerPaymentId: string | null;
  providerRefundId: string | null;
}
export type RefundPayment = (
  trx: Transaction<Database>,
  input: { bookingId: number; amountPaise: number; reason: string },
) => Promise<PaymentRefund>;

/** Where the refund goes: the agency's wallet (double entry), or back to the traveller's payment. */
async function sendRefund(
  deps: { wallet: WalletService; refundPayment?: RefundPayment; today: () => string },
  trx: Transaction<Database>,
  canceller: Canceller,
  row: { id: number; agency_id: number | null; transaction_id: string },
  refundPaise: number,
  creditNoteNo: string,
) {
  const narration = `Cancellation ${row.transaction_id}, credit note ${creditNoteNo}`.slice(0, 200);
  if (canceller.kind === 'AGENT') {
    const movement =
      refundPaise > 0
        ? await deps.wallet.post(trx, {
            agencyId: row.agency_id as number,
            kind: 'REFUND',
            walletDeltaPaise: refundPaise,
            counterAccount: 'OPERATOR_SALES',
            narration,
            reference: row.transaction_id,
            createdBy: canceller.user.id,
          })
        : null;
    return {
      refund_to: 'WALLET' as const,
      wallet_document_no: movement?.document_no ?? null,
      requested_by: canceller.user.id,
      // Stamped as its refund's journal line: the cancellation report and the sales report's refunds see one day.
      ...(movement ? { created_at: movement.created_at } : {}),
    };
  }
  if (!deps.refundPayment) throw cancellationFailed(CANCELLATION_MSG_DECIDED.notPaidOnline);
  const refund = await deps
    .refundPayment(trx, { bookingId: row.id, amountPaise: refundPaise, reason: narration })
    .catch((error: unknown) => {
      // The gateway's refusal (not paid, more than is left) is the cancellation's reason; nothing changed.
      throw error instanceof AppError ? cancellationFailed(error.message) : error;
    });
  return {
    refund_to: 'ORIGINAL_PAYMENT' as const,
    payment_order_id: refund.paymentOrderId,
    gateway_refund_id: refund.providerRefundId,
    refund_receipt_no: await refundReceiptNumber(trx, deps.today()),
    requested_by_traveller: canceller.consumerUserId,
  };
}

/** A cancellation done, as the portal shows it. */
export interface CancellationDone {
  id: number;
  creditNoteNo: string;
  walletDocumentNo: string | null;
  /** A traveller's cancellation: the receipt of the refund sent to their payment. */
  refundReceiptNo: string | null;
  refundTo: 'WALLET' | 'ORIGINAL_PAYMENT';
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
  /** Sends a traveller's refund back to the payment the booking was paid with (the gateway's refund call). */
  refundPayment?: RefundPayment;
  /** Stores a request's supporting document (the agencies' files). */
  attachDocument?: AttachDocument;
  now?: () => number;
}) {
  const { db } = deps;

  /**
   * The booking's product's cancellation rules, for an issued booking the canceller may cancel; within
   * `trx`, under the booking's row lock, so that two cancellations of one booking take turns. An agency
   * cancels its own bookings (refunded to its wallet), a traveller their own (refunded to their payment).
   */
  async function cancellable(canceller: Canceller, id: number, trx?: Transaction<Database>) {
    const scope =
      canceller.kind === 'AGENT'
        ? { agencyId: deps.agencyScope(canceller.user) }
        : { consumerUserId: canceller.consumerUserId, channel: 'CONSUMER' as const };
    const row = trx ? await bookingsRepo.lock(trx, id, scope) : await bookingsRepo.find(db, id, scope);
    const channel = canceller.kind === 'AGENT' ? 'AGENT' : 'CONSUMER';
    if (row.channel !== channel) throw cancellationFailed(CANCELLATION_MSG_DECIDED.notCancellable);
    if (row.status === 'CANCELLED') throw cancellationFailed(CANCELLATION_MSG_DECIDED.alreadyCancelled);
    if (row.status !== 'CONFIRMED' || row.payment_status !== 'PAID') {
      throw cancellationFailed(CANCELLATION_MSG_DECIDED.notTicketed);
    }
    const rules: Cancellable | undefined = deps.productOf(row.product).cancellation;
    if (!rules) throw cancellationFailed(CANCELLATION_MSG_DECIDED.notCancellable);
    return { row, rules };
  }

  /**
   * Writes a priced cancellation in the caller's transaction, under the booking's row lock: the refund sent,
   * the credit note numbered, the product's units cancelled and their inventory given back.
   */
  async function complete(
    trx: Transaction<Database>,
    canceller: Canceller,
    row: { id: number; agency_id: number | null; transaction_id: string },
    rules: Cancellable,
    selection: CancellationSelection,
    priced: PricedCancellation,
  ): Promise<{ done: CancellationDone; committed: () => Promise<void> }> {
    const { totals } = priced.quote;
    const creditNoteNo = await creditNoteNumber(trx, deps.today());
    const refund = await sendRefund(deps, trx, canceller, row, totals.refundPaise, creditNoteNo);
    const { id: cancellationId } = await trx
      .insertInto('booking_cancellations')
      .values({
        booking_id: row.id,
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
        fees_refunded_paise: totals.feesRefundedPaise,
        credit_note_no: creditNoteNo,
        ...refund,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const applied = await rules.apply(trx, row.id, priced.units, cancellationId);
    if (applied.everything) await bookingsRepo.update(trx, row.id, { status: 'CANCELLED' });
    const done: CancellationDone = {
      id: cancellationId,
      creditNoteNo,
      walletDocumentNo: refund.refund_to === 'WALLET' ? refund.wallet_document_no : null,
      refundReceiptNo: refund.refund_to === 'ORIGINAL_PAYMENT' ? refund.refund_receipt_no : null,
      refundTo: refund.refund_to,
      refundPaise: totals.refundPaise,
      airlineChargePaise: totals.airlineChargePaise,
      otaChargePaise: totals.otaChargePaise,
      gstPaise: totals.gstPaise,
      commissionReversedPaise: totals.commissionReversedPaise,
      everything: applied.everything,
      message:
        canceller.kind === 'AGENT' ? CANCELLATION_MSG_DECIDED.cancelled : CANCELLATION_MSG_DECIDED.travellerCancelled,
    };
    return { done, committed: applied.committed };
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
        refundReceiptNo: done.refundReceiptNo,
        totals: {
          ...done,
          paidPaise: done.refundPaise + done.airlineChargePaise + done.otaChargePaise + done.gstPaise,
        },
        refundedTo:
          done.refundTo === 'WALLET'
            ? 'credited to your travel agent’s TripSetu wallet'
            : `sent back to the payment you made. ${CANCELLATION_MSG_DECIDED.refundTime}`,
      }),
      reference: `cancellation:${done.id}`,
    });
  }

  /** After a cancellation has committed: the search's counts, then the e-mail. */
  async function afterCancel(bookingId: number, done: CancellationDone, committed: () => Promise<void>) {
    await committed();
    await mailDone(bookingId, done).catch((error) =>
      deps.logger.error({ err: error }, 'cancellation e-mail not queued'),
    );
  }

  return {
    // Requests the rules cannot price, decided by the back office: cancellation-requests.ts.
    ...cancellationRequests({
      db,
      mail: deps.mail,
      logger: deps.logger,
      today: deps.today,
      now: deps.now ?? (() => Date.now()),
      attachDocument: deps.attachDocument,
      cancellable,
      complete,
      afterCancel,
    }),

    /** A traveller's refunds of their own booking, oldest first: what their refund receipts show. */
    travellerRefunds: (consumerUserId: number, bookingId: number) => travellerRefundsOf(db, consumerUserId, bookingId),

    /** What cancelling these travellers and journeys would cost and return, now; nothing changes. */
    async quoteCancellation(canceller: Canceller, id: number, selection: CancellationSelection) {
      const { rules } = await cancellable(canceller, id);
      return (await rules.price(db, id, selection, deps.today())).quote;
    },

    /**
     * Cancels the choice now. `acceptedRefundPaise` is the refund the quote showed: when pricing again
     * under the lock gives another (a rule window passed meanwhile), nothing changes and the caller is asked again.
     */
    async cancel(
      canceller: Canceller,
      id: number,
      selection: CancellationSelection,
      key: string | undefined,
      acceptedRefundPaise?: number,
    ) {
      const after: { committed?: () => Promise<void> } = {};
      const who = canceller.kind === 'AGENT' ? `agent:${canceller.user.id}` : `traveller:${canceller.consumerUserId}`;
      const answer = await idempotent(
        db,
        { scope: `cancellation:${who}`, key, body: { id, selection, acceptedRefundPaise } },
        async (trx) => {
          const { row, rules } = await cancellable(canceller, id, trx);
          const priced = await rules.price(trx, id, selection, deps.today());
          const refund = priced.quote.totals.refundPaise;
          if (acceptedRefundPaise !== undefined && acceptedRefundPaise !== refund) {
            throw cancellationFailed(
              CANCELLATION_MSG_DECIDED.refundChanged,
              {},
              {
                oldRefundPaise: String(acceptedRefundPaise),
                newRefundPaise: String(refund),
              },
            );
          }
          const { done, committed } = await complete(trx, canceller, row, rules, selection, priced);
          after.committed = committed;
          return { statusCode: 201, body: done };
        },
      );
      // Only the request that cancelled refreshes the search's counts and mails; a replay does not.
      if (after.committed) await afterCancel(id, answer.body, after.committed);
      return answer;
    },
  };
}
