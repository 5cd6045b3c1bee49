import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, text, timestamp } from 'drizzle-orm/pg-core';
import { sqlList } from '../enums';
import { newId } from '../ids';

// Column helpers shared by every table file. Not re-exported from index.ts: drizzle only needs tables.

/** `id text` primary key with a UUIDv7 made in TypeScript (see ids.ts for why not in SQL). */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => newId());

/** timestamptz mapped to JS Date on both drivers. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => timestamptz('created_at').notNull().defaultNow();

// Sort indexes are declared `t.createdAt.desc().nullsFirst()`: drizzle's plain `.desc()` on an index
// emits "DESC NULLS LAST", which does NOT serve `ORDER BY created_at DESC` (NULLS FIRST by default) and
// leaves PostgreSQL sorting the whole table. DESC NULLS FIRST serves both DESC and (backwards) ASC.

/** `$onUpdate` makes drizzle set it on every `update()`; raw SQL updates must set it themselves. */
export const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Trigram index over `f_unaccent(lower(col))` (function from migration 0000_extensions). It serves
 * `textFilter(col, term)` from ../text-filter.ts, which must produce the very same expression.
 */
export const trgmIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`f_unaccent(lower(${column})) gin_trgm_ops`);

/** Trigram index on the raw column, for digit strings (CPF, CNPJ) searched with `containsFilter`. */
export const trgmRawIndex = (name: string, column: AnyPgColumn) =>
  index(name).using('gin', sql`${column} gin_trgm_ops`);

/** Address as the web app sends it (part 1 §3, part 2 §3); country is "BR" except for importers. */
export interface Address {
  street?: string | null;
  number?: string | null;
  complement?: string | null;
  neighborhood?: string | null;
  city?: string | null;
  zipCode?: string | null;
  state?: string | null;
  country?: string | null;
  fullAddress?: string | null;
}

/** An uploaded file reference: the storage URL without its query string. */
export interface FileRef {
  url: string;
}

/** `col IN ('a', 'b')` for CHECK constraints, from a constant list in ../enums.ts. */
export const inList = (column: AnyPgColumn, values: readonly (string | number)[]) =>
  sql`${column} IN (${sql.raw(sqlList(values))})`;
