import { CANCELLATION_MSG_DECIDED } from '@tripsetu/domain/flight-cancellation.ts';
import { RESCHEDULE_MSG_DECIDED } from '@tripsetu/domain/flight-reschedule.ts';
import { indexList } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { FLIGHT_BOOKING_GATEWAY_MSG, type GatewayDocumentFile } from '@tripsetu/domain/gateway-flight-booking.ts';
import { AppError } from '../lib/errors.ts';
import type { CancellationSelection } from '../modules/bookings/product.ts';
import type { ConsumerFlightBookingsService } from '../modules/flight-bookings/consumer-bookings.service.ts';
import type { IdentityService } from '../modules/identity/identity.service.ts';
import { type GatewayResponse, ok } from './envelope.ts';
import { flightServicesOperations } from './flight-services.operations.ts';
import { type FormFields, text } from './form.ts';
import { createAccountGuard } from './identity.operations.ts';
import type { Operation } from './packages.operations.ts';

/** The request key the site makes for each Confirm: the same rule as the booking's. */
const REQUEST_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** `travellers` and `journeys` as indexes ("0,2"); a malformed list is the form's error, nothing else runs. */
function selectionOf(fields: FormFields): CancellationSelection {
  const travellers = indexList(text(fields, 'travellers', 200), 50);
  const legs = indexList(text(fields, 'journeys', 60), 10);
  if (!travellers || !legs || travellers.length === 0 || legs.length === 0) {
    const message = CANCELLATION_MSG_DECIDED.nothingChosen;
    throw AppError.validation({
      ...(travellers && travellers.length > 0 ? {} : { travellers: message }),
      ...(legs && legs.length > 0 ? {} : { journeys: message }),
    });
  }
  return { travellers, legs };
}

/** A reschedule's choice: one journey (`journey`), its travellers, the new date and the chosen option. */
function rescheduleChoiceOf(fields: FormFields, withOption: boolean) {
  const selection = selectionOf({ ...fields, journeys: text(fields, 'journey', 3) });
  const date = text(fields, 'date', 10).trim();
  if (date === '') throw AppError.validation({ date: RESCHEDULE_MSG_DECIDED.dateRequired });
  const optionId = withOption ? text(fields, 'optionid', 300).trim() : '';
  if (withOption && optionId === '') throw AppError.validation({ optionid: RESCHEDULE_MSG_DECIDED.optionRequired });
  return { ...selection, date, optionId };
}

/** The request key the site makes for each Confirm; a malformed one is the form's error. */
function requestKeyOf(fields: FormFields): string {
  const requestKey = text(fields, 'requestkey', 101).trim();
  if (!REQUEST_KEY.test(requestKey)) {
    throw AppError.validation({ requestkey: FLIGHT_BOOKING_GATEWAY_MSG.requestKeyRequired });
  }
  return requestKey;
}

/** An amount the site showed, in paise; '' when none was sent. */
function acceptedOf(fields: FormFields, name: string, message: string): number | undefined {
  const accepted = text(fields, name, 20).trim();
  if (accepted === '') return undefined;
  if (!/^\d{1,13}$/.test(accepted)) throw AppError.validation({ [name]: message });
  return Number(accepted);
}

/**
 * MF001 after payment, for the signed-in traveller's own bookings (issue 21, decisions 023, 024): the list,
 * the cancellation quote, the cancellation refunded to their payment, the refund receipts, and the
 * reschedule paid on the gateway.
 * Contract: packages/domain/src/gateway-flight-after-sales.ts.
 */
export function flightAfterSalesOperations(
  consumerFlights: ConsumerFlightBookingsService,
  identity: IdentityService,
): Record<string, Operation> {
  const signedInUser = createAccountGuard(identity);
  const txidOf = (fields: FormFields) => text(fields, 'txid', 40).trim();

  return {
    mybookings: async ({ session }) => ok(await consumerFlights.myBookings(await signedInUser(session))),

    // Seats, meals, baggage and services after booking, paid on the gateway.
    ...flightServicesOperations(consumerFlights, signedInUser),

    getcancellationquote: async ({ fields, session }) => {
      const traveller = await signedInUser(session);
      return ok(await consumerFlights.cancellationQuote(traveller, txidOf(fields), selectionOf(fields)));
    },

    cancel: async ({ fields, session }): Promise<GatewayResponse> => {
      const traveller = await signedInUser(session);
      const requestKey = requestKeyOf(fields);
      // The refund the quote showed; without it, the refund of the moment applies.
      const accepted = acceptedOf(fields, 'acceptedrefund_paise', CANCELLATION_MSG_DECIDED.refundChanged);
      const done = await consumerFlights.cancel(traveller, txidOf(fields), selectionOf(fields), requestKey, accepted);
      return {
        ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Result: done.refundReceiptNo ?? '', Message: done.message },
        Result: done,
      };
    },

    getrescheduleoptions: async ({ fields, session }) => {
      const traveller = await signedInUser(session);
      const { date, ...selection } = rescheduleChoiceOf(fields, false);
      return ok(await consumerFlights.rescheduleOptions(traveller, txidOf(fields), selection, date));
    },

    getreschedulequote: async ({ fields, session }) => {
      const traveller = await signedInUser(session);
      return ok(await consumerFlights.rescheduleQuote(traveller, txidOf(fields), rescheduleChoiceOf(fields, true)));
    },

    reschedule: async ({ fields, session }): Promise<GatewayResponse> => {
      const traveller = await signedInUser(session);
      const choice = rescheduleChoiceOf(fields, true);
      const requestKey = requestKeyOf(fields);
      const accepted = acceptedOf(fields, 'acceptedamount_paise', RESCHEDULE_MSG_DECIDED.amountChanged);
      const started = await consumerFlights.reschedule(traveller, txidOf(fields), choice, requestKey, accepted);
      return {
        ApiStatus: {
          StatusCode: 200,
          Status: 'SUCCESS',
          Result: started.newtxid,
          Message: RESCHEDULE_MSG_DECIDED.travellerPay,
        },
        Result: started,
      };
    },

    getrefundreceipts: async ({ fields, session }) =>
      ok(await consumerFlights.refundReceipts(await signedInUser(session), txidOf(fields))),

    getrefundreceiptpdf: async ({ fields, session }) => {
      const pdf = await consumerFlights.refundReceiptPdf(
        await signedInUser(session),
        txidOf(fields),
        text(fields, 'receiptno', 40),
      );
      const result: GatewayDocumentFile = {
        filename: pdf.filename,
        contenttype: 'application/pdf',
        content_base64: pdf.bytes.toString('base64'),
      };
      return ok(result);
    },
  };
}
