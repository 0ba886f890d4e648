import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { t } from '../i18n/i18n.ts';
import { AppShell } from './AppShell.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { useSession } from './session-context.ts';

/** Pages for everyone (the footer's pages, Page not found): in the signed-in frame when there is a session. */
export function SiteLayout() {
  const { status } = useSession();
  if (status === 'loading') return <FullScreenLoader visible text={t('common.loading')} />;
  return status === 'signed-in' ? <AppShell /> : <PublicLayout />;
}
