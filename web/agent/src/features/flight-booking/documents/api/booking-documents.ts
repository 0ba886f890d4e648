import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreditNote } from '@tripsetu/domain/booking-api.ts';
import type { BookingDocuments, FlightDocumentKind } from '@tripsetu/domain/flight-booking-api.ts';
import { api } from '../../../../lib/api.ts';

/** GET /flights/bookings/:id/documents: both sides of the tax invoice and its GST split. */
export const useBookingDocuments = (id: string) =>
  useQuery({
    queryKey: ['flight-bookings', 'booking', id, 'documents'],
    queryFn: ({ signal }) => api<BookingDocuments>(`/flights/bookings/${encodeURIComponent(id)}/documents`, { signal }),
    retry: false,
  });

/** The PDF of a document, served by the API (opened in a new tab or saved). */
export const documentPdfUrl = (id: string, document: FlightDocumentKind, showFare: boolean) =>
  `/api/v1/flights/bookings/${encodeURIComponent(id)}/documents/${document}${document === 'e-ticket' ? `?fare=${showFare}` : ''}`;

/** POST /flights/bookings/:id/email: the document as a PDF attachment. */
export const useEmailDocument = (id: string) =>
  useMutation({
    mutationFn: (input: { to: string; document: FlightDocumentKind; showFare: boolean }) =>
      api<{ message: string }>(`/flights/bookings/${encodeURIComponent(id)}/email`, { json: input }),
  });

/** GET /flights/bookings/:id/credit-notes/:cancellationId: a cancellation's GST credit note. */
export const useCreditNote = (id: string, cancellationId: string) =>
  useQuery({
    queryKey: ['flight-bookings', 'booking', id, 'credit-note', cancellationId],
    queryFn: ({ signal }) =>
      api<CreditNote>(
        `/flights/bookings/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(cancellationId)}`,
        { signal },
      ),
    retry: false,
  });

/** The credit note as PDF, served by the API. */
export const creditNotePdfUrl = (id: string, cancellationId: string) =>
  `/api/v1/flights/bookings/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(cancellationId)}/pdf`;
