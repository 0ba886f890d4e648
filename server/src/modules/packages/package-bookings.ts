import { cancellationPolicyText, packageRefund } from '@tripsetu/domain/cancellation.ts';
import { REMARKS_MAX } from '@tripsetu/domain/constants.ts';
import type { CancellationQuote, MyBooking, Voucher } from '@tripsetu/domain/gateway-contract.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { paiseToRupees } from '@tripsetu/domain/money.ts';
import { maskEmail, maskMobile } from '@tripsetu/domain/package-booking.ts';
import type { FareQuote } from '@tripsetu/domain/pricing.ts';
import { PACKAGE_TERMS_TEXT } from '@tripsetu/domain/site-content.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { TRANSACTION_ID_PATTERN } from '../../lib/ids.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import { type BookingProof, bookingProofs } from './booking-proof.ts';
import type { PackageCatalogue } from './packages.catalogue.ts';
import * as repo from './packages.repo.ts';
import {
  AGENT_COMPANY,
  BOOKING_STATUS_LABELS,
  type PackagesServiceDeps,
  VOUCHER_EMAIL_SUBJECT,
  VOUCHER_EMAILS_PER_ADDRESS,
  VOUCHER_EMAILS_PER_HOUR,
  VOUCHER_EMAILS_PER_RECIPIENT,
} from './packages.service.ts';
import { renderVoucherEmail } from './voucher-email.ts';

/**
 * A package booking after it is made (decisions 005, 016): its voucher (page and e-mail), the lead
 * contact's bookings, the code that proves a booking is one's own, and the cancellation request.
 */
export function packageBookingsAfter({ db, catalogue, mail, sms, today, publicUrl }: PackagesServiceDeps) {
  const proofs = bookingProofs({ db, sms, mail });
  const loadVoucherIn = (source: Kysely<Database>, txid: string) => loadVoucher(source, catalogue, txid);

  type BookingSummary = NonNullable<Awaited<ReturnType<typeof repo.findBookingSummary>>>;

  function toMyBooking(row: BookingSummary): MyBooking {
    const travellers =
      row.numadults_single +
      row.numadults_double +
      row.numadults_triple +
      row.numchildren_withbed +
      row.numchildren_withoutbed +
      row.numinfants;
    return {
      txid: row.txid,
      package_id: row.package_id,
      package_name: row.package_name,
      destination: row.destination,
      booking_status: BOOKING_STATUS_LABELS[row.status],
      status_code: row.status,
      checkindate: row.depdate,
      checkoutdate: row.returndate,
      travellers,
      total: paiseToRupees(row.total_paise),
      total_paise: row.total_paise,
      booked_at: new Date(row.created_at).toISOString(),
      cancellation_requested_at: row.requested_at ? new Date(row.requested_at).toISOString() : null,
    };
  }

  /** A booking its holder may see: the signed-in owner, or whoever confirmed the code sent to its contacts. */
  async function provenBooking(txid: string, proof: BookingProof): Promise<BookingSummary> {
    if (!proof.ownerMobile && !proof.bookingProof) throw AppError.validation({ proof: MSG_DECIDED.proofRequired });
    const row = TRANSACTION_ID_PATTERN.test(txid) ? await repo.findBookingSummary(db, txid) : undefined;
    if (!row || !(await proofs.proves(row, proof))) throw new AppError('NOT_FOUND', MSG_DECIDED.bookingNotYours);
    return row;
  }

  function quoteFor(row: BookingSummary): CancellationQuote {
    const fare = jsonColumn<FareQuote>(row.fare);
    const refund = packageRefund(fare, row.depdate, today());
    return {
      txid: row.txid,
      package_name: row.package_name,
      checkindate: row.depdate,
      days_before_departure: refund.daysBeforeDeparture,
      refund_percent: refund.refundPercent,
      total_paise: fare.totalPaise,
      service_charge_paise: fare.totalPaise - refund.refundablePaise,
      refundable_paise: refund.refundablePaise,
      refund_paise: refund.refundPaise,
      requested_at: row.requested_at ? new Date(row.requested_at).toISOString() : null,
    };
  }

  return {
    async voucher(txid: string): Promise<Voucher> {
      return loadVoucherIn(db, txid);
    },

    /** The bookings made with this mobile as lead contact, including those made before signing up. */
    async myBookings(mobile: string): Promise<MyBooking[]> {
      return (await repo.listBookingsByMobile(db, mobile)).map(toMyBooking);
    },

    /** Sends the code that proves a booking is one's own to its lead mobile and e-mail (decision 016). */
    async sendBookingCode(txid: string, clientIp: string): Promise<{ token: string; message: string }> {
      if (!TRANSACTION_ID_PATTERN.test(txid)) throw new AppError('NOT_FOUND', MSG_DECIDED.bookingNotYours);
      return proofs.sendCode(txid, clientIp, () => repo.findBookingSummary(db, txid));
    },

    /** Confirms the code: the booking, and the proof token that finds, quotes and cancels it for 30 minutes. */
    async confirmBookingCode(token: string, code: string): Promise<{ booking: MyBooking; bookingproof: string }> {
      const { txid, proof } = await proofs.confirmCode(token, code);
      return { booking: toMyBooking(await provenBooking(txid, { bookingProof: proof })), bookingproof: proof };
    },

    async findBooking(txid: string, proof: BookingProof): Promise<MyBooking> {
      return toMyBooking(await provenBooking(txid, proof));
    },

    /** What the §9 policy refunds if the booking is cancelled today. */
    async cancellationQuote(txid: string, proof: BookingProof): Promise<CancellationQuote> {
      return quoteFor(await provenBooking(txid, proof));
    },

    /** Records a cancellation request with today's refund; the back office settles it. */
    async requestCancellation(
      txid: string,
      proof: BookingProof,
      request: { reason: string; userId: number | null },
    ): Promise<CancellationQuote> {
      const row = await provenBooking(txid, proof);
      if (row.requested_at) throw new AppError('CONFLICT', MSG_DECIDED.cancellationAlreadyRequested);
      if (row.status === 'CANCELLED' || row.status === 'REJECTED' || row.depdate <= today()) {
        throw new AppError('CONFLICT', MSG_DECIDED.cancellationNotAllowed);
      }
      if (request.reason.length > REMARKS_MAX) throw AppError.validation({ reason: MSG_DECIDED.remarksTooLong });
      const quote = quoteFor(row);
      const recorded = await repo.insertCancellationRequest(db, {
        txid,
        reason: request.reason.trim(),
        refund_percent: quote.refund_percent,
        refund_paise: quote.refund_paise,
        requested_by: request.userId,
      });
      if (!recorded) throw new AppError('CONFLICT', MSG_DECIDED.cancellationAlreadyRequested);
      return quoteFor((await repo.findBookingSummary(db, txid)) as BookingSummary);
    },

    /** EM001: e-mails a booking's voucher, rendered here from the booking, never from client HTML. */
    async emailVoucher(txid: string, toAddress: string, clientIp: string): Promise<void> {
      const voucher = await loadVoucherIn(db, txid);
      const recent = await mail.countRecent(db, `voucher:${txid}`, 60 * 60 * 1000);
      if (recent >= VOUCHER_EMAILS_PER_HOUR) throw new AppError('RATE_LIMITED', MSG_DECIDED.emailRateLimited);
      await enforceRateLimits(
        db,
        [
          { key: `voucher-email:ip:${clientIp}`, ...VOUCHER_EMAILS_PER_ADDRESS },
          { key: `voucher-email:to:${toAddress.trim().toLowerCase()}`, ...VOUCHER_EMAILS_PER_RECIPIENT },
        ],
        MSG_DECIDED.tooManyRequests,
      );
      await mail.enqueue(db, {
        to: toAddress.trim(),
        subject: VOUCHER_EMAIL_SUBJECT,
        html: renderVoucherEmail(voucher, publicUrl),
        reference: `voucher:${txid}`,
      });
    },
  };
}

export async function loadVoucher(
  source: Kysely<Database>,
  catalogue: PackageCatalogue,
  txid: string,
): Promise<Voucher> {
  const booking = TRANSACTION_ID_PATTERN.test(txid) ? await repo.findBooking(source, txid) : undefined;
  if (!booking) throw new AppError('NOT_FOUND', MSG_DECIDED.voucherNotFound);
  const passengers = await repo.findBookingPassengers(source, txid);
  const item = catalogue.get(booking.package_id);
  const fare = jsonColumn<FareQuote>(booking.fare);
  return {
    txid: booking.txid,
    package_name: booking.package_name,
    booking_status: BOOKING_STATUS_LABELS[booking.status],
    status_code: booking.status,
    agent_company: AGENT_COMPANY,
    agentid: booking.agent_id,
    leadpassenger_title: booking.pax_title,
    leadpassenger_firstname: booking.pax_first_name,
    leadpassenger_lastname: booking.pax_last_name,
    // The voucher is public by its id and may be e-mailed anywhere: contacts only masked (decision 016).
    leadpassenger_email: maskEmail(booking.pax_email),
    leadpassenger_mobile: maskMobile(booking.pax_mobile),
    checkindate: booking.depdate,
    checkoutdate: booking.returndate,
    departure_city: booking.departure_city,
    package_type: booking.package_type,
    meal_plan: booking.meal_plan,
    destination: booking.destination,
    noof_days: booking.noof_days,
    noof_nights: booking.noof_nights,
    booked_at: new Date(booking.created_at).toISOString(),
    travellers: passengers.map((p) => ({
      type: p.pax_type,
      title: p.title,
      first_name: p.first_name,
      last_name: p.last_name,
      dob: p.dob,
    })),
    fare,
    package_inclusions: item?.row.inclusions.join('||') ?? '',
    package_exclusions: item?.row.exclusions.join('||') ?? '',
    package_detailed_itin: item?.row.itinerary.join('||') ?? '',
    package_canx_policy: cancellationPolicyText(),
    package_terms: PACKAGE_TERMS_TEXT,
  };
}
