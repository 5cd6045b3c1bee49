import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import {
  accreditationConsents,
  attendeeChecks,
  authSessions,
  companies,
  consumptionLogs,
  eventAttendees,
  events,
  leads,
  userConsumption,
  users,
} from '../../db/schema';

/** Everything stored about one person (LGPD access request); undefined when there is no such user. */
export async function collectPersonData(db: Db, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const { passwordHash: _hash, searchName: _search, ...person } = user;
  const [consents, attendances, checks, consumption, consumptionLogRows, leadRows] = await Promise.all([
    db
      .select()
      .from(accreditationConsents)
      .where(eq(accreditationConsents.userId, userId))
      .orderBy(asc(accreditationConsents.consentedAt)),
    db
      .select({
        _id: eventAttendees.id,
        eventId: eventAttendees.eventId,
        event: events.title,
        status: eventAttendees.status,
        checkInDate: eventAttendees.checkInDate,
        createdAt: eventAttendees.createdAt,
      })
      .from(eventAttendees)
      .innerJoin(events, eq(events.id, eventAttendees.eventId))
      .where(eq(eventAttendees.userId, userId))
      .orderBy(asc(eventAttendees.createdAt)),
    db
      .select({
        eventId: attendeeChecks.eventId,
        type: attendeeChecks.type,
        source: attendeeChecks.source,
        createdAt: attendeeChecks.createdAt,
      })
      .from(attendeeChecks)
      .innerJoin(eventAttendees, eq(eventAttendees.id, attendeeChecks.attendeeId))
      .where(eq(eventAttendees.userId, userId))
      .orderBy(asc(attendeeChecks.createdAt)),
    db.select().from(userConsumption).where(eq(userConsumption.userId, userId)),
    db
      .select()
      .from(consumptionLogs)
      .where(eq(consumptionLogs.userId, userId))
      .orderBy(asc(consumptionLogs.consumedAt)),
    db
      .select({
        _id: leads.id,
        company: companies.name,
        info: leads.info,
        status: leads.status,
        createdAt: leads.createdAt,
      })
      .from(leads)
      .innerJoin(companies, eq(companies.id, leads.companyId))
      .where(eq(leads.userId, userId))
      .orderBy(asc(leads.createdAt)),
  ]);
  return {
    user: person,
    consents,
    attendances,
    checks,
    consumption,
    consumptionLogs: consumptionLogRows,
    leads: leadRows,
  };
}

/**
 * Anonymisation (LGPD erasure that keeps the records): every personal field of the user is replaced or
 * cleared in one UPDATE, the account is disabled and its sessions revoked; the consents keep their version
 * and time but lose address and browser; leads lose the exhibitor's notes. Counts (check-ins,
 * consumption, leads) and money records (budgets, cashback, transactions) stay as they were.
 */
export async function anonymisePerson(db: Db, userId: string, at: Date): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        firstName: 'Anônimo',
        lastName: '',
        fullName: 'Anônimo',
        badgeName: null,
        document: null,
        email: null,
        phoneNumber: null,
        nationalPhoneNumber: null,
        birthDate: null,
        gender: null,
        profession: null,
        companyName: null,
        companyDocument: null,
        externalId: null,
        professionalFiles: [],
        address: null,
        city: null,
        state: null,
        passwordHash: null,
        passwordChangedAt: at,
        status: 0,
        pendingApproval: false,
        updatedAt: at,
      })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!row) return false;
    await tx
      .update(accreditationConsents)
      .set({
        ip: null,
        userAgent: null,
        details: sql`jsonb_build_object('channel', ${accreditationConsents.details}->'channel', 'anonymisedAt', to_jsonb(${at.toISOString()}::text))`,
      })
      .where(eq(accreditationConsents.userId, userId));
    await tx.update(leads).set({ info: null }).where(eq(leads.userId, userId));
    await tx.delete(authSessions).where(eq(authSessions.userId, userId));
    return true;
  });
  if (done) invalidateCounts(db, 'users');
  return done;
}
