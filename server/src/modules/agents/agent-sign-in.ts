import { validateSignIn } from '@tripsetu/domain/agency.ts';
import { AGENT_MSG, AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import { isEmpty } from '@tripsetu/domain/validation.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { digest } from '../../lib/secrets.ts';
import type { SmsProvider } from '../identity/sms.ts';
import * as repo from './agents.repo.ts';
import type { AgentUser } from './agents.service.ts';
import type { createOtpChallenges } from './otp.ts';
import { verifyPassword } from './passwords.ts';

/** Five wrong passwords for one user id in 15 minutes lock it for the rest of the window; 30 for one address. */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_FAILURES_PER_USER = 5;
export const SIGN_IN_FAILURES_PER_ADDRESS = 30;

/**
 * Signing in (agent-portal.md §5, decision 008): a user id and password, or an OTP to the registered
 * mobile; failures counted per user id and per address, and a session started for whoever may work.
 */
export function agentSignIn(deps: {
  db: Kysely<Database>;
  sms: SmsProvider;
  now: () => Date;
  otp: ReturnType<typeof createOtpChallenges>;
  mayWork: (user: AgentUser) => Promise<boolean>;
  startSession: (user: AgentUser, clientIp: string, userAgent: string) => Promise<string>;
}) {
  const { db, sms, now, otp, mayWork, startSession } = deps;
  return {
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
  };
}
