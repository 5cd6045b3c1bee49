import { type SQL, sql } from 'drizzle-orm';
import { users } from './schema';
import { escapeLike } from './text-filter';

/**
 * Text filters on `users` (migration 0010_users_hot_writes): ONE trigram GIN index over the stored
 * `users.search_text` (f_unaccent(lower()) of name, e-mail, company name, profession and CPF) narrows
 * every filter, and the field's own condition keeps the answer exact (a term found in the e-mail does
 * not make a name match). `'jose'` finds "José" in every field, wildcards in the term are literal.
 */
export type UserSearchField = 'name' | 'email' | 'companyName' | 'profession' | 'document';

const exact: Record<UserSearchField, SQL> = {
  name: sql`${users.searchName}`,
  email: sql`f_unaccent(lower(${users.email}))`,
  companyName: sql`f_unaccent(lower(${users.companyName}))`,
  profession: sql`f_unaccent(lower(${users.profession}))`,
  document: sql`${users.document}`,
};

/**
 * `search_text LIKE '%x%' AND strpos(<field>, x) > 0`, x the trimmed term without accents or case.
 * The field's own condition is a strpos(), not a second LIKE, for the reason db/product-search.ts
 * gives: the planner multiplies two LIKE estimates, under-estimates the matches and trades the
 * created_at index walk of a page of 15 for a bitmap scan and sort of every match.
 */
export function userSearch(field: UserSearchField, term: string): SQL {
  const trimmed = term.trim();
  return userSearchOf(field, sql`${trimmed}`, sql`${escapeLike(trimmed)}`);
}

/**
 * userSearch with the term given as SQL values (a prepared list's placeholders): `term` the trimmed
 * term, `likeTerm` the same through escapeLike().
 */
export function userSearchOf(field: UserSearchField, term: SQL, likeTerm: SQL): SQL {
  const needle = sql`f_unaccent(lower(${term}::text))`;
  const pattern = sql`'%' || f_unaccent(lower(${likeTerm}::text)) || '%'`;
  return sql`(${users.searchText} LIKE ${pattern} AND strpos(coalesce(${exact[field]}, ''), ${needle}) > 0)`;
}

/**
 * The name filter for counting a total known to be large: `strpos(search_name, x) > 0` alone, which
 * PostgreSQL answers by an index-only scan of users_search_name_idx (a btree of ~11 MB at 1M users)
 * instead of reading the table. The same rows as userSearchOf('name', ...): search_text starts with
 * search_name, so a name containing x makes search_text LIKE '%x%' true. At 1M users "silva" (208,867
 * people) counted in ~90 ms on one core instead of 470-900 ms on three (bench/README.md); for a term
 * few people match the trigram index is cheaper, so the first count always takes userSearchOf.
 */
export function userNameCountOf(term: SQL): SQL {
  return sql`strpos(coalesce(${users.searchName}, ''), f_unaccent(lower(${term}::text))) > 0`;
}
