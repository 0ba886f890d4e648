import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServicePurchaseList } from '@tripsetu/domain/booking-api.ts';
import { api } from '../../../lib/api.ts';

/** GET /bookings/services: a page of the agency's services added after booking (the SSR history), newest first. */
export const useServicePurchaseList = (page: number) =>
  useQuery({
    queryKey: ['bookings', 'services', page],
    queryFn: ({ signal }) => api<ServicePurchaseList>('/bookings/services', { query: { page: String(page) }, signal }),
    placeholderData: keepPreviousData,
  });
