import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyProfile } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { profileQuery } from './get-profile.ts';

export function uploadLogo(logo: File): Promise<AgencyProfile> {
  const formData = new FormData();
  formData.append('logo', logo);
  return api<AgencyProfile>('/profile/logo', { method: 'POST', formData });
}

/** POST /profile/logo (owner): multipart field 'logo'; answers with the profile and its new logoUrl. */
export function useUploadLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLogo,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}
