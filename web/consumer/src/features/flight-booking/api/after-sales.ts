import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationDoneAnswer, CancellationQuoteAnswer, RefundReceipt } from '@tripsetu/domain/booking-api.ts';
import { FLIGHT_BOOKING_OPID, type GatewayDocumentFile } from '@tripsetu/domain/gateway-flight-booking.ts';
import { SIGNED_IN_QUERY_KEY } from '../../../app/session-context.tsx';
import { flightProofFields } from '../../../lib/flight-booking-proof.ts';
import { GatewayError, gatewayResult } from '../../../lib/gateway.ts';
import { flightBookingQuery } from './get-flight-booking.ts';
import { pdfBlob, saveFile } from './ticket-documents.ts';

/** What to cancel: passengers and journeys by their index on the booking. */
export interface CancelChoice {
  txid: string;
  travellers: number[];
  journeys: number[];
}

const choiceFields = (choice: CancelChoice) => ({
  txid: choice.txid,
  ...flightProofFields(choice.txid),
  travellers: choice.travellers.join(','),
  journeys: choice.journeys.join(','),
});

const receiptsKey = (txid: string) => [SIGNED_IN_QUERY_KEY, 'flight-refund-receipts', txid] as const;

/** MF001 getcancellationquote: what cancelling this choice would refund, now; nothing changes. */
export const useCancellationQuote = () =>
  useMutation({
    mutationFn: async (choice: CancelChoice) =>
      (await gatewayResult<CancellationQuoteAnswer>(FLIGHT_BOOKING_OPID, 'getcancellationquote', choiceFields(choice)))
        .Result as CancellationQuoteAnswer,
  });

/** MF001 cancel: cancels and refunds the payment, once per request key (a retry sends the same key). */
export function useCancelFlights() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      choice,
      requestKey,
      acceptedRefundPaise,
    }: {
      choice: CancelChoice;
      requestKey: string;
      /** The refund shown: the server asks again when it has moved since. */
      acceptedRefundPaise: number;
    }) =>
      (
        await gatewayResult<CancellationDoneAnswer>(FLIGHT_BOOKING_OPID, 'cancel', {
          ...choiceFields(choice),
          requestkey: requestKey,
          acceptedrefund_paise: acceptedRefundPaise,
        })
      ).Result as CancellationDoneAnswer,
    onSuccess: (_, { choice }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: flightBookingQuery(choice.txid).queryKey }),
        queryClient.invalidateQueries({ queryKey: receiptsKey(choice.txid) }),
        queryClient.invalidateQueries({ queryKey: [SIGNED_IN_QUERY_KEY, 'my-flight-bookings'] }),
      ]),
  });
}

/** MF001 getrefundreceipts: the booking's refunds, oldest first. */
export const useRefundReceipts = (txid: string, enabled: boolean) =>
  useQuery({
    queryKey: receiptsKey(txid),
    queryFn: async ({ signal }) =>
      (
        await gatewayResult<RefundReceipt[]>(
          FLIGHT_BOOKING_OPID,
          'getrefundreceipts',
          { txid, ...flightProofFields(txid) },
          signal,
        )
      ).Result ?? [],
    enabled,
    retry: false,
  });

/** MF001 getrefundreceiptpdf: downloads one refund receipt as PDF. */
export const useDownloadRefundReceiptPdf = () =>
  useMutation({
    mutationFn: async ({ txid, receiptno }: { txid: string; receiptno: string }) => {
      const answer = await gatewayResult<GatewayDocumentFile>(FLIGHT_BOOKING_OPID, 'getrefundreceiptpdf', {
        txid,
        receiptno,
        ...flightProofFields(txid),
      });
      if (!answer.Result) throw new GatewayError('Refund receipt not found.');
      saveFile(pdfBlob(answer.Result), answer.Result.filename);
      return answer.Result.filename;
    },
  });
