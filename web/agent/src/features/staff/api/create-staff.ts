import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, StaffMember } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { staffQuery } from './get-staff.ts';

export const createStaff = (body: CreateStaffBody) => api<StaffMember>('/staff', { method: 'POST', json: body });

/** POST /staff (owner): a new staff account whose user id is its e-mail. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
