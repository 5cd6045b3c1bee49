import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

const clientModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'client.ts');
const base = mkdtempSync(path.join(tmpdir(), 'feira-lock-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

/** Another process that opens the folder, says "open", and holds it until its stdin closes. */
function holdInChild(dir: string) {
  const script = `import { openDatabase } from ${JSON.stringify(clientModule)};
const db = await openDatabase({ dataDir: ${JSON.stringify(dir)} });
process.stdout.write('open\\n');
process.stdin.resume();
process.stdin.on('end', async () => { await db.close(); process.exit(0); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const opened = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => d.toString().includes('open') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = () => {
    child.stdin.end();
    return exited;
  };
  return { child, opened, stop };
}

describe('PGlite data folder lock', () => {
  it('refuses a second process on the same folder, naming the process that holds it', async () => {
    const dir = path.join(base, 'shared');
    const holder = holdInChild(dir);
    try {
      await holder.opened;
      const refused = openDatabase({ dataDir: dir });
      await expect(refused).rejects.toThrow(
        `A pasta de dados ${dir} já está em uso pelo processo ${holder.child.pid}`,
      );
      await expect(refused).rejects.toMatchObject({ name: 'DataDirLockedError' });
    } finally {
      await holder.stop();
    }
    // released on close: now it opens, and the data the other process wrote is there
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  }, 60_000);

  it('refuses a second open in the same process until the first is closed', async () => {
    const dir = path.join(base, 'same-process');
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`pelo processo ${process.pid}`);
    await first.close();
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dir = path.join(base, 'dead-holder');
    // what kill -9 leaves: the lock directory and the holder file of a pid that no longer runs
    await mkdir(`${dir}.lock`, { recursive: true });
    const deadPid = 2 ** 22 + 12_345; // above Linux's largest pid (2^22): no such process
    writeFileSync(
      `${dir}.lock-holder.json`,
      JSON.stringify({
        pid: deadPid,
        command: 'node main.ts',
        host: hostname(),
        since: new Date().toISOString(),
      }),
    );
    const database = await openDatabase({ dataDir: dir });
    await database.close();
  }, 30_000);
});
