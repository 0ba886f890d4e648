import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CancellationList } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';

/** GET /bookings/cancellations: a page of the agency's cancellations, newest first. */
export const useCancellationList = (page: number) =>
  useQuery({
    queryKey: ['bookings', 'cancellations', page],
    queryFn: ({ signal }) =>
      api<CancellationList>('/bookings/cancellations', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
