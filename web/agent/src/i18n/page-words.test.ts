import { describe, expect, it } from 'vitest';
import { visaPages } from './en/visa-pages.ts';

/**
 * Words that load with their pages (decision 042) are there only once one of those pages' modules has registered
 * them; used anywhere else they would show as bare keys. Each such area may be used only inside its feature.
 */
const PAGE_WORDS = [{ area: 'en/visa-pages.ts', words: visaPages, feature: '../features/visas/' }];

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../i18n/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('words that load with their pages', () => {
  it.each(PAGE_WORDS)('$area is used only inside its feature', ({ words, feature }) => {
    const keys = Object.keys(words);
    const outside = Object.entries(sources)
      .filter(([file]) => !file.startsWith(feature))
      .flatMap(([file, text]) => {
        const literal = keys.filter((key) => text.includes(`'${key}'`));
        // A key built in a template ('visas.status.${status}') counts by its fixed start.
        const built = [...text.matchAll(/`([\w.]+\.)\$\{/g)]
          .map((match) => match[1] as string)
          .filter((start) => keys.some((key) => key.startsWith(start)));
        return [...literal, ...built].map((key) => `${file}: ${key}`);
      });
    expect(outside).toEqual([]);
  });

  it('sees the feature’s own uses, so that it would see others', () => {
    const inside = Object.entries(sources).filter(
      ([file, text]) => file.startsWith('../features/visas/') && text.includes("'visas.apply.pay'"),
    );
    expect(inside.length).toBeGreaterThan(0);
  });
});
