import { z } from 'zod';
import { parseInstant } from '../format/date';
import { FIELD_MESSAGES } from '../messages/field';
import { DEFAULT_TAKE, MAX_TAKE } from './list-params';

/**
 * The list query every list endpoint accepts (spec part 1 §7, part 2 §7):
 * skip, take, sort, desc, filters[field]=value, startDate/endDate.
 * The server parses `filters[x]` keys into `filters`. The web builds the query string with
 * toListSearchParams (./list-params.ts, no zod).
 */
/** A range bound: a real day in years 1900–2100 ("0000-01-01" or "275760-09-13" would reach SQL). */
const listDate = z
  .string()
  .max(40)
  .refine((v) => parseInstant(v) !== null, FIELD_MESSAGES.invalidDate);

export const listQuerySchema = z.object({
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(MAX_TAKE).default(DEFAULT_TAKE),
  sort: z.string().max(64).default('createdAt'),
  desc: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1')
    .default(true),
  startDate: listDate.optional(),
  endDate: listDate.optional(),
  filters: z.record(z.string(), z.string()).default({}),
});
export type ListQueryInput = z.input<typeof listQuerySchema>;
export type ListQuery = z.output<typeof listQuerySchema>;
