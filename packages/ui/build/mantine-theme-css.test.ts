import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineThemeCss, THEME_VARIABLES_CSS, themeVariablesCss } from './mantine-theme-css.ts';

const stylesheet = path.resolve(import.meta.dirname, '..', 'src', 'theme-variables.css');

function transform(id: string): { code: string } | null {
  const plugin = mantineThemeCss() as Plugin & { transform: (code: string, id: string) => { code: string } | null };
  return plugin.transform(readFileSync(stylesheet, 'utf8'), id);
}

describe('mantineThemeCss (decision 018)', () => {
  it("writes the theme's variables as Mantine's provider draws them: our colours and the contrast fixes", () => {
    const css = themeVariablesCss();
    expect(css).toMatch(/^:root\s*,\s*:host\s*\{/);
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-tripsetuTeal-filled)');
    expect(css).toContain('--mantine-color-tripsetuTeal-7: #08746e');
    expect(css).toContain('--mantine-color-tripsetuSaffron-8: #a35600');
    expect(css).toMatch(/:root\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: #5c6670/);
    expect(css).toContain('--mantine-font-family: system-ui');
    expect(css).not.toContain('<');
  });

  it('fills the sites’ theme stylesheet, which is empty in the repository, and nothing else', () => {
    expect(readFileSync(stylesheet, 'utf8')).not.toContain('--mantine');
    expect(THEME_VARIABLES_CSS.test(stylesheet)).toBe(true);
    expect(transform(stylesheet)?.code).toBe(themeVariablesCss());
    expect(transform(`${stylesheet}?direct`)?.code).toBe(themeVariablesCss());
    expect(transform(path.resolve(import.meta.dirname, '..', 'src', 'styles.css'))).toBeNull();
  });
});
