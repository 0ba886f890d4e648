import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  FLIGHT_BOOKING_OPID,
  type GatewayFlightInvoice,
  type InvoiceType,
} from '@tripsetu/domain/gateway-flight-booking.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { flightProofFields } from '../../../lib/flight-booking-proof.ts';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';

/** MF001 getinvoice: the tax invoice (the operator's fee) or the customer invoice (the fare as paid). */
export function flightInvoiceQuery(txid: string, invoicetype: InvoiceType) {
  return queryOptions({
    queryKey: [SIGNED_IN_QUERY_KEY, 'flight-invoice', txid, invoicetype],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<GatewayFlightInvoice>(
        FLIGHT_BOOKING_OPID,
        'getinvoice',
        { txid, invoicetype, ...flightProofFields(txid) },
        signal,
      );
      if (!answer.Result) throw new GatewayError('Booking not found.');
      return answer.Result;
    },
    retry: false,
  });
}

export const useFlightInvoice = (txid: string, invoicetype: InvoiceType, enabled: boolean) =>
  useQuery({ ...flightInvoiceQuery(txid, invoicetype), enabled });
