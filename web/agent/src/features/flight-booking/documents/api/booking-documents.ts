import { useMutation, useQuery } from '@tanstack/react-query';
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
