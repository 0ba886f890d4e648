import { useQuery } from '@tanstack/react-query';
import type { OfflineFlightOptions } from '@tripsetu/domain/offline-requests.ts';
import { api } from '../../../lib/api.ts';
import { OFFLINE_KEY } from './get-offline-requests.ts';

/** GET /admin/offline-requests/:id/flights: the route's flights with room for the group (back office). */
export const useRequestFlights = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...OFFLINE_KEY, 'flights', id],
    queryFn: ({ signal }) => api<OfflineFlightOptions>(`/admin/offline-requests/${id}/flights`, { signal }),
    enabled,
    staleTime: 60_000,
  });
