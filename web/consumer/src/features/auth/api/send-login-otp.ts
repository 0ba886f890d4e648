import { useMutation } from '@tanstack/react-query';
import { USER_TYPE } from '../identity.ts';
import { identityCall } from './identity-call.ts';

/** MAU001 SENDLOGINOTP: the OTP goes to the mobile; the answer's TransactionStatus binds the check to it. */
export async function sendLoginOtp(mobilenumber: string): Promise<{ registrationToken: string }> {
  const answer = await identityCall<unknown>('MAU001', 'SENDLOGINOTP', { mobilenumber, usertype: USER_TYPE });
  return { registrationToken: answer.ApiStatus.TransactionStatus ?? '' };
}

export const useSendLoginOtp = () => useMutation({ mutationFn: sendLoginOtp });
