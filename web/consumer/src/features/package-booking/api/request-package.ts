import { useMutation } from '@tanstack/react-query';
import { BOOKING_DEFAULTS } from '@tripsetu/domain/constants.ts';
import { checkoutDate } from '@tripsetu/domain/duration.ts';
import type { ApiStatus } from '@tripsetu/domain/gateway-contract.ts';
import type { ContactInput, TravellerInput } from '@tripsetu/domain/package-booking.ts';
import { roomsFor } from '@tripsetu/domain/pricing.ts';
import type { BookingDraft } from '../../../lib/booking-draft.ts';
import { callGateway } from '../../../lib/gateway.ts';

export interface BookingSubmission {
  draft: BookingDraft;
  contact: ContactInput;
  travellers: TravellerInput[];
  remarks: string;
}

export class BookingFailed extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.fields = fields;
  }
}

/** requestpackage (§3 Booking request): the package request with its passengers and the quoted fare. */
export async function requestPackage({ draft, contact, travellers, remarks }: BookingSubmission): Promise<string> {
  const lead = travellers[0];
  const passengers = travellers.map((t) => ({
    title: t.title,
    first_name: t.first_name.trim(),
    last_name: t.last_name.trim(),
    dob: t.type === 'adult' ? '' : t.dob,
    type: t.type,
    email: contact.email.trim(),
    contact_number: contact.mobile.trim(),
    passport_number: 'NA',
  }));
  const answer = await callGateway<string>('MP003', 'requestpackage', {
    package_id: draft.package.package_id,
    numrooms: roomsFor(draft.mix),
    ...draft.mix,
    hotelpref: BOOKING_DEFAULTS.hotelpref,
    mealpref: BOOKING_DEFAULTS.mealpref,
    transportpref: BOOKING_DEFAULTS.transportpref,
    travelpref: BOOKING_DEFAULTS.travelpref,
    domint: 'domestic',
    paymentmode: BOOKING_DEFAULTS.paymentmode,
    pgname: BOOKING_DEFAULTS.pgname,
    request_remarks: remarks.trim(),
    clientip: '',
    passengerjson: JSON.stringify(passengers),
    packagefarejson: JSON.stringify(draft.reprice),
    paxemail: contact.email.trim(),
    paxmobile: contact.mobile.trim(),
    paxfname: lead?.first_name.trim(),
    paxlname: lead?.last_name.trim(),
    paxtitle: lead?.title,
    paxadders: contact.address.trim(),
    paxcity: draft.cityPrice.departingcity,
    package_depdate: draft.depdate,
    package_returndate: checkoutDate(draft.depdate, draft.package.noof_nights),
    selected_packagetype: draft.packageType,
    selected_mealplan: draft.mealPlan,
    ex_city: draft.cityPrice.departingcity,
    invoicetotal: draft.reprice.invoicetotal,
  });
  if (!answer) throw new BookingFailed('We could not reach TripSetu. Please check your connection and try again.');
  const status: ApiStatus = answer.ApiStatus;
  if (status.StatusCode !== 200 || !status.Result) throw new BookingFailed(status.Message, status.Errors);
  return status.Result;
}

export const useRequestPackage = () => useMutation({ mutationFn: requestPackage });
