import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@tripsetu/domain/gateway-contract.ts';
import { useHydrated } from '@tripsetu/ui/hydration';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { anonymousLogin } from '../features/auth/api/anonymous-login.ts';
import { loadConfig } from '../features/auth/api/get-config.ts';
import { logoutCall } from '../features/auth/api/logout.ts';
import { startSession } from '../features/auth/start-session.ts';
import { STORAGE_KEYS } from '../lib/storage.ts';
import { clearSignedIn, readSignedInUser, storeProfile, storeSignedIn } from './session-store.ts';

/** Queries that belong to a signed-in user live under this key and go when the user changes. */
export const SIGNED_IN_QUERY_KEY = 'signed-in';

export interface Session {
  /** The signed-in user; null for a visitor (anonymous, agentId b2cuser). */
  user: SessionUser | null;
  /** Stores a verified login, fetches the config and shows the user as signed in. */
  signIn: (user: SessionUser, sessionToken: string) => Promise<void>;
  /** LOGOUTV2, forget the session, then a fresh anonymous identity. */
  logout: () => Promise<void>;
  /** After a profile edit: the names the header shows. */
  updateUser: (change: Partial<SessionUser>) => void;
  loginOpen: boolean;
  openLogin: () => void;
  closeLogin: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children, autoStart = true }: { children: ReactNode; autoStart?: boolean }) {
  const queryClient = useQueryClient();
  const [storedUser, setUser] = useState<SessionUser | null>(() => readSignedInUser());
  // A prerendered page was drawn for a visitor: hydrate it as such, then show who is signed in.
  const user = useHydrated() ? storedUser : null;
  const [loginOpen, setLoginOpen] = useState(false);

  useEffect(() => {
    if (autoStart) void startSession();
  }, [autoStart]);

  // Another tab signed in or out: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === STORAGE_KEYS.profile || event.key === STORAGE_KEYS.sessionToken) {
        setUser(readSignedInUser());
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const signIn = useCallback(
    async (signedIn: SessionUser, sessionToken: string) => {
      storeSignedIn(signedIn, sessionToken);
      queryClient.removeQueries({ queryKey: [SIGNED_IN_QUERY_KEY] });
      await loadConfig();
      setUser(signedIn);
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    await logoutCall();
    clearSignedIn();
    setUser(null);
    queryClient.removeQueries({ queryKey: [SIGNED_IN_QUERY_KEY] });
    await anonymousLogin();
  }, [queryClient]);

  const updateUser = useCallback((change: Partial<SessionUser>) => {
    setUser((current) => {
      if (!current) return current;
      const next = { ...current, ...change };
      storeProfile(next);
      return next;
    });
  }, []);

  const openLogin = useCallback(() => setLoginOpen(true), []);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  const session = useMemo<Session>(
    () => ({ user, signIn, logout, updateUser, loginOpen, openLogin, closeLogin }),
    [user, signIn, logout, updateUser, loginOpen, openLogin, closeLogin],
  );
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
