#!/usr/bin/env node
/**
 * The bare baseline of issue 16 (bench/README.md, "Bare baseline and the profile"): a minimal Fastify +
 * `pg` server answering the users page, its name filter and the check-in upload with the SQL the product
 * runs (bench/baseline-sql.mjs, compared with the product's own by the run) and the same JSON, byte for
 * byte. What it leaves out is what the product adds around the query: the ORM, JWT verification and the
 * signed-in user's read, permissions, helmet headers, the control-character guard, zod validation and
 * the request log. It keeps what a lean endpoint would also need: a pool of 10 (the product's), int8 as
 * numbers (the product's type parser), a response schema compiled by fast-json-stringify (Fastify's
 * default serialiser) and the product's 5 s count cache, dropped on a write.
 *
 * Auth: a static bearer. `BASELINE_TOKEN` is the access token the run signed in with; anything else is a
 * 401. The product's token check and user read are part of what the comparison measures.
 *
 *   BASELINE_DATABASE_URL  the product's database (required)
 *   BASELINE_PORT          port on 127.0.0.1 (required)
 *   BASELINE_TOKEN         the bearer every request must carry (required)
 *
 * Only what the benchmark sends is answered: `GET /api/user?skip&take&sort=createdAt&desc` with an
 * optional `filters[fullName]`, and `POST /api/user/checkin` `{ documents }`; anything else is a 400.
 */
// the CPF check digits the product uses (packages/shared isValidCpf wraps this)
import { isValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import Fastify from 'fastify';
import pg from 'pg';
import { CHECK_IN_SQL, countSql, NAME_COUNT_BY_INDEX_FROM, pageSql } from './baseline-sql.mjs';

const { BASELINE_DATABASE_URL: url, BASELINE_PORT: port, BASELINE_TOKEN: token } = process.env;
if (!url || !port || !token) {
  console.error('baseline: BASELINE_DATABASE_URL, BASELINE_PORT and BASELINE_TOKEN are required');
  process.exit(1);
}

// The product's choices (apps/server/src/db/client.ts and its Drizzle session): int8 as a number, and a
// date column as its 'YYYY-MM-DD' text (pg would make a Date at local midnight of it).
pg.types.setTypeParser(pg.types.builtins.INT8, Number);
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
const pool = new pg.Pool({ connectionString: url, max: 10, application_name: 'feira-bench-baseline' });
pool.on('error', (e) => console.error('baseline pool error:', e.message));

// The users list's answer as the product's serialiser writes it (listResponse(userModelSchema) in
// @feira/shared, through core/response-schemas.ts): the same properties in the same order.
const text = { type: 'string' };
const nullable = (schema) => ({ ...schema, nullable: true });
const int = { type: 'integer' };
const bool = { type: 'boolean' };
const date = { type: 'string', format: 'date-time' };
const object = (properties, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const addressParts = ['street', 'number', 'complement', 'neighborhood', 'city', 'zipCode', 'state'];
const address = object(
  Object.fromEntries([...addressParts, 'country', 'fullAddress'].map((k) => [k, nullable(text)])),
  [],
);
const user = object({
  _id: text,
  firstName: text,
  lastName: text,
  fullName: text,
  badgeName: nullable(text),
  document: nullable(text),
  email: nullable(text),
  phoneNumber: nullable(text),
  nationalPhoneNumber: nullable(text),
  birthDate: nullable(text),
  gender: nullable(int),
  profession: nullable(text),
  companyName: nullable(text),
  companyDocument: nullable(text),
  companyId: nullable(text),
  company: nullable(object({ _id: text, name: text, companyType: text })),
  sector: nullable(text),
  code: text,
  ticketType: nullable(text),
  externalId: nullable(text),
  role: text,
  status: int,
  pendingApproval: bool,
  professionalFiles: { type: 'array', items: object({ url: text, name: nullable(text) }, ['url']) },
  qrPrinted: bool,
  checkInAt: nullable(date),
  address: nullable(address),
  city: nullable(text),
  state: nullable(text),
  mobile: bool,
  createdAt: date,
  updatedAt: date,
});
const envelope = (model, params) =>
  object({
    isValid: bool,
    model,
    errors: { type: 'object', additionalProperties: text },
    message: nullable(text),
    params,
  });
const listAnswer = envelope({ type: 'array', items: user }, object({ count: int }));
const checkInAnswer = envelope(
  object({
    checkedIn: int,
    unmatched: { type: 'array', items: text },
    invalid: { type: 'array', items: text },
  }),
  object({ count: int }),
);

// The product's count cache (apps/server/src/db/count-cache.ts): 5 s per filter, dropped on a write;
// a name filter whose last total was large is recounted from the name index, as the product does.
const COUNT_TTL_MS = 5_000;
const counts = new Map();
let generation = 0;
async function cachedCount(term) {
  const hit = counts.get(term);
  if (hit && hit.generation === generation && Date.now() - hit.at < COUNT_TTL_MS) return hit.value;
  const seen = generation;
  const large = term !== '' && (hit?.value ?? 0) >= NAME_COUNT_BY_INDEX_FROM;
  const params = large ? termParams(term).slice(1) : termParams(term);
  const { rows } = await pool.query(countSql(term !== '', large), params);
  const value = rows[0].count;
  if (seen === generation) counts.set(term, { at: Date.now(), value, generation: seen });
  return value;
}

/** The filter's term as many times as the SQL sends it; none without a filter. */
/** The filter's parameters: the LIKE pattern (wildcards escaped), then the plain term for strpos(). */
const termParams = (pattern) => (pattern === '' ? [] : [pattern, pattern.replace(/\\([\\%_])/g, '$1')]);

/** A row as the SQL names it (camelCase aliases) -> the answer's user. */
function presentRow(r) {
  const { companyRefId, companyRefName, companyRefType, id, ...rest } = r;
  const company =
    companyRefId === null ? null : { _id: companyRefId, name: companyRefName, companyType: companyRefType };
  return { _id: id, ...rest, company };
}

const badRequest = (reply, message) =>
  reply.code(400).send({ isValid: false, model: null, errors: {}, message, params: {} });

const app = Fastify({ logger: false });
app.addHook('onRequest', async (request, reply) => {
  if (request.headers.authorization !== `Bearer ${token}`)
    return reply
      .code(401)
      .send({ isValid: false, model: null, errors: {}, message: 'Unauthorized', params: {} });
});

app.get('/api/user', { schema: { response: { 200: listAnswer } } }, async (request, reply) => {
  const q = request.query;
  const skip = Number(q.skip ?? 0);
  const take = Number(q.take ?? 15);
  const term = (q['filters[fullName]'] ?? '').trim();
  if (!Number.isInteger(skip) || !Number.isInteger(take) || take < 1 || take > 100 || skip < 0)
    return badRequest(reply, 'skip/take');
  if ((q.sort ?? 'createdAt') !== 'createdAt' || q.desc !== 'true') return badRequest(reply, 'sort');
  const filtered = term !== '';
  // the product escapes LIKE wildcards in the term (db/text-filter.ts escapeLike)
  const pattern = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  const paging = skip > 0 ? [take, skip] : [take];
  const [{ rows }, count] = await Promise.all([
    pool.query(pageSql(filtered, skip > 0), [...termParams(pattern), ...paging]),
    cachedCount(pattern),
  ]);
  return { isValid: true, model: rows.map(presentRow), errors: {}, message: null, params: { count } };
});

app.post('/api/user/checkin', { schema: { response: { 200: checkInAnswer } } }, async (request, reply) => {
  const body = request.body;
  const documents = Array.isArray(body) ? body : body?.documents;
  if (!Array.isArray(documents) || documents.length === 0) return badRequest(reply, 'documents');
  // the product's normalisation (users-badges.service.ts checkInDocuments)
  const normalised = documents.map((d) => {
    const digits = String(d).replace(/\D/g, '');
    return digits && digits.length <= 11 ? digits.padStart(11, '0') : digits;
  });
  const valid = normalised.map((d) => isValidCpf(d));
  const unique = [...new Set(normalised.filter((_, i) => valid[i]))];
  const at = new Date();
  const matched = new Set();
  if (unique.length) {
    const { rows } = await pool.query(CHECK_IN_SQL, [at, at, unique]);
    for (const r of rows) if (r.document) matched.add(r.document);
  }
  generation += 1;
  counts.clear();
  const unmatched = documents.filter((_, i) => valid[i] && !matched.has(normalised[i]));
  const invalid = documents.filter((_, i) => !valid[i]);
  const model = { checkedIn: matched.size, unmatched, invalid };
  return { isValid: true, model, errors: {}, message: null, params: { count: matched.size } };
});

const shutdown = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(`baseline listening on http://127.0.0.1:${port}`);
