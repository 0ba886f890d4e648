import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import type { PasswordChange } from '../profile-form.ts';

export const changePassword = (change: PasswordChange) =>
  api<{ message: string }>('/profile/password', { method: 'POST', json: change });

/** POST /profile/password: anyone signed in changes their own password. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
