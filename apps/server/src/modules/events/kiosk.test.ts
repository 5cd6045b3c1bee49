import { type KioskResult, randomCpf } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeChecks, eventAttendees, users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addGuest, checksOf, createEvent, kiosk } from './events.test-helper';

describe.each(testDatabaseKinds())('kiosk on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '400' });
  });
  afterAll(() => h?.close());

  /** The answer must not carry the person's CPF, e-mail, phone or birth date. */
  function expectNoPersonalData(body: string, guest: { document: string | null; email: string | null }) {
    expect(body).not.toContain(guest.document!);
    expect(body).not.toContain(guest.email!);
    expect(body).not.toMatch(/98765|1990-04-12|@/);
    expect(body).not.toMatch(/document|email|phone|birth/i);
  }

  it('50 concurrent scans of one badge make exactly one check-in, all answered with success', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h, 'Beatriz');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        kiosk(
          h,
          event,
          i % 2 ? guest.code : `https://feira.com.br/Contact/Share/${guest.code}`,
          1,
          `10.0.1.${i}`,
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    // every scan answers the check-in, also those that found the guest just registered by another
    // scan and not yet checked in (once seen answering that row's status 0)
    for (const answer of answers) {
      expect(answer.json().model as KioskResult).toMatchObject({
        firstName: 'Beatriz',
        lastInitial: 'S',
        status: 2,
        checkType: 1,
      });
      expect(answer.json().message).toBe('Check-in realizado');
    }
    // one scan recorded it; the 49 others are repeats naming that same recorded time (issue 38 §1)
    const models = answers.map((a) => a.json().model as KioskResult);
    expect(models.filter((m) => m.repeat === false)).toHaveLength(1);
    expect(new Set(models.map((m) => m.checkedAt)).size).toBe(1);
    expectNoPersonalData(answers[0]!.body, guest);
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(1);
    const attendees = await h.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, event));
    expect(attendees).toHaveLength(1);
    const [user] = await h.database.db
      .select({ at: users.checkInAt })
      .from(users)
      .where(eq(users.id, guest.id));
    expect(user?.at).toBeInstanceOf(Date);
  });

  it('many badges at once (grouped statements): one check-in each, registered or not, all successes', async () => {
    const event = await createEvent(h);
    const guests = await Promise.all(Array.from({ length: 20 }, (_, i) => addGuest(h, `Grupo${i}`)));
    // half registered first, the other half added by their check-in
    for (const g of guests.slice(0, 10))
      expect(
        (
          await h.request({
            method: 'POST',
            url: '/api/event/attendee',
            token: h.users.Admin.token,
            payload: { event, user: g.id },
          })
        ).statusCode,
      ).toBe(200);
    const scans = guests.flatMap((g) => [g.code, g.document!, g.code]);
    const answers = await Promise.all(scans.map((code, i) => kiosk(h, event, code, 1, `10.0.2.${i % 200}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(scans.length).fill(200));
    for (const [i, g] of guests.entries()) {
      expect((answers[i * 3]!.json().model as KioskResult).firstName).toBe(`Grupo${i}`);
      expect(await checksOf(h, event, g.id, 1)).toHaveLength(1);
    }
    const attendees = await h.database.db
      .select()
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, event));
    expect(attendees).toHaveLength(20);
  });

  it('keeps one row within 60 s (across a minute boundary) and while inside; a new entrance after a check-out or the next day', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h);
    expect((await kiosk(h, event, guest.code, 1)).statusCode).toBe(200);
    const [first] = await checksOf(h, event, guest.id, 1);
    /** Moves the first check (and the attendee's latest check-in) `ms` into the past. */
    const age = async (ms: number) => {
      const at = new Date(Date.now() - ms);
      await h.database.db
        .update(attendeeChecks)
        .set({ createdAt: at, minuteBucket: Math.floor(at.getTime() / 60_000) - 1 })
        .where(eq(attendeeChecks.id, first!.id));
      await h.database.db
        .update(eventAttendees)
        .set({ lastCheckInAt: at })
        .where(eq(eventAttendees.eventId, event));
    };
    // 30 s ago, in another clock minute: still inside the window
    await age(30_000);
    const again = await kiosk(h, event, guest.code, 1);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Check-in realizado');
    expect(again.json().model).toMatchObject({ firstName: guest.firstName, status: 2 });
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(1);
    expect(again.json().model).toMatchObject({ repeat: true });
    // 61 s ago without a check-out: still inside, a repeat naming the recorded time (issue 38 §1)
    await age(61_000);
    const inside = await kiosk(h, event, guest.code, 1);
    expect(inside.statusCode).toBe(200);
    const recorded = (await checksOf(h, event, guest.id, 1))[0]!.createdAt;
    expect(inside.json().model).toMatchObject({ repeat: true });
    expect(Math.abs(Date.parse(inside.json().model.checkedAt) - recorded.getTime())).toBeLessThan(1000);
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(1);
    // 13 h ago (the fair's previous day): a new entrance, this scan's time
    await age(13 * 3600_000);
    const nextDay = await kiosk(h, event, guest.code, 1);
    expect(nextDay.json().model).toMatchObject({ repeat: false });
    expect(Date.now() - Date.parse(nextDay.json().model.checkedAt)).toBeLessThan(10_000);
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(2);
    // and 50 concurrent scans right after still add nothing
    await Promise.all(Array.from({ length: 50 }, () => kiosk(h, event, guest.code, 1)));
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(2);
  });

  it('answers a check-out of someone already out as a repeat; a check-in after a check-out is a new entrance', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h, 'Helena');
    expect((await kiosk(h, event, guest.code, 1)).json().model).toMatchObject({ repeat: false });
    const out = await kiosk(h, event, guest.code, 2);
    expect(out.json().model).toMatchObject({ repeat: false, checkType: 2 });
    // both checks 5 minutes in the past, the check-out after the check-in
    const ago = (ms: number) => new Date(Date.now() - ms);
    await h.database.db
      .update(eventAttendees)
      .set({ lastCheckInAt: ago(400_000), lastCheckOutAt: ago(300_000) })
      .where(eq(eventAttendees.eventId, event));
    await h.database.db
      .update(attendeeChecks)
      .set({ createdAt: ago(400_000), minuteBucket: Math.floor(ago(400_000).getTime() / 60_000) })
      .where(eq(attendeeChecks.eventId, event));
    const outAgain = await kiosk(h, event, guest.code, 2);
    expect(outAgain.statusCode).toBe(200);
    expect(outAgain.json().model).toMatchObject({ repeat: true });
    expect(Math.abs(Date.parse(outAgain.json().model.checkedAt) - ago(300_000).getTime())).toBeLessThan(5000);
    expect(await checksOf(h, event, guest.id, 2)).toHaveLength(1);
    const back = await kiosk(h, event, guest.code, 1);
    expect(back.json().model).toMatchObject({ repeat: false });
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(2);
  });

  it('tells the kiosk its event name and dates only (public), 404 for an unknown event', async () => {
    const event = await createEvent(h);
    const res = await h.request({ method: 'GET', url: `/api/event/${event}/kiosk` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().model).sort()).toEqual(['title', 'until', 'when']);
    expect(typeof res.json().model.title).toBe('string');
    expect((await h.request({ method: 'GET', url: '/api/event/nao-existe/kiosk' })).statusCode).toBe(404);
  });

  it('records one check-in for 50 concurrent scans of a registered attendee, and one check-out', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h, 'Registrada');
    await h.request({
      method: 'POST',
      url: '/api/event/attendee',
      token: h.users.Admin.token,
      payload: { event, user: guest.id },
    });
    const ins = await Promise.all(Array.from({ length: 50 }, () => kiosk(h, event, guest.code, 1)));
    expect(ins.every((r) => r.statusCode === 200)).toBe(true);
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(1);
    const outs = await Promise.all(Array.from({ length: 50 }, () => kiosk(h, event, guest.code, 2)));
    expect(outs.every((r) => r.statusCode === 200)).toBe(true);
    expect(await checksOf(h, event, guest.id, 2)).toHaveLength(1);
  });

  it('refuses a check-out before the check-in, then checks out by CPF and by e-mail', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h, 'Carla');
    const early = await kiosk(h, event, guest.code, 2);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Check-out sem check-in: registre a entrada primeiro');
    expect((await kiosk(h, event, guest.document!, 1)).statusCode).toBe(200);
    const cpfFormatted = guest.document!.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4');
    const out = await kiosk(h, event, cpfFormatted, 2);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      message: 'Check-out realizado',
      model: { firstName: 'Carla', checkType: 2 },
    });
    expectNoPersonalData(out.body, guest);
    expect((await kiosk(h, event, guest.email!.toUpperCase(), 2)).statusCode).toBe(200);
    expect(await checksOf(h, event, guest.id, 2)).toHaveLength(1);
    const unknown = await kiosk(h, event, 'ZZZZZZZZZZ', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Não encontrado');
    expect((await kiosk(h, 'nao-existe', guest.code, 1)).statusCode).toBe(404);
    expect(
      (await h.request({ method: 'POST', url: `/api/event/${event}/attendee/${guest.code}?type=3` }))
        .statusCode,
    ).toBe(400);
  });

  it('looks people up by CPF, e-mail or code showing only first name, initial and status', async () => {
    const event = await createEvent(h);
    const guest = await addGuest(h, 'Daniela');
    for (const value of [guest.document!, guest.email!, guest.code, `FEIRA;${guest.code}`]) {
      const res = await h.request({
        method: 'GET',
        url: `/api/SelfService/${encodeURIComponent(value)}`,
        remoteAddress: '10.0.2.1',
      });
      expect(res.statusCode, value).toBe(200);
      expect(res.json().model).toEqual({ firstName: 'Daniela', lastInitial: 'S', status: 1 });
      expectNoPersonalData(res.body, guest);
    }
    const notAttendee = await h.request({
      method: 'GET',
      url: `/api/SelfService/${guest.code}?event=${event}`,
    });
    expect(notAttendee.statusCode).toBe(404);
    await kiosk(h, event, guest.code, 1);
    const attendee = await h.request({ method: 'GET', url: `/api/SelfService/${guest.code}?event=${event}` });
    expect(attendee.json().model).toEqual({ firstName: 'Daniela', lastInitial: 'S', status: 2 });
    expect((await h.request({ method: 'GET', url: '/api/SelfService/00000000000' })).statusCode).toBe(404);
  });

  it('limits CPF and e-mail look-ups per address tighter than badge codes', async () => {
    const guest = await addGuest(h);
    const lookUp = (value: string) =>
      h.request({
        method: 'GET',
        url: `/api/SelfService/${encodeURIComponent(value)}`,
        remoteAddress: '10.9.9.9',
      });
    // PUBLIC_RATE_LIMIT 400 -> 100 personal look-ups a minute from one address (of different people:
    // one person looked up that often meets the per-person limit first, security/person-lookup-limits)
    for (let i = 0; i < 100; i++) expect((await lookUp(randomCpf())).statusCode).toBe(404);
    expect((await lookUp(guest.document!)).statusCode).toBe(429);
    // badge codes still pass
    expect((await lookUp(guest.code)).statusCode).toBe(200);
    // another address is not affected
    const other = await h.request({
      method: 'GET',
      url: `/api/SelfService/${guest.document}`,
      remoteAddress: '10.9.9.8',
    });
    expect(other.statusCode).toBe(200);
  });
});
