import { describe, expect, it } from 'vitest';
import { modulesLoadedFirst } from './first-load-chunk.ts';

const chunk = (fileName: string, modules: Record<string, number>, imports: string[] = [], isEntry = false) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  modules: Object.fromEntries(Object.entries(modules).map(([id, renderedLength]) => [id, { renderedLength }])),
});

describe('the modules a page loads first', () => {
  it('are those of the entry and of every chunk it imports statically, not of the pages it loads later', () => {
    const chunks = [
      chunk('index.js', { '/src/main.tsx': 900 }, ['Box.js', 'hooks.js'], true),
      chunk('Box.js', { '/mantine/Box.mjs': 400 }, ['hooks.js']),
      chunk('hooks.js', { '/mantine/hooks.mjs': 300 }, ['utils.js']),
      chunk('utils.js', { '/mantine/utils.mjs': 50 }),
      // A lazy page (reached by import() only) and what only it imports.
      chunk('HomePage.js', { '/src/HomePage.tsx': 2000 }, ['Box.js', 'Table.js']),
      chunk('Table.js', { '/mantine/Table.mjs': 700 }),
    ];
    expect([...modulesLoadedFirst(chunks)].sort()).toEqual([
      '/mantine/Box.mjs',
      '/mantine/hooks.mjs',
      '/mantine/utils.mjs',
      '/src/main.tsx',
    ]);
  });

  it('leaves out a module that left no code (a barrel whose re-exports were shaken away)', () => {
    const chunks = [chunk('index.js', { '/src/main.tsx': 900, '/mantine/index.mjs': 0 }, [], true)];
    expect([...modulesLoadedFirst(chunks)]).toEqual(['/src/main.tsx']);
  });
});
