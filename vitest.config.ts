import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/** Proofs of behaviour under concurrent requests: they need PostgreSQL's many connections (PGlite has one). */
const PG_CONCURRENCY_TESTS = 'server/src/**/*.concurrency.test.ts';
const serverTest = { environment: 'node', testTimeout: 30_000, hookTimeout: 60_000 } as const;

// Three projects: pure domain rules, the server against a real database (PGlite, or PostgreSQL
// when DATABASE_URL is set), and the shared widgets and the sites' browser logic in a simulated DOM.
// A fourth, the server's concurrency proofs, exists only when DATABASE_URL is set
// (`npm run test:server:pg-concurrency`; without a database it fails rather than skipping).
export default defineConfig({
  test: {
    // One worker per core. Vitest's default (cores - 1) ran one worker on CI's two cores: the whole run took 13 min
    // using 1.3 cores; two workers took 7.9 min (2026-11-29).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      // The repository's own checks (feature boundaries) and the sites' build plugins.
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts', 'packages/ui/build/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, PG_CONCURRENCY_TESTS],
          ...serverTest,
        },
      },
      ...(process.env.DATABASE_URL
        ? [
            {
              test: {
                name: 'server-pg-concurrency',
                include: [PG_CONCURRENCY_TESTS],
                ...serverTest,
                testTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.tsx', 'web/*/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['packages/ui/src/test-setup.ts', 'web/agent/src/test/all-words.ts'],
        },
      },
    ],
  },
});
