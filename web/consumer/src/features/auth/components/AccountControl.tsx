import { Button, Menu } from '@mantine/core';
import { FullScreenSidebar } from '@tripsetu/ui/FullScreenSidebar';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { displayName } from '../identity.ts';
import { useSession } from '../session-context.tsx';
import { LoginPanel } from './LoginPanel.tsx';

/** The side panel's title, which is also its accessible name. */
export const LOGIN_PANEL_TITLE = 'Login/Register';

/** §2 Header: visitors get Login/Register (a side panel); signed-in users a menu with their name. */
export function AccountControl() {
  const { user, openLogin } = useSession();
  if (!user) {
    return (
      <Button variant="outline" size="xs" onClick={openLogin}>
        {LOGIN_PANEL_TITLE}
      </Button>
    );
  }
  return <UserMenu name={displayName(user)} />;
}

function UserMenu({ name }: { name: string }) {
  const { logout } = useSession();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
      navigate('/search');
    } finally {
      setLeaving(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="outline"
          size="xs"
          loading={leaving}
          className="user-menu-button"
          rightSection={<span aria-hidden="true">▾</span>}
        >
          <span className="user-menu-name">{name}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile">
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/my-bookings">
          My Bookings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={onLogout}>Logout</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** The login panel, opened from the header or from a page that needs a signed-in user. */
export function LoginSidebar() {
  const { loginOpen, closeLogin } = useSession();
  return (
    <FullScreenSidebar opened={loginOpen} onClose={closeLogin} title={LOGIN_PANEL_TITLE}>
      <LoginPanel />
    </FullScreenSidebar>
  );
}
