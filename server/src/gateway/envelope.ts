import type { GatewayAnswer } from '@tripsetu/domain/gateway-contract.ts';

/** The gateway's response envelope (consumer-site.md §7): every answer carries ApiStatus.StatusCode. */
export type GatewayResponse = GatewayAnswer;

export function ok(result: unknown, message = ''): GatewayResponse {
  return { ApiStatus: { StatusCode: 200, Status: 'SUCCESS', Message: message }, Result: result };
}

export function failure(statusCode: number, message: string, errors?: Record<string, string>): GatewayResponse {
  return {
    ApiStatus: {
      StatusCode: statusCode,
      Status: 'FAILURE',
      Message: message,
      ...(errors && Object.keys(errors).length > 0 ? { Errors: errors } : {}),
    },
  };
}
