import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { tripsetuCssVariables } from '../packages/ui/src/theme.tsx';

const root = path.resolve(import.meta.dirname, '..');

/** WCAG relative luminance of an sRGB colour given as [r, g, b] from 0 to 255. */
const luminance = (rgb: readonly number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const rgbOf = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const contrast = (a: readonly number[], b: readonly number[]) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Source files of both sites and the shared widgets. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('dist') ? [] : sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('light variants (badges, alerts) keep WCAG AA text', () => {
  const light = (tripsetuCssVariables(DEFAULT_THEME).light ?? {}) as Record<string, string>;

  it('draws each overridden light text at 4.5:1 or more on its own tint', () => {
    const overridden = Object.entries(light).filter(([name]) => name.endsWith('-light-color'));
    expect(overridden.length).toBeGreaterThan(5);
    for (const [name, text] of overridden) {
      const color = name.replace('--mantine-color-', '').replace('-light-color', '');
      // Mantine's light background: the colour's sixth shade at 10% over white.
      const shade = rgbOf(DEFAULT_THEME.colors[color]?.[6] ?? '#000000');
      const tint = shade.map((v) => Math.round(255 + (v - 255) * 0.1));
      expect(contrast(rgbOf(text), tint), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('never names a shade with the light variant, which would bypass those colours', () => {
    // `color="orange.9"` draws the shade itself (under 4:1 on its tint): axe found it on a hotel's rates.
    const shaded: string[] = [];
    for (const file of ['web/agent/src', 'web/consumer/src', 'packages/ui/src'].flatMap((d) =>
      sources(path.join(root, d)),
    )) {
      for (const tag of readFileSync(file, 'utf8').match(/<[A-Z]\w*\b[^<>]*variant="light"[^<>]*>/g) ?? []) {
        if (/\bcolor="\w+\.\d"/.test(tag)) shaded.push(`${path.relative(root, file)}: ${tag.replace(/\s+/g, ' ')}`);
      }
    }
    expect(shaded).toEqual([]);
  });
});
