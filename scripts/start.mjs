// `npm start`: build the web app and compile the server when needed, then run the compiled server
// (migrations + first admin + one port).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServerIfNeeded, SERVER_MAIN } from './build-server.mjs';
import { buildWebIfNeeded } from './build-web-if-needed.mjs';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
buildWebIfNeeded();
await buildServerIfNeeded();
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--enable-source-maps', SERVER_MAIN], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
