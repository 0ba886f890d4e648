import { defineConfig } from 'vitest/config';

// Three projects: pure domain rules, the server against a real database (PGlite, or PostgreSQL
// when DATABASE_URL is set), and the shared widgets and the sites' browser logic in a simulated DOM.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'ui',
          include: ['packages/ui/src/**/*.test.tsx', 'web/*/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
  },
});
