import { useMutation, useQuery } from '@tanstack/react-query';
import type { ServiceOptions, ServicesQuoteAnswer } from '@tripsetu/domain/booking-api.ts';
import { SERVICES_MSG_DECIDED, type ServiceItem } from '@tripsetu/domain/flight-services.ts';
import type { ServicesPaymentAnswer, ServicesStartedAnswer } from '@tripsetu/domain/gateway-flight-after-sales.ts';
import { FLIGHT_BOOKING_OPID } from '@tripsetu/domain/gateway-flight-booking.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';

/** MF001 getserviceoptions: the seat maps, the catalogue and what is still open on each flight. */
export const useServiceOptions = (txid: string) =>
  useQuery({
    queryKey: [SIGNED_IN_QUERY_KEY, 'flight-service-options', txid],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<ServiceOptions>(FLIGHT_BOOKING_OPID, 'getserviceoptions', { txid }, signal);
      if (!answer.Result) throw new GatewayError('Booking not found.');
      return answer.Result;
    },
    retry: false,
  });

/** MF001 getservicesquote: what adding these would cost now; nothing changes. */
export const useServicesQuote = () =>
  useMutation({
    mutationFn: async ({ txid, items }: { txid: string; items: ServiceItem[] }) =>
      (
        await gatewayResult<ServicesQuoteAnswer>(FLIGHT_BOOKING_OPID, 'getservicesquote', {
          txid,
          itemsjson: JSON.stringify(items),
        })
      ).Result as ServicesQuoteAnswer,
  });

/** MF001 addservices: opens the payment (or adds at once when free); once per request key. */
export const useAddServices = () =>
  useMutation({
    mutationFn: async (input: {
      txid: string;
      items: ServiceItem[];
      requestKey: string;
      acceptedAmountPaise: number;
    }) =>
      (
        await gatewayResult<ServicesStartedAnswer>(FLIGHT_BOOKING_OPID, 'addservices', {
          txid: input.txid,
          itemsjson: JSON.stringify(input.items),
          requestkey: input.requestKey,
          acceptedamount_paise: input.acceptedAmountPaise,
        })
      ).Result as ServicesStartedAnswer,
  });

/** MF001 getservicespayment: where the payment stands, asked again every few seconds until it is settled. */
export const useServicesPayment = (txid: string, orderref: string) =>
  useQuery({
    queryKey: [SIGNED_IN_QUERY_KEY, 'flight-services-payment', txid, orderref],
    queryFn: async ({ signal }) => {
      const answer = await gatewayResult<ServicesPaymentAnswer>(
        FLIGHT_BOOKING_OPID,
        'getservicespayment',
        { txid, orderref },
        signal,
      );
      if (!answer.Result) throw new GatewayError(SERVICES_MSG_DECIDED.paymentNotFound);
      return answer.Result;
    },
    enabled: orderref !== '',
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'CREATED' ? 3_000 : false),
  });
