import { loggableError } from '../../core/error-log';
import type { Db } from '../../db/client';
import {
  type ManifestRow,
  manifestKeys,
  storeHashes,
  type UnhashedRow,
  unhashedRows,
} from './manifest.repository';
import { manifestHasher, type PersonHashes } from './manifest-keys';

/**
 * The manifest's hashes, stored per attendee (device_manifest_hashes) so that a manifest only reads
 * them: 50,000 people are 350,000 SHA-256, ~0.3 s of CPU on an idle core and seconds on a loaded one,
 * which every app process paid again with the in-memory cache this replaced. A person is hashed when
 * the manifest's query finds no current row for them (a new attendee; a changed badge, CPF or e-mail,
 * whose trigger deleted the row; new event keys), and the result is written after the answer, in
 * chunks between which other statements run. Adding an event's gate warms its hashes up
 * (`warmManifestHashes`), so even the event's first manifest is normally a read.
 *
 * Within a process, one hashing per event at a time: a manifest asked for while another gate's first
 * manifest (or the warm-up) hashes the same people waits for that work instead of repeating it. Across
 * processes a person may be hashed twice; both write the same row.
 */

/** per attendee: the raw keys hashed and their hashes */
type Hashed = Map<string, { from: UnhashedRow; hashes: PersonHashes }>;
/** a hashing in progress: its salt and, per attendee, what it made */
type Job = Promise<{ salt: string; made: Hashed }>;
type Log = { warn: (obj: object, msg: string) => void };

const YIELD_EVERY = 2_000;
const STORE_CHUNK = 2_000;

/** per event: the hashing in progress, until its rows are stored */
const inFlight = new Map<string, Job>();
/** writes not finished yet (manifestHashesSettled) */
const writes = new Set<Promise<void>>();

/** Hashes the rows, yielding to the event loop every few thousand so kiosk calls are not held up. */
async function hashRows(event: { salt: string; secret: string }, rows: UnhashedRow[]): Promise<Hashed> {
  const hasher = manifestHasher(event.salt, event.secret);
  const made: Hashed = new Map();
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    const r = rows[i]!;
    made.set(r.id, { from: r, hashes: hasher({ code: r.code, document: r.document, email: r.email_raw }) });
  }
  return made;
}

/** Registers a hashing as the event's one in flight and stores its answer (callers do not wait for it). */
function track(db: Db, eventId: string, job: Job, log: Log) {
  inFlight.set(eventId, job);
  const write = (async () => {
    try {
      const { salt, made } = await job;
      const rows = [...made.values()].map(({ from, hashes }) => ({
        a: from.id,
        k: from.code,
        d: from.document,
        m: from.email_raw,
        q: hashes.qr,
        c: hashes.cpf,
        e: hashes.email,
      }));
      for (let i = 0; i < rows.length; i += STORE_CHUNK)
        await storeHashes(db, salt, rows.slice(i, i + STORE_CHUNK));
    } catch (err) {
      // the next manifest hashes these people again; nothing is lost
      log.warn({ err: loggableError(err), eventId }, 'manifest hashes not made or not stored');
    } finally {
      if (inFlight.get(eventId) === job) inFlight.delete(eventId);
    }
  })();
  writes.add(write);
  void write.finally(() => writes.delete(write));
}

const sameKeys = (a: UnhashedRow, b: UnhashedRow) =>
  a.code === b.code && a.document === b.document && a.email_raw === b.email_raw;

/**
 * Each row's hashes: the stored ones, those another hashing of the event just made from the same keys,
 * the rest hashed now (and stored after the answer).
 */
export async function hashesOf(
  db: Db,
  event: { id: string; salt: string; secret: string },
  rows: ManifestRow[],
  log: Log,
): Promise<PersonHashes[]> {
  const out: PersonHashes[] = new Array(rows.length);
  const missing: number[] = [];
  rows.forEach((r, i) => {
    if (r.hashed) out[i] = { qr: r.qr, cpf: r.cpf, email: r.email };
    else missing.push(i);
  });
  // an unhashed row always carries its code (manifestRows)
  const raw = (r: ManifestRow): UnhashedRow => ({
    id: r.id,
    code: r.code!,
    document: r.document,
    email_raw: r.email_raw,
  });
  if (missing.length === 0) return out;
  const running = inFlight.get(event.id);
  const done = running ? await running.catch(() => undefined) : undefined;
  const todo: UnhashedRow[] = [];
  for (const i of missing) {
    const r = raw(rows[i]!);
    const d = done?.salt === event.salt ? done.made.get(r.id) : undefined;
    if (d && sameKeys(d.from, r)) out[i] = d.hashes;
    else todo.push(r);
  }
  if (todo.length === 0) return out;
  const job = hashRows(event, todo).then((made) => ({ salt: event.salt, made }));
  track(db, event.id, job, log);
  const { made } = await job;
  for (const i of missing) out[i] ??= made.get(rows[i]!.id)!.hashes;
  return out;
}

/**
 * Hashes and stores, in the background, the event's people that have no current hashes: called when a
 * check-in gate is added, minutes before anyone pairs it and downloads the manifest.
 */
export function warmManifestHashes(db: Db, eventId: string, log: Log): void {
  if (inFlight.has(eventId)) return;
  // registered at once, so a manifest asked for meanwhile waits for it instead of hashing too
  const job = (async () => {
    const { salt, secret } = await manifestKeys(db, eventId);
    return { salt, made: await hashRows({ salt, secret }, await unhashedRows(db, eventId, salt)) };
  })();
  track(db, eventId, job, log);
}

/** Resolves when every hashing started so far is stored (tests; a clean shutdown). */
export async function manifestHashesSettled(): Promise<void> {
  while (writes.size > 0) await Promise.all([...writes]);
}
