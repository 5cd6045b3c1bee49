/**
 * Request cases for the OpenAPI-driven fuzz test (security/openapi-fuzz.test.ts, issue 37 "Tests"):
 * from each operation of /api/docs/json, a plausible request and variants of it that break one thing
 * at a time (a wrong type, an impossible or out-of-range date, an extreme number, a missing required
 * field, a very long or odd Unicode string, odd path parameters). Deterministic for a seed.
 */

export interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  minimum?: number;
  nullable?: boolean;
  pattern?: string;
  additionalProperties?: boolean | JsonSchema;
}
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** as OpenAPI writes it: /api/user/{id} */
  path: string;
  params: Array<{ in: 'path' | 'query' | 'header'; name: string; schema?: JsonSchema }>;
  body?: JsonSchema;
}
export interface FuzzCase {
  /** what was broken, printed on failure */
  kind: string;
  url: string;
  /** raw JSON text (lone surrogates and 1e999 cannot be written by JSON.stringify) */
  payload?: string;
  headers?: Record<string, string>;
}

/** mulberry32: small, seeded, the same sequence on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function operationsOf(doc: {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content;
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: (op.parameters as Operation['params'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return out;
}

/** Strings that are not a date any database should see: impossible days, year 0, JavaScript's last year. */
const BAD_DATES = [
  '0000-01-01',
  '275760-09-13',
  '2023-02-29',
  '2026-02-30',
  '-000001-01-01T00:00:00Z',
  '2026-13-01',
  '1899-12-31',
  '2101-01-01T00:00:00-03:00',
  '2026-02-30T10:00:00-03:00',
  '9999-12-31T23:59:59.999Z',
];
/** Raw JSON numbers: 1e999 parses to Infinity, the others pass int4/int8 or are not integers. */
const BAD_NUMBERS = ['1e999', '-1e999', '2147483648', '9223372036854775808', '-1', '1.5', '0', '1e308', '-0'];
/** Raw JSON strings (escapes kept as written, so the server's JSON parser makes the odd characters). */
const ODD_STRINGS: Record<string, string> = {
  rtl: '"\\u202eabc\\u200f\\u061c"',
  emoji: '"👩‍👩‍👧‍👦🏳️‍🌈"',
  combining: `"a${'\\u0301'.repeat(60)}"`,
  'lone-high-surrogate': '"a\\ud800b"',
  'lone-low-surrogate': '"\\udfff"',
  'nul-like': '"\\u2400\\ufeff\\uffff\\u2028"',
  'nul-byte': '"a\\u0000b"',
  'sql-ish': `"x' OR '1'='1; --"`,
  'percent-like': '"%_\\\\%"',
};
const WRONG_TYPES: Record<string, string> = {
  number: '12345',
  string: '"abc"',
  object: '{"a":{"b":[1]}}',
  array: '[1,"a",null]',
  boolean: 'true',
  null: 'null',
};

/** UUIDv7-looking ids that exist nowhere, and path values no route expects. */
const PATH_VALUES: Record<string, string> = {
  uuid7: '0190f000-0000-7000-8000-000000000001',
  'uuid7-upper': '0190F000-0000-7000-8000-00000000000A',
  short: 'x',
  number: '-1',
  huge: '9'.repeat(400),
  long: 'a'.repeat(2000),
  emoji: encodeURIComponent('😀'),
  rtl: encodeURIComponent('\u202eabc'),
  'bad-utf8': '%ED%A0%80',
  dots: '..%2F..%2Fetc',
  percent: '%25',
};

const isDateName = (name: string) => /date|when|until|At$|^date$/i.test(name);
const isNumberSchema = (s: JsonSchema | undefined): boolean =>
  s?.type === 'number' ||
  s?.type === 'integer' ||
  Boolean(s?.anyOf?.some((x) => x.type === 'number' || x.type === 'integer'));

/** A value that passes most schemas, chosen by the field's name and schema. */
function plausible(name: string, s: JsonSchema | undefined, ctx: Context, depth = 0): unknown {
  if (s?.enum?.length) return s.enum[0];
  const branch = s?.anyOf?.[0] ?? s?.oneOf?.[0];
  if (branch && !s?.type) return plausible(name, branch, ctx, depth);
  if (s?.type === 'object' || (s?.properties && depth < 3)) return plausibleObject(s, ctx, depth + 1);
  if (s?.type === 'array') return [plausible(name, s.items, ctx, depth + 1)];
  if (s?.type === 'boolean') return true;
  const n = name.toLowerCase();
  // money in cents above every minimum (R$ 5,00), counts within their maximum
  if (/value|price/.test(n)) return 1000;
  if (isNumberSchema(s)) return Math.max(s?.minimum ?? 1, 1);
  if (n.includes('email')) return 'fuzz@teste.com.br';
  if (n === 'cnpj' || (n === 'document' && ctx.company)) return '11222333000181';
  if (n.includes('document') || n === 'cpf') return '52998224725';
  if (n.includes('birth')) return '1990-05-10';
  if (n === 'until' || n === 'enddate') return '2026-05-11T18:00:00-03:00';
  if (isDateName(name)) return '2026-05-10T09:00:00-03:00';
  if (n.includes('phone') || n.includes('mobile')) return '+5511987654321';
  if (n === 'zipcode' || n === 'cep') return '01310100';
  if (n === 'state') return 'SP';
  if (n === 'role') return 'User';
  if (n === 'content_type') return 'image/png';
  if (/catalog|art|blueprint|responsib/.test(n) || (n === 'url' && ctx.company))
    return 'https://exemplo.com.br/a.pdf';
  if (/url|banner|background|link|file|video|image|logo/.test(n)) return 'https://exemplo.com.br/a.png';
  if (n.includes('password')) return 'Senha@123';
  if (ctx.known[name]) return ctx.known[name];
  if (n === 'id' || n.endsWith('id') || n === 'user' || n === 'event' || n === 'company')
    return PATH_VALUES.uuid7;
  return 'Teste fuzz';
}

/** What a plausible value depends on besides the field: a company form's `document` is a CNPJ. */
interface Context {
  company: boolean;
  /** ids that exist, by body field name ("company": a company of the test's) */
  known: Record<string, string>;
}

function plausibleObject(s: JsonSchema | undefined, ctx: Context, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const props = s?.properties ?? GUESSED_FIELDS;
  for (const [k, v] of Object.entries(props)) out[k] = plausible(k, v, ctx, depth);
  return out;
}

/** Fields tried on a body the document describes only as "an object" (parsed inside the handler). */
const GUESSED_FIELDS: Record<string, JsonSchema> = {
  firstName: {},
  lastName: {},
  email: {},
  document: {},
  birthDate: {},
  phoneNumber: {},
  role: {},
  status: { type: 'number' },
  gender: { type: 'number', minimum: 0 },
  companyId: {},
  password: {},
};

function topLevelSchema(body: JsonSchema): JsonSchema {
  return body.oneOf?.[0] ?? body.anyOf?.[0] ?? body;
}

/** encodeURIComponent, except that a lone surrogate goes as the (invalid) UTF-8 bytes it would be. */
function urlEncode(text: string): string {
  return text.replace(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g, (ch) =>
    ch.length === 1 && /[\ud800-\udfff]/.test(ch) ? '%ED%A0%80' : encodeURIComponent(ch),
  );
}

/** Every case of one operation, in a fixed order; the test samples from them. */
export function casesFor(
  op: Operation,
  pathValue: (name: string) => string,
  known: Record<string, string> = {},
): FuzzCase[] {
  const pathParams = op.params.filter((p) => p.in === 'path');
  const fill = (override?: { name: string; value: string }) =>
    op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
      if (override?.name === name) return override.value;
      if (name === 'status') return '1';
      return name === '*' ? `user/${pathValue(name)}/x.png` : pathValue(name);
    });
  // a check-in's `type` (1 = entrada) is the one query value an operation needs to get past its schema
  const typeQuery = op.params.some((p) => p.in === 'query' && p.name === 'type') ? 'type=1' : '';
  const filled = fill();
  const base = typeQuery ? `${filled}?${typeQuery}` : filled;
  const withQuery = (q: string) => `${filled}?${[typeQuery, q].filter(Boolean).join('&')}`;
  const cases: FuzzCase[] = [];
  const bodyOf = (obj: unknown) => JSON.stringify(obj);
  const ctx: Context = {
    company: /\/(company|builder)/.test(op.path) && !op.path.startsWith('/api/user'),
    known,
  };
  const baseBody = op.body ? plausible('body', topLevelSchema(op.body), ctx) : undefined;
  const basePayload = op.body
    ? bodyOf(baseBody)
    : op.method === 'GET' || op.method === 'DELETE'
      ? undefined
      : '{}';
  cases.push({ kind: 'plausible', url: base, payload: basePayload });

  for (const p of pathParams)
    for (const [kind, value] of Object.entries(PATH_VALUES))
      cases.push({
        kind: `path ${p.name}=${kind}`,
        url: `${fill({ name: p.name, value })}${typeQuery ? `?${typeQuery}` : ''}`,
        payload: basePayload,
      });

  for (const q of op.params.filter((p) => p.in === 'query')) {
    if (q.name === 'filters') {
      for (const [kind, raw] of Object.entries(ODD_STRINGS))
        cases.push({
          kind: `query filters[name]=${kind}`,
          url: withQuery(`filters[name]=${urlEncode(JSON.parse(raw) as string)}`),
          payload: basePayload,
        });
      cases.push({ kind: 'query filters long', url: withQuery(`filters[name]=${'a'.repeat(5000)}`) });
      continue;
    }
    if (q.name === 'startDate')
      // the client's offset turns a bare day into an instant (core/list-query.ts): odd offsets and zones
      for (const zone of ['+99:99', '-23:59', '+14:00', 'Mars/Olympus', 'Etc/GMT+12', 'x'.repeat(300)])
        cases.push({
          kind: `header timezone=${zone.slice(0, 20)} with startDate`,
          url: withQuery('startDate=2100-12-31&endDate=1900-01-01'),
          headers: { timezone: zone },
        });
    const values = isDateName(q.name)
      ? BAD_DATES
      : [...BAD_NUMBERS, 'abc', 'a'.repeat(3000), '\u202e', '😀', 'true', ''];
    for (const v of values)
      cases.push({
        kind: `query ${q.name}=${v.length > 40 ? `<${v.length} chars>` : v}`,
        url: withQuery(`${q.name}=${encodeURIComponent(v)}`),
        payload: basePayload,
      });
  }

  if (op.method === 'POST' || op.method === 'PUT') {
    for (const [kind, raw] of Object.entries({ ...WRONG_TYPES, 'not-json': '{"a":', empty: '' }))
      cases.push({ kind: `body=${kind}`, url: base, payload: raw });
    const top = op.body ? topLevelSchema(op.body) : undefined;
    const isArray = top?.type === 'array';
    const objectSchema = isArray ? top?.items : top;
    const fields = objectSchema?.properties ?? GUESSED_FIELDS;
    const template = (
      isArray ? (baseBody as unknown[])[0] : (baseBody ?? plausibleObject(undefined, ctx))
    ) as Record<string, unknown>;
    // one field replaced by raw JSON text, the rest kept plausible
    const withField = (field: string, raw: string | undefined) => {
      const parts = Object.entries(template)
        .filter(([k]) => k !== field)
        .map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`);
      if (raw !== undefined) parts.push(`${JSON.stringify(field)}:${raw}`);
      const obj = `{${parts.join(',')}}`;
      return isArray ? `[${obj}]` : obj;
    };
    for (const [field, schema] of Object.entries(fields)) {
      if (objectSchema?.required?.includes(field))
        cases.push({ kind: `body missing ${field}`, url: base, payload: withField(field, undefined) });
      for (const [kind, raw] of Object.entries(WRONG_TYPES))
        cases.push({ kind: `body ${field}=${kind}`, url: base, payload: withField(field, raw) });
      if (isDateName(field) || schema.pattern?.includes('\\d{4}'))
        for (const d of BAD_DATES)
          cases.push({ kind: `body ${field}=${d}`, url: base, payload: withField(field, JSON.stringify(d)) });
      for (const n of BAD_NUMBERS)
        cases.push({ kind: `body ${field}=${n}`, url: base, payload: withField(field, n) });
      for (const [kind, raw] of Object.entries(ODD_STRINGS))
        cases.push({ kind: `body ${field}=${kind}`, url: base, payload: withField(field, raw) });
      for (const length of [300, 70_000])
        cases.push({
          kind: `body ${field}=<${length} chars>`,
          url: base,
          payload: withField(field, JSON.stringify('ç'.repeat(length))),
        });
    }
  }
  return cases;
}

/** Up to `count` cases of `all`: always the first (the plausible request), the rest drawn by `random`. */
export function sample<T>(all: T[], count: number, random: () => number): T[] {
  if (all.length <= count) return all;
  const rest = all.slice(1);
  for (let i = rest.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [rest[i], rest[j]] = [rest[j]!, rest[i]!];
  }
  return [all[0]!, ...rest.slice(0, count - 1)];
}
