import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VisaApplicationRow, VisaTypeBody, VisaTypeRow } from '@tripsetu/domain/visa-api.ts';
import type { VisaStatus, VisaTravellerForm } from '@tripsetu/domain/visas.ts';
import { visaDocumentField } from '@tripsetu/domain/visas.ts';
import { api } from '../../../lib/api.ts';
import { WALLET_KEY } from '../../../lib/get-balance.ts';

/** The visa routes (decision 043) as query hooks: types, applications, the back office's steps. */
export const VISA_TYPES_KEY = ['visa-types'] as const;
export const VISA_APPLICATIONS_KEY = ['visa-applications'] as const;

/** GET /visas/types: every type on offer, by destination. */
export const useVisaTypes = () =>
  useQuery({
    queryKey: VISA_TYPES_KEY,
    queryFn: ({ signal }) => api<{ types: VisaTypeRow[] }>('/visas/types', { signal }).then((answer) => answer.types),
  });

export interface VisaApplicationFilter {
  status: VisaStatus | '';
  q: string;
}

/** GET /visas/applications: the agency's (the back office: every agency's), newest first. */
export const useVisaApplications = (filter: VisaApplicationFilter) =>
  useQuery({
    queryKey: [...VISA_APPLICATIONS_KEY, 'list', filter],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (filter.status) query.set('status', filter.status);
      if (filter.q.trim()) query.set('q', filter.q.trim());
      const search = query.size > 0 ? `?${query}` : '';
      return api<{ applications: VisaApplicationRow[] }>(`/visas/applications${search}`, { signal }).then(
        (answer) => answer.applications,
      );
    },
  });

export const useVisaApplication = (id: number) =>
  useQuery({
    queryKey: [...VISA_APPLICATIONS_KEY, 'one', id],
    queryFn: ({ signal }) => api<VisaApplicationRow>(`/visas/applications/${id}`, { signal }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });

export interface VisaApplyValues extends VisaTravellerForm {
  visaTypeId: number;
  documents: (File | null)[];
}

/** POST /visas/applications (multipart): one traveller, the checklist's files; the fee leaves the wallet. */
export function useApplyForVisa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documents, visaTypeId, ...traveller }: VisaApplyValues) => {
      const form = new FormData();
      form.set('visaTypeId', String(visaTypeId));
      for (const [field, value] of Object.entries(traveller)) form.set(field, value);
      documents.forEach((file, index) => {
        if (file) form.set(visaDocumentField(index), file);
      });
      return api<VisaApplicationRow>('/visas/applications', { formData: form });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VISA_APPLICATIONS_KEY });
      void queryClient.invalidateQueries({ queryKey: WALLET_KEY });
    },
  });
}

/** POST /admin/visa-applications/:id/status (multipart): the next step, its remarks, the visa to approve. */
export function useDecideVisa(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { status: VisaStatus | ''; remarks: string; visa: File | null }) => {
      const form = new FormData();
      form.set('status', values.status);
      form.set('remarks', values.remarks);
      if (values.visa) form.set('visa', values.visa);
      return api<VisaApplicationRow>(`/admin/visa-applications/${id}/status`, { formData: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VISA_APPLICATIONS_KEY }),
  });
}

/** POST /admin/visa-types and DELETE /admin/visa-types/:id: the back office's list of types. */
export function useAddVisaType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VisaTypeBody) => api<VisaTypeRow>('/admin/visa-types', { method: 'POST', json: body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VISA_TYPES_KEY }),
  });
}

export function useWithdrawVisaType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/admin/visa-types/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VISA_TYPES_KEY }),
  });
}
