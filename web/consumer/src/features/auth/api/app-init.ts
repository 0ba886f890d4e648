import type { AppInit } from '@tripsetu/domain/gateway-contract.ts';
import { callGateway } from '../../../lib/gateway.ts';

/** GENERIC INIT, once at start. Its answer is not used; a 900 answer starts the invalid-session flow. */
export async function appInit(): Promise<void> {
  await callGateway<AppInit>('GENERIC', 'INIT', {});
}
