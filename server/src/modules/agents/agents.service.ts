import { type AgentRole, permissionsOf } from '@tripsetu/domain/agency.ts';
import type { AgentRow, SessionUser } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { AgentUserTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';
import { agentPasswords } from './agent-passwords.ts';
import { agentSessions } from './agent-sessions.ts';
import { agentSignIn } from './agent-sign-in.ts';
import * as repo from './agents.repo.ts';
import { createOtpChallenges } from './otp.ts';
import { hashPassword } from './passwords.ts';
import { agencyStaff, requireStatus } from './staff.ts';

export { RESET_LINK_TTL_MS, RESET_LINKS_PER_HOUR, WELCOME_LINK_TTL_MS } from './agent-passwords.ts';
export { SESSION_CACHE_ENTRIES, SESSION_CACHE_MS, SESSION_TOUCH_MS } from './agent-sessions.ts';

export type AgentUser = Selectable<AgentUserTable>;

/** What the session needs to know of the user's agency; the agencies module answers it. */
export interface AgencySummary {
  id: number;
  code: string | null;
  name: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  hasLogo: boolean;
}

export interface AgentSession {
  tokenHash: string;
  user: AgentUser;
  lastSeenAt: Date;
}

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
  warningSeconds: number;
}

export {
  SIGN_IN_FAILURES_PER_ADDRESS,
  SIGN_IN_FAILURES_PER_USER,
  SIGN_IN_WINDOW_MS,
} from './agent-sign-in.ts';

export function createAgentsService(deps: {
  db: Kysely<Database>;
  mail: MailService;
  sms: SmsProvider;
  publicUrl: string;
  sessions: SessionPolicy;
  agencySummary: (agencyId: number) => Promise<AgencySummary | undefined>;
  logger: Logger;
  now?: () => Date;
}) {
  const { db, mail, sms, sessions } = deps;
  const now = deps.now ?? (() => new Date());
  const otp = createOtpChallenges({ db, now });

  /** A user may sign in when active, with a password set, and (for agency users) an approved agency. */
  const mayWorkIn = (user: AgentUser, agencyStatus: string | null | undefined) =>
    user.status === 'Active' && (user.role === 'ADMIN' || agencyStatus === 'APPROVED');

  async function mayWork(user: AgentUser): Promise<boolean> {
    if (user.status !== 'Active') return false;
    const agency = user.agency_id === null ? undefined : await deps.agencySummary(user.agency_id);
    return mayWorkIn(user, agency?.status);
  }

  const { startSession, forgetSessions, resolveSession, logout } = agentSessions({ db, sessions, now, mayWorkIn });
  const passwords = agentPasswords({ db, mail, publicUrl: deps.publicUrl, now, forgetSessions });

  async function sessionUser(user: AgentUser): Promise<SessionUser> {
    const agency = user.agency_id === null ? undefined : await deps.agencySummary(user.agency_id);
    return {
      id: user.id,
      userId: user.user_id,
      role: user.role,
      salutation: user.salutation,
      firstName: user.first_name,
      lastName: user.last_name,
      email: user.email,
      mobile: user.mobile,
      permissions: permissionsOf(user.role),
      agency: agency ? { id: agency.id, code: agency.code, name: agency.name, hasLogo: agency.hasLogo } : null,
    };
  }

  async function searchAgents(query: string): Promise<AgentRow[]> {
    const rows = await repo.searchAgents(db, query.slice(0, 100), 200);
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      agentCode: row.agency_code,
      agencyName: row.company_name ?? 'TripSetu (back office)',
      name: `${row.first_name} ${row.last_name}`,
      role: row.role as AgentRole,
      phone: row.mobile,
      status: row.status,
    }));
  }

  return {
    otp,
    sessionUser,
    sessionPolicy: sessions,

    // ── Signing in: agent-sign-in.ts ───────────────────────────────────────────────────────────
    ...agentSignIn({ db, sms, now, otp, mayWork, startSession }),

    resolveSession,
    logout,

    // ── Passwords: agent-passwords.ts ──────────────────────────────────────────────────────────
    ...passwords,

    createOwner(
      trx: Transaction<Database>,
      owner: {
        agencyId: number;
        salutation: string;
        firstName: string;
        lastName: string;
        email: string;
        mobile: string;
      },
    ): Promise<AgentUser> {
      return repo.insertUser(trx, {
        agency_id: owner.agencyId,
        role: 'OWNER',
        user_id: owner.email.toLowerCase(),
        salutation: owner.salutation,
        first_name: owner.firstName,
        last_name: owner.lastName,
        email: owner.email.toLowerCase(),
        mobile: owner.mobile,
        status: 'Active',
      });
    },

    /**
     * Frees the user id (the e-mail id) of the owner of a rejected application who registers again:
     * the old account keeps its e-mail on record for the back office but can no longer be signed in to.
     */
    async retireRejectedOwner(trx: Transaction<Database>, user: AgentUser): Promise<void> {
      await repo.updateUser(trx, user.id, { user_id: `rejected-${user.id}:${user.user_id}`, status: 'Inactive' });
      await repo.endSessionsOf(trx, user.id);
      // Before the caller's commit, but the owner of a rejected agency has no live session to remember.
      forgetSessions();
    },

    findByUserId(userId: string, trx?: Transaction<Database>) {
      return repo.findUserByUserId(trx ?? db, userId);
    },

    findById(id: number) {
      return repo.findUserById(db, id);
    },

    /** The agency's owner; pass the open transaction when there is one (PGlite has a single connection). */
    ownerOf(agencyId: number, trx?: Transaction<Database>) {
      return (trx ?? db)
        .selectFrom('agent_users')
        .selectAll()
        .where('agency_id', '=', agencyId)
        .where('role', '=', 'OWNER')
        .executeTakeFirst();
    },

    /** The active administrators; inside a transaction pass it, since PGlite has one connection. */
    admins(trx?: Transaction<Database>) {
      return repo.listAdmins(trx ?? db);
    },

    updateDetails(
      trx: Transaction<Database>,
      userId: number,
      details: { salutation: string; firstName: string; lastName: string; mobile: string },
    ) {
      return repo.updateUser(trx, userId, {
        salutation: details.salutation,
        first_name: details.firstName,
        last_name: details.lastName,
        mobile: details.mobile,
      });
    },

    // ── Staff (owner only): staff.ts ─────────────────────────────────────────────────────────────
    ...agencyStaff({ db, forgetSessions }),

    // ── Back office ──────────────────────────────────────────────────────────────────────────────

    searchAgents,

    async setUserStatus(admin: AgentUser, userId: number, statusText: string): Promise<AgentRow> {
      const status = requireStatus(statusText.trim());
      if (userId === admin.id) throw new AppError('BAD_REQUEST', AGENT_MSG_DECIDED.cannotChangeOwnStatus);
      const user = Number.isInteger(userId) ? await repo.findUserById(db, userId) : undefined;
      if (!user) throw new AppError('NOT_FOUND', AGENT_MSG.noProfiles);
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, user.id, { status });
        if (status !== 'Active') await repo.endSessionsOf(trx, user.id);
      });
      if (status !== 'Active') forgetSessions();
      const [row] = (await searchAgents(user.user_id)).filter((candidate) => candidate.id === user.id);
      if (!row) throw new AppError('NOT_FOUND', AGENT_MSG.noProfiles);
      return row;
    },

    /** Seeds a demo account (docs/decisions/008) unless its user id exists. */
    async seedUser(user: {
      agencyId: number | null;
      role: AgentRole;
      email: string;
      password: string;
      salutation: string;
      firstName: string;
      lastName: string;
      mobile: string;
    }): Promise<AgentUser> {
      const existing = await repo.findUserByUserId(db, user.email);
      if (existing) return existing;
      return repo.insertUser(db, {
        agency_id: user.agencyId,
        role: user.role,
        user_id: user.email.toLowerCase(),
        password_hash: await hashPassword(user.password),
        salutation: user.salutation,
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email.toLowerCase(),
        mobile: user.mobile,
        status: 'Active',
      });
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
