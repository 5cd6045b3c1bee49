import {
  IMPORT_CHANGE_LABELS,
  IMPORT_MESSAGES,
  type ImportChangeField,
  importUpdatedMessage,
} from '@feira/shared';
import type { NewUser } from './users.repository';

/*
 * The report of an updated import row (issue 39 item 5): which fields the row changed ("atualizado:
 * nome"), the badge name following a renamed person, and no "importada sem empresa" for a person who
 * keeps the company they had. Both the chunk's plan and the row-by-row replay call these, so the two
 * paths report alike; they only read and adjust the row's `set`, never how it is written.
 */

/** What the report compares: a matched user's values as they stand before the row. */
export type ImportComparable = { [K in ImportChangeField]?: string | null };

const FIELDS = Object.keys(IMPORT_CHANGE_LABELS) as ImportChangeField[];

/** The user columns a comparison reads, from a full row or a chunk's created values. */
export function comparableOf(u: Partial<NewUser>): ImportComparable {
  const out: ImportComparable = {};
  for (const f of FIELDS) out[f] = (u[f] as string | null | undefined) ?? null;
  // matching compares e-mails in lower case; so does the report
  out.email = u.email ? u.email.toLowerCase() : null;
  return out;
}

/**
 * A badge name equal to the old full name was not chosen on purpose (the badge shows the full name
 * anyway): when the row renames the person and gives no badge name, it follows the new name. A badge
 * name that differs from the old name (a nickname) stays.
 */
export function followBadgeName(before: ImportComparable, set: Partial<NewUser>): void {
  if (set.badgeName !== undefined || !set.fullName || !before.badgeName || !before.fullName) return;
  if (set.fullName === before.fullName) return;
  if (before.badgeName.trim() === before.fullName.trim()) set.badgeName = set.fullName;
}

/** The fields `set` gives a value other than the one the user had, in the labels' order. */
export function changedFields(before: ImportComparable, set: Partial<NewUser>): ImportChangeField[] {
  return FIELDS.filter((f) => {
    const next = set[f] as string | null | undefined;
    if (next === undefined || next === null) return false;
    return (f === 'email' ? next.toLowerCase() : next) !== before[f];
  });
}

/**
 * An updated row's result fields: what changed and its message. A person who had a company keeps it
 * when the row's company is not found, so "importada sem empresa" would be false for them.
 */
export function updatedReport(
  before: ImportComparable,
  set: Partial<NewUser>,
  errors: Record<string, string>,
): { changed: ImportChangeField[]; message: string; errors: Record<string, string> } {
  const changed = changedFields(before, set);
  const kept = { ...errors };
  if (before.companyId && kept.company === IMPORT_MESSAGES.companyNotFound) delete kept.company;
  return { changed, message: importUpdatedMessage(changed), errors: kept };
}

/** The values after the row, for the chunk's later rows that match the same user. */
export function applyToComparable(before: ImportComparable, set: Partial<NewUser>): void {
  for (const f of FIELDS) {
    const next = set[f] as string | null | undefined;
    if (next !== undefined && next !== null) before[f] = f === 'email' ? next.toLowerCase() : next;
  }
}
