import { useMutation } from '@tanstack/react-query';
import type { GatewayAnswer } from '@tripsetu/domain/gateway-contract.ts';
import { MSG } from '@tripsetu/domain/messages.ts';
import { callGateway } from '../../../lib/gateway.ts';
import { IdentityFailed } from './identity-call.ts';

type ForgotPasswordAnswer = GatewayAnswer<unknown> & {
  Root?: { Status?: string; StatusCode?: number; Message?: string };
};

/** MU028 FORGOTPASSWORD: answers ApiStatus or Root with Status and Message (§7). */
export async function forgotPassword(userid: string): Promise<void> {
  const answer = (await callGateway<unknown>('MU028', 'FORGOTPASSWORD', { userid })) as ForgotPasswordAnswer | null;
  const status = answer?.ApiStatus ?? answer?.Root;
  const succeeded =
    status !== undefined &&
    (status.StatusCode === undefined || status.StatusCode === 200) &&
    String((status as { Status?: string }).Status ?? '').toUpperCase() === 'SUCCESS';
  if (!succeeded) throw new IdentityFailed(status?.Message || MSG.forgotPasswordFailed);
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
