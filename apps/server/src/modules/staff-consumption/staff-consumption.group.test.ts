import type { ConsumptionLogRow } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { scanGroups } from './staff-consumption.repository';
import { addConsumer, consumeAs, putLimits } from './staff-consumption.test-helper';

/** The group commit across badges (scanGroups, and the service's Coalescer in front of it). */
describe.each(testDatabaseKinds())('staff consumption group commit on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;
  const logsOf = async (code: string, type: string) => {
    const res = await h.request({
      method: 'GET',
      url: `/api/consumption/logs?filters[user]=${code}&filters[type]=${type}&take=100&sort=consumedAt&desc=false`,
      token: admin(),
    });
    return res.json().model as ConsumptionLogRow[];
  };

  it('takes each group as scanBatch would, in one statement: limits, nobody, scope, one person twice', async () => {
    const ana = await addConsumer(h, 'Ana', h.companyA);
    const caio = await addConsumer(h, 'Caio', h.companyA);
    await putLimits(h, admin(), ana.id, { savory: 3 });
    const staff = h.users.Admin.id;
    const results = await scanGroups(h.database.db, [
      {
        idOrCode: ana.code,
        companyId: undefined,
        type: 'savory',
        method: 'staff',
        items: [2, 2].map((quantity) => ({ quantity, createdBy: staff })),
      },
      {
        idOrCode: caio.id,
        companyId: undefined,
        type: 'coffee',
        method: 'staff',
        items: [{ quantity: 1, createdBy: staff }],
      },
      {
        idOrCode: 'ZZZZZZZZZZ',
        companyId: undefined,
        type: 'savory',
        method: 'staff',
        items: [{ quantity: 1, createdBy: staff }],
      },
      {
        idOrCode: ana.code,
        companyId: h.companyB,
        type: 'savory',
        method: 'staff',
        items: [{ quantity: 1, createdBy: staff }],
      },
      {
        idOrCode: ` ${ana.id} `,
        companyId: h.companyA,
        type: 'savory',
        method: 'mobile',
        items: [{ quantity: 1, createdBy: null }],
      },
    ]);
    // Ana: 2 taken, the second 2 refused with the counter as it stood (used 2 of 3)
    expect(results[0]!.consumer?.id).toBe(ana.id);
    expect(results[0]!.items[0]!.taken).toEqual({ previousUsed: 0, newUsed: 2, limit: 3, unlimited: false });
    expect(results[0]!.items[1]).toEqual({
      taken: undefined,
      counter: { limit: 3, unlimited: false, used: 2 },
    });
    // Caio has no counters yet: found, nothing taken, no counter (the service opens uncapped ones)
    expect(results[1]!.consumer?.id).toBe(caio.id);
    expect(results[1]!.items).toEqual([{ taken: undefined, counter: undefined }]);
    // nobody with that code, and Ana is not company B's
    expect(results[2]).toEqual({ items: [{}] });
    expect(results[3]).toEqual({ items: [{}] });
    // the same person by id within her company, after the first group: takes the last one
    expect(results[4]!.consumer?.id).toBe(ana.id);
    expect(results[4]!.items[0]!.taken).toEqual({ previousUsed: 2, newUsed: 3, limit: 3, unlimited: false });

    const logs = await logsOf(ana.code, 'savory');
    // one transaction: the same consumed_at, so in the order of the counter
    logs.sort((a, b) => a.previousUsed - b.previousUsed);
    expect(logs.map((l) => [l.previousUsed, l.newUsed, l.method])).toEqual([
      [0, 2, 'staff'],
      [2, 3, 'mobile'],
    ]);
  });

  it('many badges scanned at once: exactly up to each limit, one log per success, chained', async () => {
    const people = await Promise.all(
      Array.from({ length: 30 }, (_, i) => addConsumer(h, `Grupo${i}`, h.companyA)),
    );
    for (const p of people) await putLimits(h, admin(), p.id, { sweets: 2 });
    const scans = people.flatMap((p) => [p, p, p]);
    const answers = await Promise.all(scans.map((p) => consumeAs(h, admin(), p.code, 'sweets', 1)));
    for (const p of people) {
      const mine = answers.filter((_, i) => scans[i] === p).map((r) => r.statusCode);
      expect(mine.sort()).toEqual([200, 200, 409]);
    }
    const logs = await Promise.all(people.map((p) => logsOf(p.code, 'sweets')));
    for (const rows of logs)
      expect(rows.map((l) => [l.previousUsed, l.newUsed])).toEqual([
        [0, 1],
        [1, 2],
      ]);
  });
});
