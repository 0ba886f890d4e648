import { useMutation } from '@tanstack/react-query';
import type { RegistrationStarted } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

/** POST /registrations (multipart): the application and its documents → a token for the two OTPs. */
export function startRegistration(body: FormData): Promise<RegistrationStarted> {
  return api<RegistrationStarted>('/registrations', { formData: body, anonymous: true });
}

export const useStartRegistration = () => useMutation({ mutationFn: startRegistration });
