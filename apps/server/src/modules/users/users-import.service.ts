import { checkImportRow, IMPORT_MESSAGES, SERVER_CODES, type userImportRowSchema } from '@feira/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { conflict } from '../../core/errors';
import type { Db, Tx } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import { isUniqueViolation, pgError } from '../../db/errors';
import { newId, newUserCode } from '../../db/ids';
import { users } from '../../db/schema';
import type { Address } from '../../db/schema/columns';
import {
  findImportCandidates,
  findImportMatches,
  type ImportUpdate,
  type NewUser,
  updateImportedUsers,
} from './users.repository';

/**
 * POST /user/import: a chunk of at most 100 rows in one transaction, answered row by row (spec part 1
 * §5 "User import"). Split from users.service.ts to keep each file readable.
 */

export type ImportRowResult = {
  row: number;
  status: 'created' | 'updated' | 'rejected';
  _id?: string;
  errors: Record<string, string>;
};

/**
 * POST /user/import: one chunk (<= 100 rows) in ONE transaction. Each row is checked (spec part 1 §5
 * "User import"); a rejected row is reported and skipped. A row matching an existing user by e-mail,
 * CPF or externalId updates that user with the row's non-empty values; otherwise a User with status 1
 * is created. A database failure anywhere rolls the whole chunk back (nothing of it is written).
 *
 * Set-based: one SELECT of every user the chunk may refer to, matching in memory in row order (a row
 * also matches users created or changed by earlier rows of the chunk, as if written one by one), then
 * one UPDATE for the matched users and one multi-row INSERT for the new ones. When the database refuses
 * the chunk, it is replayed row by row (the original per-row statements) in a new transaction, so the
 * answer names the row that fails (409 `rows.N` for a unique violation) exactly as before.
 */
export async function importUsers(
  db: Db,
  auth: AuthContext,
  rows: z.output<typeof userImportRowSchema>[],
): Promise<ImportRowResult[]> {
  try {
    return await db.transaction((tx) => importChunk(tx, auth, rows));
  } catch (e) {
    if (!pgError(e)) throw e;
    return await importUsersRowByRow(db, auth, rows);
  } finally {
    invalidateCounts(db, 'users');
  }
}

type ImportRowValues = Required<Omit<ImportUpdate, 'id' | 'address'>>;

/** A user a row of the chunk may match, as it stands after the chunk's earlier rows. */
interface KnownUser {
  id: string;
  emailLower: string | null;
  document: string | null;
  externalId: string | null;
  address: Address | null;
  city: string | null;
  state: string | null;
  /** created by this chunk: its INSERT values (later rows' updates are merged into them) */
  created?: NewUser;
  /** an existing user: the unique keys it had before the chunk */
  original?: { emailLower: string | null; document: string | null; externalId: string | null };
  /** an existing user: every value the chunk's rows set on it, the last row winning */
  update?: ImportUpdate;
}

async function importChunk(
  tx: Tx,
  auth: AuthContext,
  rows: z.output<typeof userImportRowSchema>[],
): Promise<ImportRowResult[]> {
  const checks = rows.map((raw) => checkImportRow(raw));
  const keys = { emails: new Set<string>(), documents: new Set<string>(), externalIds: new Set<string>() };
  for (const check of checks) {
    if (!check.ok) continue;
    if (check.values.email) keys.emails.add(check.values.email);
    if (check.values.document) keys.documents.add(check.values.document);
    if (check.values.externalId) keys.externalIds.add(check.values.externalId);
  }
  const candidates = await findImportCandidates(tx, {
    emails: [...keys.emails],
    documents: [...keys.documents],
    externalIds: [...keys.externalIds],
  });
  const known: KnownUser[] = candidates.map((c) => ({
    id: c.id,
    emailLower: c.emailLower,
    document: c.document,
    externalId: c.externalId,
    address: c.address,
    city: c.city,
    state: c.state,
    original: { emailLower: c.emailLower, document: c.document, externalId: c.externalId },
  }));
  // the per-row updates of existing users in row order: the fallback when one UPDATE is not safe
  const steps: { id: string; set: Partial<NewUser> }[] = [];
  const inserts: NewUser[] = [];
  const results: ImportRowResult[] = [];

  for (const [index, check] of checks.entries()) {
    if (!check.ok) {
      results.push({ row: index, status: 'rejected', errors: check.errors });
      continue;
    }
    const v = check.values;
    const matches = known.filter(
      (u) =>
        (v.email !== null && u.emailLower === v.email) ||
        (v.document !== null && u.document === v.document) ||
        (v.externalId !== null && u.externalId === v.externalId),
    );
    if (matches.length > 1) {
      results.push({ row: index, status: 'rejected', errors: { row: IMPORT_MESSAGES.ambiguous } });
      continue;
    }
    const row = importColumns(v);
    const existing = matches[0];
    if (existing) {
      const set = importUpdate(row, v, existing);
      if (set.email) existing.emailLower = set.email;
      if (set.document) existing.document = set.document;
      if (set.externalId) existing.externalId = set.externalId;
      if (set.address) existing.address = set.address;
      if (set.city) existing.city = set.city;
      if (set.state) existing.state = set.state;
      if (existing.created) Object.assign(existing.created, set, { updatedAt: new Date() });
      else {
        existing.update = { ...(existing.update ?? { id: existing.id }), ...set };
        steps.push({ id: existing.id, set });
      }
      results.push({ row: index, status: 'updated', _id: existing.id, errors: {} });
      continue;
    }
    const id = newId();
    const address = importAddress(v);
    const values: NewUser = {
      ...row,
      id,
      code: newUserCode(),
      role: 'User',
      status: 1,
      address,
      companyId: companyScope(auth) ?? null,
      createdBy: auth.userId,
    };
    inserts.push(values);
    known.push({
      id,
      emailLower: v.email,
      document: v.document,
      externalId: v.externalId,
      address,
      city: v.city,
      state: v.state,
      created: values,
    });
    results.push({ row: index, status: 'created', _id: id, errors: {} });
  }

  // Updates first, then the inserts: the existing users pass through the same states as row by row,
  // and the new users only appear with their final values, which the row-by-row end state holds too.
  const updated = known.filter((u) => u.update);
  if (updated.length) {
    if (safeAsOneUpdate(updated)) {
      await updateImportedUsers(
        tx,
        updated.map((u) => u.update!),
        new Date(),
      );
    } else {
      for (const step of steps) await tx.update(users).set(step.set).where(eq(users.id, step.id));
    }
  }
  if (inserts.length) await tx.insert(users).values(inserts);
  return results;
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

/** The original per-row import (a lookup and a write per row); replays a chunk the database refused. */
async function importUsersRowByRow(
  db: Db,
  auth: AuthContext,
  rows: z.output<typeof userImportRowSchema>[],
): Promise<ImportRowResult[]> {
  try {
    return await db.transaction(async (tx) => {
      const results: ImportRowResult[] = [];
      for (const [index, raw] of rows.entries()) {
        try {
          results.push(await importRow(tx, auth, index, raw));
        } catch (cause) {
          throw new ImportRowFailure(index, cause);
        }
      }
      return results;
    });
  } catch (e) {
    if (!(e instanceof ImportRowFailure)) throw e;
    // a clash with a concurrent write: the chunk was rolled back and can simply be sent again
    if (isUniqueViolation(e.cause))
      throw conflict(SERVER_CODES.conflict, null, { [`rows.${e.row}`]: 'Registro duplicado' });
    throw e.cause;
  }
}

/** Which row of the chunk the database refused (the transaction is already rolled back). */
class ImportRowFailure extends Error {
  constructor(
    readonly row: number,
    override readonly cause: unknown,
  ) {
    super(`import row ${row} failed`);
  }
}

async function importRow(
  tx: Tx,
  auth: AuthContext,
  index: number,
  raw: z.output<typeof userImportRowSchema>,
): Promise<ImportRowResult> {
  const check = checkImportRow(raw);
  if (!check.ok) return { row: index, status: 'rejected', errors: check.errors };
  const v = check.values;
  const matches = await findImportMatches(tx, v);
  const distinct = new Set(matches.map((m) => m.id));
  if (distinct.size > 1)
    return { row: index, status: 'rejected', errors: { row: IMPORT_MESSAGES.ambiguous } };
  const row = importColumns(v);
  const existing = matches[0];
  if (existing) {
    const set = importUpdate(row, v, existing);
    await tx.update(users).set(set).where(eq(users.id, existing.id));
    return { row: index, status: 'updated', _id: existing.id, errors: {} };
  }
  const id = newId();
  await tx.insert(users).values({
    ...row,
    id,
    code: newUserCode(),
    role: 'User',
    status: 1,
    address: importAddress(v),
    companyId: companyScope(auth) ?? null,
    createdBy: auth.userId,
  });
  return { row: index, status: 'created', _id: id, errors: {} };
}

type ImportValues = Extract<ReturnType<typeof checkImportRow>, { ok: true }>['values'];

/** The user columns an import row carries (both the set-based chunk and the row-by-row replay). */
function importColumns(v: ImportValues): ImportRowValues {
  return {
    firstName: v.firstName,
    lastName: v.lastName,
    fullName: `${v.firstName} ${v.lastName}`.trim(),
    email: v.email,
    badgeName: v.badgeName,
    phoneNumber: v.phoneNumber,
    nationalPhoneNumber: v.phoneNumber?.startsWith('+55') ? v.phoneNumber.slice(3) : null,
    document: v.document,
    profession: v.profession,
    companyName: v.companyName,
    companyDocument: v.companyDocument,
    city: v.city,
    state: v.state,
    externalId: v.externalId,
  };
}

function importAddress(v: ImportValues) {
  return v.city || v.state ? { city: v.city, state: v.state, country: 'BR' } : null;
}

/** What an import writes on a matched user: only the row's non-empty values, never erasing data. */
function importUpdate(
  row: ImportRowValues,
  v: ImportValues,
  existing: { address: NewUser['address']; city: string | null; state: string | null },
): Partial<NewUser> {
  const set: Partial<NewUser> = Object.fromEntries(
    Object.entries(row).filter(([, value]) => value !== null && value !== ''),
  );
  if (set.city || set.state) {
    set.address = {
      ...(existing.address ?? {}),
      city: v.city ?? existing.city,
      state: v.state ?? existing.state,
    };
  }
  return set;
}
