import {
  checkImportRow,
  IMPORT_MESSAGES,
  nationalPhoneOf,
  type UserImportCheck,
  type UserImportValues,
  type userImportRowSchema,
} from '@feira/shared';
import type { z } from 'zod';
import { type AuthContext, companyScope } from '../../core/auth-context';
import type { DbOrTx } from '../../db/client';
import { newId, newUserCode } from '../../db/ids';
import type { Address } from '../../db/schema/columns';
import type { NewUser } from './users.repository';
import {
  applyToComparable,
  comparableOf,
  followBadgeName,
  type ImportComparable,
  updatedReport,
} from './users-import.changes';
import {
  type CompanyResolution,
  companyErrors,
  companyKeys,
  resolveCompanies,
} from './users-import.companies';
import { type ImportUpdate, readImportChunk } from './users-import.repository';

/**
 * What one import chunk will write, worked out before any write (spec part 1 §5 "User import"): the
 * checks of every row, ONE read of every user the chunk may refer to, and the matching in memory in row
 * order (a row also matches users created or changed by earlier rows of the chunk, as if written one by
 * one). Reading outside the write transaction keeps that transaction short (PGlite runs one transaction
 * at a time, so every other request waits for it); users-import.service re-checks what it relied on.
 */

export type ImportRow = z.output<typeof userImportRowSchema>;

export type ImportRowResult = {
  row: number;
  status: 'created' | 'updated' | 'rejected';
  _id?: string;
  errors: Record<string, string>;
  /** an updated row: what it changed (users-import.changes) */
  changed?: string[];
  message?: string;
};

export interface ImportPlan {
  results: ImportRowResult[];
  inserts: NewUser[];
  /** one merged update per existing user, for one UPDATE ... FROM (VALUES ...) */
  updates: ImportUpdate[];
  /** the same updates row by row, in row order: taken when one statement is not safe */
  steps: { id: string; set: Partial<NewUser> }[];
  /** false when the merged updates swap a unique value between users (see safeAsOneUpdate) */
  oneUpdate: boolean;
  /** the keys (lower-case e-mail, CPF, externalId) of the valid rows, which the plan read users by */
  keys: { emails: Set<string>; documents: Set<string>; externalIds: Set<string> };
}

type ImportRowValues = Required<Omit<ImportUpdate, 'id' | 'address' | 'companyId'>>;

/** A user a row of the chunk may match, as it stands after the chunk's earlier rows. */
interface KnownUser {
  id: string;
  emailLower: string | null;
  document: string | null;
  externalId: string | null;
  address: Address | null;
  city: string | null;
  state: string | null;
  /** the values an updated row's report compares, as the chunk's earlier rows left them */
  values: ImportComparable;
  /** created by this chunk: its INSERT values (later rows' updates are merged into them) */
  created?: NewUser;
  /** an existing user: the unique keys it had before the chunk */
  original?: { emailLower: string | null; document: string | null; externalId: string | null };
  /** an existing user: every value the chunk's rows set on it, the last row winning */
  update?: ImportUpdate;
}

/** Every row's checks (spec part 1 §5), which need no database: `planImportChunk` takes them. */
export function checkImportRows(rows: ImportRow[]): UserImportCheck[] {
  return rows.map((raw) => checkImportRow(raw));
}

export async function planImportChunk(
  db: DbOrTx,
  auth: AuthContext,
  rows: ImportRow[],
  checks: UserImportCheck[] = checkImportRows(rows),
): Promise<ImportPlan> {
  const keys = { emails: new Set<string>(), documents: new Set<string>(), externalIds: new Set<string>() };
  for (const check of checks) {
    if (!check.ok) continue;
    if (check.values.email) keys.emails.add(check.values.email);
    if (check.values.document) keys.documents.add(check.values.document);
    if (check.values.externalId) keys.externalIds.add(check.values.externalId);
  }
  // ONE statement reads the candidates and the companies (Promise.all of two reads on two connections
  // was ~1 ms faster than one after the other, but the kiosk's p99 during a user import went from 12-36
  // (median 20) to 23-60 ms (median 35) on PostgreSQL, bench/README.md: an import may not crowd out the
  // interactive calls)
  const named = companyKeys(
    auth,
    checks.flatMap((c) => (c.ok ? [c.values] : [])),
  );
  const { candidates, companies } = await readImportChunk(
    db,
    { emails: [...keys.emails], documents: [...keys.documents], externalIds: [...keys.externalIds] },
    named,
  );
  // a company-scoped importer's users stay in its company (newImportedUser)
  const companyOf = named ? resolveCompanies(companies) : () => null;
  const known: KnownUser[] = candidates.map((c) => ({
    ...c,
    values: comparableOf({ ...c, email: c.emailLower }),
    original: { emailLower: c.emailLower, document: c.document, externalId: c.externalId },
  }));
  const byKey = new KnownByKey(known);
  const plan: ImportPlan = { results: [], inserts: [], updates: [], steps: [], oneUpdate: true, keys };

  for (const [index, check] of checks.entries()) {
    if (!check.ok) {
      plan.results.push({ row: index, status: 'rejected', errors: check.errors });
      continue;
    }
    const v = check.values;
    const matches = byKey.matching(v);
    if (matches.length > 1) {
      plan.results.push({ row: index, status: 'rejected', errors: { row: IMPORT_MESSAGES.ambiguous } });
      continue;
    }
    const existing = matches[0];
    const company = companyOf(v);
    const errors = companyErrors(company);
    if (existing) {
      const set = importUpdate(v, existing, company);
      followBadgeName(existing.values, set);
      // an existing account's e-mail changes only through the new address's confirmation (issue 37):
      // a sheet may give an e-mail to an account without one, never replace one
      if (
        !existing.created &&
        set.email &&
        existing.emailLower !== null &&
        set.email !== existing.emailLower
      ) {
        delete set.email;
        errors.email = IMPORT_MESSAGES.emailKept;
      }
      const report = updatedReport(existing.values, set, errors);
      applyToComparable(existing.values, set);
      byKey.rekey(existing, set);
      if (set.address) existing.address = set.address;
      if (set.city) existing.city = set.city;
      if (set.state) existing.state = set.state;
      if (existing.created) Object.assign(existing.created, set);
      else {
        existing.update = { ...(existing.update ?? { id: existing.id }), ...set };
        plan.steps.push({ id: existing.id, set });
      }
      plan.results.push({ row: index, status: 'updated', _id: existing.id, ...report });
      continue;
    }
    const values = newImportedUser(auth, v, company);
    plan.inserts.push(values);
    const created: KnownUser = {
      id: values.id!,
      emailLower: v.email,
      document: v.document,
      externalId: v.externalId,
      address: values.address ?? null,
      city: v.city,
      state: v.state,
      values: comparableOf(values),
      created: values,
    };
    known.push(created);
    byKey.add(created);
    plan.results.push({ row: index, status: 'created', _id: values.id, errors });
  }
  const updated = known.filter((u) => u.update);
  plan.updates = updated.map((u) => u.update!);
  plan.oneUpdate = safeAsOneUpdate(updated);
  return plan;
}

/**
 * The chunk's known users by each unique key, as the earlier rows left them: a Map per key instead of
 * comparing every row with every known user (100 x up to 200 comparisons and an array per row were a
 * chunk's largest self time in the plan, bench/README.md). A key names one user at most: the database's
 * users hold distinct keys (unique indexes), a created user's keys named no one, and an update takes
 * only keys no other known user holds (a row naming two users is rejected as ambiguous).
 */
class KnownByKey {
  private readonly byEmail = new Map<string, KnownUser>();
  private readonly byDocument = new Map<string, KnownUser>();
  private readonly byExternalId = new Map<string, KnownUser>();

  constructor(users: KnownUser[]) {
    for (const u of users) this.add(u);
  }

  add(u: KnownUser): void {
    if (u.emailLower !== null) this.byEmail.set(u.emailLower, u);
    if (u.document !== null) this.byDocument.set(u.document, u);
    if (u.externalId !== null) this.byExternalId.set(u.externalId, u);
  }

  /** The distinct users the row's e-mail, CPF or externalId name (more than one: ambiguous). */
  matching(v: UserImportValues): KnownUser[] {
    const found: KnownUser[] = [];
    for (const u of [
      v.email !== null ? this.byEmail.get(v.email) : undefined,
      v.document !== null ? this.byDocument.get(v.document) : undefined,
      v.externalId !== null ? this.byExternalId.get(v.externalId) : undefined,
    ])
      if (u && !found.includes(u)) found.push(u);
    return found;
  }

  /** `u` takes the keys an update sets; the keys it gives up no longer name it. */
  rekey(u: KnownUser, set: Partial<NewUser>): void {
    if (set.email && set.email !== u.emailLower) {
      if (u.emailLower !== null) this.byEmail.delete(u.emailLower);
      u.emailLower = set.email;
      this.byEmail.set(set.email, u);
    }
    if (set.document && set.document !== u.document) {
      if (u.document !== null) this.byDocument.delete(u.document);
      u.document = set.document;
      this.byDocument.set(set.document, u);
    }
    if (set.externalId && set.externalId !== u.externalId) {
      if (u.externalId !== null) this.byExternalId.delete(u.externalId);
      u.externalId = set.externalId;
      this.byExternalId.set(set.externalId, u);
    }
  }
}

/**
 * PostgreSQL checks unique indexes row by row within one UPDATE, so a batch where one user takes a
 * value (e-mail, CPF, externalId) another user of the batch gives up could fail although the rows one
 * by one succeed. Such a chunk (a swap, practically never) takes the per-row updates instead.
 */
function safeAsOneUpdate(updated: KnownUser[]): boolean {
  const given = new Set<string>();
  for (const u of updated) {
    const o = u.original!;
    if (o.emailLower !== null && o.emailLower !== u.emailLower) given.add(`e:${o.emailLower}`);
    if (o.document !== null && o.document !== u.document) given.add(`d:${o.document}`);
    if (o.externalId !== null && o.externalId !== u.externalId) given.add(`x:${o.externalId}`);
  }
  if (!given.size) return true;
  return !updated.some(
    (u) =>
      (u.emailLower !== null && given.has(`e:${u.emailLower}`)) ||
      (u.document !== null && given.has(`d:${u.document}`)) ||
      (u.externalId !== null && given.has(`x:${u.externalId}`)),
  );
}

/**
 * A new user from an import row: status Enabled, role User, in the importer's company when scoped, else
 * in the company the row names when it was found (users-import.companies).
 */
export function newImportedUser(auth: AuthContext, v: UserImportValues, company: CompanyResolution): NewUser {
  // Object.assign, not `{ ...importColumns(v), id, ... }`: that spread cost ~7 µs a user (V8 gave the
  // 20-property result a slow shape), 0.7 ms of every 100-row chunk, and slowed its JSON afterwards
  return Object.assign(importColumns(v), {
    id: newId(),
    code: newUserCode(),
    role: 'User' as const,
    status: 1,
    address: importAddress(v),
    companyId: companyScope(auth) ?? (company && 'companyId' in company ? company.companyId : null),
    createdBy: auth.userId,
  });
}

/** The user columns an import row carries (both the set-based chunk and the row-by-row replay). */
function importColumns(v: UserImportValues): ImportRowValues {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    fullName: `${v.firstName} ${v.lastName}`.trim(),
    email: v.email,
    badgeName: v.badgeName,
    // already E.164 (checkImportRow); its national part derived the one shared way
    phoneNumber: v.phoneNumber,
    nationalPhoneNumber: nationalPhoneOf(v.phoneNumber),
    document: v.document,
    profession: v.profession,
    companyName: v.companyName,
    companyDocument: v.companyDocument,
    city: v.city,
    state: v.state,
    externalId: v.externalId,
  };
}

function importAddress(v: UserImportValues) {
  return v.city || v.state ? { city: v.city, state: v.state, country: 'BR' } : null;
}

/** What an import writes on a matched user: only the row's non-empty values, never erasing data. */
export function importUpdate(
  v: UserImportValues,
  existing: { address: NewUser['address']; city: string | null; state: string | null },
  company: CompanyResolution,
): Partial<NewUser> {
  const set: Partial<NewUser> = Object.fromEntries(
    Object.entries(importColumns(v)).filter(([, value]) => value !== null && value !== ''),
  );
  // the company the row names, when found (a scoped importer's rows keep the user's company)
  if (company && 'companyId' in company) set.companyId = company.companyId;
  if (set.city || set.state) {
    set.address = {
      ...(existing.address ?? {}),
      city: v.city ?? existing.city,
      state: v.state ?? existing.state,
    };
  }
  return set;
}
