import { callGateway } from '../../../lib/gateway.ts';

/** MAU001 LOGOUTV2 ends the session on the server; the site forgets it whatever the answer. */
export async function logoutCall(): Promise<void> {
  await callGateway<string>('MAU001', 'LOGOUTV2', {});
}
