import { asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  accreditationConsents,
  accreditationUploads,
  attendeeChecks,
  authSessions,
  budgets,
  cashbacks,
  companies,
  companyJoinRequests,
  consumptionLogs,
  emailChanges,
  eventAttendees,
  events,
  leads,
  notifications,
  transactions,
  uploadClaims,
  userConsumption,
  users,
} from '../../db/schema';

// The Drizzle half of the personal-data registry (personal-data-registry.ts): one reader and one
// eraser per table. Erasers take the person's needles (name, CPF, e-mail, phone as stored before the
// erasure) for the tables whose free text can name them.

export type PersonRow = typeof users.$inferSelect;
const REPLACEMENT = 'Anônimo';

export async function findPerson(db: DbOrTx, userId: string): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** A case-insensitive regular expression matching any needle, or undefined when there is none. */
function patternOf(needles: readonly string[]): string | undefined {
  if (!needles.length) return undefined;
  return needles.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}

/** `column` with every needle replaced by "Anônimo" (PostgreSQL and PGlite: regexp_replace 'gi'). */
const scrubbed = (column: PgColumn, pattern: string) =>
  sql`regexp_replace(${column}, ${pattern}, ${REPLACEMENT}, 'gi')`;
const names = (column: PgColumn, pattern: string): SQL => sql`${column} ~* ${pattern}`;

// ---- users ------------------------------------------------------------------------------------------

export function exportUser(person: PersonRow) {
  const { passwordHash: _hash, searchName: _name, searchText: _text, ...rest } = person;
  return rest;
}

/** Every personal field of the account replaced or cleared, the account disabled and without password. */
export async function eraseUser(tx: DbOrTx, userId: string, at: Date) {
  await tx
    .update(users)
    .set({
      firstName: REPLACEMENT,
      lastName: '',
      fullName: REPLACEMENT,
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
    .where(eq(users.id, userId));
}

// ---- accreditation consents: the proof stays (version, time, channel), the address and browser go ------

export const exportConsents = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(accreditationConsents)
    .where(eq(accreditationConsents.userId, userId))
    .orderBy(asc(accreditationConsents.consentedAt));

export async function eraseConsents(tx: DbOrTx, userId: string, at: Date) {
  await tx
    .update(accreditationConsents)
    .set({
      ip: null,
      userAgent: null,
      details: sql`jsonb_build_object('channel', ${accreditationConsents.details}->'channel', 'anonymisedAt', to_jsonb(${at.toISOString()}::text))`,
    })
    .where(eq(accreditationConsents.userId, userId));
}

// ---- records kept as they are (ids, times, counters): exported only ------------------------------------

export const exportAttendances = (db: DbOrTx, userId: string) =>
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
    .orderBy(asc(eventAttendees.createdAt));

export const exportChecks = (db: DbOrTx, userId: string) =>
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
    .orderBy(asc(attendeeChecks.createdAt));

export const exportConsumption = (db: DbOrTx, userId: string) =>
  db.select().from(userConsumption).where(eq(userConsumption.userId, userId));

export const exportConsumptionLogs = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(consumptionLogs)
    .where(eq(consumptionLogs.userId, userId))
    .orderBy(asc(consumptionLogs.consumedAt));

// ---- leads of them: the exhibitors' notes go, the lead (a count in their funnel) stays -----------------

export const exportLeads = (db: DbOrTx, userId: string) =>
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
    .orderBy(asc(leads.createdAt));

export async function eraseLeads(tx: DbOrTx, userId: string) {
  await tx.update(leads).set({ info: null }).where(eq(leads.userId, userId));
}

// ---- notifications: theirs deleted, anyone else's that names them rewritten ------------------------------

export const exportNotifications = (db: DbOrTx, userId: string) =>
  db
    .select({
      _id: notifications.id,
      title: notifications.title,
      body: notifications.body,
      description: notifications.description,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.createdAt));

export async function eraseNotifications(tx: DbOrTx, userId: string, needles: readonly string[]) {
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  const p = patternOf(needles);
  if (!p) return;
  await tx
    .update(notifications)
    .set({
      title: sql`${scrubbed(notifications.title, p)}`,
      body: sql`${scrubbed(notifications.body, p)}`,
      description: sql`${scrubbed(notifications.description, p)}`,
    })
    .where(
      or(names(notifications.title, p), names(notifications.body, p), names(notifications.description, p)),
    );
}

// ---- money records: amounts and statuses stay; a description that names them is rewritten ---------------

const moneyRow = (t: typeof budgets | typeof cashbacks | typeof transactions) => ({
  _id: t.id,
  description: t.description,
  value: t.value,
  status: t.status,
  createdAt: t.createdAt,
});

export async function exportPayments(db: DbOrTx, userId: string) {
  const [budgetRows, cashbackRows, transactionRows] = await Promise.all([
    db.select(moneyRow(budgets)).from(budgets).where(eq(budgets.userId, userId)),
    db.select(moneyRow(cashbacks)).from(cashbacks).where(eq(cashbacks.userId, userId)),
    db.select(moneyRow(transactions)).from(transactions).where(eq(transactions.userId, userId)),
  ]);
  return [
    ...budgetRows.map((r) => ({ kind: 'budget', ...r })),
    ...cashbackRows.map((r) => ({ kind: 'cashback', ...r })),
    ...transactionRows.map((r) => ({ kind: 'transaction', ...r })),
  ];
}

export async function erasePaymentTexts(tx: DbOrTx, needles: readonly string[]) {
  const p = patternOf(needles);
  if (!p) return;
  for (const table of [budgets, cashbacks, transactions]) {
    await tx
      .update(table)
      .set({ description: sql`${scrubbed(table.description, p)}` })
      .where(names(table.description, p));
  }
}

// ---- rows that exist only for the person: deleted -------------------------------------------------------

export const exportEmailChanges = (db: DbOrTx, userId: string) =>
  db
    .select({
      oldEmail: emailChanges.oldEmail,
      newEmail: emailChanges.newEmail,
      createdAt: emailChanges.createdAt,
      expiresAt: emailChanges.expiresAt,
    })
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId));

export const exportCompanyRequests = (db: DbOrTx, userId: string) =>
  db
    .select({ company: companies.name, createdAt: companyJoinRequests.createdAt })
    .from(companyJoinRequests)
    .innerJoin(companies, eq(companies.id, companyJoinRequests.companyId))
    .where(eq(companyJoinRequests.userId, userId));

export const exportSessions = (db: DbOrTx, userId: string) =>
  db
    .select({
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId));

export async function eraseEmailChanges(tx: DbOrTx, userId: string) {
  await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
}

export async function eraseCompanyRequests(tx: DbOrTx, userId: string) {
  await tx.delete(companyJoinRequests).where(eq(companyJoinRequests.userId, userId));
}

export async function eraseSessions(tx: DbOrTx, userId: string) {
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
}

// ---- companies whose contact e-mail or phone is the person's own -------------------------------------

export async function eraseCompanyContacts(tx: DbOrTx, person: PersonRow) {
  if (person.email)
    await tx
      .update(companies)
      .set({ email: null })
      .where(eq(sql`lower(${companies.email})`, person.email.toLowerCase()));
  if (person.phoneNumber)
    await tx
      .update(companies)
      .set({ phoneNumber: null, nationalPhoneNumber: null })
      .where(eq(companies.phoneNumber, person.phoneNumber));
}

// ---- the keys of their uploaded files (the file name may carry the CPF) -----------------------------

export async function eraseUploadKeys(tx: DbOrTx, keys: readonly string[]) {
  if (!keys.length) return;
  await tx.delete(uploadClaims).where(inArray(uploadClaims.objectKey, [...keys]));
  await tx.delete(accreditationUploads).where(inArray(accreditationUploads.key, [...keys]));
}
