import { MSG, MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { type Registration, validateProfileDetails, validateRegistration } from '@tripsetu/domain/registration.ts';
import { isEmpty, validateMobile } from '@tripsetu/domain/validation.ts';
import type { Kysely, Selectable } from 'kysely';
import type { ConsumerUserTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { digest, newOtpCode, newToken } from '../../lib/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import * as repo from './identity.repo.ts';
import { otpChallenges } from './otp-challenges.ts';
import type { SmsProvider } from './sms.ts';

export {
  OTP_MAX_ATTEMPTS,
  OTP_SENDS_PER_ADDRESS,
  OTP_SENDS_PER_MOBILE,
  OTP_TTL_MS,
  OTP_WINDOW_MS,
} from './otp-challenges.ts';

/**
 * Sessions for visitors: the site asks once per browser, so one address making hundreds an hour is a
 * script (generous for offices and mobile networks that share an address; the site works without one).
 */
export const ANONYMOUS_SESSIONS_PER_ADDRESS = { max: 300, windowMs: 60 * 60 * 1000 };
/** MU028 sends an e-mail: a few a user id, and not many from one address, an hour. */
export const FORGOT_PASSWORD_PER_ACCOUNT = { max: 3, windowMs: 60 * 60 * 1000 };
export const FORGOT_PASSWORD_PER_ADDRESS = { max: 10, windowMs: 60 * 60 * 1000 };
/** A signed-in session ends after 7 idle days, and after 30 days whatever happens. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** A session's last-seen time is written at most this often, not on every call. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type ConsumerUser = Selectable<ConsumerUserTable>;

export interface Session {
  tokenHash: string;
  userId: number | null;
}

export function createIdentityService(deps: {
  db: Kysely<Database>;
  sms: SmsProvider;
  mail: MailService;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, sms, mail } = deps;
  const now = deps.now ?? (() => new Date());

  const { refuseTooManySends, issueChallenge, checkCode, wrongCode } = otpChallenges({ db, sms, now });

  async function startSession(userId: number | null): Promise<string> {
    const token = newToken();
    await repo.insertSession(db, {
      token_hash: digest(token),
      user_id: userId,
      expires_at: new Date(now().getTime() + SESSION_ABSOLUTE_MS),
    });
    return token;
  }

  return {
    /** The anonymous identity (agentId b2cuser) with a session of its own; a flood from one address is refused. */
    async startAnonymousSession(clientIp: string): Promise<string> {
      await enforceRateLimits(
        db,
        [{ key: `anonymous-session:ip:${clientIp}`, ...ANONYMOUS_SESSIONS_PER_ADDRESS }],
        MSG_DECIDED.tooManyRequests,
      );
      return startSession(null);
    },

    /** MAU001 SENDLOGINOTP: the same answer for a known and an unknown number. */
    async sendLoginOtp(mobileNumber: string, clientIp: string): Promise<string> {
      const invalid = validateMobile(mobileNumber, 'login');
      if (invalid) throw AppError.validation({ mobilenumber: invalid });
      const mobile = mobileNumber.trim();
      await refuseTooManySends(mobile, clientIp);
      const user = await repo.findUserByMobile(db, mobile);
      const code = user ? newOtpCode() : null;
      return issueChallenge({
        purpose: 'LOGIN',
        mobile,
        clientIp,
        code,
        smsBody: code
          ? `${code} is your TripSetu login OTP. It is valid for 5 minutes. Do not share it with anyone.`
          : `Someone asked to sign in to TripSetu with this number, which has no account. Register at ${deps.publicUrl} to sign in.`,
      });
    },

    /** MAU001 VERIFYLOGINOTP: a session for the user whose number the token was sent to. */
    async verifyLoginOtp(input: {
      mobile: string;
      otp: string;
      token: string;
    }): Promise<{ token: string; user: ConsumerUser }> {
      const mobile = input.mobile.trim();
      const outcome = await db.transaction().execute(async (trx) => {
        const checked = await checkCode(trx, { purpose: 'LOGIN', mobile, otp: input.otp.trim(), token: input.token });
        if (!checked.ok) return checked;
        const user = await repo.findUserByMobile(trx, mobile);
        return { ok: true as const, user };
      });
      if (!outcome.ok) throw wrongCode(outcome.locked);
      if (!outcome.user) throw new AppError('BAD_REQUEST', MSG_DECIDED.otpInvalid);
      return { token: await startSession(outcome.user.id), user: outcome.user };
    },

    /** MU031 register: validates, then sends an OTP to confirm the number; the account waits for it. */
    async register(form: Registration, clientIp: string): Promise<string> {
      const errors = validateRegistration(form);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      const mobile = form.mobile_number.trim();
      await refuseTooManySends(mobile, clientIp);
      const existing = await repo.findUserByMobile(db, mobile);
      const code = existing ? null : newOtpCode();
      return issueChallenge({
        purpose: 'REGISTER',
        mobile,
        clientIp,
        code,
        registration: { ...form, mobile_number: mobile },
        smsBody: code
          ? `${code} is your TripSetu registration OTP. It is valid for 5 minutes. Do not share it with anyone.`
          : 'This number already has a TripSetu account. Sign in with your mobile number to continue.',
      });
    },

    /** MU031 VERIFYOTP: creates the account the registration described. */
    async verifyRegistration(input: { mobile: string; otp: string; token: string }): Promise<ConsumerUser> {
      const mobile = input.mobile.trim();
      const outcome = await db.transaction().execute(async (trx) => {
        const checked = await checkCode(trx, {
          purpose: 'REGISTER',
          mobile,
          otp: input.otp.trim(),
          token: input.token,
        });
        if (!checked.ok) return checked;
        if (await repo.findUserByMobile(trx, mobile)) return { ok: true as const, user: undefined };
        const raw = checked.challenge.registration;
        const form = jsonColumn<Registration>(raw);
        const user = await repo.insertUser(trx, {
          title: form.salutation,
          first_name: form.first_name.trim(),
          last_name: form.last_name.trim(),
          email: form.contact_email.trim(),
          mobile,
        });
        return { ok: true as const, user };
      });
      if (!outcome.ok) throw wrongCode(outcome.locked);
      if (!outcome.user) throw new AppError('CONFLICT', MSG_DECIDED.alreadyRegistered);
      return outcome.user;
    },

    /**
     * MU028: travellers sign in with OTPs and have no password, so the e-mail explains how to sign in
     * (docs/decisions/007). The answer is the same whether or not an account matches.
     */
    async forgotPassword(userId: string, clientIp: string): Promise<void> {
      if (isEmpty(userId)) throw AppError.validation({ userid: MSG.forgotUserIdRequired });
      // Counted whether or not an account matches, so that the limit tells nothing either.
      await enforceRateLimits(
        db,
        [
          { key: `consumer-forgot-password:ip:${clientIp}`, ...FORGOT_PASSWORD_PER_ADDRESS },
          { key: `consumer-forgot-password:to:${userId.trim().toLowerCase()}`, ...FORGOT_PASSWORD_PER_ACCOUNT },
        ],
        MSG_DECIDED.tooManyRequests,
      );
      const user = await repo.findUserByMobileOrEmail(db, userId.trim());
      if (!user) return;
      await mail.enqueue(db, {
        to: user.email,
        subject: 'Signing in to TripSetu',
        html: `<p>Dear ${user.first_name},</p><p>TripSetu accounts have no password to reset: sign in with your mobile number ending ${user.mobile.slice(-4)} and the one-time password we text you.</p><p><a href="${deps.publicUrl}">Open TripSetu</a></p>`,
        reference: `account:${user.id}`,
      });
    },

    /** The session a token names, or null when it is unknown, ended, idle too long or too old. */
    async resolveSession(token: string): Promise<Session | null> {
      const tokenHash = digest(token);
      const row = await repo.findSession(db, tokenHash);
      const at = now().getTime();
      if (!row || row.ended_at) return null;
      if (new Date(row.expires_at).getTime() <= at || at - new Date(row.last_seen_at).getTime() > SESSION_IDLE_MS)
        return null;
      if (at - new Date(row.last_seen_at).getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(db, tokenHash, new Date(at));
      return { tokenHash, userId: row.user_id };
    },

    async logout(session: Session): Promise<void> {
      await repo.endSession(db, session.tokenHash);
    },

    async user(userId: number): Promise<ConsumerUser> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('NOT_FOUND', MSG_DECIDED.signInRequired);
      return user;
    },

    async updateProfile(userId: number, form: Omit<Registration, 'mobile_number'>): Promise<ConsumerUser> {
      const errors = validateProfileDetails(form);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors);
      return repo.updateUser(db, userId, {
        title: form.salutation,
        first_name: form.first_name.trim(),
        last_name: form.last_name.trim(),
        email: form.contact_email.trim(),
      });
    },

    listSms(limit: number) {
      return repo.listSms(db, limit);
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
