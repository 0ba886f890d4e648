import { Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import { COMPANY } from '@tripsetu/domain/site-content.ts';
import { FullScreenSidebar } from '@tripsetu/ui/FullScreenSidebar';
import { useState } from 'react';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from './Logo.tsx';

const FOOTER_LINKS = [
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/cancellationpolicy', label: 'Cancellation Policy' },
  { to: '/terms-conditions', label: 'Terms and Conditions' },
];

export function AppShell() {
  const [loginOpen, setLoginOpen] = useState(false);
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
              <Button variant="outline" size="xs" onClick={() => setLoginOpen(true)}>
                Login/Register
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <FullScreenSidebar opened={loginOpen} onClose={() => setLoginOpen(false)} title="Login/Register">
        <Stack>
          <Text>Signing in with your mobile number and a one-time password is on its way.</Text>
          <Text c="dimmed" size="sm">
            You do not need an account to book a holiday: send a request as a guest and we e-mail your voucher to you.
            Keep the reference number to open it again.
          </Text>
          <Button component={Link} to="/search" onClick={() => setLoginOpen(false)}>
            Search holidays
          </Button>
        </Stack>
      </FullScreenSidebar>
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
            © {new Date().getFullYear()} {COMPANY.legalName} All rights reserved.
          </Text>
        </Container>
      </footer>
    </div>
  );
}
