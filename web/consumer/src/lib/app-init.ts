import type { AppInit } from '@tripsetu/domain/gateway-contract.ts';
import { callGateway } from './gateway.ts';

export const DEMO_OUTBOX_KEY = 'tripsetu.demoOutbox';

/** GENERIC INIT, once at start: notes whether this is the demo; a 900 answer starts the invalid-session flow. */
export async function appInit(): Promise<void> {
  const answer = await callGateway<AppInit>('GENERIC', 'INIT', {});
  if (answer?.Result) sessionStorage.setItem(DEMO_OUTBOX_KEY, String(answer.Result.demooutbox));
}

/** Whether texts go to the dev outbox rather than to phones (the demo server said so at start). */
export function isDemoOutbox(): boolean {
  return sessionStorage.getItem(DEMO_OUTBOX_KEY) === 'true';
}
