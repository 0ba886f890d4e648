import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { api } from '../../../lib/api.ts';

/** POST /session/keepalive: restarts the server's idle clock and answers the session as it now stands. */
export function keepSessionAlive(): Promise<SessionState> {
  return api<SessionState>('/session/keepalive', { method: 'POST' });
}
