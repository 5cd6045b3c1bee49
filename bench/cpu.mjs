/**
 * CPU time used (user + system, ms) read from /proc: on a machine shared with other work the wall time
 * of a call grows with the load, its CPU time much less, so "CPU ms per answer" compares two versions
 * on a loaded machine where req/s and latency cannot.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** One process's CPU time (NaN if it is gone). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/**
 * The CPU time of each PostgreSQL backend connected to `database` (on this machine its process title
 * names the database), by pid.
 */
export function postgresBackends(database) {
  const found = new Map();
  if (!database) return found;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let title;
    try {
      title = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
    } catch {
      continue;
    }
    if (!title.startsWith('postgres:') || !title.includes(` ${database} `)) continue;
    const ms = cpuMs(entry);
    if (Number.isFinite(ms)) found.set(entry, ms);
  }
  return found;
}

/**
 * Starts a measurement of the server process and its database; `stop(answers)` gives CPU ms per answer.
 * PostgreSQL: the CPU each backend alive at the end used since the start (a backend that ended in
 * between, e.g. a pool connection closed when idle, is not counted: an undercount, never negative).
 */
export function cpuPerAnswer(pid, database) {
  const server = cpuMs(pid);
  const before = postgresBackends(database);
  return (answers) => {
    const per = (x) => (answers > 0 && Number.isFinite(x) ? Math.round((x / answers) * 1000) / 1000 : null);
    let pg = database ? 0 : Number.NaN;
    for (const [backend, ms] of postgresBackends(database)) pg += ms - (before.get(backend) ?? 0);
    return { serverCpuMs: per(cpuMs(pid) - server), postgresCpuMs: per(pg) };
  };
}
