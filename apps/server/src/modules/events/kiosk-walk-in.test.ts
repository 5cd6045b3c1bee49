import { AttendeeStatus, EVENT_MESSAGES, type KioskResult } from '@feira/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAttendees, users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addGuest, checksOf, createEvent, kiosk } from './events.test-helper';

/**
 * A walk-in (someone on no list at an event whose kiosk adds people) is recorded inside kiosk_check
 * (migration 0027) for events without a capacity; a capacity-limited event keeps the locked path.
 */
describe.each(testDatabaseKinds())('kiosk walk-ins on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '400' });
  });
  afterAll(() => h?.close());

  const rowOf = async (eventId: string, userId: string) =>
    (
      await h.database.db
        .select()
        .from(eventAttendees)
        .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, userId)))
    )[0];

  it('adds the person checked in, marked self-registered, with one check row', async () => {
    const event = await createEvent(h, { kioskAddsUnlisted: true });
    const guest = await addGuest(h, 'Otávio');
    const res = await kiosk(h, event, guest.code, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().model as KioskResult).toMatchObject({ firstName: 'Otávio', status: 2, repeat: false });
    const row = await rowOf(event, guest.id);
    expect(row).toMatchObject({ status: AttendeeStatus.Went, selfRegistered: true });
    expect(row!.checkInDate).toBeInstanceOf(Date);
    expect(row!.lastCheckInAt?.getTime()).toBe(row!.checkInDate!.getTime());
    expect(row!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(1);
    const [user] = await h.database.db
      .select({ at: users.checkInAt })
      .from(users)
      .where(eq(users.id, guest.id));
    expect(user?.at).toBeInstanceOf(Date);
    // the second scan is a repeat of that check-in
    const again = await kiosk(h, event, guest.code, 1);
    expect((again.json().model as KioskResult).repeat).toBe(true);
    expect(await checksOf(h, event, guest.id, 1)).toHaveLength(1);
  });

  it('keeps the capacity of a limited event: the walk-in past it is refused and nothing is written', async () => {
    const event = await createEvent(h, { kioskAddsUnlisted: true, capacity: 1 });
    const [first, second] = [await addGuest(h, 'Paula'), await addGuest(h, 'Quitéria')];
    expect((await kiosk(h, event, first.code, 1)).statusCode).toBe(200);
    const full = await kiosk(h, event, second.code, 1);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(EVENT_MESSAGES.capacityFull);
    expect(await rowOf(event, second.id)).toBeUndefined();
    expect(await rowOf(event, first.id)).toMatchObject({ status: AttendeeStatus.Went, selfRegistered: true });
  });

  it('adds nobody at an event that does not let the kiosk add people', async () => {
    const event = await createEvent(h, { kioskAddsUnlisted: false });
    const guest = await addGuest(h, 'Rui');
    const res = await kiosk(h, event, guest.code, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(EVENT_MESSAGES.notOnList);
    expect(await rowOf(event, guest.id)).toBeUndefined();
  });
});
