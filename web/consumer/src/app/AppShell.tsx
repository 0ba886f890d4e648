import { Anchor, Container, Group, Text } from '@mantine/core';
import { COMPANY } from '@tripsetu/domain/company.ts';
import { Link, NavLink, Outlet } from 'react-router';
import { AccountControl, LoginSidebar } from '../features/auth/components/AccountControl.tsx';
import { useToday } from '../lib/today.ts';
import { Logo } from './Logo.tsx';

const FOOTER_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cancellationpolicy', label: 'Cancellation Policy' },
  { to: '/terms-conditions', label: 'Terms and Conditions' },
];

export function AppShell() {
  const year = useToday().slice(0, 4);
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header no-print">
        <Container size="xl">
          <Group justify="space-between" h={60} wrap="nowrap">
            <Anchor component={Link} to="/" aria-label="TripSetu home" underline="never">
              <Logo />
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <nav aria-label="Main" className="main-nav">
                <NavLink to="/search">Holidays</NavLink>
                <NavLink to="/flight">Flights</NavLink>
              </nav>
              <AccountControl />
            </Group>
          </Group>
        </Container>
      </header>
      <LoginSidebar />
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer no-print">
        <Container size="xl" py="lg">
          <nav aria-label="Company">
            <Group gap="lg" mb="sm">
              {FOOTER_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} c="gray.3" size="sm">
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </nav>
          <Text size="sm" c="gray.4">
            © {year} {COMPANY.legalName} All rights reserved.
          </Text>
        </Container>
      </footer>
    </div>
  );
}
