import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /auth/password/forgot: e-mails a reset link (the same answer for an unknown user id). */
export function forgotPassword(userId: string): Promise<{ message: string }> {
  return api<{ message: string }>('/auth/password/forgot', { json: { userId }, anonymous: true });
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
