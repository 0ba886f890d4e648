import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, UpdateStaffBody } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';
import { staffQuery } from './get-staff.ts';

export const updateStaff = ({ id, body }: { id: number; body: UpdateStaffBody }) =>
  api<StaffMember>(`/staff/${id}`, { method: 'PATCH', json: body });

/** PATCH /staff/:id (owner): names, mobile and status; Inactive or Suspended ends their sessions. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQuery().queryKey }),
  });
}
