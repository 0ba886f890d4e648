import { useQueryClient } from '@tanstack/react-query';
import type { Permission } from '@tripsetu/domain/agency.ts';
import type { SessionState } from '@tripsetu/domain/agent-api.ts';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiFailure, api, onUnauthorised } from '../lib/api.ts';
import { SessionContext, type SessionContextValue } from './session-context.ts';

/** Why a session ended without the agent signing out: idle on this screen, or refused by the server. */
export interface SessionEnd {
  /** The idle timeout that ran out, in minutes; null when the server answered 401 first. */
  idleMinutes: number | null;
}

interface SessionEndValue {
  ended: SessionEnd | null;
  /** The idle deadline passed on screen: end the session on the server too. */
  expireIdle(): void;
  /** The agent read the Session Expired notice. */
  acknowledge(): void;
}

const SessionEndContext = createContext<SessionEndValue | null>(null);

export function useSessionEnd(): SessionEndValue {
  const value = use(SessionEndContext);
  if (!value) throw new Error('useSessionEnd outside SessionProvider');
  return value;
}

interface State {
  status: SessionContextValue['status'];
  session: SessionState | null;
  ended: SessionEnd | null;
}

const signedOut = (ended: SessionEnd | null = null): State => ({ status: 'signed-out', session: null, ended });

interface SessionProviderProps {
  /**
   * 'signed-out' when the server has said so already: it sends the sign-in page drawn only to a request without
   * a session cookie (decision 018), and the page then need not ask. Otherwise the session is asked for.
   */
  initialStatus?: 'loading' | 'signed-out';
  children: ReactNode;
}

export function SessionProvider({ initialStatus = 'loading', children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>({ status: initialStatus, session: null, ended: null });
  // The callbacks below stay stable for the pages' effects, yet read the latest state.
  const current = useRef(state);
  useEffect(() => {
    current.current = state;
  });

  /**
   * At start-up GET /session/current, which answers a visitor with null rather than a 401; later GET
   * /session, where a 401 means the session ended.
   */
  const readSession = useCallback(async (anonymous: boolean) => {
    try {
      const session = anonymous
        ? (await api<{ session: SessionState | null }>('/session/current', { anonymous })).session
        : await api<SessionState>('/session', { anonymous });
      if (!session) {
        setState((previous) => signedOut(previous.ended));
        return;
      }
      setState((previous) => ({ status: 'signed-in', session, ended: previous.ended }));
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 401) setState((previous) => signedOut(previous.ended));
      else if (current.current.status === 'loading') setState(signedOut());
    }
  }, []);

  const knownAtStart = useRef(initialStatus !== 'loading');
  useEffect(() => {
    if (!knownAtStart.current) void readSession(true);
  }, [readSession]);

  // A signed-in call refused with 401: the server ended the session (idle elsewhere, or an owner suspended us).
  useEffect(
    () =>
      onUnauthorised(() => {
        setState((previous) => (previous.status === 'signed-in' ? signedOut({ idleMinutes: null }) : previous));
      }),
    [],
  );

  const signedIn = useCallback(
    (session: SessionState) => {
      const previousUser = current.current.session?.user.id;
      if (previousUser !== session.user.id) queryClient.clear();
      setState({ status: 'signed-in', session, ended: null });
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api<void>('/auth/logout', { method: 'POST', anonymous: true });
    } catch {
      // Signed out on screen either way; the server's session dies at its idle timeout.
    }
    setState(signedOut());
    queryClient.clear();
  }, [queryClient]);

  const expireIdle = useCallback(() => {
    const session = current.current.session;
    if (!session) return;
    setState(signedOut({ idleMinutes: Math.round(session.idleTimeoutSeconds / 60) }));
    void api<void>('/auth/logout', { method: 'POST', anonymous: true }).catch(() => {});
  }, []);

  const acknowledge = useCallback(() => {
    queryClient.clear();
    setState((previous) => ({ ...previous, ended: null }));
  }, [queryClient]);

  const can = useCallback(
    (permission: Permission) => state.session?.user.permissions.includes(permission) ?? false,
    [state.session],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      status: state.status,
      session: state.session,
      signedIn,
      signOut,
      refresh: () => readSession(false),
      can,
      expired: state.ended !== null,
    }),
    [state.status, state.session, state.ended, signedIn, signOut, readSession, can],
  );
  const endValue = useMemo<SessionEndValue>(
    () => ({ ended: state.ended, expireIdle, acknowledge }),
    [state.ended, expireIdle, acknowledge],
  );

  return (
    <SessionContext value={value}>
      <SessionEndContext value={endValue}>{children}</SessionEndContext>
    </SessionContext>
  );
}
