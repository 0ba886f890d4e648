import { describe, expect, it } from 'vitest';
import { FOOTER_PAGES } from '../../app/routes.ts';
import { t } from '../../i18n/i18n.ts';
import { PAGE_CONTENT } from './content.ts';

describe('footer pages', () => {
  it('has content for every footer link, titled as the link', () => {
    for (const page of FOOTER_PAGES) {
      const content = PAGE_CONTENT[page.slug];
      expect(content, page.slug).toBeDefined();
      expect(t(content?.title ?? 'pages.about.title')).toBe(page.slug === 'help' ? 'Support' : page.label);
    }
  });

  it('names the DPDP Act in the privacy policy', () => {
    expect(t('pages.privacy.intro')).toContain('Digital Personal Data Protection Act, 2023');
  });
});
