import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { HotelDocument } from './get-hotel-booking.ts';

/** POST /hotels/bookings/:id/email: the voucher or the bill as a PDF attachment. */
export const useEmailHotelDocument = (id: number) =>
  useMutation({
    mutationFn: (body: { to: string; document: HotelDocument }) =>
      api<{ message: string }>(`/hotels/bookings/${id}/email`, { method: 'POST', json: body }),
  });
