import type { ConsumptionLogRow, StaffConsumption } from '@feira/shared';
import { describe, expect, it } from 'vitest';
import { useDemoFair } from '../test-support/demo-fair';
import { testDatabaseKinds } from '../test-support/test-databases';

/** Issue 13: the demo fair's staff food and drink as the logins that use it see it. */
describe.each(testDatabaseKinds())('demo staff consumption on %s', (kind) => {
  const { get } = useDemoFair(kind, {
    tmpPrefix: 'feira-demo-consumption-',
    roles: ['Admin', 'Receptionist', 'Manager', 'User'],
    timeout: 120_000,
  });

  it('the logs have rows of both methods that chain previous -> new for each person and item', async () => {
    for (const role of ['Admin', 'Receptionist'] as const) {
      const page = await get(role, '/api/consumption/logs?take=1000&sort=consumedAt&desc=false');
      expect(page.params.count).toBeGreaterThan(50);
      const rows = page.model as ConsumptionLogRow[];
      expect(new Set(rows.map((r) => r.method))).toEqual(new Set(['staff', 'mobile']));
      const at = new Map<string, number>();
      for (const r of rows) {
        const key = `${r.userId._id}:${r.consumptionType}`;
        expect(r.previousUsed).toBe(at.get(key) ?? 0);
        expect(r.newUsed).toBe(r.previousUsed + r.quantity);
        at.set(key, r.newUsed);
      }
    }
  });

  it("the demo user's and manager's own company people have limits partly used", async () => {
    const user = await get('Admin', '/api/user?filters[email]=usuario@demo.feira.com.br');
    const code = user.model[0].code as string;
    for (const role of ['Manager', 'User', 'Admin'] as const) {
      const card = (await get(role, `/api/user/${code}/consumption`)).model as StaffConsumption;
      expect(card.limits).toMatchObject({ savory: 4, unlimitedCoffee: true });
      expect(Object.values(card.used ?? {}).some((n) => n > 0)).toBe(true);
    }
  });
});
