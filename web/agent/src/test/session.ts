import type { Permission } from '@tripsetu/domain/agency.ts';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import type { SessionContextValue } from '../app/session-context.ts';

/**
 * A signed-in session for the portal's page tests: what it may do (a list of permissions, or a rule), and the
 * session's state when the page reads it.
 */
export function signedInAs(
  may: readonly Permission[] | ((permission: Permission) => boolean),
  session: SessionState | null = null,
): SessionContextValue {
  return {
    status: 'signed-in',
    session,
    signedIn: () => {},
    signOut: async () => {},
    refresh: async () => {},
    can: typeof may === 'function' ? may : (permission) => may.includes(permission),
  };
}
