/**
 * The paired gates' data (issue 38 "Performance"), run by bench/device-sync.mjs before the server starts
 * as `node --import tsx bench/device-sync-seed.ts` on a database bench/seed.ts filled:
 *
 *   - one event open from 2 h ago to 12 h ahead with BENCH_MANIFEST_ATTENDEES (50,000) of the seeded
 *     users on its list, none checked in, their rows stamped 10 minutes ago (older than the manifest
 *     cursor's 60 s margin, so a delta carries only what the bench changes);
 *   - 7 paired check-in gates of that event (badge, CPF and e-mail: the largest manifest) whose tokens
 *     are written here as the pairing would (only their SHA-256 is stored).
 *
 * The last stdout line is `BENCH_SYNC_SEED_RESULT {"eventId","tokens":[...],"codes":[...]}`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { NEW_ID_SQL, newId } from '../apps/server/src/db/ids';

const attendees = Number(process.env.BENCH_MANIFEST_ATTENDEES || 50_000);
const log = (msg: string) => process.stderr.write(`  [device-sync-seed] ${msg}\n`);

async function main() {
  const url = process.env.BENCH_SEED_DATABASE_URL || undefined;
  const database = await openDatabase(
    url ? { url } : { dataDir: `${process.env.BENCH_SEED_DATA_DIR}/pglite` },
  );
  const { db } = database;
  try {
    const eventId = newId();
    const starts = new Date(Date.now() - 2 * 3_600_000).toISOString();
    const ends = new Date(Date.now() + 12 * 3_600_000).toISOString();
    await db.execute(sql`
      INSERT INTO events (id, title, description, type, capacity, starts_at, ends_at, kiosk_adds_unlisted)
      VALUES (${eventId}, 'Bench: portões', 'Manifesto e envio das leituras', 1, 0, ${starts}, ${ends}, false)`);
    await db.execute(sql`
      INSERT INTO event_attendees (id, event_id, user_id, status, created_at, updated_at)
      SELECT ${NEW_ID_SQL}, ${eventId}, u.id, 0, now() - interval '10 minutes', now() - interval '10 minutes'
      FROM (SELECT id FROM users ORDER BY created_at, id LIMIT ${attendees}) AS u`);
    const { rows } = await db.execute<{ code: string }>(sql`
      SELECT u.code FROM event_attendees AS ea JOIN users AS u ON u.id = ea.user_id
      WHERE ea.event_id = ${eventId} ORDER BY ea.id`);
    const tokens: string[] = [];
    for (let i = 0; i < 7; i++) {
      const token = randomBytes(32).toString('base64url');
      tokens.push(token);
      await db.execute(sql`
        INSERT INTO devices (id, kind, event_id, name, direction, methods, print_badge, token_hash, paired_at, expires_at)
        VALUES (${newId()}, 'checkin', ${eventId}, ${`Portão ${i + 1}`}, 1, ARRAY['qr','cpf','email']::text[], false,
          ${createHash('sha256').update(token).digest('hex')}, now(), now() + interval '2 days')`);
    }
    await db.execute(sql`VACUUM ANALYZE event_attendees`);
    log(`${rows.length} attendees, ${tokens.length} gates`);
    const result = { eventId, tokens, codes: rows.map((r) => r.code) };
    process.stdout.write(`BENCH_SYNC_SEED_RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

await main();
