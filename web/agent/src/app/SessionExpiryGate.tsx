import { Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepSessionAlive } from '../features/session-expiry/api/keep-session-alive.ts';
import { lazyPage } from '../lib/lazy.ts';
import { signInPathFor } from '../lib/next-path.ts';
import { ROUTES } from './routes.ts';
import { useSessionEnd } from './SessionProvider.tsx';
import { useSession } from './session-context.ts';

// Both are dialogs a signed-in agent may see; the sign-in page never needs their code.
const SessionExpiryWatch = lazyPage(
  () => import('../features/session-expiry/components/SessionExpiryWatch.tsx'),
  'SessionExpiryWatch',
);
const SessionExpiredNotice = lazyPage(
  () => import('../features/session-expiry/components/SessionExpiredNotice.tsx'),
  'SessionExpiredNotice',
);

/** §4: the countdown warning while signed in, then the Session Expired notice. */
export function SessionExpiryGate() {
  const { status, session, signedIn, signOut } = useSession();
  const { ended, expireIdle, acknowledge } = useSessionEnd();
  const navigate = useNavigate();
  const location = useLocation();

  const stay = async () => {
    try {
      signedIn(await keepSessionAlive());
    } catch {
      // A 401 shows the Session Expired notice; anything else leaves the countdown to decide.
    }
  };

  return (
    <Suspense fallback={null}>
      {status === 'signed-in' && session && (
        <SessionExpiryWatch
          session={session}
          onStay={stay}
          onSignOut={async () => {
            await signOut();
            navigate(ROUTES.login, { replace: true });
          }}
          onExpired={expireIdle}
        />
      )}
      {/* Mounted (closed) while signed in, so its code is here before a session can end. */}
      {(status === 'signed-in' || ended !== null) && (
        <SessionExpiredNotice
          opened={ended !== null}
          idleMinutes={ended?.idleMinutes ?? null}
          onSignInAgain={() => {
            navigate(signInPathFor(location.pathname + location.search), { replace: true });
            acknowledge();
          }}
        />
      )}
    </Suspense>
  );
}
