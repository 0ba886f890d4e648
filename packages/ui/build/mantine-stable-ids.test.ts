import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, mantineStableIds, STABLE_USE_ID } from './mantine-stable-ids.ts';

const require = createRequire(import.meta.url);
// Its entry is …/@mantine/hooks/cjs/index.cjs: the ES modules sit beside that folder.
const hooksEsm = path.join(path.dirname(path.dirname(require.resolve('@mantine/hooks'))), 'esm');
const mantineUseId = path.join(hooksEsm, 'use-id', 'use-id.mjs');

type UseId = (staticId?: string) => string;
let useId: UseId = () => '';

/** Three ids from the hook under test: two generated, one static. */
function Ids() {
  return createElement('i', { 'data-ids': [useId(), useId(), useId('fixed')].join(' ') });
}

function load(id: string): unknown {
  const plugin = mantineStableIds() as Plugin & { load: (id: string) => unknown };
  return plugin.load(id);
}

describe('mantineStableIds', () => {
  it("replaces the module Mantine's components take useId from, and nothing else", () => {
    // Mantine's hooks index re-exports useId from this file; core imports it from the index.
    expect(readFileSync(path.join(hooksEsm, 'index.mjs'), 'utf8')).toMatch(/from "\.\/use-id\/use-id\.mjs"/);
    // The module it replaces is the one that swaps ids in a layout effect.
    expect(readFileSync(mantineUseId, 'utf8')).toMatch(/useIsomorphicEffect\([\s\S]*setUuid\(randomId\(\)\)/);
    expect(MANTINE_USE_ID.test(mantineUseId)).toBe(true);
    expect(load(mantineUseId)).toBe(STABLE_USE_ID);
    expect(load(`${mantineUseId}?v=1`)).toBe(STABLE_USE_ID);
    expect(load(path.join(hooksEsm, 'use-did-update', 'use-did-update.mjs'))).toBeNull();
    expect(load('/work/web/src/use-id.mjs')).toBeNull();
  });

  it('gives each caller the id React gives it, and a static id as it is', async () => {
    // Written where Node resolves 'react' as the sites' bundles do.
    const dir = path.join(path.dirname(require.resolve('react/package.json')), '..', '.cache', 'tripsetu-tests');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `stable-use-id-${process.pid}.mjs`);
    writeFileSync(file, STABLE_USE_ID);
    ({ useId } = (await import(pathToFileURL(file).href)) as { useId: UseId });
    rmSync(file);

    const html = renderToString(createElement(Fragment, null, createElement(Ids), createElement(Ids)));
    const ids = [...html.matchAll(/data-ids="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' '));

    expect(ids).toHaveLength(6);
    expect(ids.filter((id) => id === 'fixed')).toHaveLength(2);
    const generated = ids.filter((id) => id !== 'fixed');
    expect(new Set(generated).size).toBe(4);
    for (const id of generated) expect(id).toMatch(/^mantine-[^:]+$/);
    // The same tree drawn again (as the browser does when it hydrates) gets the same ids.
    expect(renderToString(createElement(Fragment, null, createElement(Ids), createElement(Ids)))).toBe(html);
  });
});
