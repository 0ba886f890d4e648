import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { SERIES_FARES_KEY } from './get-series-fares.ts';

/** POST /admin/series-fares/upload (multipart: file); the list is read again when rows were added. */
export function useUploadSeriesFares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const formData = new FormData();
      formData.append('file', file);
      return api<{ added: number }>('/admin/series-fares/upload', { method: 'POST', formData });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SERIES_FARES_KEY }),
  });
}
