import { cancellationPolicyText } from '@tripsetu/domain/cancellation.ts';
import { DURATION_DAYS_MAX, DURATION_DAYS_MIN } from '@tripsetu/domain/constants.ts';
import { formatOperatedDays } from '@tripsetu/domain/dates.ts';
import type { PackageDetail, PackageListItem, RepriceResult } from '@tripsetu/domain/gateway-contract.ts';
import { MSG, MSG_DECIDED } from '@tripsetu/domain/messages.ts';
import { paiseToRupees, rupeesToPaise } from '@tripsetu/domain/money.ts';
import type { TravellerInput } from '@tripsetu/domain/package-booking.ts';
import { validatePackageSearch } from '@tripsetu/domain/package-search.ts';
import type { FareQuote, RoomMix } from '@tripsetu/domain/pricing.ts';
import { PAYMENT_POLICY } from '@tripsetu/domain/site-content.ts';
import type { PaxType } from '@tripsetu/domain/validation.ts';
import { validateVoucherEmail } from '@tripsetu/domain/validation.ts';
import { AppError } from '../lib/errors.ts';
import type { Session } from '../modules/identity/identity.service.ts';
import type { CataloguePackage } from '../modules/packages/packages.catalogue.ts';
import type { PackagesService } from '../modules/packages/packages.service.ts';
import { type GatewayResponse, ok } from './envelope.ts';
import { count, type FormFields, json, text } from './form.ts';

export interface OperationContext {
  fields: FormFields;
  clientIp: string;
  today: string;
  /** The session the call's `sessiontoken` names; null for a call without one. */
  session: Session | null;
}

export type Operation = (ctx: OperationContext) => Promise<GatewayResponse> | GatewayResponse;

const joinLines = (lines: string[]) => lines.join('||');

function fareToWire(fare: FareQuote): RepriceResult {
  return {
    invoicetotal: paiseToRupees(fare.totalPaise),
    invoicetotal_paise: fare.totalPaise,
    currency: 'INR' as const,
    components: fare.components.map((c) => ({
      code: c.code,
      label: c.label,
      amount: paiseToRupees(c.amountPaise),
      amount_paise: c.amountPaise,
    })),
  };
}

function listItem(item: CataloguePackage): PackageListItem {
  const { row } = item;
  return {
    package_id: row.package_id,
    package_name: row.package_name,
    packagedefaultimage: row.default_image,
    noof_nights: row.noof_nights,
    noof_days: row.noof_days,
    baseprice: paiseToRupees(item.basePricePaise),
    package_destination: row.destination,
    theme: row.theme,
    packagerating: row.packagerating,
    includes_flight: row.includes_flight,
    includes_hotel: row.includes_hotel,
    includes_transfers: row.includes_transfers,
    includes_cab: row.includes_cab,
  };
}

function roomMix(fields: FormFields): RoomMix {
  return {
    numadults_single: count(fields, 'numadults_single'),
    numadults_double: count(fields, 'numadults_double'),
    numadults_triple: count(fields, 'numadults_triple'),
    numchildren_withbed: count(fields, 'numchildren_withbed'),
    numchildren_withoutbed: count(fields, 'numchildren_withoutbed'),
    numinfants: count(fields, 'numinfants'),
  };
}

function packageId(fields: FormFields): number {
  const id = count(fields, 'package_id', Number.NaN);
  if (!Number.isInteger(id)) throw new AppError('NOT_FOUND', MSG_DECIDED.packageNotFound);
  return id;
}

function travellersFrom(fields: FormFields): TravellerInput[] | undefined {
  const passengers = json(fields, 'passengerjson');
  if (!Array.isArray(passengers) || passengers.length > 27) return undefined;
  const str = (v: unknown) => (typeof v === 'string' ? v.slice(0, 100) : '');
  const travellers: TravellerInput[] = [];
  for (const passenger of passengers) {
    const record = (passenger ?? {}) as Record<string, unknown>;
    const type = PAX_TYPES.find((t) => t === record.type);
    if (!type) return undefined;
    travellers.push({
      type,
      title: str(record.title),
      first_name: str(record.first_name),
      last_name: str(record.last_name),
      dob: str(record.dob),
    });
  }
  return travellers;
}

const PAX_TYPES: readonly PaxType[] = ['adult', 'child', 'infant'];

/** MP003: the holiday package calls. The adapter reads fields and shapes answers; rules live in the service. */
export function packageOperations(packages: PackagesService): Record<string, Operation> {
  return {
    getdestinations: ({ fields }) => {
      const domint = text(fields, 'domint') || 'domestic';
      return ok(packages.destinations(domint).map((name) => ({ strval: name })));
    },

    search: ({ fields, today }) => {
      const errors = validatePackageSearch(fields, today);
      if (Object.keys(errors).length > 0) throw AppError.validation(errors as Record<string, string>);
      const budget = count(fields, 'budget', Number.NaN);
      const results = packages.search({
        destination: text(fields, 'package_destination'),
        jdate: text(fields, 'jdate'),
        numdays: count(fields, 'numdays'),
        ...(Number.isInteger(budget) && budget > 0 ? { budgetPaise: rupeesToPaise(budget) } : {}),
      });
      return ok(results.map(listItem), results.length === 0 ? MSG.noResults : '');
    },

    getdetails: ({ fields }) => {
      const item = packages.details(packageId(fields));
      const { row } = item;
      const detail: PackageDetail = {
        packagemaster: {
          package_id: row.package_id,
          package_name: row.package_name,
          package_description: row.package_description,
          theme: row.theme,
          package_destination: row.destination,
          package_country: 'India',
          noof_days: row.noof_days,
          noof_nights: row.noof_nights,
          packagerating: row.packagerating,
          best_season: row.best_season,
          operatesondays: formatOperatedDays(row.operates_on_days),
          operatesondays_iso: row.operates_on_days,
          highlights: joinLines(row.highlights),
          package_itin_detail: joinLines(row.itinerary),
          inclusions: joinLines(row.inclusions),
          exclusions: joinLines(row.exclusions),
          terms_conditions: joinLines([...PAYMENT_POLICY]),
          package_cancellation_policy: cancellationPolicyText(),
          valid_from: row.valid_from,
          valid_to: row.valid_to,
        },
        packageimages: item.images.map((image) => ({ imageurl: image.imageUrl, caption: image.caption })),
        packageprices: item.prices.map((p) => ({
          package_type: p.packageType,
          meal_plan: p.mealPlan,
          supplement: paiseToRupees(p.supplementPaise),
        })),
        packagecityprices: item.cityPrices.map((c) => ({
          departingcity: c.city,
          additional_adultprice: paiseToRupees(c.adultPaise),
          additional_childprice: paiseToRupees(c.childPaise),
          additional_infantprice: paiseToRupees(c.infantPaise),
        })),
      };
      return ok(detail);
    },

    getpackagefare: ({ fields }) => {
      const fare = packages.quoteFare({
        package_id: packageId(fields),
        selected_packagetype: text(fields, 'selected_packagetype'),
        meal_plan: text(fields, 'meal_plan'),
        ex_city: text(fields, 'ex_city'),
        mix: roomMix(fields),
      });
      return ok(fareToWire(fare));
    },

    requestpackage: async ({ fields, clientIp }) => {
      const travellers = travellersFrom(fields);
      if (!travellers) throw AppError.validation({ passengerjson: MSG_DECIDED.passengersMismatch });
      const quoted = json(fields, 'packagefarejson') as { invoicetotal_paise?: unknown } | undefined;
      const { txid } = await packages.requestPackage({
        package_id: packageId(fields),
        selected_packagetype: text(fields, 'selected_packagetype'),
        selected_mealplan: text(fields, 'selected_mealplan'),
        ex_city: text(fields, 'ex_city') || text(fields, 'paxcity'),
        mix: roomMix(fields),
        numrooms: text(fields, 'numrooms') === '' ? undefined : count(fields, 'numrooms'),
        package_depdate: text(fields, 'package_depdate'),
        travellers,
        contact: {
          mobile: text(fields, 'paxmobile'),
          email: text(fields, 'paxemail'),
          address: text(fields, 'paxadders', 1000),
        },
        remarks: text(fields, 'request_remarks', 2000),
        preferences: {
          hotelpref: text(fields, 'hotelpref', 40) || undefined,
          mealpref: text(fields, 'mealpref', 40) || undefined,
          transportpref: text(fields, 'transportpref', 40) || undefined,
          travelpref: text(fields, 'travelpref', 40) || undefined,
          domint: text(fields, 'domint', 20) || undefined,
          paymentmode: text(fields, 'paymentmode', 40) || undefined,
          pgname: text(fields, 'pgname', 40) || undefined,
        },
        quotedTotalPaise: typeof quoted?.invoicetotal_paise === 'number' ? quoted.invoicetotal_paise : undefined,
        clientIp,
      });
      return {
        ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Result: txid, Message: MSG.bookingSuccess },
        Result: txid,
      };
    },

    getpackagevoucher: async ({ fields }) => ok(await packages.voucher(text(fields, 'txid', 40))),
  };
}

/** EM001: e-mail a package voucher. Success answers Root with StatusCode 200, Message and Operation (§7). */
export function emailOperation(packages: PackagesService): Operation {
  return async ({ fields, clientIp }) => {
    const operation = 'Email';
    const to = text(fields, 'toemail');
    const invalid = validateVoucherEmail(to);
    if (invalid) throw AppError.validation({ toemail: invalid });
    await packages.emailVoucher(text(fields, 'txid', 40), to, clientIp);
    return {
      ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: MSG.emailSent },
      Root: { StatusCode: 200, Message: MSG.emailSent, Operation: operation },
    };
  };
}

export const DURATION_RANGE = { min: DURATION_DAYS_MIN, max: DURATION_DAYS_MAX };
