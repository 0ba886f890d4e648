import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import {
  BOOKING_CODE_MAX_ATTEMPTS,
  BOOKING_CODE_TTL_MS,
  BOOKING_PROOF_TTL_MS,
  bookingCodeSentMessage,
} from '@tripsetu/domain/package-booking.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { digest, newOtpCode, newToken, sameDigest } from '../../lib/secrets.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';

/** Codes sent for one booking, and from one address, in ten minutes (DESIGN.md: OTPs are rate limited). */
export const BOOKING_CODES_PER_BOOKING = { max: 3, windowMs: 10 * 60 * 1000 };
export const BOOKING_CODES_PER_ADDRESS = { max: 10, windowMs: 10 * 60 * 1000 };

/** What proves a package booking is one's own: the signed-in owner's mobile, or a confirmed code's proof. */
export interface BookingProof {
  ownerMobile?: string;
  bookingProof?: string;
}

interface Contact {
  txid: string;
  pax_mobile: string;
  pax_email: string;
}

/**
 * Decision 016: the voucher is public by its transaction id and so proves nothing. A visitor proves a
 * booking with a 6-digit code sent to the booking's lead mobile and e-mail (5 minutes, 5 tries, stored
 * hashed), and gets a proof token (30 minutes) that finding, quoting and cancelling accept.
 */
export function bookingProofs(deps: { db: Kysely<Database>; sms: SmsProvider; mail: MailService; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Sends a code to the booking's contacts; the token to confirm it with, and where it went (masked). */
    async sendCode(booking: Contact, clientIp: string): Promise<{ token: string; message: string }> {
      await enforceRateLimits(
        db,
        [
          { key: `booking-code:txid:${booking.txid}`, ...BOOKING_CODES_PER_BOOKING },
          { key: `booking-code:ip:${clientIp}`, ...BOOKING_CODES_PER_ADDRESS },
        ],
        MSG_DECIDED.otpRateLimited,
      );
      const code = newOtpCode();
      const token = newToken();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('package_booking_proofs')
          .values({
            txid: booking.txid,
            token_hash: digest(token),
            code_hash: digest(code),
            expires_at: new Date(now().getTime() + BOOKING_CODE_TTL_MS),
            client_ip: clientIp,
          })
          .execute();
        const text = `${code} is your TripSetu code to manage booking ${booking.txid}. It is valid for 5 minutes. Do not share it with anyone.`;
        await deps.sms.send(trx, { to: booking.pax_mobile, body: text });
        await deps.mail.enqueue(trx, {
          to: booking.pax_email,
          subject: `Your code for booking ${booking.txid}`,
          html: `<p>Your code to manage booking ${booking.txid} is <b>${code}</b>. It is valid for 5 minutes.</p><p>If you did not ask for it, ignore this e-mail: nobody can change your booking without the code.</p>`,
          reference: `booking-code:${booking.txid}`,
        });
      });
      return { token, message: bookingCodeSentMessage(booking.pax_mobile, booking.pax_email) };
    },

    /** Confirms a code: the proof token for its booking. A wrong code uses a try; the fifth ends the code. */
    async confirmCode(token: string, code: string): Promise<{ txid: string; proof: string }> {
      if (!/^\d{6}$/.test(code.trim())) throw AppError.validation({ otp: MSG_DECIDED.otpRequired });
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('package_booking_proofs')
          .selectAll()
          .where('token_hash', '=', digest(token))
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.proof_hash !== null) return { error: MSG_DECIDED.otpExpired } as const;
        if (new Date(row.expires_at).getTime() <= now().getTime()) return { error: MSG_DECIDED.otpExpired } as const;
        if (row.attempts >= BOOKING_CODE_MAX_ATTEMPTS) return { error: MSG_DECIDED.otpLocked } as const;
        if (!sameDigest(row.code_hash, digest(code.trim()))) {
          const attempts = row.attempts + 1;
          await trx.updateTable('package_booking_proofs').set({ attempts }).where('id', '=', row.id).execute();
          return {
            error: attempts >= BOOKING_CODE_MAX_ATTEMPTS ? MSG_DECIDED.otpLocked : MSG_DECIDED.otpInvalid,
          } as const;
        }
        const proof = newToken();
        await trx
          .updateTable('package_booking_proofs')
          .set({ proof_hash: digest(proof), proof_expires_at: new Date(now().getTime() + BOOKING_PROOF_TTL_MS) })
          .where('id', '=', row.id)
          .execute();
        return { txid: row.txid, proof } as const;
      });
      // Decided after the transaction, so that a wrong try stays counted.
      if ('error' in outcome)
        throw new AppError('BAD_REQUEST', outcome.error as string, { otp: outcome.error as string });
      return outcome;
    },

    /** Whether the proof shows the booking is the caller's. */
    async proves(booking: Contact, proof: BookingProof): Promise<boolean> {
      if (proof.ownerMobile && proof.ownerMobile === booking.pax_mobile) return true;
      if (!proof.bookingProof) return false;
      const row = await db
        .selectFrom('package_booking_proofs')
        .select(['txid', 'proof_expires_at'])
        .where('proof_hash', '=', digest(proof.bookingProof))
        .executeTakeFirst();
      return (
        row?.txid === booking.txid &&
        row.proof_expires_at !== null &&
        new Date(row.proof_expires_at).getTime() > now().getTime()
      );
    },
  };
}

export type BookingProofs = ReturnType<typeof bookingProofs>;
