import type { ApplicationDetail, ApplicationRow } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { AgentsService, AgentUser } from '../agents/agents.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './agencies.repo.ts';
import { approvedMail, rejectedMail } from './agency-mails.ts';

/** An approved agency's code: TSA and 10000 + its id. */
export const agencyCode = (agencyId: number) => `TSA${10000 + agencyId}`;

/**
 * The back office's review of agency applications (agent-portal.md §2, decision 008): the lists by
 * status, one application, and approve or reject once, each e-mailing the owner.
 */
export function agencyReviews(deps: {
  db: Kysely<Database>;
  agents: AgentsService;
  mail: MailService;
  now: () => Date;
  applicationDetail: (agencyId: number) => Promise<ApplicationDetail>;
}) {
  const { db, agents, mail, now } = deps;

  /** An application still waiting for review, under its row lock, with its owner; refused otherwise. */
  async function lockPending(trx: Transaction<Database>, agencyId: number) {
    const agency = Number.isInteger(agencyId) ? await repo.lockAgency(trx, agencyId) : undefined;
    if (!agency) throw new AppError('NOT_FOUND', AGENT_MSG.loadDetailsFailed);
    if (agency.status !== 'PENDING') throw new AppError('CONFLICT', AGENT_MSG_DECIDED.applicationNotPending);
    const owner = await trx
      .selectFrom('agent_users')
      .selectAll()
      .where('agency_id', '=', agency.id)
      .where('role', '=', 'OWNER')
      .executeTakeFirstOrThrow();
    return { agency, owner };
  }
  return {
    async applications(status: 'PENDING' | 'APPROVED' | 'REJECTED'): Promise<ApplicationRow[]> {
      const rows = await repo.listApplications(db, status);
      return rows.map((row) => ({
        agencyId: row.id,
        companyName: row.company_name,
        ownerName: `${row.first_name} ${row.last_name}`,
        email: row.email,
        mobile: row.mobile,
        city: row.city,
        state: row.state,
        status: row.status,
        agencyCode: row.agency_code,
        submittedAt: new Date(row.created_at).toISOString(),
      }));
    },

    application: deps.applicationDetail,

    /** Approves once: issues the agency code and e-mails the owner a link to set the first password. */
    async approve(admin: AgentUser, agencyId: number): Promise<ApplicationDetail> {
      await db.transaction().execute(async (trx) => {
        const { agency, owner } = await lockPending(trx, agencyId);
        const approved = await repo.updateAgency(trx, agency.id, {
          status: 'APPROVED',
          agency_code: agencyCode(agency.id),
          reviewed_by: admin.id,
          reviewed_at: now(),
        });
        const link = await agents.issueWelcomeLink(owner, trx);
        await mail.enqueue(trx, {
          to: owner.email,
          ...approvedMail(owner, approved, link),
          reference: `agency:${agency.id}`,
        });
      });
      return deps.applicationDetail(agencyId);
    },

    async reject(admin: AgentUser, agencyId: number, reasonText: string): Promise<ApplicationDetail> {
      const reason = reasonText.trim();
      if (reason === '') throw AppError.validation({ reason: AGENT_MSG_DECIDED.rejectionReasonRequired });
      await db.transaction().execute(async (trx) => {
        const { agency, owner } = await lockPending(trx, agencyId);
        await repo.updateAgency(trx, agency.id, {
          status: 'REJECTED',
          rejection_reason: reason.slice(0, 500),
          reviewed_by: admin.id,
          reviewed_at: now(),
        });
        await mail.enqueue(trx, {
          to: owner.email,
          ...rejectedMail(owner, agency, reason),
          reference: `agency:${agency.id}`,
        });
      });
      return deps.applicationDetail(agencyId);
    },
  };
}
