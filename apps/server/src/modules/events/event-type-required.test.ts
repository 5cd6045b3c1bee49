import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

// issue 39 item 17: a select nobody picked is "Campo obrigatório", not "Opção inválida"
describe.each(testDatabaseKinds())('event type and check type messages on %s', (kind) => {
  let h: Harness;
  const post = (url: string, payload: unknown) =>
    h.request({ method: 'POST', url, token: h.users.Admin.token, payload: payload as object });
  const event = (type: unknown) => post('/api/event', { title: 'Palestra', description: 'Texto', type });

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('an empty, null or absent event type is "Campo obrigatório"; an unknown one "Opção inválida"', async () => {
    for (const type of ['', null, undefined]) {
      const res = await event(type);
      expect(res.statusCode, String(type)).toBe(400);
      expect(res.json().errors).toEqual({ type: 'Campo obrigatório' });
    }
    for (const type of [0, '98', 'palestra']) {
      const res = await event(type);
      expect(res.statusCode, String(type)).toBe(400);
      expect(res.json().errors).toEqual({ type: 'Opção inválida' });
    }
    // the select sends its value as text: still accepted
    const ok = await event('2');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().model.type).toBe(2);
  });

  it('the attendee import without ?type= is "Campo obrigatório"', async () => {
    const id = (await event(1)).json().model._id as string;
    const rows = [{ userId: 'ABCDEFGHJK', date: '2026-05-10T12:00:00.000Z' }];
    const missing = await post(`/api/event/${id}/attendee/import?type=`, rows);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ type: 'Campo obrigatório' });
    const wrong = await post(`/api/event/${id}/attendee/import?type=3`, rows);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ type: 'Opção inválida' });
    expect((await post(`/api/event/${id}/attendee/import?type=1`, rows)).statusCode).toBe(200);
  });
});
