import { Anchor, Container, Group } from '@mantine/core';
import { Link, NavLink, Outlet } from 'react-router';
import { t } from '../i18n/i18n.ts';
import { LanguageSelect } from './LanguageSelect.tsx';
import { Logo } from './Logo.tsx';
import { ROUTES } from './routes.ts';
import { SiteFooter } from './SiteFooter.tsx';

/** The frame of the pages before sign-in: the brand, sign in and register, the footer. */
export function PublicLayout() {
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <header className="portal-header">
        <Container size="xl">
          <Group justify="space-between" h={64} wrap="nowrap" gap="xs">
            <Anchor component={Link} to={ROUTES.home} underline="never" className="logo-link">
              <Logo />
            </Anchor>
            <div className="wide-only">
              <LanguageSelect />
            </div>
            <nav aria-label={t('common.publicNav')} className="public-nav">
              <NavLink to={ROUTES.login}>{t('common.signIn')}</NavLink>
              <NavLink to={ROUTES.register}>{t('common.registerShort')}</NavLink>
            </nav>
          </Group>
        </Container>
        {/* On a phone the header has no room beside sign in and register: the language gets a strip of its own. */}
        <div className="header-balance-strip narrow-only-block">
          <Container size="xl">
            <LanguageSelect />
          </Container>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
