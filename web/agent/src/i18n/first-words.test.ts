import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { enFirst } from './en-first.ts';

/**
 * The sign-in page carries only the English of en-first.ts; the rest loads before any page past it draws (`lazyPage`
 * awaits `loadEnglish`). So every module the entry imports statically (what runs before any lazy page) may use only
 * keys of en-first.ts, or the sign-in, forgot-password or error pages would show bare keys.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** Glob keys as paths from the site's src folder ('../app/router.tsx' → '/src/app/router.tsx'). */
const byPath = new Map(
  Object.entries(sources).map(([key, text]) => [new URL(key, 'file:///src/i18n/').pathname, text]),
);

/** The modules reached from the entry by static imports (`import type` and `import()` are not followed). */
function staticGraph(entry: string): string[] {
  const seen = new Set<string>();
  const waiting = [entry];
  while (waiting.length > 0) {
    const file = waiting.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of (byPath.get(file) ?? '').matchAll(
      /^(import|export)\s(?!type\s)[^;]*?\sfrom\s+'(\.[^']+)'/gms,
    )) {
      const target = new URL(match[2] as string, `file://${file}`).pathname;
      if (byPath.has(target)) waiting.push(target);
    }
  }
  return [...seen];
}

const KEYS = Object.keys(en);

/** The dictionary keys a module names: as literals, or by the fixed start of a built one (`visas.status.${s}`). */
function keysNamed(text: string): string[] {
  const literal = [...text.matchAll(/'([a-zA-Z][\w-]*\.[\w.-]+)'/g)]
    .map((match) => match[1] as string)
    .filter((key) => key in en);
  const built = [...text.matchAll(/`([\w.]+\.)\$\{/g)].flatMap((match) =>
    KEYS.filter((key) => key.startsWith(match[1] as string)),
  );
  return [...literal, ...built];
}

describe('the English the sign-in page carries', () => {
  const graph = staticGraph('/src/main.tsx');

  it('follows the entry to the pages it draws without loading them', () => {
    expect(graph).toContain('/src/features/auth/components/LoginPage.tsx');
    expect(graph).toContain('/src/app/ErrorScreens.tsx');
    expect(graph).not.toContain('/src/app/AppShell.tsx');
  });

  it('holds every key the entry’s modules use', () => {
    const missing = graph.flatMap((file) =>
      keysNamed(byPath.get(file) ?? '')
        .filter((key) => !(key in enFirst))
        .map((key) => `${file.slice('/src/'.length)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
