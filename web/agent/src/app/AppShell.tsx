import { Anchor, Badge, Container, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@tripsetu/domain/agent-api.ts';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { HeaderBalance } from '../features/wallet/components/HeaderBalance.tsx';
import { t } from '../i18n/i18n.ts';
import { CurrencySelect } from './CurrencySelect.tsx';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import { menuFor } from './main-menu.ts';
import { ROUTES } from './routes.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { useSession } from './session-context.ts';

function fullName(user: SessionUser): string {
  return [user.salutation, user.firstName, user.lastName].filter(Boolean).join(' ');
}

/** Who is signed in and for which agency: an administrator has no agency. */
function Identity({ user }: { user: SessionUser }) {
  return (
    <div className="identity">
      {user.agency ? (
        <Group gap={6} wrap="wrap" className="identity-agency">
          <Text fw={700} size="sm" className="identity-agency-name">
            {user.agency.name}
          </Text>
          <Badge variant="light" color="tripsetuTeal" radius="sm" className="identity-code">
            {user.agency.code ? t('common.agencyCode', { code: user.agency.code }) : t('common.agencyCodePending')}
          </Badge>
        </Group>
      ) : (
        <Text fw={700} size="sm">
          {t('common.backOffice')}
        </Text>
      )}
      <Text size="sm" c="dimmed" className="identity-user">
        {t('common.signedInAs')} <span className="identity-user-name">{fullName(user)}</span>
      </Text>
    </div>
  );
}

function MenuIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The menu's links and Logout, in the header bar on wide screens and in the drawer on phones. */
function MainMenu({ onNavigate, onLogout }: { onNavigate?: () => void; onLogout: () => void }) {
  const { can } = useSession();
  return (
    <ul className="main-menu-list">
      {menuFor(can).map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.to === ROUTES.home} onClick={onNavigate} className="main-menu-link">
            {t(item.label)}
          </NavLink>
        </li>
      ))}
      <li className="main-menu-logout">
        <UnstyledButton onClick={onLogout} className="main-menu-link">
          {t('common.menu.logout')}
        </UnstyledButton>
      </li>
    </ul>
  );
}

/** The signed-in frame: brand, agency and user, the main menu (a drawer on phones), the footer. */
export function AppShell() {
  const { session, signOut, can } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  // A page change from anywhere (a link in the page, the back button) closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  if (!session) return null;
  const showBalance = can('wallet.view');
  const logout = async () => {
    setDrawerOpen(false);
    await signOut();
    navigate(ROUTES.login, { replace: true });
  };

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="portal-header">
        <Container size="xl">
          <Group justify="space-between" h={64} wrap="nowrap" gap="sm">
            <Anchor component={Link} to={ROUTES.home} underline="never" className="logo-link">
              <Logo />
            </Anchor>
            <Group gap="lg" wrap="nowrap" className="wide-only">
              {showBalance && <HeaderBalance balancePath={ROUTES.wallet} />}
              <LanguageSelect />
              <CurrencySelect />
              <Identity user={session.user} />
            </Group>
            {/* On narrow screens the main menu is this button, which opens the menu in a drawer. */}
            <nav aria-label={t('common.menu.label')} className="narrow-only">
              <UnstyledButton className="menu-button" onClick={() => setDrawerOpen(true)} aria-expanded={drawerOpen}>
                <MenuIcon />
                <span>{t('common.menu.open')}</span>
              </UnstyledButton>
            </nav>
          </Group>
        </Container>
        {showBalance && (
          <div className="header-balance-strip narrow-only-block">
            <Container size="xl">
              <HeaderBalance balancePath={ROUTES.wallet} />
            </Container>
          </div>
        )}
        <div className="main-menu-bar wide-only">
          <Container size="xl">
            <nav aria-label={t('common.menu.label')}>
              <MainMenu onLogout={logout} />
            </nav>
          </Container>
        </div>
      </header>
      <Drawer
        opened={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        title={t('common.menu.drawerTitle')}
        position="right"
        size="85%"
        closeButtonProps={{ 'aria-label': t('common.menu.close') }}
      >
        <Stack gap="md">
          <div className="drawer-identity">
            <Identity user={session.user} />
          </div>
          <LanguageSelect />
          <CurrencySelect />
          <div className="drawer-menu">
            <MainMenu onNavigate={() => setDrawerOpen(false)} onLogout={logout} />
          </div>
        </Stack>
      </Drawer>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
