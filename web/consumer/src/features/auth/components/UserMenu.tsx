import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSession } from '../../../app/session-context.tsx';

/** A signed-in user's menu (Profile, My Bookings, Logout): its own chunk, as visitors never open it. */
export default function UserMenu({ name, openAtOnce = false }: { name: string; openAtOnce?: boolean }) {
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
    <Menu position="bottom-end" withinPortal shadow="md" width={180} defaultOpened={openAtOnce}>
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
