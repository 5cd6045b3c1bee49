import { type AnyColumn, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** Escapes LIKE wildcards so a user's "50%" or "a_b" matches literally (backslash is LIKE's default escape). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Accent- and case-insensitive "contains" filter: 'jose' finds 'José'. The left side is exactly the
 * expression of the trigram indexes made by trgmIndex() in schema/columns.ts, so PostgreSQL can answer
 * with a bitmap scan of that GIN index instead of reading the table. A column without such an index
 * still works, just by scanning. The term is trimmed; callers skip the filter when it is empty.
 */
export function textFilter(column: AnyColumn | SQLWrapper, term: string): SQL {
  return textFilterOf(column, sql`${escapeLike(term.trim())}`);
}

/** textFilter with the trimmed, escapeLike()d term given as an SQL value (a prepared list's placeholder). */
export function textFilterOf(column: AnyColumn | SQLWrapper, likeTerm: SQL): SQL {
  return sql`f_unaccent(lower(${column})) LIKE '%' || f_unaccent(lower(${likeTerm}::text)) || '%'`;
}

/**
 * Plain, case-sensitive "contains" for digit strings (CPF, CNPJ, with the mask already stripped); it
 * matches the raw trigram indexes made by trgmRawIndex().
 */
export function containsFilter(column: AnyColumn | SQLWrapper, term: string): SQL {
  return containsFilterOf(column, sql`${escapeLike(term.trim())}`);
}

/** containsFilter with the trimmed, escapeLike()d term given as an SQL value (a prepared list's placeholder). */
export function containsFilterOf(column: AnyColumn | SQLWrapper, likeTerm: SQL): SQL {
  return sql`${column} LIKE '%' || ${likeTerm}::text || '%'`;
}

/**
 * The same accent- and case-insensitive "contains" against a stored `f_unaccent(lower(...))` column
 * (e.g. users.search_name) indexed with trgmRawIndex(): the term is normalised once, rows are compared
 * with a plain LIKE.
 */
export function searchFilter(searchColumn: AnyColumn | SQLWrapper, term: string): SQL {
  const pattern = escapeLike(term.trim());
  return sql`${searchColumn} LIKE '%' || f_unaccent(lower(${pattern}::text)) || '%'`;
}
