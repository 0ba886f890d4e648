import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ResetPasswordBody {
  token: string;
  newPassword: string;
  confirmPassword: string;
}

/** POST /auth/password/reset: the e-mailed link's token and the new password. */
export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return api<{ message: string }>('/auth/password/reset', { json: body, anonymous: true });
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
