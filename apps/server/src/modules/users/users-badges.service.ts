import { isValidCpf, onlyDigits } from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { notFound } from '../../core/errors';
import { giveWay } from '../../db/bulk-gate';
import type { Db } from '../../db/client';
import type { BadgeData } from '../badges/badge-pdf';
import { checkInByDocuments, findBadgeData, markPrintedMany, updateUser } from './users.repository';
import { getUserFor, loadScoped } from './users.service';

// What happens around a person's badge at the fair: check-in by CPF list, the printed marks (printing
// checks the person in) and the data a badge is drawn from (its QR's contact card: modules/contacts).

/**
 * POST /user/checkin: every user whose CPF is in the list gets checkInAt = now in one set-based UPDATE.
 * Answers how many were checked in, the list entries (as sent) that fail the CPF check digits
 * (`invalid`: a typo or a phone number, never looked up, issue 39 item 4) and the valid ones that
 * matched nobody (`unmatched`).
 */
export async function checkInDocuments(db: Db, documents: string[]) {
  const normalised = documents.map((d) => {
    const digits = onlyDigits(d);
    return digits && digits.length <= 11 ? digits.padStart(11, '0') : digits;
  });
  const valid = normalised.map((d) => isValidCpf(d));
  const unique = [...new Set(normalised.filter((_, i) => valid[i]))];
  // bulk work (thousands of CPFs): on PGlite it gives way to the kiosk's calls (db/bulk-gate.ts)
  await giveWay(db);
  const matched = await checkInByDocuments(db, unique, new Date());
  const unmatched = documents.filter((_, i) => valid[i] && !matched.has(normalised[i]!));
  const invalid = documents.filter((_, i) => !valid[i]);
  return { checkedIn: matched.size, unmatched, invalid };
}

/** PUT /user/{id}/print: the badge was printed, so the person is checked in (spec part 1 §4). */
export async function markPrinted(db: Db, auth: AuthContext, id: string) {
  await loadScoped(db, auth, id);
  await updateUser(db, id, { qrPrinted: true, checkInAt: new Date() });
  return getUserFor(db, auth, id);
}

/** PUT /user/print: a printed batch (admin and receptionist reach every user). */
export async function markPrintedBatch(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  const found = new Set(await markPrintedMany(db, unique, new Date()));
  return { printed: found.size, notFound: unique.filter((id) => !found.has(id)) };
}

/** The badges' data in the order asked; an id the caller cannot see answers 404 for the whole batch. */
export async function badgeDataFor(db: Db, auth: AuthContext, ids: string[]): Promise<BadgeData[]> {
  const unique = [...new Set(ids)];
  const rows = await findBadgeData(db, unique, companyScope(auth));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return unique.map((id) => {
    const r = byId.get(id);
    if (!r) throw notFound();
    return {
      code: r.code,
      name: (r.badgeName?.trim() || r.fullName).trim(),
      companyName: r.companyName?.trim() || r.company || null,
    };
  });
}
