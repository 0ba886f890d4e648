import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { digest, newToken } from '../../lib/secrets.ts';
import * as repo from './agents.repo.ts';
import type { AgentSession, AgentUser, SessionPolicy } from './agents.service.ts';

/** A session's last-seen time is written at most this often (the idle timeout is 30 minutes). */
export const SESSION_TOUCH_MS = 15_000;
/**
 * Routes that opt in (read-only searches) may take a session resolved this recently from memory
 * (docs/decisions/014); every session ended here drops them all.
 */
export const SESSION_CACHE_MS = 2_000;
export const SESSION_CACHE_ENTRIES = 10_000;

/**
 * Agent sessions (decision 008, 014): started on sign-in, resolved from the cookie's token and touched
 * when due, ended on logout or a password change; read-only searches may take one from memory.
 */
export function agentSessions(deps: {
  db: Kysely<Database>;
  sessions: SessionPolicy;
  now: () => Date;
  /** Whether the user may work: active, and (for agency users) with an approved agency. */
  mayWorkIn: (user: AgentUser, agencyStatus: string | null | undefined) => boolean;
}) {
  const { db, sessions, now, mayWorkIn } = deps;

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

  return {
    startSession,
    forgetSessions,

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
  };
}
