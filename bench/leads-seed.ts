/**
 * Adds the leads benchmark's data to a database that bench/seed.ts filled (users and companies), run
 * by bench/leads.mjs as `node --import tsx bench/leads-seed.ts`:
 *
 *   - BENCH_SEED_LEAD_COMPANIES exhibitors (default 500) get their six lanes and one manager each
 *     (gestor-<n>@bench.feira.local, the benchmark password);
 *   - BENCH_SEED_LEADS leads (default 100000): the first exhibitor gets the funnel's 10,000 (or as many
 *     users as there are), the others share the rest; statuses over the six lanes, createdAt over 60 days;
 *   - BENCH_SEED_CHECKINS kiosk check-ins (default 200000) of one event, over 60 days;
 *   - VACUUM ANALYZE, as autovacuum would have done.
 *
 * The database comes from BENCH_SEED_DATABASE_URL or BENCH_SEED_DATA_DIR (as bench/seed.ts). The last
 * stdout line is `BENCH_LEADS_SEED_RESULT {json}`.
 */
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { newUserCode } from '../apps/server/src/db/ids';
import { companies, users } from '../apps/server/src/db/schema';

const FUNNEL_LEADS = 10_000;

const int = (name: string, fallback: number) => Number(process.env[name] || fallback);
const log = (msg: string) => process.stderr.write(`  [leads-seed] ${msg}\n`);
/** the capture scenarios' scanners: BENCH_SCANNERS closed-loop plus as many paced (bench/leads.mjs) */
const SCANNING_EXHIBITORS = 2 * int('BENCH_SCANNERS', 50);
const rows = <T>(r: { rows: T[] }) => r.rows;

async function main() {
  const url = process.env.BENCH_SEED_DATABASE_URL || undefined;
  const database = await openDatabase(
    url ? { url } : { dataDir: `${process.env.BENCH_SEED_DATA_DIR}/pglite` },
  );
  const { db } = database;
  const started = performance.now();
  try {
    const companyCount = int('BENCH_SEED_LEAD_COMPANIES', 500);
    const leadCount = int('BENCH_SEED_LEADS', 100_000);
    const checkInCount = int('BENCH_SEED_CHECKINS', 200_000);
    const adminEmail = process.env.BENCH_SEED_ADMIN_EMAIL ?? 'admin@bench.feira.local';

    const exhibitors = await db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.companyType, 'E'))
      .orderBy(companies.id)
      .limit(companyCount);
    const [{ n: visitorCount } = { n: 0 }] = rows<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from users where role = 'User'`),
    );
    // the funnel company: 10,000 leads at full size (at most half of a small run's leads)
    const big = Math.min(FUNNEL_LEADS, visitorCount, Math.floor(leadCount / 2));
    const perOther = exhibitors.length > 1 ? Math.floor((leadCount - big) / (exhibitors.length - 1)) : 0;
    log(`${exhibitors.length} exhibitors, ${big} leads for the first, ${perOther} for each other one`);
    // integers computed here, written as literals (untyped parameters make `%` and `greatest` ambiguous)
    const lit = (n: number) => sql.raw(String(Math.trunc(n)));
    const [bigN, perN, visN] = [lit(big), lit(perOther), lit(visitorCount)];

    // lanes: six per exhibitor
    await db.execute(sql`
      insert into lanes (id, company_id, title, position)
      select gen_random_uuid()::text, c.id, (array['Novo','Atribuído','Em atendimento','Qualificado','Em nutrição','Desqualificado'])[p + 1], p
      from companies c cross join generate_series(0, 5) p
      where c.id in (select id from companies where company_type = 'E' order by id limit ${companyCount})
      on conflict do nothing`);

    // one manager per exhibitor, with the admin's password hash (every bench account shares the password)
    const [admin] = await db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, adminEmail));
    const managers = exhibitors.map((c, i) => ({
      firstName: 'Gestor',
      lastName: String(i),
      fullName: `Gestor ${i}`,
      email: `gestor-${i}@bench.feira.local`,
      role: 'Manager' as const,
      companyId: c.id,
      passwordHash: admin!.hash,
      code: newUserCode(),
      status: 1,
    }));
    for (let i = 0; i < managers.length; i += 500) await db.insert(users).values(managers.slice(i, i + 500));

    // leads: visitors in a fixed order; exhibitor k > 0 takes a window of them, the first takes `big`
    const t = performance.now();
    await db.execute(sql`
      with vis as (select id, (row_number() over (order by id))::int - 1 as r from users where role = 'User'),
           comp as (select id, (row_number() over (order by id))::int - 1 as k
                    from companies where company_type = 'E' order by id limit ${companyCount}),
           mgr as (select company_id, min(id) as id from users where role = 'Manager' and email like 'gestor-%@bench.feira.local' group by company_id)
      insert into leads (id, user_id, company_id, status, info, created_by, created_at, updated_at)
      select gen_random_uuid()::text, vis.id, comp.id, (vis.r + comp.k) % 6,
             case when vis.r % 3 = 0 then 'Interesse em conhecer a linha completa; pediu catálogo.' end,
             mgr.id, now() - ((vis.r * 37 + comp.k * 11) % 86400) * interval '1 minute',
             now() - ((vis.r * 37 + comp.k * 11) % 86400) * interval '1 minute'
      from comp join mgr on mgr.company_id = comp.id
      join vis on (comp.k = 0 and vis.r < ${bigN})
               or (comp.k > 0 and vis.r >= ((comp.k * ${perN}) % greatest(${visN} - ${perN}, 1))
                   and vis.r < ((comp.k * ${perN}) % greatest(${visN} - ${perN}, 1)) + ${perN})
      on conflict do nothing`);
    const leadSeconds = (performance.now() - t) / 1000;

    // check-ins: one event, attendees, and check rows over 60 days (unique per attendee and minute)
    const attendees = Math.min(visitorCount, Math.max(1, Math.ceil(checkInCount / 20)));
    const perAttendee = Math.ceil(checkInCount / attendees);
    await db.execute(
      sql`insert into events (id, title, type) values ('bench-event', 'Feira Bench', 9) on conflict do nothing`,
    );
    await db.execute(sql`
      insert into event_attendees (id, event_id, user_id, status)
      select 'bench-att-' || r, 'bench-event', id, 2
      from (select id, row_number() over (order by id) as r from users where role = 'User' limit ${lit(attendees)}) u
      on conflict do nothing`);
    await db.execute(sql`
      insert into attendee_checks (id, attendee_id, event_id, type, minute_bucket, source, created_at)
      select gen_random_uuid()::text, a.id, 'bench-event', 1,
             (extract(epoch from now())::bigint / 60 - ((a.n * 131 + g * 4099) % 86400))::int, 'kiosk',
             to_timestamp(((extract(epoch from now())::bigint / 60 - ((a.n * 131 + g * 4099) % 86400)) * 60)::double precision)
      from (select id, row_number() over (order by id) as n from event_attendees where event_id = 'bench-event') a
      cross join generate_series(1, ${lit(perAttendee)}) g
      limit ${lit(checkInCount)}
      on conflict do nothing`);

    for (const table of ['leads', 'lanes', 'attendee_checks', 'event_attendees', 'users'])
      await db.execute(sql.raw(`vacuum analyze ${table}`));

    const count = async (q: string) => rows<{ n: number }>(await db.execute(sql.raw(q)))[0]!.n;
    const bigCompany = exhibitors[0]!.id;
    // visitors none of the scanning exhibitors (the first 2 × BENCH_SCANNERS, bench/leads.mjs) has
    // captured: the capture scenarios scan them, enough that no scanner scans one twice in a long run
    const scanning = exhibitors.slice(0, SCANNING_EXHIBITORS).map((c) => c.id);
    const fresh = rows<{ code: string }>(
      await db.execute(sql`
        select code from users u where role = 'User'
        and not exists (select 1 from leads l where l.user_id = u.id and l.company_id in ${scanning})
        order by id limit 20000`),
    ).map((r) => r.code);
    const result = {
      exhibitors: exhibitors.length,
      leads: await count('select count(*)::int as n from leads'),
      funnelCompany: bigCompany,
      funnelLeads: await count(`select count(*)::int as n from leads where company_id = '${bigCompany}'`),
      checkIns: await count('select count(*)::int as n from attendee_checks where type = 1'),
      managers: managers.map((m) => m.email),
      captureCodes: fresh,
      seconds: {
        leads: Math.round(leadSeconds * 10) / 10,
        total: Math.round((performance.now() - started) / 100) / 10,
      },
    };
    log(
      `${result.leads} leads (${result.funnelLeads} in the funnel company), ${result.checkIns} check-ins, ${fresh.length} fresh badges`,
    );
    process.stdout.write(`BENCH_LEADS_SEED_RESULT ${JSON.stringify(result)}\n`);
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
