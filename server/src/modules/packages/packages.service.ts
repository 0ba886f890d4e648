import { COMPANY } from '@tripsetu/domain/company.ts';
import { BOOKING_DEFAULTS, DEFAULT_AGENT_ID } from '@tripsetu/domain/constants.ts';
import { checkoutDate } from '@tripsetu/domain/duration.ts';
import type { PackageBookingStatus } from '@tripsetu/domain/gateway-contract.ts';
import { MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import {
  type ContactInput,
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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { newTransactionId } from '../../lib/ids.ts';
import { enforceRateLimits } from '../../lib/rate-limit.ts';
import type { SmsProvider } from '../identity/sms.ts';
import type { MailService } from '../mail/mail.service.ts';
import { loadVoucher, packageBookingsAfter } from './package-bookings.ts';
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
        const voucher = await loadVoucher(trx, catalogue, txid);
        await mail.enqueue(trx, {
          to: email,
          subject: `${VOUCHER_EMAIL_SUBJECT} ${txid}`,
          html: renderVoucherEmail(voucher, publicUrl),
          reference: `booking:${txid}`,
        });
      });
      return { txid, fare };
    },

    // ── After booking: package-bookings.ts ───────────────────────────────────────────────────
    ...packageBookingsAfter({ db, catalogue, mail, sms, today, publicUrl }),
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
