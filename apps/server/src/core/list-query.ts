import {
  FIELD_MESSAGES,
  type ListQuery,
  listQuerySchema,
  parseInstant,
  zodIssuesToFieldErrors,
} from '@feira/shared';
import type { SQL } from 'drizzle-orm';
import { badRequest } from './errors';

/**
 * Fastify's querystring parser: `filters[name]=x` becomes `{ filters: { name: 'x' } }` so the one list
 * query schema can validate it. Repeated keys keep the last value (the web never repeats them).
 */
export function parseQueryString(qs: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const filters: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(qs)) {
    const m = /^filters\[([A-Za-z0-9_.]{1,64})\]$/.exec(key);
    if (m) filters[m[1]!] = value;
    else if (key !== 'filters') out[key] = value;
  }
  if (Object.keys(filters).length) out.filters = filters;
  return out;
}

export interface DateRange {
  from?: Date;
  /** exclusive upper bound */
  to?: Date;
}

export interface ParsedList<S extends string> {
  skip: number;
  take: number;
  sort: S;
  desc: boolean;
  filters: Record<string, string>;
  range: DateRange;
}

const OFFSET = /^([+-])(\d{2}):?(\d{2})$/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One formatter per IANA zone named in a header (creating one costs far more than using it: it was
 * 16 % of the server's busy time under the dashboard's load). Unknown zones are not kept, and the map
 * is bounded since the header is the client's to choose.
 */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
const MAX_ZONES = 500;
/** Each known zone's offset as computed within the last minute. */
const recentOffsets = new Map<string, { offset: string; until: number }>();
const OFFSET_TTL_MS = 60_000;

function offsetFormatter(zone: string): Intl.DateTimeFormat | null {
  let f = offsetFormatters.get(zone);
  if (f) return f;
  try {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  } catch {
    return null;
  }
  if (offsetFormatters.size < MAX_ZONES) offsetFormatters.set(zone, f);
  return f;
}

/** The client's UTC offset from the `timezone` header: "-03:00", "-0300", or an IANA name. */
export function offsetFromHeader(header: string | undefined): string {
  if (!header) return '+00:00';
  const h = header.trim();
  const m = OFFSET.exec(h);
  if (m) return `${m[1]}${m[2]}:${m[3]}`;
  const now = Date.now();
  const known = recentOffsets.get(h);
  if (known && known.until > now) return known.offset;
  const formatter = offsetFormatter(h);
  if (!formatter) return '+00:00';
  let offset = '+00:00';
  try {
    const part = formatter.formatToParts(new Date(now)).find((p) => p.type === 'timeZoneName')?.value;
    const mm = part && /GMT([+-]\d{2}:\d{2})/.exec(part);
    if (mm) offset = mm[1]!;
  } catch {
    return offset;
  }
  // a zone's offset changes only at a daylight-saving switch: the answer is kept for a minute at most
  if (offsetFormatters.has(h)) recentOffsets.set(h, { offset, until: now + OFFSET_TTL_MS });
  return offset;
}

function parseBound(
  value: string | undefined,
  offset: string,
  field: string,
  endOfDay: boolean,
): Date | undefined {
  if (!value) return undefined;
  // the schema has checked the day and the years already; this is the one reading of the value
  let d: Date | null;
  if (DATE_ONLY.test(value)) {
    d = new Date(`${value}T00:00:00${offset}`);
    if (endOfDay) d = new Date(d.getTime() + 86_400_000);
  } else d = parseInstant(value);
  if (!d || Number.isNaN(d.getTime())) throw badRequest({ [field]: FIELD_MESSAGES.invalidDate });
  return d;
}

/**
 * The one list-query parser every list endpoint uses: validates paging, checks the sort against the
 * list's own sortable fields, and turns startDate/endDate into an absolute range using the client's
 * offset (a bare date covers that whole local day).
 */
export function parseListQuery<S extends string>(
  raw: unknown,
  timezoneHeader: string | undefined,
  sortable: readonly S[],
): ParsedList<S> {
  const parsed = listQuerySchema.safeParse(raw ?? {});
  if (!parsed.success) throw badRequest(zodIssuesToFieldErrors(parsed.error, 'query'));
  const q: ListQuery = parsed.data;
  if (!sortable.includes(q.sort as S)) throw badRequest({ sort: 'Ordenação inválida' });
  const offset = offsetFromHeader(timezoneHeader);
  return {
    skip: q.skip,
    take: q.take,
    sort: q.sort as S,
    desc: q.desc,
    filters: q.filters,
    range: {
      from: parseBound(q.startDate, offset, 'startDate', false),
      to: parseBound(q.endDate, offset, 'endDate', true),
    },
  };
}

/**
 * The conditions actually given, for a caller that must know whether there are any (e.g. no key, no
 * query). `and()` and `or()` skip undefined conditions by themselves and do not need this.
 */
export function defined(conditions: Array<SQL | undefined>): SQL[] {
  return conditions.filter((c): c is SQL => c !== undefined);
}
