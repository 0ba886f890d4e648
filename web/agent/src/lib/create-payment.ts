import { useMutation } from '@tanstack/react-query';
import type { GatewayPayment, GatewayPaymentBody } from '@tripsetu/domain/payments-api.ts';
import { IDEMPOTENCY_HEADER } from '@tripsetu/domain/wallet-api.ts';
import { api } from './api.ts';

export const createPayment = ({ body, key }: { body: GatewayPaymentBody; key: string }) =>
  api<GatewayPayment>('/wallet/payments', { method: 'POST', json: body, headers: { [IDEMPOTENCY_HEADER]: key } });

/** POST /wallet/payments (owner): a gateway order; the browser then goes to its hosted page. */
export const useCreatePayment = () => useMutation({ mutationFn: createPayment });
