import { describe, expect, it } from 'vitest';

/**
 * Words that load with their pages (decision 042: a feature's `*-words.ts` registers its English areas) are there
 * only once that module has loaded; used anywhere else, or drawn by a page that did not load it, they would show as
 * bare keys. Each such area may be used only inside its feature, and every page the router loads from that feature
 * imports the feature's words.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../i18n/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const english = import.meta.glob<Record<string, Record<string, string>>>('./en/*.ts', { eager: true });
const router = sources['../app/router.tsx'] ?? '';

const PAGE_WORDS = Object.entries(sources)
  .filter(([file]) => /^\.\.\/features\/[\w-]+\/[\w-]+-words\.ts$/.test(file))
  .map(([file, text]) => {
    const areas = [...text.matchAll(/from '\.\.\/\.\.\/i18n\/en\/([\w-]+)\.ts'/g)].map((match) => match[1] as string);
    const keys = areas.flatMap((area) => Object.values(english[`./en/${area}.ts`] ?? {}).flatMap(Object.keys));
    const feature = file.slice(0, file.lastIndexOf('/') + 1);
    return { words: file, wordsName: file.slice(file.lastIndexOf('/') + 1), feature, areas, keys };
  });

describe('words that load with their pages', () => {
  it('finds the features that bring their own words, each with its areas', () => {
    expect(PAGE_WORDS.map((entry) => entry.feature.split('/')[2]).sort()).toEqual(
      ['admin', 'buses', 'hotels', 'profile', 'staff', 'static-pages', 'support', 'visas'].sort(),
    );
    for (const entry of PAGE_WORDS) expect(entry.keys.length, entry.words).toBeGreaterThan(0);
  });

  it.each(PAGE_WORDS)('$words: its words are used only inside its feature', ({ keys, feature }) => {
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

  it.each(PAGE_WORDS)('$words: every page the router loads from the feature imports it', ({ feature, wordsName }) => {
    const pages = [...router.matchAll(/import\('(\.\.\/features\/[\w/.-]+\.tsx)'\)/g)]
      .map((match) => match[1] as string)
      .filter((page) => page.startsWith(feature));
    expect(pages.length).toBeGreaterThan(0);
    const without = pages.filter((page) => !(sources[page] ?? '').includes(`${wordsName}';`));
    expect(without).toEqual([]);
  });
});
