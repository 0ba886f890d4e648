import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { t } from '../i18n/i18n.ts';
import { FOOTER_PAGES, ROUTES } from './routes.ts';

/** §2's footer links, the same signed in and out. */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Container size="xl" py="lg">
        <nav aria-label={t('common.footer.label')}>
          <ul className="footer-links">
            {FOOTER_PAGES.map((page) => (
              <li key={page.slug}>
                <Anchor component={Link} to={ROUTES.page(page.slug)} size="sm" className="footer-link">
                  {page.label}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
        <Text size="sm" className="footer-text" mt="md">
          {t('common.footer.about')}
        </Text>
        <Text size="sm" className="footer-text">
          {t('common.footer.contact')}
        </Text>
        <Text size="xs" className="footer-text" mt="sm">
          {t('common.footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </footer>
  );
}
