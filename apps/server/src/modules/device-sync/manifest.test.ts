import { createHash } from 'node:crypto';
import { findInManifest, type Manifest, PEPPER_SPACE, type Sha256 } from '@feira/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { pairDevice } from '../devices/devices.test-helper';
import { deleteAttendee } from '../events/attendees.repository';
import { addGuest, createEvent } from '../events/events.test-helper';
import { manifestCall, scanOf, upload } from './device-sync.test-helper';

const sha256: Sha256 = (data) => createHash('sha256').update(data).digest();

type WireManifest = Omit<Manifest, 'entries'> & {
  entries: (Omit<Manifest['entries'][number], 'in' | 'out'> & { in: string | null; out: string | null })[];
};

describe.each(testDatabaseKinds())('device manifest on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  async function enrolled(event: string, names: string[]) {
    const people = [];
    for (const name of names) {
      const guest = await addGuest(h, name);
      const res = await h.request({
        method: 'POST',
        url: '/api/event/attendee',
        token: h.users.Admin.token,
        payload: { event, user: guest.id },
      });
      expect(res.statusCode).toBe(200);
      people.push(guest);
    }
    return people;
  }

  const manifest = async (token: string, cursor?: string) => {
    const res = await manifestCall(h, token, cursor);
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, m: res.json().model as WireManifest };
  };

  it('holds every attendee, findable by badge, CPF and e-mail hashes, never the CPF or e-mail itself', async () => {
    const event = await createEvent(h);
    const people = await enrolled(event, ['Ana', 'Bruno', 'Carla']);
    const other = await createEvent(h);
    await enrolled(other, ['Estranho']);
    const gate = await pairDevice(h, 'checkin', {
      eventId: event,
      body: { methods: ['qr', 'cpf', 'email'], printBadge: true },
    });
    const { body, m } = await manifest(gate.token);
    expect(m).toMatchObject({ full: true, pepperSpace: PEPPER_SPACE, removed: [] });
    expect(m.entries).toHaveLength(3);
    const byHash = new Map(m.entries.flatMap((e) => e.k.map((k) => [k, e] as const)));
    for (const p of people) {
      expect(body).not.toContain(p.document!);
      expect(body).not.toContain(p.email!);
      const byCode = findInManifest(sha256, m.salt, 'qr', `https://feira/Contact/Share/${p.code}`, (k) =>
        byHash.get(k),
      );
      const byCpf = findInManifest(
        sha256,
        m.salt,
        'cpf',
        p.document!.replace(/(\d{3})(\d{3})(\d{3})/, '$1.$2.$3-'),
        (k) => byHash.get(k),
      );
      const byEmail = findInManifest(sha256, m.salt, 'email', ` ${p.email!.toUpperCase()} `, (k) =>
        byHash.get(k),
      );
      expect(byCode?.n).toBe(`${p.firstName} ${p.lastName.charAt(0)}.`);
      expect(byCpf?.id).toBe(byCode?.id);
      expect(byEmail?.id).toBe(byCode?.id);
      expect(byCode?.badge).toMatchObject({ code: p.code, name: p.fullName });
    }
    // the other event's attendee is not there
    expect(m.entries).toHaveLength(people.length);
  });

  it('a badge-only gate gets one key per person and no badge data', async () => {
    const event = await createEvent(h);
    await enrolled(event, ['Davi', 'Elisa']);
    const gate = await pairDevice(h, 'checkin', { eventId: event, body: { methods: ['qr'] } });
    const { m } = await manifest(gate.token);
    expect(m.entries.map((e) => e.k.length)).toEqual([1, 1]);
    expect(m.entries.every((e) => e.badge === undefined)).toBe(true);
    // the salt is the event's: a second gate of the event gets the same one
    const second = await pairDevice(h, 'checkin', { eventId: event, body: { methods: ['qr'] } });
    expect((await manifest(second.token)).m.salt).toBe(m.salt);
  });

  it('a delta by cursor carries only what changed: a check-in, a changed e-mail, a removed attendee', async () => {
    const event = await createEvent(h);
    const people = await enrolled(event, ['Fabio', 'Gabi', 'Heitor', 'Ines', 'Joao']);
    const gate = await pairDevice(h, 'checkin', { eventId: event, body: { methods: ['qr', 'email'] } });
    // everything so far happened long ago (the cursor keeps a 60 s margin)
    await h.database.db.execute(
      sql`UPDATE event_attendees SET updated_at = now() - interval '10 minutes' WHERE event_id = ${event}`,
    );
    const full = await manifest(gate.token);
    expect(full.m.entries).toHaveLength(5);
    const [checked, renamed, removed] = [people[0]!, people[1]!, people[2]!];
    const t = new Date(Date.now() - 2 * 60_000);
    expect(
      (await upload(h, gate.token, [scanOf(checked.code, { at: t, offline: true })])).results[0]?.outcome,
    ).toBe('in');
    await h.database.db
      .update(users)
      .set({ email: `novo-${renamed.email}` })
      .where(eq(users.id, renamed.id));
    const removedEntry = full.m.entries.find((e) => e.n.startsWith(removed.firstName))!;
    expect(await deleteAttendee(h.database.db, removedEntry.id)).toBe(true);
    const delta = await manifest(gate.token, full.m.cursor);
    expect(delta.m.full).toBe(false);
    expect(delta.m.removed).toEqual([removedEntry.id]);
    expect(delta.m.entries.map((e) => e.n.split(' ')[0]).sort()).toEqual(['Fabio', 'Gabi']);
    expect(delta.m.entries.find((e) => e.n.startsWith('Fabio'))?.in).toBe(t.toISOString());
    const byHash = new Map(delta.m.entries.flatMap((e) => e.k.map((k) => [k, e] as const)));
    const found = findInManifest(sha256, delta.m.salt, 'email', `novo-${renamed.email}`, (k) =>
      byHash.get(k),
    );
    expect(found?.n.startsWith('Gabi')).toBe(true);
  });
});
