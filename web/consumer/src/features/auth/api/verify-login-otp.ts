import { useMutation } from '@tanstack/react-query';
import type { SessionUser } from '@tripsetu/domain/gateway-contract.ts';
import { identityOf, USER_TYPE } from '../identity.ts';
import { IdentityFailed, identityCall } from './identity-call.ts';

export interface LoginOtpCheck {
  mobilenumber: string;
  otp: string;
  registrationtoken: string;
}

/** MAU001 VERIFYLOGINOTP: the signed-in user (from the identity string) and the session's token. */
export async function verifyLoginOtp(check: LoginOtpCheck): Promise<{ user: SessionUser; sessionToken: string }> {
  const answer = await identityCall<string>('MAU001', 'VERIFYLOGINOTP', { ...check, usertype: USER_TYPE });
  const user = identityOf(answer);
  if (!user || !answer.sessiontoken) throw new IdentityFailed('We could not sign you in. Please try again.');
  return { user, sessionToken: answer.sessiontoken };
}

export const useVerifyLoginOtp = () => useMutation({ mutationFn: verifyLoginOtp });
