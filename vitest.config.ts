import { defineConfig } from 'vitest/config';

// Unit and integration tests. Integration tests boot the real Fastify app on PGlite
// (and again on PostgreSQL when TEST_DATABASE_URL is set; see apps/server/test/harness.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      // web components rendered to markup on Node (react-dom/server), no browser
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
