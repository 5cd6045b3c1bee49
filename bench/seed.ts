/**
 * Seeds the benchmark database through the app's own database layer: migrations, then companies and
 * users in multi-row INSERTs, then VACUUM ANALYZE. Run by bench/run.mjs as
 * `node --import tsx bench/seed.ts`; configured by the environment:
 *
 *   BENCH_SEED_DATABASE_URL  postgres:// URL of the (fresh) database, or
 *   BENCH_SEED_DATA_DIR      the server's DATA_DIR (PGlite lives in DATA_DIR/pglite, as in main.ts)
 *   BENCH_SEED_USERS         how many users (default 100000; the admin comes on top)
 *   BENCH_SEED_COMPANIES     how many companies (default 20000)
 *   BENCH_SEED_PASSWORD      every seeded account's password (hashed once)
 *   BENCH_SEED_ADMIN_EMAIL   the admin the benchmark signs in as
 *   BENCH_SEED_TERMS         comma-separated name filters to count (the expected params.count)
 *
 * Progress goes to stderr; the last stdout line is `BENCH_SEED_RESULT {json}`.
 */
import { isValidCnpj, isValidCpf } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/password';
import { type Db, openDatabase } from '../apps/server/src/db/client';
import { newId, newUserCode } from '../apps/server/src/db/ids';
import { runMigrations } from '../apps/server/src/db/migrate';
import { companies, type NewCompany, type NewUser, users } from '../apps/server/src/db/schema';
import { textFilter } from '../apps/server/src/db/text-filter';
import {
  CITIES,
  cnpjFromBase,
  companyName,
  peopleGenerator,
  pick,
  rng,
} from '../apps/server/src/scripts/generated-people';

export interface SeedResult {
  driver: 'pglite' | 'postgres';
  users: number;
  companies: number;
  /** an existing company's CNPJ, for the availability-check scenario */
  sampleCnpj: string;
  /** Rows in the users table, admin included: the unfiltered list's params.count. */
  totalUsers: number;
  /** Expected params.count per name filter term. */
  termCounts: Record<string, number>;
  /** Enabled accounts to sign in with (all share the password). */
  signInEmails: string[];
  seconds: {
    migrate: number;
    hash: number;
    insert: number;
    indexes: number;
    vacuumAnalyze: number;
    total: number;
  };
  tableSize: string;
}

/** Rows per INSERT: 27 user columns x 2000 = 54k bind parameters, under PostgreSQL's 65,535. */
const BATCH = 2000;
const DAY = 86_400_000;
/** createdAt spans this many days before "now", rising with the row number like real sign-ups. */
const SPAN_DAYS = 450;

function env(name: string, fallback?: string): string {
  const v = process.env[name] ?? fallback;
  if (v === undefined || v === '') throw new Error(`${name} is required`);
  return v;
}

const log = (msg: string) => process.stderr.write(`  [seed] ${msg}\n`);
const since = (t: number) => Math.round((performance.now() - t) / 10) / 100;

/** `rows` in ONE statement: INSERT ... SELECT FROM json_populate_recordset($1) (same keys in every row). */
function insertAsJson(db: Db, rows: NewUser[]) {
  const keys = Object.keys(rows[0]!) as (keyof NewUser & keyof typeof users)[];
  const columns = sql.raw(keys.map((k) => `"${users[k].name}"`).join(', '));
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((k) => [users[k].name, row[k] ?? null]))),
  );
  return db.execute(
    sql`INSERT INTO users (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::users, ${json}::json)`,
  );
}

async function main() {
  const t0 = performance.now();
  const url = process.env.BENCH_SEED_DATABASE_URL || undefined;
  const dataDir = url ? undefined : `${env('BENCH_SEED_DATA_DIR')}/pglite`;
  const userCount = Number(env('BENCH_SEED_USERS', '100000'));
  const companyCount = Number(env('BENCH_SEED_COMPANIES', '20000'));
  const password = env('BENCH_SEED_PASSWORD');
  const adminEmail = env('BENCH_SEED_ADMIN_EMAIL').toLowerCase();
  const terms = env('BENCH_SEED_TERMS', 'silva')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);

  const database = await openDatabase({ url, dataDir });
  const { db } = database;
  try {
    let t = performance.now();
    await runMigrations(database);
    const [{ n: existing } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    if (existing > 0) throw new Error(`the database already has ${existing} users: seed a fresh one`);
    const migrate = since(t);

    t = performance.now();
    const passwordHash = await hashPassword(password);
    const hash = since(t);

    t = performance.now();
    const random = rng(20_260_501);
    const now = Date.now();
    const start = now - SPAN_DAYS * DAY;

    // Companies: exhibitors mostly, then builders and service providers.
    const companyRows: (NewCompany & { id: string })[] = [];
    for (let i = 0; i < companyCount; i++) {
      const [city, state] = pick(CITIES, random);
      const type = i % 10 < 7 ? 'E' : i % 10 < 9 ? 'M' : 'S';
      const createdAt = new Date(start + (i / companyCount) * 30 * DAY);
      // 8-digit roots, distinct for up to ~90 million companies (7919 is prime to the modulus)
      const document = cnpjFromBase(10_000_000 + ((i * 7919) % 89_999_999));
      if (!isValidCnpj(document)) throw new Error(`invalid CNPJ generated: ${document}`);
      companyRows.push({
        id: newId(),
        ...companyName(random),
        document,
        companyType: type,
        segment: type === 'E' ? 'Agronegócio' : type === 'M' ? 'Montagem de estandes' : 'Serviços',
        stand: type === 'E' ? `${String.fromCharCode(65 + (i % 8))}${100 + i}` : null,
        email: `contato${i}@empresa${i}.com.br`,
        city,
        state,
        status: 1,
        createdAt,
        updatedAt: createdAt,
      });
    }
    for (let i = 0; i < companyRows.length; i += BATCH)
      await db.insert(companies).values(companyRows.slice(i, i + BATCH));

    const codes = new Set<string>();
    const signInEmails: string[] = [];

    const adminAt = new Date(start - DAY);
    await db.insert(users).values({
      id: newId(),
      firstName: 'Administrador',
      lastName: 'Bench',
      fullName: 'Administrador Bench',
      email: adminEmail,
      role: 'Admin',
      status: 1,
      passwordHash,
      createdAt: adminAt,
      updatedAt: adminAt,
    });

    // Loading 100k rows into 17 indexes (five of them trigram GIN) row by row is several times slower
    // than building them once afterwards. Drop the secondary indexes and recreate them from their own
    // definitions (pg_get_indexdef), so the result is exactly what the migrations made; the unique ones
    // re-check uniqueness when rebuilt.
    const indexDefs = (
      await db.execute<{ name: string; def: string }>(sql`
        SELECT quote_ident(c.relname) AS name, pg_get_indexdef(i.indexrelid) AS def
        FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
        WHERE i.indrelid = 'users'::regclass AND NOT i.indisprimary`)
    ).rows;
    for (const { name } of indexDefs) await db.execute(sql.raw(`DROP INDEX ${name}`));

    // the same generator as the demo fair's crowd (demo-crowd.ts); createdAt rises with i, with jitter
    const nextPerson = peopleGenerator({
      random,
      companies: companyRows,
      createdAt: (i, jitter) => new Date(start + ((i + jitter) / userCount) * SPAN_DAYS * DAY),
    });
    let inFlight: Promise<unknown> | undefined;
    for (let from = 0; from < userCount; from += BATCH) {
      const rows: NewUser[] = [];
      for (let i = from; i < Math.min(from + BATCH, userCount); i++) {
        const person = nextPerson(i);
        if (i < 10 && !isValidCpf(person.document))
          throw new Error(`invalid CPF generated: ${person.document}`);
        let code = newUserCode();
        while (codes.has(code)) code = newUserCode();
        codes.add(code);
        if (person.status === 1 && person.role !== 'Admin' && signInEmails.length < 500 && i % 97 === 0)
          signInEmails.push(person.email);
        rows.push({ id: newId(), ...person, code, passwordHash });
      }
      // Keep one INSERT in flight while the next one is built; PGlite queues them, PostgreSQL runs them
      // on two connections. The rows travel as ONE json parameter (json_populate_recordset, as the
      // import does): drizzle's 2,000-row VALUES with 54k parameters cost the seed as much CPU as the
      // database's insert, which made BENCH_USERS=1000000 take a quarter of an hour.
      const sent = Promise.resolve(insertAsJson(db, rows));
      sent.catch(() => {}); // awaited below; this only stops an early failure counting as unhandled
      if (inFlight) await inFlight;
      inFlight = sent;
      const done = Math.min(from + BATCH, userCount);
      if (done % 20_000 === 0 || done === userCount)
        log(`${done.toLocaleString('en')} users (${since(t)} s)`);
    }
    await inFlight;
    const insert = since(t);

    t = performance.now();
    for (const { def } of indexDefs) await db.execute(sql.raw(def));
    const indexes = since(t);
    log(`${indexDefs.length} users indexes rebuilt (${indexes} s)`);

    // What autovacuum would have done on a live database: visibility map (index-only count) and
    // planner statistics. PGlite runs no autovacuum at all.
    t = performance.now();
    await db.execute(sql`VACUUM ANALYZE users`);
    await db.execute(sql`VACUUM ANALYZE companies`);
    const vacuumAnalyze = since(t);

    const termCounts: Record<string, number> = {};
    for (const term of terms) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(textFilter(users.fullName, term));
      termCounts[term] = row?.n ?? 0;
    }
    const [{ n: totalUsers } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    const sizeRows = (
      await db.execute<{ size: string }>(sql`SELECT pg_size_pretty(pg_total_relation_size('users')) AS size`)
    ).rows;

    const result: SeedResult = {
      driver: database.kind,
      users: userCount,
      companies: companyCount,
      sampleCnpj: companyRows[0]!.document,
      totalUsers,
      termCounts,
      signInEmails,
      seconds: { migrate, hash, insert, indexes, vacuumAnalyze, total: since(t0) },
      tableSize: sizeRows[0]?.size ?? '?',
    };
    log(
      `done in ${result.seconds.total} s (insert ${insert} s, indexes ${indexes} s, vacuum/analyze ${vacuumAnalyze} s); users table ${result.tableSize}`,
    );
    process.stdout.write(`BENCH_SEED_RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  process.stderr.write(`  [seed] failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
