// `npm run demo`: the app on its own PGlite folder (./data-demo, or DEMO_DATA_DIR) with the demo fair
// already in it. The seed runs first (it skips what exists, so only an empty folder is filled), then
// closes the folder, and `npm start` serves it. DATABASE_URL is ignored: the demo never touches a real
// database. FEIRA_DEMO=1 makes the server use the demo's Pix and mobile keys (unless PIX_KEY and
// MOBILE_API_KEY are set) and print the logins, those keys and the public addresses LAST, once it
// listens, after the web build's output (apps/server/src/scripts/demo-banner.ts).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = {
  ...process.env,
  DATA_DIR: path.resolve(root, process.env.DEMO_DATA_DIR ?? 'data-demo'),
  FEIRA_DEMO: '1',
};
delete env.DATABASE_URL;
// PGlite: one process per data folder
delete env.WEB_CONCURRENCY;

console.log(`Feira de demonstração em ${env.DATA_DIR}`);
const seed = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/scripts/seed-demo.ts')],
  {
    cwd: root,
    env,
    stdio: 'inherit',
  },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
