import { z } from 'zod';

/** Largest `take` any screen uses (users export, funnel). */
export const MAX_TAKE = 10_000;
export const DEFAULT_TAKE = 15;
export const PAGE_SIZE_OPTIONS = [5, 10, 15, 20, 25, 50, 100] as const;
export const FILTER_DEBOUNCE_MS = 500;
export const DUPLICATE_CHECK_DEBOUNCE_MS = 800;

/**
 * The list query every list endpoint accepts (spec part 1 §7, part 2 §7):
 * skip, take, sort, desc, filters[field]=value, startDate/endDate.
 * The server parses `filters[x]` keys into `filters`.
 */
export const listQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(MAX_TAKE).default(DEFAULT_TAKE),
  sort: z.string().max(64).default('createdAt'),
  desc: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(true),
  startDate: z.string().max(40).optional(),
  endDate: z.string().max(40).optional(),
  filters: z.record(z.string(), z.string()).default({}),
});
export type ListQueryInput = z.input<typeof listQuerySchema>;
export type ListQuery = z.output<typeof listQuerySchema>;

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
