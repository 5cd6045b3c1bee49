import { DEFAULT_LEAD_LANES } from '@feira/shared';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db, DbOrTx } from '../../db/client';
import { newId } from '../../db/ids';
import { lanes } from '../../db/schema';

export type LaneRow = typeof lanes.$inferSelect;

/**
 * Gives a company its six default lanes (DESIGN.md §4) unless it has lanes already, in one statement:
 * the NOT EXISTS skips the usual case without writing, and the unique (company_id, position) makes two
 * first captures racing each other insert one set.
 */
export async function ensureDefaultLanes(db: DbOrTx, companyId: string): Promise<void> {
  const rows = DEFAULT_LEAD_LANES.map(
    (lane) => sql`(${newId()}, ${companyId}, ${lane.label}, ${lane.value}::int)`,
  );
  await db.execute(sql`
    insert into ${lanes} (id, company_id, title, position)
    select v.id, v.company_id, v.title, v.position
    from (values ${sql.join(rows, sql`, `)}) as v(id, company_id, title, position)
    where not exists (select 1 from ${lanes} where ${lanes.companyId} = ${companyId})
    on conflict (company_id, position) do nothing`);
}

/** The lanes of one company (or of all, for the admin without a company filter), by position. */
export async function listLanes(db: Db, q: ParsedList<string>, companyId: string | undefined) {
  const where = companyId ? eq(lanes.companyId, companyId) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lanes)
      .where(where)
      .orderBy(asc(lanes.companyId), asc(lanes.position))
      .limit(q.take)
      .offset(q.skip),
    db.select({ n: count() }).from(lanes).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

/** Renames a lane of the company in scope; undefined when there is no such lane in scope. */
export async function renameLane(
  db: Db,
  id: string,
  companyId: string | undefined,
  title: string,
): Promise<LaneRow | undefined> {
  const [row] = await db
    .update(lanes)
    .set({ title })
    .where(and(eq(lanes.id, id), companyId ? eq(lanes.companyId, companyId) : undefined))
    .returning();
  return row;
}
