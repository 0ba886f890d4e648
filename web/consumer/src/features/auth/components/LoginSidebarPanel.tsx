import { FullScreenSidebar } from '@tripsetu/ui/FullScreenSidebar';
import { useSession } from '../../../app/session-context.tsx';
import { LOGIN_PANEL_TITLE } from './AccountControl.tsx';
import { LoginPanel } from './LoginPanel.tsx';

/** The login side panel and its forms: a chunk of its own, loaded when someone first opens it. */
export default function LoginSidebarPanel() {
  const { loginOpen, closeLogin } = useSession();
  return (
    <FullScreenSidebar opened={loginOpen} onClose={closeLogin} title={LOGIN_PANEL_TITLE}>
      <LoginPanel />
    </FullScreenSidebar>
  );
}
