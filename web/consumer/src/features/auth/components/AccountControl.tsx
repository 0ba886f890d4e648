import { Button } from '@mantine/core';
import { FullScreenLoader } from '@tripsetu/ui/LoadingOverlay';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../app/session-context.tsx';
import { displayName } from '../identity.ts';

/** The side panel's title, which is also its accessible name. */
export const LOGIN_PANEL_TITLE = 'Login/Register';

// Neither is needed to draw a page for a visitor: each arrives when it is first wanted (decision 018).
const UserMenu = lazy(() => import('./UserMenu.tsx'));
const LoginSidebarPanel = lazy(() => import('./LoginSidebarPanel.tsx'));

/** §2 Header: visitors get Login/Register (a side panel); signed-in users a menu with their name. */
export function AccountControl() {
  const { user, openLogin } = useSession();
  // A press on the menu's button before the menu's code is here opens the menu when it arrives.
  const [pressedEarly, setPressedEarly] = useState(false);
  if (!user) {
    return (
      <Button variant="outline" size="xs" onClick={openLogin}>
        {LOGIN_PANEL_TITLE}
      </Button>
    );
  }
  const name = displayName(user);
  return (
    <Suspense fallback={<UserMenuButton name={name} onPress={() => setPressedEarly(true)} />}>
      <UserMenu name={name} openAtOnce={pressedEarly} />
    </Suspense>
  );
}

/** The menu's button as it looks before the menu's code has arrived. */
function UserMenuButton({ name, onPress }: { name: string; onPress: () => void }) {
  return (
    <Button
      variant="outline"
      size="xs"
      className="user-menu-button"
      rightSection={<span aria-hidden="true">▾</span>}
      onClick={onPress}
    >
      <span className="user-menu-name">{name}</span>
    </Button>
  );
}

/** The login panel, opened from the header or from a page that needs a signed-in user. */
export function LoginSidebar() {
  const { loginOpen } = useSession();
  const [wanted, setWanted] = useState(false);
  if (loginOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={<FullScreenLoader visible />}>
      <LoginSidebarPanel />
    </Suspense>
  );
}
