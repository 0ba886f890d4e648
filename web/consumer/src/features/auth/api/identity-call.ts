import type { ApiStatus, GatewayAnswer } from '@tripsetu/domain/gateway-contract.ts';
import { callGateway } from '../../../lib/gateway.ts';

export const UNREACHABLE = 'We could not reach TripSetu. Please check your connection and try again.';

/** An identity call the server refused; the message is the server's, shown as it is. */
export class IdentityFailed extends Error {
  readonly status: ApiStatus | undefined;
  constructor(message: string, status?: ApiStatus) {
    super(message);
    this.status = status;
  }
}

/** One identity call on the app endpoint: the answer when it succeeded, else IdentityFailed. */
export async function identityCall<T>(
  opid: string,
  actioncode: string,
  fields: Record<string, string | undefined>,
  fallbackMessage = UNREACHABLE,
): Promise<GatewayAnswer<T>> {
  const answer = await callGateway<T>(opid, actioncode, fields);
  if (!answer) throw new IdentityFailed(UNREACHABLE);
  const status = answer.ApiStatus;
  if (status?.StatusCode !== 200 || status.Status !== 'SUCCESS') {
    throw new IdentityFailed(status?.Message || fallbackMessage, status);
  }
  return answer;
}
