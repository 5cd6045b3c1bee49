import { onlyDigits } from '@feira/shared';
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
 * Answers how many were checked in and the list entries (as sent) that matched nobody.
 */
export async function checkInDocuments(db: Db, documents: string[]) {
  const normalised = documents.map((d) => {
    const digits = onlyDigits(d);
    return digits && digits.length <= 11 ? digits.padStart(11, '0') : digits;
  });
  const unique = [...new Set(normalised.filter((d) => d.length === 11))];
  // bulk work (thousands of CPFs): on PGlite it gives way to the kiosk's calls (db/bulk-gate.ts)
  await giveWay(db);
  const matched = await checkInByDocuments(db, unique, new Date());
  const unmatched = documents.filter((_, i) => !matched.has(normalised[i]!));
  return { checkedIn: matched.size, unmatched };
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
