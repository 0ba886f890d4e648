import { useMutation } from '@tanstack/react-query';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

export interface SignInBody {
  userId: string;
  password: string;
}

/** POST /auth/login: user id and password → the session (and its cookie). */
export function signIn(body: SignInBody): Promise<SessionState> {
  return api<SessionState>('/auth/login', { json: body, anonymous: true });
}

export const useSignIn = () => useMutation({ mutationFn: signIn });
