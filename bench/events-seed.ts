/**
 * The kiosk split's data (issue 38 "Performance"), run by bench/events.mjs before the server starts as
 * `node --import tsx bench/events-seed.ts`, on a database that bench/seed.ts filled:
 *
 *   - event "lista": the users after the newest BENCH_SEED_SKIP (those the import event takes through
 *     GET /api/user, newest first), every other one, on its list and not checked in (status Going): the first check-ins scenario;
 *   - event "avulsos": no list and kiosk_adds_unlisted = true, so the kiosk adds whoever checks in
 *     (a walk-in); the remaining users are its visitors;
 *   - both open from 2 h ago to 12 h ahead (the kiosk's window, migration 0020).
 *
 * The two sets are disjoint and never checked in anywhere, so each request is a real first check-in
 * (users.check_in_at written too). The database comes from BENCH_SEED_DATABASE_URL or
 * BENCH_SEED_DATA_DIR (as bench/seed.ts). The last stdout line is
 * `BENCH_EVENTS_SEED_RESULT {"listEvent","walkInEvent","listed":[codes],"walkIns":[codes]}`.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { NEW_ID_SQL, newId } from '../apps/server/src/db/ids';

const skip = Number(process.env.BENCH_SEED_SKIP || 10_000);
const log = (msg: string) => process.stderr.write(`  [events-seed] ${msg}\n`);
const rows = <T>(r: { rows: T[] }) => r.rows;

async function main() {
  const url = process.env.BENCH_SEED_DATABASE_URL || undefined;
  const database = await openDatabase(
    url ? { url } : { dataDir: `${process.env.BENCH_SEED_DATA_DIR}/pglite` },
  );
  const { db } = database;
  try {
    const [listEvent, walkInEvent] = [newId(), newId()];
    const starts = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const ends = new Date(Date.now() + 12 * 3_600_000).toISOString();
    await db.execute(sql`
      INSERT INTO events (id, title, description, type, capacity, starts_at, ends_at, kiosk_adds_unlisted)
      VALUES (${listEvent}, 'Bench: credenciados', 'Primeiras entradas da lista', 1, 0, ${starts}, ${ends}, false),
             (${walkInEvent}, 'Bench: avulsos', 'O quiosque inclui quem chega', 1, 0, ${starts}, ${ends}, true)`);
    // the users the import event does not take (it takes the newest `skip` through the API), split
    // in two by their position: even ones on the list, odd ones walk in
    const people = rows<{ id: string; code: string; n: number }>(
      await db.execute(sql`
        SELECT id, code, (row_number() OVER (ORDER BY created_at DESC, id DESC))::int AS n
        FROM users
        ORDER BY created_at DESC, id DESC OFFSET ${skip}`),
    );
    const listed = people.filter((p) => p.n % 2 === 0);
    const walkIns = people.filter((p) => p.n % 2 === 1);
    for (let i = 0; i < listed.length; i += 5_000) {
      const ids = listed.slice(i, i + 5_000).map((p) => p.id);
      await db.execute(sql`
        INSERT INTO event_attendees (id, event_id, user_id, status)
        SELECT ${NEW_ID_SQL}, ${listEvent}, u, 0 FROM unnest(${`{${ids.join(',')}}`}::text[]) AS u`);
    }
    await db.execute(sql`VACUUM ANALYZE event_attendees`);
    log(`${listed.length} on the list, ${walkIns.length} walk-ins`);
    const result = {
      listEvent,
      walkInEvent,
      listed: listed.map((p) => p.code),
      walkIns: walkIns.map((p) => p.code),
    };
    process.stdout.write(`BENCH_EVENTS_SEED_RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

await main();
