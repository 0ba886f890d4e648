import {
  CANCELLATION_REQUEST_MSG,
  type CancellationDecisionBody,
  type CancellationRequestRow,
  type DecisionPreview,
  REQUEST_REMARKS_MAX,
} from '@tripsetu/domain/booking-api.ts';
import {
  CANCELLATION_MSG_DECIDED,
  CANCELLATION_REQUEST_REASONS,
  type CancellationRequestReason,
  type DecidedCharges,
} from '@tripsetu/domain/flight-cancellation.ts';
import { indexList } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { formatRupees } from '@tripsetu/domain/money.ts';
import { rupeesTextToPaise } from '@tripsetu/domain/wallet.ts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import type { UploadedFile } from '../agencies/agency-files.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { bookingsRepo } from './bookings.repo.ts';
import type { CancellationDone, Canceller } from './cancellations.ts';
import type { Cancellable, CancellationSelection, PricedCancellation } from './product.ts';

type BookingRow = Awaited<ReturnType<typeof bookingsRepo.lock>>;

/** Stores a supporting document with what `work` writes, in one transaction (the agencies' files). */
export type AttachDocument = <T>(
  file: UploadedFile,
  owner: { agencyId: number; uploadedBy: number },
  work: (trx: Transaction<Database>, documentId: number) => Promise<T>,
) => Promise<T>;

/** What a request is raised with: the multipart form's fields, as text, and the certificate. */
export interface RequestForm {
  reason: string;
  travellers: string;
  journeys: string;
  remarks: string;
  document?: UploadedFile;
}

const HOUR = 3_600_000;
export const requestReference = (id: number) => `CR${100000 + id}`;
const isReason = (value: string): value is CancellationRequestReason => value in CANCELLATION_REQUEST_REASONS;

/** Requests with what the pages show of them: booking, agency, who asked and decided, the cancellation. */
function requestRows(source: Kysely<Database> | Transaction<Database>) {
  return source
    .selectFrom('cancellation_requests as r')
    .innerJoin('bookings as b', 'b.id', 'r.booking_id')
    .leftJoin('agencies as a', 'a.id', 'b.agency_id')
    .innerJoin('agent_users as u', 'u.id', 'r.requested_by')
    .leftJoin('agent_users as d', 'd.id', 'r.decided_by')
    .leftJoin('booking_cancellations as c', 'c.id', 'r.cancellation_id')
    .selectAll('r')
    .select([
      'b.transaction_id',
      'b.total_paise',
      'b.agency_id',
      'a.company_name',
      'u.first_name as requester_first',
      'u.last_name as requester_last',
      'u.email as requester_email',
      'd.first_name as decider_first',
      'd.last_name as decider_last',
      'c.airline_charge_paise',
      'c.ota_charge_paise',
      'c.refund_paise',
      'c.credit_note_no',
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof requestRows>['executeTakeFirstOrThrow']>>;

function toRow(row: Row, now: number): CancellationRequestRow {
  const amount = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    id: row.id,
    reference: requestReference(row.id),
    bookingId: row.booking_id,
    transactionId: row.transaction_id,
    agencyName: row.company_name ?? '',
    reason: row.reason,
    reasonLabel: CANCELLATION_REQUEST_REASONS[row.reason],
    selection: jsonColumn<CancellationSelection>(row.selection),
    requestRemarks: row.request_remarks,
    documentUrl: row.document_id === null ? null : `/api/v1/documents/${row.document_id}`,
    status: row.status,
    requestedBy: `${row.requester_first} ${row.requester_last}`,
    requestedAt: new Date(row.created_at).toISOString(),
    ageHours: Math.max(0, Math.floor((now - new Date(row.created_at).getTime()) / HOUR)),
    totalInvoicePaise: Number(row.total_paise),
    decidedBy: row.decider_first ? `${row.decider_first} ${row.decider_last}` : null,
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
    adminRemarks: row.admin_remarks,
    airlineChargePaise: amount(row.airline_charge_paise),
    otaChargePaise: amount(row.ota_charge_paise),
    refundPaise: amount(row.refund_paise),
    creditNoteNo: row.credit_note_no ?? null,
  };
}

/** The charges typed in rupees, or undefined for the suggested ones; a malformed amount is its field's error. */
function chargesOf(body: { airlineCharge?: string; otaCharge?: string }): DecidedCharges | undefined {
  const airline = body.airlineCharge?.trim() ?? '';
  const ota = body.otaCharge?.trim() ?? '';
  if (airline === '' && ota === '') return undefined;
  const charges = { airlineChargePaise: rupeesTextToPaise(airline), otaChargePaise: rupeesTextToPaise(ota) };
  const errors: Record<string, string> = {};
  if (!Number.isInteger(charges.airlineChargePaise)) errors.airlineCharge = CANCELLATION_REQUEST_MSG.chargeInvalid;
  if (!Number.isInteger(charges.otaChargePaise)) errors.otaCharge = CANCELLATION_REQUEST_MSG.chargeInvalid;
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
  return charges;
}

/**
 * Cancellations the fare's rules cannot price (issue 21, decision 023): an agency asks, with its reason,
 * remarks and (for a medical emergency) the doctor's certificate; the back office sees the open ones oldest
 * first and approves with the final charges, which become a cancellation of the booking core, or rejects.
 */
export function cancellationRequests(deps: {
  db: Kysely<Database>;
  mail: MailService;
  logger: Logger;
  today: () => string;
  now: () => number;
  attachDocument?: AttachDocument;
  cancellable: (
    canceller: Canceller,
    id: number,
    trx?: Transaction<Database>,
  ) => Promise<{ row: BookingRow; rules: Cancellable }>;
  complete: (
    trx: Transaction<Database>,
    canceller: Canceller,
    row: BookingRow,
    rules: Cancellable,
    selection: CancellationSelection,
    priced: PricedCancellation,
  ) => Promise<{ done: CancellationDone; committed: () => Promise<void> }>;
  /** After an approval has committed: the search's counts and the cancellation's e-mail. */
  afterCancel: (bookingId: number, done: CancellationDone, committed: () => Promise<void>) => Promise<void>;
}) {
  const { db } = deps;

  async function one(source: Kysely<Database> | Transaction<Database>, id: number) {
    const row = await requestRows(source).where('r.id', '=', id).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', CANCELLATION_REQUEST_MSG.notFound);
    return row;
  }

  async function tellRequester(row: Row, subject: string, body: string) {
    await deps.mail
      .enqueue(db, {
        to: row.requester_email,
        subject: `${subject}: ${requestReference(row.id)} (${row.transaction_id})`,
        html: `<p>${escapeHtml(body)}</p>`,
        reference: `cancellation-request:${row.id}:${row.status}`,
      })
      .catch((error) => deps.logger.error({ err: error }, 'cancellation request e-mail not queued'));
  }

  /** The request's form checked before anything is written; a refusal changes nothing. */
  function checkForm(form: RequestForm): { reason: CancellationRequestReason; selection: CancellationSelection } {
    const errors: Record<string, string> = {};
    if (!isReason(form.reason)) errors.reason = CANCELLATION_REQUEST_MSG.reasonRequired;
    const remarks = form.remarks.trim();
    if (remarks === '') errors.remarks = CANCELLATION_REQUEST_MSG.remarksRequired;
    else if (remarks.length > REQUEST_REMARKS_MAX) errors.remarks = CANCELLATION_REQUEST_MSG.remarksTooLong;
    if (form.reason === 'MEDICAL' && !form.document) errors.document = CANCELLATION_REQUEST_MSG.certificateRequired;
    const travellers = indexList(form.travellers, 50);
    const legs = indexList(form.journeys, 10);
    if (!travellers?.length) errors.travellers = CANCELLATION_MSG_DECIDED.nothingChosen;
    if (!legs?.length) errors.journeys = CANCELLATION_MSG_DECIDED.nothingChosen;
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    return {
      reason: form.reason as CancellationRequestReason,
      selection: { travellers: travellers ?? [], legs: legs ?? [] },
    };
  }

  return {
    /** An agency asks for a cancellation the rules cannot price; one open request per booking. */
    async raiseRequest(user: AgentUser, bookingId: number, form: RequestForm): Promise<CancellationRequestRow> {
      const canceller: Canceller = { kind: 'AGENT', user };
      // Whose booking first: another agency's is not found, whatever the form says.
      const { row, rules } = await deps.cancellable(canceller, bookingId);
      const { reason, selection } = checkForm(form);
      // The choice must make sense (travellers and journeys of this booking, none cancelled yet).
      await rules.priceDecided(db, bookingId, selection, deps.today(), { reason });
      const insert = async (trx: Transaction<Database>, documentId: number | null) => {
        const open = await trx
          .selectFrom('cancellation_requests')
          .select('id')
          .where('booking_id', '=', bookingId)
          .where('status', '=', 'REQUESTED')
          .executeTakeFirst();
        if (open) throw new AppError('CONFLICT', CANCELLATION_REQUEST_MSG.alreadyOpen);
        const inserted = await trx
          .insertInto('cancellation_requests')
          .values({
            booking_id: bookingId,
            reason,
            selection: JSON.stringify(selection),
            request_remarks: form.remarks.trim(),
            document_id: documentId,
            requested_by: user.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch((error: { code?: string }) => {
            // Two requests at once: the unique index lets one in.
            if (error.code === '23505') throw new AppError('CONFLICT', CANCELLATION_REQUEST_MSG.alreadyOpen);
            throw error;
          });
        return inserted.id;
      };
      // A server built without the agencies' file store cannot keep a certificate: a fault of ours, said so.
      if (form.document && !deps.attachDocument) throw new Error('cancellation requests need the document store');
      const id =
        form.document && deps.attachDocument
          ? await deps.attachDocument(
              form.document,
              { agencyId: row.agency_id as number, uploadedBy: user.id },
              (trx, documentId) => insert(trx, documentId),
            )
          : await db.transaction().execute((trx) => insert(trx, null));
      return toRow(await one(db, id), deps.now());
    },

    /** A booking's requests, newest first, for its agency and the back office. */
    async requestsOf(user: AgentUser, bookingId: number): Promise<CancellationRequestRow[]> {
      await deps.cancellable({ kind: 'AGENT', user }, bookingId).catch((error: unknown) => {
        // A booking that can no longer be cancelled still shows its requests; only a stranger's is refused.
        if (error instanceof AppError && error.statusCode === 404) throw error;
      });
      const rows = await requestRows(db).where('r.booking_id', '=', bookingId).orderBy('r.id', 'desc').execute();
      return rows.map((row) => toRow(row, deps.now()));
    },

    /** The back office's queue: open requests, oldest first. */
    async openRequests(): Promise<CancellationRequestRow[]> {
      const rows = await requestRows(db)
        .where('r.status', '=', 'REQUESTED')
        .orderBy('r.created_at')
        .limit(500)
        .execute();
      return rows.map((row) => toRow(row, deps.now()));
    },

    /** What approving would do: the suggested charges, and the quote at the charges given (or suggested). */
    async previewDecision(admin: AgentUser, id: number, body: { airlineCharge?: string; otaCharge?: string }) {
      const request = await one(db, id);
      const { rules } = await deps.cancellable({ kind: 'AGENT', user: admin }, request.booking_id);
      const priced = await rules.priceDecided(
        db,
        request.booking_id,
        jsonColumn<CancellationSelection>(request.selection),
        deps.today(),
        { reason: request.reason, charges: chargesOf(body) },
      );
      return { suggested: priced.suggested, quote: priced.quote } satisfies DecisionPreview;
    },

    /** Approves with the final charges (a change from the suggested ones needs a reason) or rejects. */
    async decide(admin: AgentUser, id: number, body: CancellationDecisionBody) {
      const remarks = (body.adminRemarks ?? '').trim();
      const charges = body.decision === 'APPROVE' ? chargesOf(body) : undefined;
      if (body.decision === 'REJECT' && remarks === '') {
        throw AppError.validation({ adminRemarks: CANCELLATION_REQUEST_MSG.rejectNeedsRemarks });
      }
      const after: { cancelled?: { done: CancellationDone; committed: () => Promise<void> } } = {};
      await db.transaction().execute(async (trx) => {
        await sql`select id from cancellation_requests where id = ${id} for update`.execute(trx);
        const request = await one(trx, id);
        if (request.status !== 'REQUESTED') throw new AppError('CONFLICT', CANCELLATION_REQUEST_MSG.alreadyDecided);
        const decided = { decided_by: admin.id, decided_at: new Date(deps.now()), admin_remarks: remarks || null };
        if (body.decision === 'REJECT') {
          await trx
            .updateTable('cancellation_requests')
            .set({ ...decided, status: 'REJECTED' })
            .where('id', '=', id)
            .execute();
          return;
        }
        const canceller: Canceller = { kind: 'AGENT', user: admin };
        const { row, rules } = await deps.cancellable(canceller, request.booking_id, trx);
        const selection = jsonColumn<CancellationSelection>(request.selection);
        const priced = await rules.priceDecided(trx, row.id, selection, deps.today(), {
          reason: request.reason,
          charges,
        });
        const changed =
          charges !== undefined &&
          (charges.airlineChargePaise !== priced.suggested.airlineChargePaise ||
            charges.otaChargePaise !== priced.suggested.otaChargePaise);
        if (changed && remarks === '')
          throw AppError.validation({ adminRemarks: CANCELLATION_REQUEST_MSG.changeNeedsReason });
        const cancelled = await deps.complete(trx, canceller, row, rules, selection, priced);
        after.cancelled = cancelled;
        await trx
          .updateTable('cancellation_requests')
          .set({ ...decided, status: 'APPROVED', cancellation_id: cancelled.done.id })
          .where('id', '=', id)
          .execute();
      });
      const row = await one(db, id);
      if (after.cancelled) await deps.afterCancel(row.booking_id, after.cancelled.done, after.cancelled.committed);
      const approved = row.status === 'APPROVED';
      await tellRequester(
        row,
        approved ? 'Cancellation request approved' : 'Cancellation request rejected',
        approved
          ? `Your cancellation request was approved. The refund of ${formatRupees(Number(row.refund_paise))} has been credited to your wallet, credit note ${row.credit_note_no}. ${remarks}`.trim()
          : `Your cancellation request was not approved: ${remarks}`,
      );
      return {
        request: toRow(row, deps.now()),
        message: approved ? CANCELLATION_REQUEST_MSG.approved : CANCELLATION_REQUEST_MSG.rejected,
      };
    },
  };
}
