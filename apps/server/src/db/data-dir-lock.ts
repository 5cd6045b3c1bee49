import { readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import lockfile from 'proper-lockfile';

/**
 * One process per PGlite data folder: PGlite keeps the database in memory and writes the folder back,
 * so a second process on the same folder (a seed while the server runs) works on its own copy and the
 * two overwrite each other. openPglite() takes this lock first and refuses with DataDirLockedError.
 *
 * The lock is proper-lockfile's `<dir>.lock` directory, kept fresh every UPDATE_MS; one not refreshed
 * for STALE_MS (its process died, kill -9) is taken over. The holder's pid and command are written to
 * `<dir>.lock-holder.json` beside it, for the message; when that pid is no longer running on this
 * machine the lock is taken over as soon as it stops being refreshed (a few seconds), not STALE_MS.
 */
const STALE_MS = 60_000; // long: a big PGlite statement blocks the event loop that refreshes the lock
const UPDATE_MS = 5_000;

export interface DataDirHolder {
  pid: number;
  command: string;
  host: string;
  since: string;
}

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dir: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    const who = holder
      ? `pelo processo ${holder.pid} (${holder.command}), aberto em ${new Date(holder.since).toLocaleString('pt-BR')}`
      : 'por outro processo';
    super(
      `A pasta de dados ${dir} já está em uso ${who}. Duas instâncias não podem abrir o mesmo banco PGlite: ` +
        'pare esse processo (por exemplo, o servidor) e tente de novo, ou use outra DATA_DIR.',
    );
  }
}

const holderFile = (dir: string) => `${dir}.lock-holder.json`;

async function readHolder(dir: string): Promise<DataDirHolder | undefined> {
  try {
    return JSON.parse(await readFile(holderFile(dir), 'utf8')) as DataDirHolder;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const options = (dir: string, stale: number, retries: number) => ({
  realpath: false,
  lockfilePath: `${dir}.lock`,
  stale,
  update: UPDATE_MS,
  retries: { retries, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
  onCompromised: (err: Error) =>
    console.error(`O bloqueio da pasta de dados foi perdido (${err.message}); outro processo pode abri-la.`),
});

/** Locks `dir` (an absolute path) for this process; the returned function releases it. */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(dir, options(dir, STALE_MS, 0));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ELOCKED') throw e;
    const holder = await readHolder(dir);
    const dead = holder && holder.host === hostname() && !isRunning(holder.pid);
    if (!dead) throw new DataDirLockedError(dir, holder);
    // Its process is gone: take the lock once it has not been refreshed for longer than UPDATE_MS.
    try {
      release = await lockfile.lock(dir, options(dir, UPDATE_MS + 2_000, 10));
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code !== 'ELOCKED') throw again;
      throw new DataDirLockedError(dir, await readHolder(dir));
    }
  }
  const holder: DataDirHolder = {
    pid: process.pid,
    command: process.argv.slice(1).join(' ') || process.argv0,
    host: hostname(),
    since: new Date().toISOString(),
  };
  await writeFile(holderFile(dir), JSON.stringify(holder));
  return async () => {
    await rm(holderFile(dir), { force: true });
    await release().catch(() => {}); // already lost (onCompromised said so)
  };
}
