import { useMutation } from '@tanstack/react-query';
import type { Registration } from '@tripsetu/domain/registration.ts';
import { identityCall } from './identity-call.ts';

/** MU031 REGISTER: when the answer carries a registration token, an OTP was sent to the mobile. */
export async function register(
  registration: Registration,
): Promise<{ registrationToken: string | null; message: string }> {
  const answer = await identityCall<unknown>('MU031', 'REGISTER', { ...registration });
  return { registrationToken: answer.ApiStatus.TransactionStatus || null, message: answer.ApiStatus.Message };
}

export const useRegister = () => useMutation({ mutationFn: register });
