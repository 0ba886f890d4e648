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

describe('what the portal promises', () => {
  const textOf = (slug: string) => {
    const page = PAGE_CONTENT[slug];
    if (!page) throw new Error(`no page ${slug}`);
    return page.blocks
      .flatMap((block) =>
        block.kind === 'list' ? block.items : block.kind === 'entry' ? [block.title, block.text] : [block.text],
      )
      .map((key) => t(key))
      .join('\n');
  };

  it('says flights, holidays, buses and hotels are bookable today, on the Features page and the footer', () => {
    const features = textOf('features');
    expect(features).toContain('Flights, holiday packages, buses and hotels are bookable today');
    const hotels = features.split('\n').filter((text) => /^Hotels\b/.test(text));
    expect(hotels.length).toBeGreaterThan(0);
    for (const line of hotels) expect(line).toContain('booking from the wallet with a voucher and bill');
    expect(features).not.toContain('coming soon');
    expect(t('common.footer.about')).toMatch(/flights, holidays, buses and hotels across India/);
    expect(t('common.footer.about')).not.toContain('coming');
  });

  it('promises no commission lists, per-product markups or logos the portal does not have yet', () => {
    const all = ['features', 'pricing', 'about-us', 'partner'].map(textOf).join('\n');
    expect(all).not.toMatch(/list of the commissions|markup on each product|agency’s logo|your own logo/i);
  });
});
