import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendees } from '../db/schema';
import { addGuest, checksOf, createEvent, kiosk } from '../modules/events/events.test-helper';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

/**
 * Issue 37 item 4, as the attacks: anyone could check anyone in or out at any time, have the kiosk add
 * them to any event, then download a participation certificate.
 */
describe.each(testDatabaseKinds())('kiosk window and certificate eligibility on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '1000' });
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;
  const addToList = (event: string, user: string) =>
    h.request({ method: 'POST', url: '/api/event/attendee', token: admin(), payload: { event, user } });
  const withTemplate = async (event: string) => {
    const res = await h.request({
      method: 'POST',
      url: '/api/certificate',
      token: admin(),
      payload: { event, title: 'Certificado', text: '{nome} participou de {evento}.', hours: 3 },
    });
    expect(res.statusCode).toBe(200);
  };
  const issue = (document: string) =>
    h.request({
      method: 'POST',
      url: '/api/certificate/issue',
      payload: { document, birthDate: '1990-04-12' },
      remoteAddress: '10.8.0.1',
    });
  const attendeeOf = async (event: string, user: string) =>
    (
      await h.database.db
        .select()
        .from(eventAttendees)
        .where(sql`${eventAttendees.eventId} = ${event} AND ${eventAttendees.userId} = ${user}`)
    )[0];

  it('refuses a check-in or check-out outside the event window, and writes nothing', async () => {
    const guest = await addGuest(h, 'Fora');
    // tomorrow's event: opens 2 h before its start by default
    const tomorrow = await createEvent(h, { when: at(24 * HOUR), until: at(26 * HOUR) });
    await addToList(tomorrow, guest.id);
    // yesterday's event, already over
    const past = await createEvent(h, { when: at(-26 * HOUR), until: at(-24 * HOUR) });
    // an event without a date never opens the kiosk
    const undated = await createEvent(h, { when: null, until: null });
    for (const [event, type] of [
      [tomorrow, 1],
      [tomorrow, 2],
      [past, 1],
      [undated, 1],
    ] as const) {
      for (const value of [guest.code, guest.document!, guest.email!]) {
        const res = await kiosk(h, event, value, type, '10.8.1.1');
        expect(res.statusCode, `${event} ${value}`).toBe(409);
        expect(res.json().message).toBe('Check-in fora do horário do evento');
      }
    }
    expect(await checksOf(h, tomorrow, guest.id, 1)).toHaveLength(0);
    expect((await attendeeOf(tomorrow, guest.id))?.checkInDate).toBeNull();
    expect(await attendeeOf(past, guest.id)).toBeUndefined();
    expect(await attendeeOf(undated, guest.id)).toBeUndefined();
  });

  it('opens the configured hours before the start and closes at the end', async () => {
    const guest = await addGuest(h, 'Cedo');
    // starts in 3 h: closed with the default 2 h, open when the event says 4 h
    const event = await createEvent(h, { when: at(3 * HOUR), until: at(5 * HOUR) });
    expect((await kiosk(h, event, guest.code, 1, '10.8.2.1')).statusCode).toBe(409);
    const model = (await h.request({ method: 'GET', url: `/api/event/${event}`, token: admin() })).json()
      .model;
    expect(model).toMatchObject({ checkinOpensHoursBefore: 2, kioskAddsUnlisted: null });
    const detail = {
      title: model.title,
      description: model.description,
      type: model.type,
      when: model.when,
      until: model.until,
    };
    const put = await h.request({
      method: 'PUT',
      url: `/api/event/${event}`,
      token: admin(),
      payload: { ...detail, checkinOpensHoursBefore: 4 },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().model.checkinOpensHoursBefore).toBe(4);
    expect((await kiosk(h, event, guest.code, 1, '10.8.2.1')).statusCode).toBe(200);
    const bad = await h.request({
      method: 'PUT',
      url: `/api/event/${event}`,
      token: admin(),
      payload: { ...detail, checkinOpensHoursBefore: 999 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a kiosk self-registration when the event does not allow it, and writes nothing', async () => {
    const stranger = await addGuest(h, 'Intrusa');
    // default with a certificate template: the kiosk adds nobody who is not on the list
    const certified = await createEvent(h);
    await withTemplate(certified);
    const res = await kiosk(h, certified, stranger.email!, 1, '10.8.3.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Seu nome não está na lista deste evento. Procure a recepção.');
    expect(await attendeeOf(certified, stranger.id)).toBeUndefined();
    // switched off explicitly on an event without a template
    const closedList = await createEvent(h, { kioskAddsUnlisted: false });
    expect((await kiosk(h, closedList, stranger.code, 1, '10.8.3.1')).statusCode).toBe(403);
    expect(await attendeeOf(closedList, stranger.id)).toBeUndefined();
    // default without a template: the kiosk adds them, marked as self-registered
    const open = await createEvent(h);
    expect((await kiosk(h, open, stranger.code, 1, '10.8.3.1')).statusCode).toBe(200);
    expect((await attendeeOf(open, stranger.id))?.selfRegistered).toBe(true);
  });

  it('issues no certificate to a kiosk self-registration or to someone on the list who did not check in', async () => {
    const walkIn = await addGuest(h, 'Avulsa');
    const absent = await addGuest(h, 'Ausente');
    const present = await addGuest(h, 'Presente');
    // the event allowed walk-ins explicitly and has a certificate
    const event = await createEvent(h, { kioskAddsUnlisted: true });
    await withTemplate(event);
    expect((await kiosk(h, event, walkIn.code, 1, '10.8.4.1')).statusCode).toBe(200);
    expect((await addToList(event, absent.id)).statusCode).toBe(200);
    expect((await addToList(event, present.id)).statusCode).toBe(200);
    expect((await kiosk(h, event, present.code, 1, '10.8.4.1')).statusCode).toBe(200);

    expect((await issue(walkIn.document!)).statusCode).toBe(404);
    expect((await issue(absent.document!)).statusCode).toBe(404);
    expect((await issue(present.document!)).statusCode).toBe(200);
    const issued = await h.database.db.execute<{ user_id: string }>(
      sql`SELECT user_id FROM certificates WHERE event_id = ${event}`,
    );
    expect(issued.rows.map((r) => r.user_id)).toEqual([present.id]);

    // staff putting the walk-in on the list makes them eligible (their check-in stays)
    const listed = await addToList(event, walkIn.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().model.user._id).toBe(walkIn.id);
    const [row] = await h.database.db
      .select({ selfRegistered: eventAttendees.selfRegistered })
      .from(eventAttendees)
      .where(eq(eventAttendees.userId, walkIn.id));
    expect(row?.selfRegistered).toBe(false);
    expect((await issue(walkIn.document!)).statusCode).toBe(200);
  });
});
