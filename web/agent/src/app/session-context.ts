import type { Permission } from '@tripsetu/domain/agency.ts';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { createContext, useContext } from 'react';

/** The signed-in state of the portal, provided by app/SessionProvider.tsx. */
export interface SessionContextValue {
  status: 'loading' | 'signed-in' | 'signed-out';
  session: SessionState | null;
  /** After a sign-in call answered with a session. */
  signedIn(session: SessionState): void;
  /** Ends the session on the server and on screen. */
  signOut(): Promise<void>;
  /** Re-reads the session (e.g. after the profile changed the user's name). */
  refresh(): Promise<void>;
  can(permission: Permission): boolean;
  /** True from the moment the session ended on its own (idle or refused) until the agent signs in again. */
  expired?: boolean;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}
