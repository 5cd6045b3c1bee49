/**
 * The lead phones' data (issue 38 §3), run by bench/device-leads.mjs before the server starts as
 * `node --import tsx bench/device-leads-seed.ts` on a database bench/seed.ts filled: one exhibitor
 * (a seeded company) with a manager (a seeded user made its manager), 6 paired lead phones of it whose
 * tokens are written here as the pairing would (only their SHA-256 is stored), and the badge codes of
 * BENCH_LEAD_VISITORS (4,000) other seeded people, none a lead yet.
 *
 * The last stdout line is `BENCH_LEADS_SEED_RESULT {"tokens":[...],"codes":[...]}`.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { newId } from '../apps/server/src/db/ids';

const visitors = Number(process.env.BENCH_LEAD_VISITORS || 4_000);
const log = (msg: string) => process.stderr.write(`  [device-leads-seed] ${msg}\n`);

async function main() {
  const url = process.env.BENCH_SEED_DATABASE_URL || undefined;
  const database = await openDatabase(
    url ? { url } : { dataDir: `${process.env.BENCH_SEED_DATA_DIR}/pglite` },
  );
  const { db } = database;
  try {
    const { rows: companies } = await db.execute<{ id: string }>(
      sql`SELECT id FROM companies ORDER BY id LIMIT 1`,
    );
    const companyId = companies[0]!.id;
    const { rows: managers } = await db.execute<{ id: string }>(sql`
      UPDATE users SET role = 'Manager', company_id = ${companyId}, status = 1
      WHERE id = (SELECT id FROM users WHERE code IS NOT NULL ORDER BY created_at DESC, id LIMIT 1)
      RETURNING id`);
    const managerId = managers[0]!.id;
    await db.execute(sql`DELETE FROM leads WHERE company_id = ${companyId}`);
    const { rows } = await db.execute<{ code: string }>(sql`
      SELECT code FROM users WHERE code IS NOT NULL AND id <> ${managerId}
      ORDER BY created_at, id LIMIT ${visitors}`);
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const token = randomBytes(32).toString('base64url');
      tokens.push(token);
      await db.execute(sql`
        INSERT INTO devices (id, kind, company_id, name, token_hash, paired_at, expires_at, created_by)
        VALUES (${newId()}, 'lead', ${companyId}, ${`Celular ${i + 1}`},
          ${createHash('sha256').update(token).digest('hex')}, now(), now() + interval '2 days', ${managerId})`);
    }
    log(`${rows.length} visitors, ${tokens.length} lead phones`);
    process.stdout.write(
      `BENCH_LEADS_SEED_RESULT ${JSON.stringify({ tokens, codes: rows.map((r) => r.code) })}\n`,
    );
  } finally {
    await database.close();
  }
}

await main();
