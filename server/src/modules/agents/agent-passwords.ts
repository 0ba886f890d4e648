import { validateNewPassword } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { isEmpty } from '@tripsetu/domain/validation.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { digest, newToken } from '../../lib/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './agents.repo.ts';
import type { AgentSession, AgentUser } from './agents.service.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const WELCOME_LINK_TTL_MS = 72 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
export const RESET_LINKS_PER_HOUR = 3;

/**
 * Agents' passwords (decision 008): the welcome and reset links (one-time, hashed, short-lived), the
 * reset itself and a change; each ends the user's other sessions.
 */
export function agentPasswords(deps: {
  db: Kysely<Database>;
  mail: MailService;
  publicUrl: string;
  now: () => Date;
  forgetSessions: () => void;
}) {
  const { db, mail, now, forgetSessions } = deps;

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

  return {
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
  };
}
