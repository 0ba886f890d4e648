import { AGENT_MSG_DECIDED } from '@tripsetu/domain/agent-messages.ts';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { AgentOtpChallengeTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { digest, newOtpCode, newToken, OTP_DIGITS, sameDigest } from '../../lib/secrets.ts';
import * as repo from './agents.repo.ts';

/** DESIGN.md "Sign-in secrets": 6 digits, hashed, 5 minutes, 5 tries, limited per destination and address. */
export const AGENT_OTP_TTL_MS = 5 * 60 * 1000;
export const AGENT_OTP_MAX_ATTEMPTS = 5;
export const AGENT_OTP_WINDOW_MS = 10 * 60 * 1000;
export const AGENT_OTP_SENDS_PER_DESTINATION = 3;
export const AGENT_OTP_SENDS_PER_ADDRESS = 10;

type Purpose = Selectable<AgentOtpChallengeTable>['purpose'];
export type Challenge = Selectable<AgentOtpChallengeTable>;

export function createOtpChallenges(deps: { db: Kysely<Database>; now: () => Date }) {
  const { db, now } = deps;

  return {
    async refuseTooManySends(destination: string, clientIp: string) {
      const since = new Date(now().getTime() - AGENT_OTP_WINDOW_MS);
      const [byDestination, byAddress] = await Promise.all([
        repo.countChallengesSince(db, 'destination', destination, since),
        repo.countChallengesSince(db, 'client_ip', clientIp, since),
      ]);
      if (byDestination >= AGENT_OTP_SENDS_PER_DESTINATION || byAddress >= AGENT_OTP_SENDS_PER_ADDRESS) {
        throw new AppError('RATE_LIMITED', AGENT_MSG_DECIDED.otpRateLimited);
      }
    },

    /**
     * Writes a challenge in the caller's transaction. `withCode` false records the request without a
     * code (an unknown user id, an e-mail already in use), so the answer looks the same.
     */
    async issue(
      trx: Transaction<Database>,
      input: {
        purpose: Purpose;
        destination: string;
        clientIp: string;
        withCode: boolean;
        applicationId?: number;
        userId?: number;
        withToken?: boolean;
      },
    ): Promise<{ code: string | null; token: string | null }> {
      const code = input.withCode ? newOtpCode() : null;
      const token = input.withToken ? newToken() : null;
      const salt = newToken();
      await repo.insertChallenge(trx, {
        purpose: input.purpose,
        destination: input.destination,
        application_id: input.applicationId ?? null,
        user_id: input.userId ?? null,
        token_hash: token ? digest(token) : null,
        code_hash: code ? digest(salt + code) : null,
        salt,
        client_ip: input.clientIp,
        expires_at: new Date(now().getTime() + AGENT_OTP_TTL_MS),
      });
      return { code, token };
    },

    /**
     * Checks a code against a locked challenge, once: a right code consumes it, a wrong one counts, the
     * fifth wrong one ends it. The caller commits, then calls `wrongCode` so the counted try is kept.
     */
    async check(
      trx: Transaction<Database>,
      challenge: Challenge | undefined,
      otp: string,
    ): Promise<{ ok: true; challenge: Challenge } | { ok: false; message: string }> {
      if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(otp.trim())) {
        throw AppError.validation({ otp: AGENT_MSG_DECIDED.otpRequired });
      }
      if (!challenge) return { ok: false, message: AGENT_MSG_DECIDED.otpInvalid };
      if (challenge.consumed_at) {
        const locked = challenge.attempts >= AGENT_OTP_MAX_ATTEMPTS;
        return { ok: false, message: locked ? AGENT_MSG_DECIDED.otpLocked : AGENT_MSG_DECIDED.otpInvalid };
      }
      if (new Date(challenge.expires_at).getTime() <= now().getTime()) {
        return { ok: false, message: AGENT_MSG_DECIDED.otpExpired };
      }
      const right =
        challenge.code_hash !== null && sameDigest(challenge.code_hash, digest(challenge.salt + otp.trim()));
      if (!right) {
        const attempts = challenge.attempts + 1;
        const exhausted = attempts >= AGENT_OTP_MAX_ATTEMPTS;
        await repo.recordWrongCode(trx, challenge.id, attempts, exhausted);
        return { ok: false, message: exhausted ? AGENT_MSG_DECIDED.otpLocked : AGENT_MSG_DECIDED.otpInvalid };
      }
      await repo.consumeChallenge(trx, challenge.id);
      return { ok: true, challenge };
    },
  };
}

export type OtpChallenges = ReturnType<typeof createOtpChallenges>;
