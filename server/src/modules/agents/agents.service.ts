import { type AgentRole, permissionsOf, validateNewPassword, validateSignIn } from '@tripsetu/domain/agency.ts';
import type { AgentRow, SessionUser } from '@tripsetu/domain/agent-api.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { isEmpty } from '@tripsetu/domain/validation.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { AgentUserTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { digest, newToken } from '../../lib/secrets.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './agents.repo.ts';
import { createOtpChallenges } from './otp.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { agencyStaff, requireStatus } from './staff.ts';

/** A session's last-seen time is written at most this often (the idle timeout is 30 minutes). */
export const SESSION_TOUCH_MS = 15_000;
/**
 * Routes that opt in (read-only searches) may take a session resolved this recently from memory
 * (docs/decisions/014); every session ended here drops them all.
 */
export const SESSION_CACHE_MS = 2_000;
export const SESSION_CACHE_ENTRIES = 10_000;

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

/** Five wrong passwords for one user id in 15 minutes lock it for the rest of the window; 30 for one address. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURES_PER_USER = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;
export const WELCOME_LINK_TTL_MS = 72 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_LINKS_PER_HOUR = 3;

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

  /** Sessions resolved for the routes that opt in, by token digest, with when each stops being trusted. */
  const sessionCache = new Map<string, { session: AgentSession; until: number }>();
  /** Counts every forgetting, so that a resolve begun before one does not put back what it dropped. */
  let forgotten = 0;

  /** Drops every remembered session: called whenever sessions end here, after their transaction. */
  function forgetSessions() {
    sessionCache.clear();
    forgotten += 1;
  }

  /** The session a token digest names, from the database, touched when due, or null (and ended) when not live. */
  async function sessionFromDatabase(tokenHash: string): Promise<{ session: AgentSession; until: number } | null> {
    const row = await repo.findSessionWithUser(db, tokenHash);
    const at = now().getTime();
    if (!row || row.session_ended_at) return null;
    const { session_last_seen_at, session_expires_at, session_ended_at, agency_status, ...user } = row;
    const lastSeen = new Date(session_last_seen_at).getTime();
    const expires = new Date(session_expires_at).getTime();
    if (expires <= at || at - lastSeen > sessions.idleMs || !mayWorkIn(user, agency_status)) {
      await repo.endSession(db, tokenHash);
      return null;
    }
    // The idle clock moves in steps of SESSION_TOUCH_MS: one write per session per step, not per request.
    const touched = at - lastSeen >= SESSION_TOUCH_MS;
    if (touched) await repo.touchSession(db, tokenHash, new Date(at));
    const lastSeenAt = touched ? at : lastSeen;
    return {
      session: { tokenHash, user, lastSeenAt: new Date(lastSeenAt) },
      until: Math.min(at + SESSION_CACHE_MS, expires, lastSeenAt + sessions.idleMs),
    };
  }

  async function startSession(user: AgentUser, clientIp: string, userAgent: string): Promise<string> {
    const token = newToken();
    await repo.insertSession(db, {
      token_hash: digest(token),
      user_id: user.id,
      client_ip: clientIp,
      user_agent: userAgent.slice(0, 300),
      expires_at: new Date(now().getTime() + sessions.absoluteMs),
    });
    await repo.updateUser(db, user.id, { last_sign_in_at: now() });
    return token;
  }

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

  async function issuePasswordLink(user: AgentUser, purpose: 'WELCOME' | 'RESET', trx?: Transaction<Database>) {
    const token = newToken();
    await repo.insertPasswordLink(trx ?? db, {
      token_hash: digest(token),
      user_id: user.id,
      purpose,
      expires_at: new Date(now().getTime() + (purpose === 'WELCOME' ? WELCOME_LINK_TTL_MS : RESET_LINK_TTL_MS)),
    });
    const welcome = purpose === 'WELCOME' ? '&welcome=1' : '';
    return `${deps.publicUrl}/agent/reset-password?token=${encodeURIComponent(token)}${welcome}`;
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

    /** User id and password (§5). Unknown user, wrong password and a locked user id answer alike. */
    async signIn(input: { userId: string; password: string; clientIp: string; userAgent: string }) {
      const errors = validateSignIn(input);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const userKey = input.userId.trim().toLowerCase();
      const since = new Date(now().getTime() - SIGN_IN_WINDOW_MS);
      // Counted before the (slow) password check, so that parallel guesses cannot all be checked.
      const attemptId = await repo.reserveSignInAttempt(db, { user_key: userKey, client_ip: input.clientIp }, since, {
        perUser: SIGN_IN_FAILURES_PER_USER,
        perAddress: SIGN_IN_FAILURES_PER_ADDRESS,
      });
      if (attemptId === null) throw new AppError('RATE_LIMITED', AGENT_MSG_DECIDED.signInLocked);
      const user = await repo.findUserByUserId(db, userKey);
      const right = await verifyPassword(user?.password_hash ?? null, input.password);
      if (right) await repo.markSignInSucceeded(db, attemptId);
      if (!user || !right) throw new AppError('UNAUTHORIZED', AGENT_MSG_DECIDED.signInFailed);
      // Only someone who knows the password learns that the account is not active.
      if (!(await mayWork(user))) throw new AppError('FORBIDDEN', AGENT_MSG_DECIDED.accountNotActive);
      return { token: await startSession(user, input.clientIp, input.userAgent), user };
    },

    /** The other sign-in option: an OTP to the registered mobile; the same answer for an unknown user id. */
    async sendSignInOtp(input: { userId: string; clientIp: string }): Promise<string> {
      if (isEmpty(input.userId)) throw AppError.validation({ userId: AGENT_MSG.userIdRequired });
      const userKey = input.userId.trim().toLowerCase();
      await otp.refuseTooManySends(userKey, input.clientIp);
      const user = await repo.findUserByUserId(db, userKey);
      const eligible = user ? await mayWork(user) : false;
      return db.transaction().execute(async (trx) => {
        const issued = await otp.issue(trx, {
          purpose: 'SIGN_IN',
          destination: userKey,
          clientIp: input.clientIp,
          withCode: eligible,
          withToken: true,
          ...(user ? { userId: user.id } : {}),
        });
        if (user && issued.code) {
          await sms.send(trx, {
            to: user.mobile,
            body: `${issued.code} is your TripSetu Agent Portal sign-in OTP. It is valid for 5 minutes. Do not share it with anyone.`,
          });
        }
        return issued.token as string;
      });
    },

    async verifySignInOtp(input: { otpToken: string; otp: string; clientIp: string; userAgent: string }) {
      const outcome = await db.transaction().execute(async (trx) => {
        const challenge = input.otpToken ? await repo.lockChallengeByToken(trx, digest(input.otpToken)) : undefined;
        return otp.check(trx, challenge?.purpose === 'SIGN_IN' ? challenge : undefined, input.otp);
      });
      if (!outcome.ok) throw new AppError('BAD_REQUEST', outcome.message);
      const user =
        outcome.challenge.user_id === null ? undefined : await repo.findUserById(db, outcome.challenge.user_id);
      if (!user || !(await mayWork(user))) throw new AppError('BAD_REQUEST', AGENT_MSG_DECIDED.otpInvalid);
      return { token: await startSession(user, input.clientIp, input.userAgent), user };
    },

    /**
     * The session a cookie names, touched when due, or null when unknown, ended, idle too long, too old
     * or barred. With `cached` (read-only searches only, never money or the account) a session resolved
     * in the last SESSION_CACHE_MS on this instance answers from memory (docs/decisions/014).
     */
    async resolveSession(token: string, options: { cached?: boolean } = {}): Promise<AgentSession | null> {
      if (!token) return null;
      const tokenHash = digest(token);
      const hit = options.cached ? sessionCache.get(tokenHash) : undefined;
      if (hit && hit.until > now().getTime()) return hit.session;
      const before = forgotten;
      const resolved = await sessionFromDatabase(tokenHash);
      if (!resolved) {
        sessionCache.delete(tokenHash);
        return null;
      }
      if (options.cached && before === forgotten) {
        sessionCache.delete(tokenHash);
        if (sessionCache.size >= SESSION_CACHE_ENTRIES) sessionCache.delete(sessionCache.keys().next().value as string);
        sessionCache.set(tokenHash, resolved);
      }
      return resolved.session;
    },

    async logout(tokenHash: string): Promise<void> {
      await repo.endSession(db, tokenHash);
      forgetSessions();
    },

    /** §8 "e-mail with password sent" becomes a one-time link (docs/decisions/008); same answer for anyone. */
    async forgotPassword(input: { userId: string }): Promise<void> {
      if (isEmpty(input.userId)) throw AppError.validation({ userId: AGENT_MSG.userIdRequired });
      const user = await repo.findUserByUserId(db, input.userId);
      if (user?.status !== 'Active') return;
      const since = new Date(now().getTime() - 60 * 60 * 1000);
      if ((await repo.countPasswordLinksSince(db, user.id, since)) >= RESET_LINKS_PER_HOUR) return;
      const link = await issuePasswordLink(user, 'RESET');
      await mail.enqueue(db, {
        to: user.email,
        subject: 'Reset your TripSetu Agent Portal password',
        html: `<p>Dear ${escapeHtml(user.first_name)},</p><p>Someone asked to reset the password of your TripSetu Agent Portal user id <b>${escapeHtml(user.user_id)}</b>. Open this link within one hour to set a new password:</p><p><a href="${link}">Set a new password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
        reference: `agent-user:${user.id}`,
      });
    },

    /** Sets a password from a one-time link; every open session of the user ends. */
    async resetPassword(input: { token: string; newPassword: string; confirmPassword: string }): Promise<void> {
      const errors = validateNewPassword(input.newPassword, input.confirmPassword);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const passwordHash = await hashPassword(input.newPassword);
      const done = await db.transaction().execute(async (trx) => {
        const link = input.token ? await repo.lockPasswordLink(trx, digest(input.token)) : undefined;
        if (!link || link.used_at || new Date(link.expires_at).getTime() <= now().getTime()) return false;
        await repo.usePasswordLinksOf(trx, link.user_id);
        await repo.updateUser(trx, link.user_id, { password_hash: passwordHash });
        await repo.endSessionsOf(trx, link.user_id);
        return true;
      });
      if (!done) throw new AppError('BAD_REQUEST', AGENT_MSG_DECIDED.resetLinkInvalid);
      forgetSessions();
    },

    async changePassword(
      session: AgentSession,
      input: { currentPassword: string; newPassword: string; confirmPassword: string },
    ): Promise<void> {
      const errors: Record<string, string> = validateNewPassword(input.newPassword, input.confirmPassword);
      if (input.currentPassword === '') errors.currentPassword = AGENT_MSG.passwordRequired;
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      if (!(await verifyPassword(session.user.password_hash, input.currentPassword))) {
        throw AppError.validation({ currentPassword: AGENT_MSG_DECIDED.currentPasswordWrong });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction().execute(async (trx) => {
        await repo.updateUser(trx, session.user.id, { password_hash: passwordHash });
        await repo.endSessionsOf(trx, session.user.id, session.tokenHash);
      });
      forgetSessions();
    },

    /** The owner of a newly approved agency gets a link to set the first password. */
    issueWelcomeLink(user: AgentUser, trx?: Transaction<Database>): Promise<string> {
      return issuePasswordLink(user, 'WELCOME', trx);
    },

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
