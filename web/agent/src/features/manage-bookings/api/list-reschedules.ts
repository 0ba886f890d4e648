import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RescheduleList } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';

/** GET /bookings/reschedules: a page of the agency's reschedules, newest first. */
export const useRescheduleList = (page: number) =>
  useQuery({
    queryKey: ['bookings', 'reschedules', page],
    queryFn: ({ signal }) => api<RescheduleList>('/bookings/reschedules', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
