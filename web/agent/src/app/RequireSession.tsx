import { Container, Group } from '@mantine/core';
import type { Permission } from '@tripsetu/domain/agency.ts';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { t } from '../i18n/i18n.ts';
import { signInPathFor } from '../lib/next-path.ts';
import { allowed } from './allowed.ts';
import { ForbiddenPage } from './ErrorScreens.tsx';
import { Logo } from './Logo.tsx';
import { useSession } from './session-context.ts';

/** Behind the Session Expired notice: the brand only, as nothing of the agency may show any more. */
function ExpiredFrame() {
  return (
    <div className="app">
      <header className="portal-header">
        <Container size="xl">
          <Group h={64}>
            <Logo />
          </Group>
        </Container>
      </header>
      <main id="main" className="site-main expired-backdrop" />
    </div>
  );
}

interface RequireSessionProps {
  /** The page needs any one of these (agency.ts PERMISSIONS); none means any signed-in user. */
  anyOf?: readonly Permission[];
  children: ReactNode;
}

/** A signed-in page: waits for the session, sends a visitor to sign in, and refuses a role without access. */
export function RequireSession({ anyOf = [], children }: RequireSessionProps) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenLoader visible text={t('common.loading')} />;
  if (session.status === 'signed-out') {
    // The Session Expired notice covers the page until the agent chooses to sign in again.
    if (session.expired) return <ExpiredFrame />;
    return <Navigate to={signInPathFor(location.pathname + location.search)} replace />;
  }
  if (!allowed(anyOf, session.can)) return <ForbiddenPage />;
  return children;
}
