import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { Suspense } from 'react';
import { t } from '../i18n/i18n.ts';
import { lazyPage } from '../lib/lazy.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { useSession } from './session-context.ts';

// The signed-in frame (menus, wallet, drawer) is not part of the sign-in page's code (decision 018).
const AppShell = lazyPage(() => import('./AppShell.tsx'), 'AppShell');

/** Pages for everyone (the footer's pages, Page not found): in the signed-in frame when there is a session. */
export function SiteLayout() {
  const { status } = useSession();
  const loading = <FullScreenLoader visible text={t('common.loading')} />;
  if (status === 'loading') return loading;
  if (status !== 'signed-in') return <PublicLayout />;
  return (
    <Suspense fallback={loading}>
      <AppShell />
    </Suspense>
  );
}
