// Runs Biome's native binary. The project depends on the platform packages directly (not on the
// @biomejs/biome wrapper): the registry these machines use only carries the Linux builds, and the
// wrapper's optional dependencies for other platforms would leave a lockfile `npm ci` rejects.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`;
let binary;
try {
  binary = require.resolve(`${pkg}/biome`);
} catch {
  console.error(`Biome para ${process.platform}-${process.arch} não está instalado (${pkg}). Rode "npm ci".`);
  process.exit(1);
}
const r = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(r.status ?? 1);
