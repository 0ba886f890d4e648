import type { VisaApplicationRow } from '@tripsetu/domain/visa-api.ts';
import { checkVisaDecision, VISA_MSG, visaReference } from '@tripsetu/domain/visas.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { UploadedFile } from '../agencies/agency-files.ts';
import type { AgentUser } from '../agents/agents.service.ts';
import { userNameOf } from '../agents/user-name.ts';
import { visaStatusMail } from './visa-mails.ts';
import { visasRepo as repo } from './visas.repo.ts';
import type { VisaDeps } from './visas.service.ts';
import { mailFactsOf } from './visas.service.ts';

/**
 * The back office's steps (decision 043): submitted → in process → approved (the visa attached, for the agency to
 * download) or rejected (remarks required; the fee back to the wallet when the type says it is refundable). Each
 * step is e-mailed to the agent who applied. The application's row lock makes two decisions apply one after the
 * other, so a second finds it decided and nothing is refunded twice.
 */
export function visaDecisions(
  deps: VisaDeps & {
    application: (user: AgentUser, id: number, source?: Transaction<Database>) => Promise<VisaApplicationRow>;
  },
) {
  async function decideIn(
    trx: Transaction<Database>,
    user: AgentUser,
    id: number,
    form: { status: string; remarks: string },
    visaDocumentId: number | null,
  ) {
    const locked = await repo.lock(trx, id);
    if (!locked) throw new AppError('NOT_FOUND', VISA_MSG.notFound);
    const decision = checkVisaDecision(locked.status, form.status, form.remarks);
    if ('errors' in decision) {
      if (decision.conflict) throw new AppError('CONFLICT', VISA_MSG.alreadyDecided, decision.errors);
      throw AppError.validation(decision.errors);
    }
    if (decision.status === 'APPROVED' && visaDocumentId === null) {
      throw AppError.validation({ visa: VISA_MSG.visaFileRequired });
    }
    let refundedPaise = 0;
    let refundDocumentNo: string | null = null;
    if (decision.status === 'REJECTED' && locked.refundable) {
      refundedPaise = Number(locked.fee_paise);
      const posted = await deps.wallet.post(trx, {
        agencyId: locked.agency_id,
        kind: 'VISA_REFUND',
        walletDeltaPaise: refundedPaise,
        counterAccount: 'OPERATOR_SALES',
        narration: `Visa fee refund ${visaReference(id)}: rejected`,
        reference: `visa:${id}`,
        createdBy: user.id,
      });
      refundDocumentNo = posted.document_no;
    }
    await trx
      .updateTable('visa_applications')
      .set({
        status: decision.status,
        remarks: decision.remarks,
        updated_at: new Date(),
        ...(decision.status === 'APPROVED' ? { visa_document_id: visaDocumentId } : {}),
        ...(refundDocumentNo ? { refund_document_no: refundDocumentNo, refunded_paise: refundedPaise } : {}),
      })
      .where('id', '=', id)
      .execute();
    await repo.addEvent(trx, id, decision.status, decision.remarks, userNameOf(user));
    const record = await repo.find(trx, id, null);
    if (record) {
      await deps.mail.enqueue(
        trx,
        visaStatusMail(deps.publicUrl, decision.status, mailFactsOf(record), {
          remarks: decision.remarks,
          refundedPaise,
        }),
      );
    }
  }

  return {
    /**
     * Moves an application on. Approving takes the visa as a file (the registration's file rules), stored with the
     * decision or not at all; the file goes to the agency's documents so that its users can download it.
     */
    async decide(
      user: AgentUser,
      id: number,
      form: { status: string; remarks: string; visa?: UploadedFile },
    ): Promise<VisaApplicationRow> {
      if (form.status === 'APPROVED' && form.visa) {
        const owner = await repo.find(deps.db, id, null);
        if (!owner) throw new AppError('NOT_FOUND', VISA_MSG.notFound);
        await deps.attachDocuments(
          [form.visa],
          { agencyId: owner.agency_id, uploadedBy: user.id, kind: 'VISA' },
          (trx, [documentId]) => decideIn(trx, user, id, form, documentId ?? null),
        );
      } else {
        await deps.db.transaction().execute((trx) => decideIn(trx, user, id, form, null));
      }
      return deps.application(user, id);
    },
  };
}
