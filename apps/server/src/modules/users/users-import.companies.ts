import { IMPORT_MESSAGES, onlyDigits, type UserImportValues } from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import type { DbOrTx } from '../../db/client';
import { findNamedCompanies } from './users-import.repository';

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

/** What a chunk's rows name: CNPJs (digits) and, for rows without one, the "Empresa" texts. */
export interface CompanyKeys {
  documents: string[];
  names: string[];
}

/** A company a row may name (users-import.repository reads them). */
export interface NamedCompany {
  id: string;
  document: string;
  name: string;
  socialName: string | null;
  companyType: string;
}

/** The companies a chunk's rows name; null for a company-scoped importer (its own company always). */
export function companyKeys(auth: AuthContext, rows: UserImportValues[]): CompanyKeys | null {
  if (companyScope(auth)) return null;
  const documents = new Set<string>();
  const names = new Set<string>();
  for (const v of rows) {
    const cnpj = onlyDigits(v.companyDocument);
    if (cnpj) documents.add(cnpj);
    else if (v.companyName) names.add(v.companyName);
  }
  return { documents: [...documents], names: [...names] };
}

/** One read for a row (the row-by-row replay); the chunk's plan reads them with its users. */
export async function companyResolver(
  db: DbOrTx,
  auth: AuthContext,
  rows: UserImportValues[],
): Promise<(v: UserImportValues) => CompanyResolution> {
  const keys = companyKeys(auth, rows);
  return keys ? resolveCompanies(await findNamedCompanies(db, keys)) : () => null;
}

/** The resolver the plan (and the row-by-row replay) call per row, from the companies read. */
export function resolveCompanies(found: NamedCompany[]): (v: UserImportValues) => CompanyResolution {
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
  const byRowName = new Map<string, CompanyResolution>();
  return (v) => {
    const cnpj = onlyDigits(v.companyDocument);
    if (cnpj) {
      const id = byDocument.get(cnpj);
      return id ? { companyId: id } : { notFound: true };
    }
    if (!v.companyName) return null;
    // a sheet repeats its companies' names: each is folded (NFD and three regexes) once per chunk
    let named = byRowName.get(v.companyName);
    if (!named) {
      const ids = byName.get(foldName(v.companyName));
      named = ids?.size === 1 ? { companyId: [...ids][0]! } : { notFound: true };
      byRowName.set(v.companyName, named);
    }
    return named;
  };
}

/** The errors a created or updated row reports: the company it named and that was not found. */
export const companyErrors = (r: CompanyResolution): Record<string, string> =>
  r && 'notFound' in r ? { company: IMPORT_MESSAGES.companyNotFound } : {};
