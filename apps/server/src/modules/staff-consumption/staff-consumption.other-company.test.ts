import { SERVER_CODES } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addConsumer, consumeAs, putLimits } from './staff-consumption.test-helper';

/**
 * Issue 39 item 13: an exhibitor's staff scanning a real badge of another company are told "Crachá de
 * outra empresa" (BadgeOfOtherCompany), still a 404 that carries nothing about the person; an unknown
 * code or another company's user id stays the plain NotFound, so ids cannot be probed.
 */
describe.each(testDatabaseKinds())('staff scan of another company on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const look = (token: string, id: string) =>
    h.request({ method: 'GET', url: `/api/user/${encodeURIComponent(id)}/consumption`, token });

  it('says "another company" for a valid badge, not found for anything else, and reveals nothing', async () => {
    const theirs = await addConsumer(h, 'Gina', h.companyB);
    const visitor = await addConsumer(h, 'Hugo', null);
    await putLimits(h, h.users.Admin.token, theirs.id, { savory: 10 });
    const other = { isValid: false, model: null, errors: {}, message: SERVER_CODES.badgeOfOtherCompany };

    for (const role of ['Manager', 'User'] as const) {
      const t = h.users[role].token;
      for (const res of [
        await look(t, theirs.code),
        await look(t, ` ${theirs.code.toLowerCase()} `),
        await look(t, visitor.code),
        await consumeAs(h, t, theirs.code, 'savory', 1),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject(other);
        expect(JSON.stringify(res.json())).not.toContain('Gina');
      }
      for (const res of [
        await look(t, theirs.id),
        await look(t, 'ZZZZZZZZZZ'),
        await consumeAs(h, t, theirs.id, 'savory', 1),
        await consumeAs(h, t, 'ZZZZZZZZZZ', 'savory', 1),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(SERVER_CODES.notFound);
      }
    }
    // nothing was taken by the refused scans; the admin reaches anyone, an unknown code is NotFound
    const admin = await look(h.users.Admin.token, theirs.code);
    expect(admin.json().model.used.savory).toBe(0);
    expect((await look(h.users.Admin.token, 'ZZZZZZZZZZ')).json().message).toBe(SERVER_CODES.notFound);
  });
});
