import type { GatewayAnswer } from '@tripsetu/domain/gateway-contract.ts';
import type { AppError } from '../lib/errors.ts';

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

/**
 * An AppError as the gateway answers it. §7's ApiStatus has one Errors map, so a business refusal's
 * code and details travel in it beside the field messages (Errors.code 'PRICE_CHANGED').
 */
export function failureOf(error: AppError): GatewayResponse {
  const code = error.businessCode;
  const errors = code ? { code, ...error.details, ...error.fields } : error.fields;
  return failure(error.statusCode, error.message, errors);
}
