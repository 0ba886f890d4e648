import { useQuery } from '@tanstack/react-query';
import type { AnyBooking } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';

/** GET /bookings/:id: any product's booking, with which product it is. */
export const useAnyBooking = (id: string) =>
  useQuery({
    queryKey: ['bookings', 'any', id],
    queryFn: ({ signal }) => api<AnyBooking>(`/bookings/${encodeURIComponent(id)}`, { signal }),
    // A missing booking (404) stays missing.
    retry: false,
  });
