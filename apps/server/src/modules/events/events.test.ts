import type { AttendeeImportResult, AttendeeModel, EventDetailModel } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeChecks, users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addGuest, checksOf, createEvent, kiosk } from './events.test-helper';

describe.each(testDatabaseKinds())('events and attendees on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;
  const detail = async (id: string) =>
    (await h.request({ method: 'GET', url: `/api/event/${id}`, token: admin() })).json()
      .model as EventDetailModel;
  const add = (event: string, user: string) =>
    h.request({ method: 'POST', url: '/api/event/attendee', token: admin(), payload: { event, user } });

  it('creates, edits, lists and deletes events; refuses an end before the start', async () => {
    const id = await createEvent(h, { title: 'Workshop de irrigação', type: 4 });
    const bad = await h.request({
      method: 'POST',
      url: '/api/event',
      token: admin(),
      payload: {
        title: 'X',
        description: 'Y',
        type: 1,
        when: '2026-05-10T12:00:00Z',
        until: '2026-05-10T11:00:00Z',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.until).toBe('A data de término deve ser posterior à data de início');
    expect(
      (
        await h.request({
          method: 'POST',
          url: '/api/event',
          token: admin(),
          payload: { title: 'X', description: 'Y', type: 55 },
        })
      ).statusCode,
    ).toBe(400);
    const put = await h.request({
      method: 'PUT',
      url: `/api/event/${id}`,
      token: admin(),
      payload: { title: 'Workshop de irrigação 2', description: 'Gotejamento', type: 4, capacity: '' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().model).toMatchObject({ title: 'Workshop de irrigação 2', capacity: 0, when: null });
    const list = await h.request({ method: 'GET', url: '/api/event?filters[title]=irriga', token: admin() });
    expect(list.json().model.map((e: { _id: string }) => e._id)).toContain(id);
    expect(await detail(id)).toMatchObject({ attendees: 0, confirmed: 0, checkIns: 0, checkOuts: 0 });
    // only the admin
    expect(
      (await h.request({ method: 'GET', url: '/api/event', token: h.users.Manager.token })).statusCode,
    ).toBe(403);
    expect((await h.request({ method: 'DELETE', url: `/api/event/${id}`, token: admin() })).statusCode).toBe(
      200,
    );
    expect((await h.request({ method: 'GET', url: `/api/event/${id}`, token: admin() })).statusCode).toBe(
      404,
    );
  });

  it('adds a participant once (409 the second time) and enforces the capacity', async () => {
    const id = await createEvent(h, { capacity: 2 });
    const [a, b, c] = [await addGuest(h), await addGuest(h), await addGuest(h)];
    const first = await add(id, a.id);
    expect(first.statusCode).toBe(200);
    expect((first.json().model as AttendeeModel).user).toMatchObject({ _id: a.id, fullName: a.fullName });
    expect((await add(id, a.id)).statusCode).toBe(409);
    // concurrent additions never pass the capacity
    const answers = await Promise.all([add(id, b.id), add(id, c.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(id)).attendees).toBe(2);
    const full = answers.find((r) => r.statusCode === 409)!;
    expect(full.json().message).toBe('Evento lotado: capacidade atingida');
    // a kiosk check-in of someone not registered is refused too when the event is full
    const d = await addGuest(h);
    expect((await kiosk(h, id, d.code, 1)).statusCode).toBe(409);

    const rows = await h.request({
      method: 'GET',
      url: `/api/event/attendee?filters[event]=${id}`,
      token: admin(),
    });
    expect(rows.json().params.count).toBe(2);
    const attendee = (rows.json().model as AttendeeModel[])[0]!;
    expect(
      (await h.request({ method: 'DELETE', url: `/api/event/attendee/${attendee._id}`, token: admin() }))
        .statusCode,
    ).toBe(200);
    expect((await detail(id)).attendees).toBe(1);
  });

  it('imports check-ins and check-outs by badge code, reporting bad ids per row', async () => {
    const id = await createEvent(h);
    const [a, b] = [await addGuest(h), await addGuest(h)];
    const at = '2026-05-10T12:00:00.000Z';
    const importRows = (type: 1 | 2, rows: { userId: string; date: string }[]) =>
      h.request({
        method: 'POST',
        url: `/api/event/${id}/attendee/import?type=${type}`,
        token: admin(),
        payload: rows,
      });

    // check-out before any check-in is reported, not recorded
    const early = (await importRows(2, [{ userId: a.code, date: at }])).json().model as AttendeeImportResult;
    expect(early.rows[0]).toMatchObject({
      ok: false,
      error: 'Check-out sem check-in: registre a entrada primeiro',
    });

    const res = await importRows(1, [
      { userId: a.code, date: at },
      { userId: b.code.toLowerCase(), date: at },
      { userId: 'ZZZZZZZZZZ', date: at },
      { userId: 'CURTO', date: at },
    ]);
    expect(res.statusCode).toBe(200);
    const report = res.json().model as AttendeeImportResult;
    expect(report.imported).toBe(2);
    expect(report.rows.map((r) => r.error)).toEqual([
      null,
      null,
      'Id não encontrado',
      'Id deve ter 10 caracteres',
    ]);
    // the same sheet again adds nothing
    await importRows(1, [{ userId: a.code, date: at }]);
    expect(await checksOf(h, id, a.id, 1)).toHaveLength(1);
    const out = (await importRows(2, [{ userId: a.code, date: '2026-05-10T14:00:00.000Z' }])).json().model;
    expect(out.imported).toBe(1);
    expect(await detail(id)).toMatchObject({ attendees: 2, checkIns: 2, checkOuts: 1 });
    const [user] = await h.database.db.select({ at: users.checkInAt }).from(users).where(eq(users.id, a.id));
    expect(user?.at?.toISOString()).toBe(at);
    // more than 100 rows in a chunk
    const many = Array.from({ length: 101 }, () => ({ userId: a.code, date: at }));
    expect((await importRows(1, many)).statusCode).toBe(400);
    const table = await h.request({
      method: 'GET',
      url: `/api/event/attendee?filters[event]=${id}`,
      token: admin(),
    });
    const row = (table.json().model as AttendeeModel[]).find((r) => r.user._id === a.id)!;
    expect(row).toMatchObject({
      status: 2,
      checkIns: [{ createdAt: at }],
      checkOuts: [{ createdAt: '2026-05-10T14:00:00.000Z' }],
    });
    expect(
      await h.database.db.select().from(attendeeChecks).where(eq(attendeeChecks.eventId, id)),
    ).toHaveLength(3);
  });

  it('imports a chunk in one statement: user ids, repeated rows, registered attendees, unknown event', async () => {
    const id = await createEvent(h);
    const [reg, walkIn, early] = [await addGuest(h), await addGuest(h), await addGuest(h)];
    expect((await add(id, reg.id)).statusCode).toBe(200);
    const earlier = new Date('2026-05-01T08:00:00.000Z');
    await h.database.db.update(users).set({ checkInAt: earlier }).where(eq(users.id, early.id));
    const importRows = (event: string, type: 1 | 2, rows: { userId: string; date: string }[]) =>
      h.request({
        method: 'POST',
        url: `/api/event/${event}/attendee/import?type=${type}`,
        token: admin(),
        payload: rows,
      });
    const res = await importRows(id, 1, [
      { userId: reg.id, date: '2026-05-10T12:30:00.000Z' },
      { userId: walkIn.code, date: '2026-05-10T12:45:00.000Z' },
      { userId: walkIn.code, date: '2026-05-10T12:05:00.000Z' },
      { userId: walkIn.code, date: '2026-05-10T12:05:20.000Z' },
      { userId: early.code, date: '2026-05-10T12:10:00.000Z' },
      { userId: `${reg.id}x`, date: '2026-05-10T12:10:00.000Z' },
    ]);
    expect(res.statusCode).toBe(200);
    const report = res.json().model as AttendeeImportResult;
    expect(report.rows.map((r) => r.ok)).toEqual([true, true, true, true, true, false]);
    expect(report.rows[5]?.error).toBe('Id não encontrado');
    // the registered attendee (Indo) is now Compareceu; the walk-in was added with the earliest time
    const table = (
      await h.request({ method: 'GET', url: `/api/event/attendee?filters[event]=${id}`, token: admin() })
    ).json().model as AttendeeModel[];
    const of = (userId: string) => table.find((r) => r.user._id === userId)!;
    expect(table).toHaveLength(3);
    expect(of(reg.id).status).toBe(2);
    expect(of(walkIn.id)).toMatchObject({ status: 2 });
    // two rows in one minute are one check; another minute is another
    expect((await checksOf(h, id, walkIn.id, 1)).map((c) => c.createdAt.toISOString()).sort()).toEqual([
      '2026-05-10T12:05:00.000Z',
      '2026-05-10T12:45:00.000Z',
    ]);
    const checkInAt = async (userId: string) =>
      (await h.database.db.select({ at: users.checkInAt }).from(users).where(eq(users.id, userId)))[0]?.at;
    expect((await checkInAt(walkIn.id))?.toISOString()).toBe('2026-05-10T12:05:00.000Z');
    expect((await checkInAt(reg.id))?.toISOString()).toBe('2026-05-10T12:30:00.000Z');
    // a user already counted at the door keeps the first time
    expect((await checkInAt(early.id))?.toISOString()).toBe(earlier.toISOString());
    expect(await detail(id)).toMatchObject({ attendees: 3, checkIns: 3, checkOuts: 0 });

    // check-outs: by user id and by code; a row of someone not checked in here is reported
    const stranger = await addGuest(h);
    const out = (
      await importRows(id, 2, [
        { userId: walkIn.id, date: '2026-05-10T13:00:00.000Z' },
        { userId: stranger.code, date: '2026-05-10T13:00:00.000Z' },
      ])
    ).json().model as AttendeeImportResult;
    expect(out.rows.map((r) => r.error)).toEqual([
      null,
      'Check-out sem check-in: registre a entrada primeiro',
    ]);
    expect(await detail(id)).toMatchObject({ attendees: 3, checkOuts: 1 });

    // an unknown event is 404 and writes nothing, even with only malformed ids
    const missing = await importRows('evento-que-nao-existe-0000', 1, [
      { userId: stranger.code, date: '2026-05-10T13:00:00.000Z' },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(
      (
        await importRows('evento-que-nao-existe-0000', 1, [
          { userId: 'CURTO', date: '2026-05-10T13:00:00.000Z' },
        ])
      ).statusCode,
    ).toBe(404);
    expect(await checkInAt(stranger.id)).toBeNull();
  });
});
