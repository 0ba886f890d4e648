import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import type { Registration } from '@tripsetu/domain/registration.ts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { digest, newToken, OTP_DIGITS, sameDigest } from '../../lib/secrets.ts';
import * as repo from './identity.repo.ts';
import type { SmsProvider } from './sms.ts';

/** DESIGN.md "Sign-in secrets" and docs/decisions/007. */
export const OTP_TTL_MS = 5 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_WINDOW_MS = 10 * 60 * 1000;
export const OTP_SENDS_PER_MOBILE = 3;
export const OTP_SENDS_PER_ADDRESS = 10;
/**
 * Travellers' OTP challenges (DESIGN.md "Sign-in secrets", decision 007): a few sends per mobile and
 * address, a hashed and salted code that lives five minutes, five wrong tries and it is gone.
 */
export function otpChallenges(deps: { db: Kysely<Database>; sms: SmsProvider; now: () => Date }) {
  const { db, sms, now } = deps;

  async function refuseTooManySends(mobile: string, clientIp: string) {
    const since = new Date(now().getTime() - OTP_WINDOW_MS);
    const [byMobile, byAddress] = await Promise.all([
      repo.countChallengesSince(db, 'mobile', mobile, since),
      repo.countChallengesSince(db, 'client_ip', clientIp, since),
    ]);
    if (byMobile >= OTP_SENDS_PER_MOBILE || byAddress >= OTP_SENDS_PER_ADDRESS) {
      throw new AppError('RATE_LIMITED', MSG_DECIDED.otpRateLimited);
    }
  }

  /** Writes a challenge and sends its SMS; `code` is null when there is nothing to confirm. */
  async function issueChallenge(input: {
    purpose: 'LOGIN' | 'REGISTER';
    mobile: string;
    clientIp: string;
    code: string | null;
    smsBody: string;
    registration?: Registration;
  }): Promise<string> {
    const token = newToken();
    const salt = newToken();
    await db.transaction().execute(async (trx) => {
      await repo.insertChallenge(trx, {
        purpose: input.purpose,
        mobile: input.mobile,
        token_hash: digest(token),
        code_hash: input.code === null ? null : digest(salt + input.code),
        salt,
        registration: input.registration ? JSON.stringify(input.registration) : null,
        client_ip: input.clientIp,
        expires_at: new Date(now().getTime() + OTP_TTL_MS),
      });
      await sms.send(trx, { to: input.mobile, body: input.smsBody });
    });
    return token;
  }

  /**
   * Checks a code against the challenge its token names, once: a right code consumes it, a wrong one
   * counts, and the fifth wrong one ends it. Runs in the caller's transaction, holding the row.
   */
  async function checkCode(
    trx: Transaction<Database>,
    input: { purpose: 'LOGIN' | 'REGISTER'; mobile: string; otp: string; token: string },
  ) {
    if (!new RegExp(`^\\d{${OTP_DIGITS}}$`).test(input.otp))
      throw AppError.validation({ otp: MSG_DECIDED.otpRequired });
    const challenge = input.token ? await repo.lockChallenge(trx, digest(input.token)) : undefined;
    if (!challenge || challenge.purpose !== input.purpose || challenge.mobile !== input.mobile) {
      throw new AppError('BAD_REQUEST', MSG_DECIDED.otpInvalid);
    }
    if (challenge.consumed_at) {
      throw new AppError(
        'BAD_REQUEST',
        challenge.attempts >= OTP_MAX_ATTEMPTS ? MSG_DECIDED.otpLocked : MSG_DECIDED.otpInvalid,
      );
    }
    if (new Date(challenge.expires_at).getTime() <= now().getTime())
      throw new AppError('BAD_REQUEST', MSG_DECIDED.otpExpired);
    const right = challenge.code_hash !== null && sameDigest(challenge.code_hash, digest(challenge.salt + input.otp));
    if (!right) {
      const attempts = challenge.attempts + 1;
      await repo.recordWrongCode(trx, challenge.id, attempts, attempts >= OTP_MAX_ATTEMPTS);
      return { ok: false as const, locked: attempts >= OTP_MAX_ATTEMPTS };
    }
    await repo.consumeChallenge(trx, challenge.id);
    return { ok: true as const, challenge };
  }

  /** The wrong-code answer is decided after the transaction, so that the counted attempt is kept. */
  function wrongCode(locked: boolean): AppError {
    return new AppError('BAD_REQUEST', locked ? MSG_DECIDED.otpLocked : MSG_DECIDED.otpInvalid);
  }

  return { refuseTooManySends, issueChallenge, checkCode, wrongCode };
}
