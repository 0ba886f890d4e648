import { useMutation } from '@tanstack/react-query';
import { identityCall } from './identity-call.ts';

/** MU031 VERIFYOTP: the OTP sent at registration, bound to its registration token. */
export async function verifyRegistrationOtp(check: {
  mobilenumber: string;
  otp: string;
  registrationtoken: string;
}): Promise<void> {
  await identityCall<unknown>('MU031', 'VERIFYOTP', check);
}

export const useVerifyRegistrationOtp = () => useMutation({ mutationFn: verifyRegistrationOtp });
