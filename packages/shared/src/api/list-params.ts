import type { ListQuery } from './list-query';

/*
 * The list constants and the query-string builder, apart from ./list-query.ts because that module
 * builds a zod schema when it loads: a public page that only calls a list endpoint (the contact card,
 * the consumption scan) must not download zod for it (bench/bundle-size.mjs).
 */

/** Largest `take` any screen uses (users export, funnel). */
export const MAX_TAKE = 10_000;
export const DEFAULT_TAKE = 15;
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20, 25, 50, 100] as const;
export const FILTER_DEBOUNCE_MS = 500;
export const DUPLICATE_CHECK_DEBOUNCE_MS = 800;

/** Builds the query string the web sends for a list call. */
export function toListSearchParams(q: Partial<ListQuery>): URLSearchParams {
  const p = new URLSearchParams();
  if (q.skip !== undefined) p.set('skip', String(q.skip));
  if (q.take !== undefined) p.set('take', String(q.take));
  if (q.sort) p.set('sort', q.sort);
  if (q.desc !== undefined) p.set('desc', String(q.desc));
  if (q.startDate) p.set('startDate', q.startDate);
  if (q.endDate) p.set('endDate', q.endDate);
  for (const [k, v] of Object.entries(q.filters ?? {})) {
    if (v !== undefined && v !== null && v !== '') p.set(`filters[${k}]`, String(v));
  }
  return p;
}
