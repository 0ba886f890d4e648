import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface StaffPassword {
  newPassword: string;
  confirmPassword: string;
}

export const setStaffPassword = ({ id, password }: { id: number; password: StaffPassword }) =>
  api<{ message: string }>(`/staff/${id}/password`, { method: 'POST', json: password });

/** POST /staff/:id/password (owner): a new password the owner hands to the staff member. */
export const useSetStaffPassword = () => useMutation({ mutationFn: setStaffPassword });
