import { useLocation, useNavigate } from 'react-router';
import { keepSessionAlive } from '../features/session-expiry/api/keep-session-alive.ts';
import { SessionExpiredNotice } from '../features/session-expiry/components/SessionExpiredNotice.tsx';
import { SessionExpiryWatch } from '../features/session-expiry/components/SessionExpiryWatch.tsx';
import { signInPathFor } from '../lib/next-path.ts';
import { ROUTES } from './routes.ts';
import { useSessionEnd } from './SessionProvider.tsx';
import { useSession } from './session-context.ts';

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
    <>
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
      <SessionExpiredNotice
        opened={ended !== null}
        idleMinutes={ended?.idleMinutes ?? null}
        onSignInAgain={() => {
          navigate(signInPathFor(location.pathname + location.search), { replace: true });
          acknowledge();
        }}
      />
    </>
  );
}
