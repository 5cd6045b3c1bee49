import { checkImportRow, IMPORT_MESSAGES, SERVER_CODES } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { conflict } from '../../core/errors';
import { giveWay, mergePendingTrigrams } from '../../db/bulk-gate';
import type { Db, Tx } from '../../db/client';
import { invalidateCounts } from '../../db/count-cache';
import { isUniqueViolation, pgError } from '../../db/errors';
import { USERS_SEARCH_INDEX } from '../../db/schema';
import { comparableOf, followBadgeName, updatedReport } from './users-import.changes';
import { companyErrors, companyResolver } from './users-import.companies';
import {
  checkImportRows,
  type ImportPlan,
  type ImportRow,
  type ImportRowResult,
  importUpdate,
  newImportedUser,
  planImportChunk,
} from './users-import.plan';
import {
  findImportMatches,
  insertImportedUsers,
  updateImportedUser,
  updateImportedUsers,
} from './users-import.repository';

export type { ImportRowResult } from './users-import.plan';

/**
 * POST /user/import: one chunk (<= 100 rows), written in ONE transaction. Each row is checked (spec
 * part 1 §5 "User import"); a rejected row is reported and skipped. A row matching an existing user by
 * e-mail, CPF or externalId updates that user with the row's non-empty values; otherwise a User with
 * status 1 is created. A database failure anywhere rolls the whole chunk back (nothing of it is written).
 *
 * Set-based: the plan (checks, one read of the candidates, matching in memory) is made before the
 * transaction, which then holds only one UPDATE for the matched users and one multi-row INSERT for the
 * new ones (a chunk of new users only: that INSERT alone, no transaction around it). When the plan went
 * stale meanwhile (a matched user deleted: fewer rows updated) or the database refuses it (a concurrent
 * write took an e-mail or CPF: unique violation), the chunk is replayed row by row (a lookup and a write
 * per row) in a new transaction, which also names the row that fails (409 `rows.N` for a unique
 * violation).
 *
 * The web sends a sheet's chunks one after another (sendImportSheet.ts), so a row sees what the sheet's
 * earlier rows wrote on any app process; a 10,000-row import stays well inside its 6 s (bench/README.md).
 */
export async function importUsers(db: Db, auth: AuthContext, rows: ImportRow[]): Promise<ImportRowResult[]> {
  // bulk work: on PGlite each step gives way to the kiosk's and the lists' calls (db/bulk-gate.ts)
  await giveWay(db);
  const plan = await planImportChunk(db, auth, rows, checkImportRows(rows));
  const results = await writeImportPlan(db, auth, rows, plan);
  // PGlite: the search index's new entries merged as a step of their own, not inside a later INSERT
  await mergePendingTrigrams(db, USERS_SEARCH_INDEX);
  return results;
}

/** A plan that updates nobody: its one INSERT is the whole write. */
const onlyCreates = (plan: ImportPlan) => !plan.updates.length && !plan.steps.length;

/** Writes a chunk's plan (made by planImportChunk from these rows), or replays the rows one by one. */
export async function writeImportPlan(
  db: Db,
  auth: AuthContext,
  rows: ImportRow[],
  plan: ImportPlan,
): Promise<ImportRowResult[]> {
  try {
    await giveWay(db);
    // only new users: one INSERT statement, atomic on its own, without BEGIN and COMMIT round trips
    if (onlyCreates(plan)) await insertImportedUsers(db, plan.inserts);
    else await db.transaction((tx) => writePlan(tx, plan));
    return plan.results;
  } catch (e) {
    if (!(e instanceof StaleImportPlan) && !pgError(e)) throw e;
    return await importUsersRowByRow(db, auth, rows);
  } finally {
    invalidateCounts(db, 'users');
  }
}

/** A user the plan updates no longer exists: the chunk is rolled back and replayed row by row. */
class StaleImportPlan extends Error {}

async function writePlan(tx: Tx, plan: ImportPlan): Promise<void> {
  // Updates first, then the inserts: the existing users pass through the same states as row by row,
  // and the new users only appear with their final values, which the row-by-row end state holds too.
  if (plan.oneUpdate) {
    const changed = await updateImportedUsers(tx, plan.updates, new Date());
    if (changed !== plan.updates.length) throw new StaleImportPlan();
  } else {
    for (const step of plan.steps) {
      if (!(await updateImportedUser(tx, step.id, step.set))) throw new StaleImportPlan();
    }
  }
  await insertImportedUsers(tx, plan.inserts);
}

/** The original per-row import (a lookup and a write per row); replays a chunk the plan could not write. */
async function importUsersRowByRow(db: Db, auth: AuthContext, rows: ImportRow[]): Promise<ImportRowResult[]> {
  try {
    await giveWay(db);
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

async function importRow(tx: Tx, auth: AuthContext, index: number, raw: ImportRow): Promise<ImportRowResult> {
  const check = checkImportRow(raw);
  if (!check.ok) return { row: index, status: 'rejected', errors: check.errors };
  const v = check.values;
  const matches = await findImportMatches(tx, v);
  const distinct = new Set(matches.map((m) => m.id));
  if (distinct.size > 1)
    return { row: index, status: 'rejected', errors: { row: IMPORT_MESSAGES.ambiguous } };
  const existing = matches[0];
  const company = (await companyResolver(tx, auth, [v]))(v);
  if (existing) {
    const before = comparableOf(existing);
    const set = importUpdate(v, existing, company);
    followBadgeName(before, set);
    await updateImportedUser(tx, existing.id, set);
    return {
      row: index,
      status: 'updated',
      _id: existing.id,
      ...updatedReport(before, set, companyErrors(company)),
    };
  }
  const values = newImportedUser(auth, v, company);
  await insertImportedUsers(tx, [values]);
  return { row: index, status: 'created', _id: values.id, errors: companyErrors(company) };
}
