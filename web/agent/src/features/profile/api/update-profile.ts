import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgencyProfile, UpdateProfileBody } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { profileQuery } from './get-profile.ts';

export const updateProfile = (body: UpdateProfileBody) => api<AgencyProfile>('/profile', { method: 'PUT', json: body });

/** PUT /profile (owner): the answer is the saved profile, which replaces the cached one. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery().queryKey, profile),
  });
}
