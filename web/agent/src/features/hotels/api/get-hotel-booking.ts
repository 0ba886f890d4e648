import { useQuery } from '@tanstack/react-query';
import { API_PREFIX } from '@tripsetu/domain/agent-api-wire.ts';
import type { HotelBooking } from '@tripsetu/domain/hotel-booking-api.ts';
import { api } from '../../../lib/api.ts';

/** Every hotel booking's query lives under this key, so a cancellation refreshes the booking and the calendar. */
export const HOTEL_BOOKINGS_KEY = ['hotel-bookings'] as const;
export const hotelBookingKey = (id: number | string) => [...HOTEL_BOOKINGS_KEY, String(id)] as const;

/** The two documents of a hotel booking: the voucher the guest shows at check-in, and the bill. */
export type HotelDocument = 'voucher' | 'bill';

/** GET /hotels/bookings/:id: the booking with its voucher and bill. */
export const useHotelBooking = (id: string) =>
  useQuery({
    queryKey: hotelBookingKey(id),
    queryFn: ({ signal }) => api<HotelBooking>(`/hotels/bookings/${encodeURIComponent(id)}`, { signal }),
    // A missing booking (404) stays missing.
    retry: false,
  });

/** The voucher's or the bill's PDF. */
export const hotelDocumentPdfHref = (id: number, document: HotelDocument) =>
  `${API_PREFIX}/hotels/bookings/${id}/${document}.pdf`;

/** A cancellation's GST credit note as PDF. */
export const hotelCreditNoteHref = (id: number, cancellationId: number) =>
  `${API_PREFIX}/hotels/bookings/${id}/credit-notes/${cancellationId}/pdf`;
