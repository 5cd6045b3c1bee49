import { CONSUMPTION_TYPE_OPTIONS, type ConsumptionType, consumptionCallTypeOf } from '@feira/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { consume } from './staff-consumption.service';
import { addConsumer, consumeMobile, MOBILE_KEY } from './staff-consumption.test-helper';

/** Two item types and two people per scenario keep each run small; batches run concurrently. */
const TYPES: ConsumptionType[] = ['sweets', 'beer'];
const PEOPLE = 2;
const RUNS = 1000;

const limitArb = fc.record({
  limit: fc.integer({ min: 0, max: 6 }),
  /** about one in four unlimited */
  unlimited: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
});
const scanArb = fc.record({
  person: fc.integer({ min: 0, max: PEOPLE - 1 }),
  type: fc.constantFrom(...TYPES),
  quantity: fc.integer({ min: 1, max: 3 }),
  /** the call's spelling ("sweet") or the stored one ("sweets") */
  callSpelling: fc.boolean(),
});
const scenarioArb = fc.record({
  /** per person: null = no consumption data at all (uncapped), else a limit per type */
  limits: fc.array(fc.option(fc.record({ sweets: limitArb, beer: limitArb }), { nil: null, freq: 5 }), {
    minLength: PEOPLE,
    maxLength: PEOPLE,
  }),
  batches: fc.array(fc.array(scanArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 3 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

interface LogRow {
  user_id: string;
  consumption_type: ConsumptionType;
  quantity: number;
  previous_used: number;
  new_used: number;
}

describe.each(testDatabaseKinds())('staff consumption property on %s', (kind) => {
  let h: Harness;
  const people: { id: string; code: string }[] = [];
  beforeAll(async () => {
    h = await createHarness(kind);
    for (let i = 0; i < PEOPLE; i++) people.push(await addConsumer(h, `Prop${i}`, null));
  });
  afterAll(() => h?.close());

  /** One statement: the people's logs and counters go, the scenario's limits come in. */
  async function reset(s: Scenario) {
    const ids = sql.join(
      people.map((p) => p.id),
      sql`, `,
    );
    const rows = s.limits.flatMap((l, i) =>
      l
        ? CONSUMPTION_TYPE_OPTIONS.map((o) => {
            const own = TYPES.includes(o.value) ? l[o.value as 'sweets' | 'beer'] : undefined;
            return sql`(${people[i]!.id}, ${o.value}, ${own?.limit ?? 0}::int, ${own?.unlimited ?? false}::boolean, 0)`;
          })
        : [],
    );
    await h.database.db.execute(sql`WITH logs AS (DELETE FROM consumption_logs WHERE user_id IN (${ids})),
      counters AS (DELETE FROM user_consumption WHERE user_id IN (${ids}))
      SELECT 1`);
    if (rows.length)
      await h.database.db.execute(
        sql`INSERT INTO user_consumption (user_id, type, "limit", unlimited, used) VALUES ${sql.join(rows, sql`, `)}`,
      );
  }

  /**
   * The first scenarios go through the HTTP route (mobile key, both id forms and spellings); the rest
   * call the service the route calls, so 1,000 scenarios stay within seconds on a loaded machine.
   */
  let viaHttp = 50;
  async function scanOnce(scan: Scenario['batches'][number][number]) {
    const person = people[scan.person]!;
    const id = scan.person % 2 ? person.code : person.id;
    const type = scan.callSpelling ? consumptionCallTypeOf(scan.type) : scan.type;
    if (viaHttp > 0) {
      const res = await consumeMobile(h, MOBILE_KEY, id, type, scan.quantity);
      return { status: res.statusCode, message: res.json().message as string };
    }
    try {
      await consume(h.database.db, null, id, { type: scan.type, quantity: scan.quantity }, 'mobile');
      return { status: 200, message: '' };
    } catch (e) {
      return e instanceof AppError
        ? { status: e.status, message: e.message }
        : { status: 500, message: String(e) };
    }
  }

  async function check(s: Scenario) {
    viaHttp -= 1;
    await reset(s);
    const outcomes: { scan: Scenario['batches'][number][number]; status: number; message: string }[] = [];
    for (const batch of s.batches) {
      const answers = await Promise.all(batch.map(scanOnce));
      for (const [i, a] of answers.entries()) outcomes.push({ scan: batch[i]!, ...a });
    }
    const { db } = h.database;
    const ids = people.map((p) => p.id);
    const counters = (
      await db.execute(
        sql`SELECT user_id, type, "limit", unlimited, used FROM user_consumption WHERE user_id IN (${sql.join(ids, sql`, `)})`,
      )
    ).rows as { user_id: string; type: string; limit: number; unlimited: boolean; used: number }[];
    const logs = (
      await db.execute(
        sql`SELECT user_id, consumption_type, quantity, previous_used, new_used FROM consumption_logs
            WHERE user_id IN (${sql.join(ids, sql`, `)}) ORDER BY previous_used`,
      )
    ).rows as unknown as LogRow[];

    for (let p = 0; p < PEOPLE; p++) {
      for (const type of TYPES) {
        const mine = outcomes.filter((o) => o.scan.person === p && o.scan.type === type);
        const ok = mine.filter((o) => o.status === 200);
        const refused = mine.filter((o) => o.status !== 200);
        const taken = ok.reduce((n, o) => n + o.scan.quantity, 0);
        const row = counters.find((c) => c.user_id === people[p]!.id && c.type === type);
        const used = row ? Number(row.used) : 0;
        const l = s.limits[p];
        const cap = l
          ? l[type as 'sweets' | 'beer'].unlimited
            ? Infinity
            : l[type as 'sweets' | 'beer'].limit
          : Infinity;

        expect(used).toBe(taken);
        expect(used).toBeLessThanOrEqual(cap);
        // every refusal is a 409 that could not have fitted: the limit allowed exactly what was taken
        for (const o of refused) {
          expect(o.status).toBe(409);
          expect(o.message).toMatch(/^Limite excedido para (Doce|Chope): disponível \d+$/);
          expect(used + o.scan.quantity).toBeGreaterThan(cap);
        }
        // one log row per success, chained previous -> new from 0 to used
        const chain = logs.filter((r) => r.user_id === people[p]!.id && r.consumption_type === type);
        expect(chain).toHaveLength(ok.length);
        let at = 0;
        for (const r of chain) {
          expect(Number(r.previous_used)).toBe(at);
          expect(Number(r.new_used)).toBe(at + Number(r.quantity));
          at = Number(r.new_used);
        }
        expect(at).toBe(used);
      }
    }
  }

  it(`holds for ${RUNS} random scenarios of concurrent scans`, { timeout: 300_000 }, async () => {
    await fc.assert(fc.asyncProperty(scenarioArb, check), { numRuns: RUNS });
  });
});
