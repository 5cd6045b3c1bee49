import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { cachedCount, invalidateCounts, listCountKey } from '../../db/count-cache';
import { newId, newUserCode } from '../../db/ids';
import { certificates, certificateTemplates, eventAttendees, events, users } from '../../db/schema';
import { textFilter } from '../../db/text-filter';

export const TEMPLATE_SORTS = ['createdAt', 'title'] as const;
export type TemplateSort = (typeof TEMPLATE_SORTS)[number];

const templateColumns = {
  id: certificateTemplates.id,
  eventId: certificateTemplates.eventId,
  eventTitle: events.title,
  title: certificateTemplates.title,
  text: certificateTemplates.text,
  background: certificateTemplates.background,
  hours: certificateTemplates.hours,
  createdAt: certificateTemplates.createdAt,
  issued: sql<number>`(select count(*)::int from ${certificates} c where c.event_id = ${certificateTemplates.eventId})`,
};

function selectTemplates(db: Db) {
  return db
    .select(templateColumns)
    .from(certificateTemplates)
    .innerJoin(events, eq(events.id, certificateTemplates.eventId));
}

export async function listTemplates(db: Db, q: ParsedList<TemplateSort>) {
  const where = and(
    q.filters.title ? textFilter(certificateTemplates.title, q.filters.title) : undefined,
    q.filters.event ? eq(certificateTemplates.eventId, q.filters.event) : undefined,
  );
  const column = q.sort === 'title' ? certificateTemplates.title : certificateTemplates.createdAt;
  const rows = selectTemplates(db)
    .where(where)
    .orderBy(q.desc ? desc(column) : asc(column), desc(certificateTemplates.id))
    .limit(q.take)
    .offset(q.skip);
  const total = cachedCount(db, 'certificate_templates', listCountKey(undefined, q), async () => {
    const [row] = await db.select({ n: count() }).from(certificateTemplates).where(where);
    return row?.n ?? 0;
  });
  const [list, n] = await Promise.all([rows, total]);
  return { rows: list, count: n };
}
export type TemplateRow = Awaited<ReturnType<typeof listTemplates>>['rows'][number];

export async function findTemplate(db: Db, id: string) {
  const [row] = await selectTemplates(db).where(eq(certificateTemplates.id, id)).limit(1);
  return row;
}

export async function insertTemplate(db: Db, values: Omit<typeof certificateTemplates.$inferInsert, 'id'>) {
  const [row] = await db
    .insert(certificateTemplates)
    .values({ id: newId(), ...values })
    .onConflictDoNothing({ target: certificateTemplates.eventId })
    .returning({ id: certificateTemplates.id });
  invalidateCounts(db, 'certificate_templates');
  return row?.id;
}

/** Answers 'conflict' when the new event already has another template (unique event). */
export async function updateTemplate(
  db: Db,
  id: string,
  values: Partial<typeof certificateTemplates.$inferInsert>,
): Promise<boolean | 'conflict'> {
  try {
    const rows = await db
      .update(certificateTemplates)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(certificateTemplates.id, id))
      .returning({ id: certificateTemplates.id });
    return rows.length > 0;
  } catch (e) {
    if (String((e as { code?: string }).code ?? (e as { cause?: { code?: string } }).cause?.code) === '23505')
      return 'conflict';
    throw e;
  }
}

export async function deleteTemplate(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(certificateTemplates)
    .where(eq(certificateTemplates.id, id))
    .returning({ id: certificateTemplates.id });
  invalidateCounts(db, 'certificate_templates');
  return rows.length > 0;
}

/**
 * The certificates a person may emit: events with a template where the person (matched by CPF and
 * birth date together, so a wrong date is the same as an unknown CPF) was on the list (added by staff,
 * an import or an accreditation; not a kiosk self-registration, issue 37 item 4) and has a check-in.
 */
export async function eligibleCertificates(db: Db, document: string, birthDate: string, eventId?: string) {
  return db
    .select({
      userId: users.id,
      fullName: users.fullName,
      eventId: events.id,
      eventTitle: events.title,
      when: events.startsAt,
      until: events.endsAt,
      title: certificateTemplates.title,
      text: certificateTemplates.text,
      background: certificateTemplates.background,
      hours: certificateTemplates.hours,
    })
    .from(users)
    .innerJoin(eventAttendees, eq(eventAttendees.userId, users.id))
    .innerJoin(events, eq(events.id, eventAttendees.eventId))
    .innerJoin(certificateTemplates, eq(certificateTemplates.eventId, events.id))
    .where(
      and(
        eq(users.document, document),
        eq(users.birthDate, birthDate),
        isNotNull(eventAttendees.checkInDate),
        eq(eventAttendees.selfRegistered, false),
        eventId ? eq(events.id, eventId) : undefined,
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id));
}

/** The certificate row of (event, user): created once, so emitting again keeps the same code. */
export async function certificateCode(
  db: Db,
  eventId: string,
  userId: string,
): Promise<{ code: string; issuedAt: Date }> {
  await db
    .insert(certificates)
    .values({ id: newId(), eventId, userId, code: newUserCode() })
    .onConflictDoNothing({ target: [certificates.eventId, certificates.userId] });
  const [row] = await db
    .select({ code: certificates.code, issuedAt: certificates.issuedAt })
    .from(certificates)
    .where(and(eq(certificates.eventId, eventId), eq(certificates.userId, userId)))
    .limit(1);
  return row!;
}

export async function findByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      code: certificates.code,
      issuedAt: certificates.issuedAt,
      fullName: users.fullName,
      event: events.title,
      when: events.startsAt,
      until: events.endsAt,
      hours: sql<number>`coalesce(${certificateTemplates.hours}, 0)`,
    })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .innerJoin(events, eq(events.id, certificates.eventId))
    .leftJoin(certificateTemplates, eq(certificateTemplates.eventId, certificates.eventId))
    .where(eq(certificates.code, code))
    .limit(1);
  return row;
}
