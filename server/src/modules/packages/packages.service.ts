import { cancellationPolicyText, packageRefund } from '@tripsetu/domain/cancellation.ts';
import { BOOKING_DEFAULTS, DEFAULT_AGENT_ID, REMARKS_MAX } from '@tripsetu/domain/constants.ts';
import { checkoutDate } from '@tripsetu/domain/duration.ts';
import type { CancellationQuote, MyBooking, PackageBookingStatus, Voucher } from '@tripsetu/domain/gateway-contract.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { paiseToRupees } from '@tripsetu/domain/money.ts';
import {
  type ContactInput,
  maskEmail,
  maskMobile,
  type TravellerInput,
  travellerTypes,
  validateBookingForm,
} from '@tripsetu/domain/package-booking.ts';
import { validateJourneyDate } from '@tripsetu/domain/package-search.ts';
import {
  adultsIn,
  childrenIn,
  type FareQuote,
  isValidRoomMix,
  quotePackageFare,
  type RoomMix,
  roomsFor,
} from '@tripsetu/domain/pricing.ts';
import { COMPANY, PACKAGE_TERMS_TEXT } from '@tripsetu/domain/site-content.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId, TRANSACTION_ID_PATTERN } from '../../lib/ids.ts';
import { jsonColumn } from '../../lib/json-column.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';
import { type BookingProof, bookingProofs } from './booking-proof.ts';
import { type CataloguePackage, isSoldOn, type PackageCatalogue } from './packages.catalogue.ts';
import * as repo from './packages.repo.ts';
import { renderVoucherEmail } from './voucher-email.ts';

export const AGENT_COMPANY = COMPANY.legalName;
export const VOUCHER_EMAIL_SUBJECT = 'Package Voucher';
export const VOUCHER_EMAILS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;
/** Booking requests each e-mail a voucher: a family books a few, a script hundreds (issue 17). */
export const PACKAGE_REQUESTS_PER_ADDRESS = { max: 60, windowMs: HOUR_MS };
export const PACKAGE_REQUESTS_PER_CONTACT = { max: 10, windowMs: HOUR_MS };
/** Vouchers e-mailed from one address, and to one recipient, an hour, across bookings. */
export const VOUCHER_EMAILS_PER_ADDRESS = { max: 20, windowMs: HOUR_MS };
export const VOUCHER_EMAILS_PER_RECIPIENT = { max: 10, windowMs: HOUR_MS };

/** Booking statuses (docs/decisions/002): a request first, settled by the back office later. */
export const BOOKING_STATUS_LABELS: Record<PackageBookingStatus, string> = {
  REQUESTED: 'Requested',
  CONFIRMED: 'Confirmed',
  REJECTED: 'Rejected',
  CANCELLED: 'Cancelled',
};

export interface FareRequest {
  package_id: number;
  selected_packagetype: string;
  meal_plan: string;
  ex_city: string;
  mix: RoomMix;
}

export interface PackageRequest extends Omit<FareRequest, 'meal_plan'> {
  selected_mealplan: string;
  package_depdate: string;
  numrooms: number | undefined;
  travellers: TravellerInput[];
  contact: ContactInput;
  remarks: string;
  preferences: Partial<
    Record<'hotelpref' | 'mealpref' | 'transportpref' | 'travelpref' | 'domint' | 'paymentmode' | 'pgname', string>
  >;
  /** The total the traveller was shown (the reprice result); a booking never goes through at another price. */
  quotedTotalPaise: number | undefined;
  clientIp: string;
}

export interface PackagesServiceDeps {
  db: Kysely<Database>;
  catalogue: PackageCatalogue;
  mail: MailService;
  /** Texts the code that proves a booking is one's own. */
  sms: SmsProvider;
  today: () => string;
  publicUrl: string;
}

export function createPackagesService({ db, catalogue, mail, sms, today, publicUrl }: PackagesServiceDeps) {
  const proofs = bookingProofs({ db, sms, mail });
  function requirePackage(packageId: number): CataloguePackage {
    const item = Number.isInteger(packageId) ? catalogue.get(packageId) : undefined;
    if (!item)
      throw new AppError('NOT_FOUND', MSG_DECIDED.packageNotFound, { package_id: MSG_DECIDED.packageNotFound });
    return item;
  }

  function quote(item: CataloguePackage, request: Omit<FareRequest, 'package_id'>): FareQuote {
    const fields: Record<string, string> = {};
    const cityPrice = item.cityPrices.find((c) => c.city === request.ex_city);
    if (!cityPrice) fields.ex_city = MSG_DECIDED.departureCityInvalid;
    const types = item.prices.filter((p) => p.packageType === request.selected_packagetype);
    if (types.length === 0) fields.selected_packagetype = MSG_DECIDED.packageTypeInvalid;
    const price = types.find((p) => p.mealPlan === request.meal_plan);
    if (types.length > 0 && !price) fields.meal_plan = MSG_DECIDED.mealPlanInvalid;
    if (!isValidRoomMix(request.mix)) fields.rooms = MSG_DECIDED.roomMixInvalid;
    if (!cityPrice || !price || Object.keys(fields).length > 0) throw AppError.validation(fields);
    return quotePackageFare({ cityPrice, terms: item.terms, supplementPaise: price.supplementPaise, mix: request.mix });
  }

  return {
    destinations(domint: string): string[] {
      return catalogue.destinations(domint);
    },

    search(query: { destination: string; jdate: string; numdays: number; budgetPaise?: number }): CataloguePackage[] {
      return catalogue.search(query);
    },

    details(packageId: number): CataloguePackage {
      return requirePackage(packageId);
    },

    quoteFare(request: FareRequest): FareQuote {
      return quote(requirePackage(request.package_id), request);
    },

    /** Validates everything (§5, §9), stores the request with its travellers and fare, queues the voucher. */
    async requestPackage(request: PackageRequest): Promise<{ txid: string; fare: FareQuote }> {
      const item = requirePackage(request.package_id);
      const fare = quote(item, { ...request, meal_plan: request.selected_mealplan });
      const todayDate = today();
      const fields: Record<string, string> = {};

      const dateError = validateJourneyDate(request.package_depdate, todayDate);
      if (dateError) fields.package_depdate = dateError;
      else if (!isSoldOn(item, request.package_depdate)) fields.package_depdate = MSG_DECIDED.packageNotOperating;
      if (request.numrooms !== undefined && request.numrooms !== roomsFor(request.mix))
        fields.numrooms = MSG_DECIDED.roomMixInvalid;

      const expected = travellerTypes(adultsIn(request.mix), childrenIn(request.mix), request.mix.numinfants);
      const matches =
        request.travellers.length === expected.length && request.travellers.every((t, i) => t.type === expected[i]);
      if (!matches) fields.passengerjson = MSG_DECIDED.passengersMismatch;

      Object.assign(
        fields,
        validateBookingForm(
          { contact: request.contact, travellers: matches ? request.travellers : [], remarks: request.remarks },
          todayDate,
        ),
      );
      if (Object.keys(fields).length > 0) throw AppError.validation(fields);
      if (request.quotedTotalPaise !== fare.totalPaise) {
        throw new AppError('CONFLICT', MSG_DECIDED.fareChanged, { packagefarejson: MSG_DECIDED.fareChanged });
      }

      const lead = request.travellers[0] as TravellerInput;
      const txid = newTransactionId('TSH');
      const email = request.contact.email.trim();
      const mobile = request.contact.mobile.trim();
      // Each request e-mails its voucher: limited per address asking and per contact it mails.
      await enforceRateLimits(
        db,
        [
          { key: `package-request:ip:${request.clientIp}`, ...PACKAGE_REQUESTS_PER_ADDRESS },
          { key: `package-request:to:${email.toLowerCase()}`, ...PACKAGE_REQUESTS_PER_CONTACT },
          { key: `package-request:mobile:${mobile}`, ...PACKAGE_REQUESTS_PER_CONTACT },
        ],
        MSG_DECIDED.tooManyRequests,
      );
      const given = Object.fromEntries(Object.entries(request.preferences).filter(([, value]) => value !== undefined));
      const prefs = { ...BOOKING_DEFAULTS, domint: 'domestic', ...given };
      await db.transaction().execute(async (trx) => {
        await repo.insertBooking(trx, {
          booking: {
            txid,
            package_id: item.row.package_id,
            agent_id: DEFAULT_AGENT_ID,
            departure_city: request.ex_city,
            package_type: request.selected_packagetype,
            meal_plan: request.selected_mealplan,
            depdate: request.package_depdate,
            returndate: checkoutDate(request.package_depdate, item.row.noof_nights),
            numrooms: roomsFor(request.mix),
            ...request.mix,
            hotelpref: prefs.hotelpref,
            mealpref: prefs.mealpref,
            transportpref: prefs.transportpref,
            travelpref: prefs.travelpref,
            domint: prefs.domint,
            paymentmode: prefs.paymentmode,
            pgname: prefs.pgname,
            request_remarks: request.remarks.trim(),
            client_ip: request.clientIp,
            pax_title: lead.title,
            pax_first_name: lead.first_name.trim(),
            pax_last_name: lead.last_name.trim(),
            pax_email: email,
            pax_mobile: mobile,
            pax_address: request.contact.address.trim(),
            fare: JSON.stringify(fare),
            total_paise: fare.totalPaise,
          },
          passengers: request.travellers.map((t, position) => ({
            txid,
            position,
            pax_type: t.type,
            title: t.title,
            first_name: t.first_name.trim(),
            last_name: t.last_name.trim(),
            dob: t.type === 'adult' ? null : t.dob,
            email,
            contact_number: mobile,
          })),
        });
        const voucher = await loadVoucher(trx, txid);
        await mail.enqueue(trx, {
          to: email,
          subject: `${VOUCHER_EMAIL_SUBJECT} ${txid}`,
          html: renderVoucherEmail(voucher, publicUrl),
          reference: `booking:${txid}`,
        });
      });
      return { txid, fare };
    },

    async voucher(txid: string): Promise<Voucher> {
      return loadVoucher(db, txid);
    },

    /** The bookings made with this mobile as lead contact, including those made before signing up. */
    async myBookings(mobile: string): Promise<MyBooking[]> {
      return (await repo.listBookingsByMobile(db, mobile)).map(toMyBooking);
    },

    /** Sends the code that proves a booking is one's own to its lead mobile and e-mail (decision 016). */
    async sendBookingCode(txid: string, clientIp: string): Promise<{ token: string; message: string }> {
      const row = TRANSACTION_ID_PATTERN.test(txid) ? await repo.findBookingSummary(db, txid) : undefined;
      if (!row) throw new AppError('NOT_FOUND', MSG_DECIDED.bookingNotYours);
      return proofs.sendCode(row, clientIp);
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
      const voucher = await loadVoucher(db, txid);
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

  async function loadVoucher(source: Kysely<Database>, txid: string): Promise<Voucher> {
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
}

export type PackagesService = ReturnType<typeof createPackagesService>;
