import { FLIGHT_TRANSACTION_ID } from '@tripsetu/domain/flight-booking.ts';
import {
  FLIGHT_PROOF_MSG,
  nationalMobile,
  proofContact,
  type VerifiedFlightBooking,
} from '@tripsetu/domain/gateway-flight-trips.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { bookingCodes } from '../identity/booking-codes.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';

/**
 * A visitor proves a traveller's flight booking (issue 21, decision 029): its id and the mobile number or
 * e-mail it was booked with, then the code sent there (decision 016's rules, identity/booking-codes.ts).
 * The proof opens that one booking, as its traveller, for 30 minutes.
 */
export function flightVisitorProofs(deps: {
  db: Kysely<Database>;
  sms: SmsProvider;
  mail: MailService;
  now?: () => Date;
}) {
  const { db } = deps;
  const codes = bookingCodes({ ...deps, table: 'booking_proofs' });

  /** A traveller's flight booking by its id: the traveller, and the contact it was booked with. */
  async function travellerBooking(txid: string) {
    if (!FLIGHT_TRANSACTION_ID.test(txid)) return undefined;
    const row = await db
      .selectFrom('bookings')
      .select(['consumer_user_id', 'contact'])
      .where('transaction_id', '=', txid)
      .where('product', '=', 'FLIGHT')
      .where('channel', '=', 'CONSUMER')
      .executeTakeFirst();
    if (!row || row.consumer_user_id === null) return undefined;
    return {
      consumerUserId: row.consumer_user_id,
      contact: jsonColumn<{ mobile?: string; email?: string }>(row.contact),
    };
  }

  return {
    /**
     * Sends the code to the contact named, if it is the booking's. A malformed id or contact is the form's
     * error and sends nothing; a wrong one uses a send and answers as an unknown booking does.
     */
    async sendCode(txid: string, contact: string, clientIp: string): Promise<{ token: string; message: string }> {
      const errors: Record<string, string> = {};
      if (txid === '') errors.txid = FLIGHT_PROOF_MSG.txidRequired;
      const named = proofContact(contact);
      if (contact.trim() === '') errors.contact = FLIGHT_PROOF_MSG.contactRequired;
      else if (!named) errors.contact = FLIGHT_PROOF_MSG.contactInvalid;
      if (Object.keys(errors).length > 0 || !named) throw AppError.validation(errors);
      if (!FLIGHT_TRANSACTION_ID.test(txid)) throw new AppError('NOT_FOUND', MSG_DECIDED.bookingNotYours);
      return codes.sendCode(txid, clientIp, async () => {
        const found = await travellerBooking(txid);
        if (!found) return null;
        const { mobile = '', email = '' } = found.contact;
        if ('mobile' in named && mobile !== '' && nationalMobile(mobile) === named.mobile) return { mobile };
        if ('email' in named && email.trim().toLowerCase() === named.email) return { email: email.trim() };
        return null;
      });
    },

    /** Confirms the code: the proof that opens the booking. */
    async confirmCode(token: string, code: string): Promise<VerifiedFlightBooking> {
      const confirmed = await codes.confirmCode(token, code);
      return { txid: confirmed.txid, bookingproof: confirmed.proof, expires_at: confirmed.expiresAt.toISOString() };
    },

    /** The traveller whose booking a live proof opens; a proof of another booking, or an ended one, is refused. */
    async travellerOf(txid: string, proof: string): Promise<number> {
      const found = (await codes.proves(txid, proof)) ? await travellerBooking(txid) : undefined;
      if (!found) throw new AppError('FORBIDDEN', FLIGHT_PROOF_MSG.proofExpired);
      return found.consumerUserId;
    },
  };
}

export type FlightVisitorProofs = ReturnType<typeof flightVisitorProofs>;
