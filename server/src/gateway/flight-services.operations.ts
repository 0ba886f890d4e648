import { servicesChoice } from '@tripsetu/domain/booking-api.ts';
import { SERVICES_MSG_DECIDED } from '@tripsetu/domain/flight-services.ts';
import { FLIGHT_BOOKING_GATEWAY_MSG } from '@tripsetu/domain/gateway-flight-booking.ts';
import { AppError } from '../lib/errors.ts';
import type { ConsumerFlightBookingsService } from '../modules/flight-bookings/consumer-bookings.service.ts';
import { type GatewayResponse, ok } from './envelope.ts';
import { type FormFields, json, text } from './form.ts';
import type { createAccountGuard } from './identity.operations.ts';
import type { Operation } from './packages.operations.ts';

const REQUEST_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/** `itemsjson`: the items to add, as the portal's services body reads them; a malformed list is the form's error. */
function itemsOf(fields: FormFields) {
  const parsed = servicesChoice.safeParse({ items: json(fields, 'itemsjson', 20_000) });
  if (!parsed.success || parsed.data.items.length === 0) {
    throw AppError.validation({ itemsjson: SERVICES_MSG_DECIDED.nothingChosen });
  }
  return parsed.data.items;
}

/**
 * MF001 services after booking for the booking's own traveller (issue 21, decision 025): the options, the
 * quote, the purchase paid on the gateway, and where its payment stands. Contract:
 * packages/domain/src/gateway-flight-after-sales.ts.
 */
export function flightServicesOperations(
  consumerFlights: ConsumerFlightBookingsService,
  signedInUser: ReturnType<typeof createAccountGuard>,
): Record<string, Operation> {
  const txidOf = (fields: FormFields) => text(fields, 'txid', 40).trim();
  return {
    getserviceoptions: async ({ fields, session }) =>
      ok(await consumerFlights.serviceOptions(await signedInUser(session), txidOf(fields))),

    getservicesquote: async ({ fields, session }) => {
      const traveller = await signedInUser(session);
      return ok(await consumerFlights.servicesQuote(traveller, txidOf(fields), itemsOf(fields)));
    },

    addservices: async ({ fields, session }): Promise<GatewayResponse> => {
      const traveller = await signedInUser(session);
      const items = itemsOf(fields);
      const requestKey = text(fields, 'requestkey', 101).trim();
      if (!REQUEST_KEY.test(requestKey)) {
        throw AppError.validation({ requestkey: FLIGHT_BOOKING_GATEWAY_MSG.requestKeyRequired });
      }
      const accepted = text(fields, 'acceptedamount_paise', 20).trim();
      if (accepted !== '' && !/^\d{1,13}$/.test(accepted)) {
        throw AppError.validation({ acceptedamount_paise: SERVICES_MSG_DECIDED.amountChanged });
      }
      const started = await consumerFlights.addServices(
        traveller,
        txidOf(fields),
        items,
        requestKey,
        accepted === '' ? undefined : Number(accepted),
      );
      return {
        ApiStatus: {
          StatusCode: 200,
          Status: 'SUCCESS',
          Result: started.orderref,
          Message: started.added ? SERVICES_MSG_DECIDED.travellerAdded : SERVICES_MSG_DECIDED.travellerPay,
        },
        Result: started,
      };
    },

    getservicespayment: async ({ fields, session }) => {
      const traveller = await signedInUser(session);
      return ok(await consumerFlights.servicesPayment(traveller, txidOf(fields), text(fields, 'orderref', 40).trim()));
    },
  };
}
