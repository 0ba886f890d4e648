import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { crossFeatureImports } from './feature-boundaries.mjs';

const root = path.resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'feature-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Writes a file of a made-up site under the scratch directory. */
function write(file: string, text: string) {
  const full = path.join(scratch, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

describe('feature boundaries', () => {
  it('finds a feature importing another feature, and nothing else', () => {
    write('src/lib/api.ts', 'export const api = 1;\n');
    write('src/features/wallet/components/ListParts.tsx', 'export const ListParts = 1;\n');
    write('src/features/wallet/WalletPage.tsx', "import { ListParts } from './components/ListParts.tsx';\n");
    write(
      'src/features/payments/PayPage.tsx',
      [
        "import { api } from '../../lib/api.ts';",
        "import { ListParts } from '../wallet/components/ListParts.tsx';",
        "const lazy = () => import('../wallet/WalletPage.tsx');",
        '',
      ].join('\n'),
    );
    const crossings = crossFeatureImports(path.join(scratch, 'src'));
    expect(crossings.map(({ from, to, specifier, line }) => ({ from, to, specifier, line }))).toEqual([
      { from: 'payments', to: 'wallet', specifier: '../wallet/components/ListParts.tsx', line: 2 },
      { from: 'payments', to: 'wallet', specifier: '../wallet/WalletPage.tsx', line: 3 },
    ]);
  });

  it('the sites keep them: no feature imports another', () => {
    for (const site of ['web/agent/src', 'web/consumer/src']) {
      expect(crossFeatureImports(path.join(root, site)).map((crossing) => crossing.file)).toEqual([]);
    }
  });
});
