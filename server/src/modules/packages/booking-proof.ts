import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { bookingCodes } from '../identity/booking-codes.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';

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
 * booking with a 6-digit code sent to the booking's lead mobile and e-mail, and gets a proof token that
 * finding, quoting and cancelling accept. The code's rules are every product's (identity/booking-codes.ts).
 */
export function bookingProofs(deps: { db: Kysely<Database>; sms: SmsProvider; mail: MailService; now?: () => Date }) {
  const codes = bookingCodes({ ...deps, table: 'package_booking_proofs' });

  return {
    /** Sends a code to the booking's lead mobile and e-mail; the token to confirm it with, and where it went. */
    sendCode(
      txid: string,
      clientIp: string,
      bookingOf: () => Promise<Contact | undefined>,
    ): Promise<{ token: string; message: string }> {
      return codes.sendCode(txid, clientIp, async () => {
        const booking = await bookingOf();
        return booking ? { mobile: booking.pax_mobile, email: booking.pax_email } : null;
      });
    },

    /** Confirms a code: the proof token for its booking. A wrong code uses a try; the fifth ends the code. */
    confirmCode: (token: string, code: string) => codes.confirmCode(token, code),

    /** Whether the proof shows the booking is the caller's. */
    async proves(booking: Contact, proof: BookingProof): Promise<boolean> {
      if (proof.ownerMobile && proof.ownerMobile === booking.pax_mobile) return true;
      return codes.proves(booking.txid, proof.bookingProof ?? '');
    },
  };
}

export type BookingProofs = ReturnType<typeof bookingProofs>;
