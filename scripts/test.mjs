// `npm test`: type-check, lint, unit + integration tests (PGlite, and PostgreSQL when TEST_DATABASE_URL
// is set), the web build, then the end-to-end tests in Chromium. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['Type-check', 'npm', ['run', 'typecheck']],
  ['Lint (Biome)', 'node', ['scripts/biome.mjs', 'ci', '.']],
  ['Unit and integration tests', 'npx', ['vitest', 'run']],
  ['Web build', 'npm', ['run', 'build']],
  ['End-to-end tests (Chromium)', 'node', ['e2e/run.mjs']],
];
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL not set: integration tests run on PGlite only (CI also runs them on PostgreSQL).',
  );
}
for (const [name, cmd, args] of steps) {
  console.log(`\n== ${name}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n${name} failed.`);
    process.exit(r.status ?? 1);
  }
}
