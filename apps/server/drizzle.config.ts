import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` works offline from the TypeScript schema; no database is contacted.
// Run it from apps/server: `npm run db:generate -w @feira/server`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
