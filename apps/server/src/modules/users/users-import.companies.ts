import { IMPORT_MESSAGES, onlyDigits, type UserImportValues } from '@feira/shared';
import { inArray, or, sql } from 'drizzle-orm';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { defined } from '../../core/list-query';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';

/**
 * The company each import row names (issue 9 item 8): by the row's CNPJ when it has one, else by its
 * "Empresa" equal to a company's razão social or nome ignoring case and accents. A row naming no company
 * leaves it unset; a row whose company is not found (or whose name fits several companies) is imported
 * without one and reported. Company-scoped importers (managers) always import into their own company.
 */
export type CompanyResolution = { companyId: string } | { notFound: true } | null;

/** Case- and accent-insensitive form for comparing names (what f_unaccent(lower()) does for Latin text). */
export const foldName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** Exhibitors first, then service providers, then builders, when one CNPJ is registered for several types. */
const TYPE_ORDER = ['E', 'S', 'M'];

/** ONE query for a chunk's rows; answers the resolver the plan (and the row-by-row replay) call per row. */
export async function companyResolver(
  db: DbOrTx,
  auth: AuthContext,
  rows: UserImportValues[],
): Promise<(v: UserImportValues) => CompanyResolution> {
  if (companyScope(auth)) return () => null;
  const documents = new Set<string>();
  const names = new Set<string>();
  for (const v of rows) {
    const cnpj = onlyDigits(v.companyDocument);
    if (cnpj) documents.add(cnpj);
    else if (v.companyName) names.add(v.companyName);
  }
  const folded = sql.join(
    [...names].map((n) => sql`f_unaccent(lower(${n}::text))`),
    sql`, `,
  );
  const conditions = defined([
    documents.size ? inArray(companies.document, [...documents]) : undefined,
    names.size
      ? sql`(${companies.searchName} IN (${folded}) OR f_unaccent(lower(${companies.socialName})) IN (${folded}))`
      : undefined,
  ]);
  const found = conditions.length
    ? await db
        .select({
          id: companies.id,
          document: companies.document,
          name: companies.name,
          socialName: companies.socialName,
          companyType: companies.companyType,
        })
        .from(companies)
        .where(or(...conditions))
    : [];
  const byDocument = new Map<string, string>();
  for (const c of [...found].sort(
    (a, b) => TYPE_ORDER.indexOf(a.companyType) - TYPE_ORDER.indexOf(b.companyType),
  ))
    if (!byDocument.has(c.document)) byDocument.set(c.document, c.id);
  const byName = new Map<string, Set<string>>();
  for (const c of found)
    for (const n of [c.name, c.socialName]) {
      if (!n) continue;
      const key = foldName(n);
      byName.set(key, (byName.get(key) ?? new Set()).add(c.id));
    }
  return (v) => {
    const cnpj = onlyDigits(v.companyDocument);
    if (cnpj) {
      const id = byDocument.get(cnpj);
      return id ? { companyId: id } : { notFound: true };
    }
    if (!v.companyName) return null;
    const ids = byName.get(foldName(v.companyName));
    return ids?.size === 1 ? { companyId: [...ids][0]! } : { notFound: true };
  };
}

/** The errors a created or updated row reports: the company it named and that was not found. */
export const companyErrors = (r: CompanyResolution): Record<string, string> =>
  r && 'notFound' in r ? { company: IMPORT_MESSAGES.companyNotFound } : {};
