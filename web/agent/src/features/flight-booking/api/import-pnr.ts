import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportPnrBody, ImportPnrDone } from '@tripsetu/domain/import-pnr.ts';
import { api } from '../../../lib/api.ts';
import { FLIGHT_BOOKINGS_KEY } from './quote-flight.ts';

export const importPnr = (body: ImportPnrBody) =>
  api<ImportPnrDone>('/flights/import-pnr', { method: 'POST', json: body });

/** POST /flights/import-pnr: the airline PNR becomes the agency's booking on hold (decision 026). */
export function useImportPnr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPnr,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [...FLIGHT_BOOKINGS_KEY, 'hold-queue'] }),
  });
}
