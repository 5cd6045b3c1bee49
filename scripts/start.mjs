// `npm start`: build the web app when needed, then run the server (migrations + first admin + one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfNeeded();
const server = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
