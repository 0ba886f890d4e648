import {
  BOOKING_CODE_MAX_ATTEMPTS,
  BOOKING_CODE_TTL_MS,
  BOOKING_PROOF_TTL_MS,
  codeSentMessage,
} from '@tripsetu/domain/booking-proof.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { maskEmail, maskMobile } from '@tripsetu/domain/package-booking.ts';
import type { Kysely, Transaction } from 'kysely';
import type { BookingProofTable, Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { digest, newOtpCode, newToken, sameDigest } from '../../lib/secrets.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SmsProvider } from './sms.ts';

/** Codes sent for one booking, and from one address, in ten minutes (DESIGN.md: OTPs are rate limited). */
export const BOOKING_CODES_PER_BOOKING = { max: 3, windowMs: 10 * 60 * 1000 };
export const BOOKING_CODES_PER_ADDRESS = { max: 10, windowMs: 10 * 60 * 1000 };

/** Where each product keeps its codes and proofs: packages beside their bookings, the booking core's beside its. */
export type BookingProofTableName = 'package_booking_proofs' | 'booking_proofs';
type ProofDb = Record<BookingProofTableName, BookingProofTable>;

/** Where a code goes: the booking's own mobile, e-mail, or both. */
export interface CodeContacts {
  mobile?: string;
  email?: string;
}

/**
 * Decisions 016 and 029: a visitor proves a booking with a 6-digit code from the CSPRNG sent to the
 * booking's own contacts (5 minutes, 5 tries, stored hashed), and gets a proof token (30 minutes, stored
 * hashed, from a code used once) that the booking's calls accept. The same rules for every product; each
 * keeps its rows in its own table (`table`), keyed by the booking's transaction id.
 */
export function bookingCodes(deps: {
  db: Kysely<Database>;
  sms: SmsProvider;
  mail: MailService;
  table: BookingProofTableName;
  now?: () => Date;
}) {
  const { table } = deps;
  const now = deps.now ?? (() => new Date());
  // Both tables have the one shape; the queries name the product's.
  const proofsIn = (db: Kysely<Database> | Transaction<Database>) => db as unknown as Kysely<ProofDb>;

  return {
    /**
     * Sends a code for a booking: the sends are counted first (so that a wrong booking id or contact uses
     * a send too), then `contactsOf` finds where it may go; none is 'No booking matches these details.'
     * Answers the token that confirms the code, and where it went (masked).
     */
    async sendCode(
      txid: string,
      clientIp: string,
      contactsOf: () => Promise<CodeContacts | null>,
    ): Promise<{ token: string; message: string }> {
      await enforceRateLimits(
        deps.db,
        [
          { key: `booking-code:txid:${txid}`, ...BOOKING_CODES_PER_BOOKING },
          { key: `booking-code:ip:${clientIp}`, ...BOOKING_CODES_PER_ADDRESS },
        ],
        MSG_DECIDED.otpRateLimited,
      );
      const contacts = await contactsOf();
      if (!contacts || (!contacts.mobile && !contacts.email)) {
        throw new AppError('NOT_FOUND', MSG_DECIDED.bookingNotYours);
      }
      const code = newOtpCode();
      const token = newToken();
      await deps.db.transaction().execute(async (trx) => {
        await proofsIn(trx)
          .insertInto(table)
          .values({
            txid,
            token_hash: digest(token),
            code_hash: digest(code),
            expires_at: new Date(now().getTime() + BOOKING_CODE_TTL_MS),
            client_ip: clientIp,
          })
          .execute();
        if (contacts.mobile) {
          const text = `${code} is your TripSetu code to manage booking ${txid}. It is valid for 5 minutes. Do not share it with anyone.`;
          await deps.sms.send(trx, { to: contacts.mobile, body: text });
        }
        if (contacts.email) {
          await deps.mail.enqueue(trx, {
            to: contacts.email,
            subject: `Your code for booking ${txid}`,
            html: `<p>Your code to manage booking ${txid} is <b>${code}</b>. It is valid for 5 minutes.</p><p>If you did not ask for it, ignore this e-mail: nobody can change your booking without the code.</p>`,
            reference: `booking-code:${txid}`,
          });
        }
      });
      const places = [
        ...(contacts.mobile ? [maskMobile(contacts.mobile)] : []),
        ...(contacts.email ? [maskEmail(contacts.email)] : []),
      ];
      return { token, message: codeSentMessage(places) };
    },

    /** Confirms a code: the proof token for its booking. A wrong code uses a try; the fifth ends the code. */
    async confirmCode(token: string, code: string): Promise<{ txid: string; proof: string; expiresAt: Date }> {
      if (!/^\d{6}$/.test(code.trim())) throw AppError.validation({ otp: MSG_DECIDED.otpRequired });
      const outcome = await deps.db.transaction().execute(async (trx) => {
        const proofs = proofsIn(trx);
        const row = await proofs
          .selectFrom(table)
          .selectAll()
          .where('token_hash', '=', digest(token))
          .forUpdate()
          .executeTakeFirst();
        if (!row || row.proof_hash !== null) return { error: MSG_DECIDED.otpExpired } as const;
        if (new Date(row.expires_at).getTime() <= now().getTime()) return { error: MSG_DECIDED.otpExpired } as const;
        if (row.attempts >= BOOKING_CODE_MAX_ATTEMPTS) return { error: MSG_DECIDED.otpLocked } as const;
        if (!sameDigest(row.code_hash, digest(code.trim()))) {
          const attempts = row.attempts + 1;
          await proofs.updateTable(table).set({ attempts }).where('id', '=', row.id).execute();
          return {
            error: attempts >= BOOKING_CODE_MAX_ATTEMPTS ? MSG_DECIDED.otpLocked : MSG_DECIDED.otpInvalid,
          } as const;
        }
        const proof = newToken();
        const expiresAt = new Date(now().getTime() + BOOKING_PROOF_TTL_MS);
        await proofs
          .updateTable(table)
          .set({ proof_hash: digest(proof), proof_expires_at: expiresAt })
          .where('id', '=', row.id)
          .execute();
        return { txid: row.txid, proof, expiresAt } as const;
      });
      // Decided after the transaction, so that a wrong try stays counted.
      if ('error' in outcome)
        throw new AppError('BAD_REQUEST', outcome.error as string, { otp: outcome.error as string });
      return outcome;
    },

    /** Whether a proof token is a live proof of this booking (and of no other). */
    async proves(txid: string, proof: string): Promise<boolean> {
      if (proof === '') return false;
      const row = await proofsIn(deps.db)
        .selectFrom(table)
        .select(['txid', 'proof_expires_at'])
        .where('proof_hash', '=', digest(proof))
        .executeTakeFirst();
      return (
        row?.txid === txid &&
        row.proof_expires_at !== null &&
        new Date(row.proof_expires_at).getTime() > now().getTime()
      );
    },
  };
}

export type BookingCodes = ReturnType<typeof bookingCodes>;
