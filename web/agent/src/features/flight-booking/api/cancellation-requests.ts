import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationRequestRow, DecisionPreview } from '@tripsetu/domain/booking-api.ts';
import type { CancellationRequestReason } from '@tripsetu/domain/flight-cancellation.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';
import { flightBookingKey } from './get-flight-booking.ts';

export const bookingRequestsKey = (id: number) => ['cancellation-requests', id] as const;

/** GET /bookings/:id/cancellation-requests: the booking's requests, newest first. */
export const useBookingRequests = (id: number) =>
  useQuery({
    queryKey: bookingRequestsKey(id),
    queryFn: ({ signal }) =>
      api<{ requests: CancellationRequestRow[] }>(`/bookings/${id}/cancellation-requests`, { signal }).then(
        (answer) => answer.requests,
      ),
  });

export interface RequestFormValues {
  reason: CancellationRequestReason | '';
  travellers: number[];
  journeys: number[];
  remarks: string;
  document: File | null;
}

/** POST /bookings/:id/cancellation-requests (multipart): the request, with the certificate when there is one. */
export function useRaiseRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: number; values: RequestFormValues }) => {
      const form = new FormData();
      form.set('reason', values.reason);
      form.set('travellers', values.travellers.join(','));
      form.set('journeys', values.journeys.join(','));
      form.set('remarks', values.remarks);
      if (values.document) form.set('document', values.document);
      return api<CancellationRequestRow>(`/bookings/${id}/cancellation-requests`, { formData: form });
    },
    onSuccess: (_row, { id }) => queryClient.invalidateQueries({ queryKey: bookingRequestsKey(id) }),
  });
}

export interface DecidedCharges {
  airlineCharge: string;
  otaCharge: string;
}

/** POST /admin/cancellation-requests/:id/preview: the suggested charges and the refund at these. */
export const usePreviewDecision = () =>
  useMutation({
    mutationFn: ({ id, charges }: { id: number; charges?: DecidedCharges }) =>
      api<DecisionPreview>(`/admin/cancellation-requests/${id}/preview`, { json: charges ?? {} }),
  });

/** POST /admin/cancellation-requests/:id/decision: approve (the booking is cancelled and refunded) or reject. */
export function useDecideRequest(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: number;
      body: { decision: 'APPROVE' | 'REJECT'; adminRemarks: string } & Partial<DecidedCharges>;
    }) =>
      api<{ request: CancellationRequestRow; message: string }>(`/admin/cancellation-requests/${id}/decision`, {
        json: body,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingRequestsKey(bookingId) });
      void queryClient.invalidateQueries({ queryKey: flightBookingKey(bookingId) });
      void queryClient.invalidateQueries({ queryKey: ['admin-cancellation-requests'] });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}
