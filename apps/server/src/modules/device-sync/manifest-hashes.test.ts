import { createHash } from 'node:crypto';
import { findInManifest, type ManifestMethod, randomCpf, type Sha256 } from '@feira/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceManifestHashes, eventAttendees, users } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addDevice, pairDevice } from '../devices/devices.test-helper';
import { addGuest, createEvent } from '../events/events.test-helper';
import { manifestCall } from './device-sync.test-helper';
import { storeHashes } from './manifest.repository';
import { manifestHashesSettled } from './manifest-hashes';

const sha256: Sha256 = (data) => createHash('sha256').update(data).digest();

type Entry = { id: string; k: string[]; n: string };
type Wire = { salt: string; cursor: string; full: boolean; entries: Entry[] };

/**
 * The manifest's stored hashes (manifest-hashes.ts, table device_manifest_hashes): made once, served from
 * the table, made again whenever what they were made from changes, whoever changed it.
 */
describe.each(testDatabaseKinds())('manifest hashes stored per attendee on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  async function enrolled(event: string, names: string[]) {
    const people = [];
    for (const name of names) {
      const guest = await addGuest(h, name);
      await h.database.db.execute(
        sql`INSERT INTO event_attendees (id, event_id, user_id, status) VALUES (${crypto.randomUUID()}, ${event}, ${guest.id}, 0)`,
      );
      people.push(guest);
    }
    return people;
  }

  const manifest = async (token: string, cursor?: string) => {
    const res = await manifestCall(h, token, cursor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().model as Wire;
  };

  const storedOf = async (event: string) =>
    h.database.db
      .select({ attendeeId: deviceManifestHashes.attendeeId, cpf: deviceManifestHashes.cpf })
      .from(deviceManifestHashes)
      .innerJoin(eventAttendees, eq(eventAttendees.id, deviceManifestHashes.attendeeId))
      .where(eq(eventAttendees.eventId, event));

  const find = (m: Wire, method: ManifestMethod, value: string) => {
    const byHash = new Map(m.entries.flatMap((e) => e.k.map((k) => [k, e] as const)));
    return findInManifest(sha256, m.salt, method, value, (k) => byHash.get(k));
  };

  it('adding a gate hashes the event’s people before any manifest; the manifest serves the stored rows', async () => {
    const event = await createEvent(h);
    const people = await enrolled(event, ['Ana', 'Bruno', 'Carla']);
    expect(await storedOf(event)).toHaveLength(0);
    await addDevice(h, 'checkin', { eventId: event, body: { methods: ['qr', 'cpf'] } });
    await manifestHashesSettled();
    const stored = await storedOf(event);
    expect(stored).toHaveLength(3);
    expect(stored.every((r) => r.cpf !== null && r.cpf.length === 11)).toBe(true);
    // served from the table: a stored value (its source unchanged) is what the manifest answers
    const marked = stored[0]!;
    await h.database.db
      .update(deviceManifestHashes)
      .set({ cpf: 'MARCADOxxxx' })
      .where(eq(deviceManifestHashes.attendeeId, marked.attendeeId));
    const gate = await pairDevice(h, 'checkin', { eventId: event, body: { methods: ['qr', 'cpf'] } });
    const m = await manifest(gate.token);
    expect(m.entries.find((e) => e.id === marked.attendeeId)?.k).toContain('MARCADOxxxx');
    for (const p of people.slice(1))
      expect(find(m, 'cpf', p.document!)?.n.startsWith(p.firstName)).toBe(true);
  });

  it('a changed CPF: the full manifest and the delta carry the new hash, the old CPF finds nobody', async () => {
    const event = await createEvent(h);
    const [changed, kept] = await enrolled(event, ['Davi', 'Elisa']);
    const gate = await pairDevice(h, 'checkin', {
      eventId: event,
      body: { methods: ['qr', 'cpf', 'email'] },
    });
    await h.database.db.execute(
      sql`UPDATE event_attendees SET updated_at = now() - interval '10 minutes' WHERE event_id = ${event}`,
    );
    const before = await manifest(gate.token);
    await manifestHashesSettled();
    expect(find(before, 'cpf', changed!.document!)?.n.startsWith('Davi')).toBe(true);

    const newCpf = randomCpf();
    await h.database.db.update(users).set({ document: newCpf }).where(eq(users.id, changed!.id));
    const delta = await manifest(gate.token, before.cursor);
    expect(delta.full).toBe(false);
    expect(delta.entries.map((e) => e.n.split(' ')[0])).toEqual(['Davi']);
    expect(find(delta, 'cpf', newCpf)?.n.startsWith('Davi')).toBe(true);
    expect(find(delta, 'cpf', changed!.document!)).toBeUndefined();

    const after = await manifest(gate.token);
    expect(find(after, 'cpf', newCpf)?.n.startsWith('Davi')).toBe(true);
    expect(find(after, 'cpf', changed!.document!)).toBeUndefined();
    expect(find(after, 'cpf', kept!.document!)?.n.startsWith('Elisa')).toBe(true);
    // and the table holds the new hash (the row was overwritten, not duplicated)
    await manifestHashesSettled();
    const again = await manifest(gate.token);
    expect(again.entries.find((e) => e.n.startsWith('Davi'))?.k).toEqual(
      after.entries.find((e) => e.n.startsWith('Davi'))?.k,
    );
    expect(await storedOf(event)).toHaveLength(2);
  });

  it('new event keys (a new salt) make every stored hash stale: the manifest hashes again', async () => {
    const event = await createEvent(h);
    const [p] = await enrolled(event, ['Fabio']);
    const gate = await pairDevice(h, 'checkin', { eventId: event, body: { methods: ['email'] } });
    const first = await manifest(gate.token);
    await manifestHashesSettled();
    await h.database.db.execute(sql`DELETE FROM device_manifest_keys WHERE event_id = ${event}`);
    const second = await manifest(gate.token);
    expect(second.salt).not.toBe(first.salt);
    expect(second.entries[0]?.k).not.toEqual(first.entries[0]?.k);
    expect(find(second, 'email', p!.email!)?.id).toBe(first.entries[0]?.id);
  });

  it('storing skips an attendee removed meanwhile and a person whose keys changed since they were read', async () => {
    const event = await createEvent(h);
    const [gone, changed, kept] = await enrolled(event, ['Gabi', 'Heitor', 'Iara']);
    const ids = Object.fromEntries(
      (
        await h.database.db
          .select({ id: eventAttendees.id, userId: eventAttendees.userId })
          .from(eventAttendees)
          .where(eq(eventAttendees.eventId, event))
      ).map((r) => [r.userId, r.id]),
    );
    const row = (p: typeof gone, q: string) => ({
      a: ids[p!.id]!,
      k: p!.code,
      d: p!.document,
      m: p!.email,
      q,
      c: null,
      e: null,
    });
    await h.database.db.delete(eventAttendees).where(eq(eventAttendees.id, ids[gone!.id]!));
    await h.database.db.update(users).set({ document: randomCpf() }).where(eq(users.id, changed!.id));
    await storeHashes(h.database.db, 'sal', [
      row(gone, 'GGGGGGGGGGG'),
      row(changed, 'HHHHHHHHHHH'),
      row(kept, 'velho'),
    ]);
    await storeHashes(h.database.db, 'sal', [row(kept, 'IIIIIIIIIII')]);
    const stored = await h.database.db.select().from(deviceManifestHashes);
    expect(stored.filter((r) => [ids[gone!.id], ids[changed!.id]].includes(r.attendeeId))).toEqual([]);
    expect(stored.filter((r) => r.attendeeId === ids[kept!.id])).toEqual([
      { attendeeId: ids[kept!.id], salt: 'sal', qr: 'IIIIIIIIIII', cpf: null, email: null },
    ]);
  });

  it('a changed e-mail deletes the person’s stored hashes in every event (trigger)', async () => {
    const [a, b] = [await createEvent(h), await createEvent(h)];
    const [p] = await enrolled(a, ['Joana']);
    await h.database.db.execute(
      sql`INSERT INTO event_attendees (id, event_id, user_id, status) VALUES (${crypto.randomUUID()}, ${b}, ${p!.id}, 0)`,
    );
    await addDevice(h, 'checkin', { eventId: a, body: { methods: ['email'] } });
    await addDevice(h, 'checkin', { eventId: b, body: { methods: ['email'] } });
    await manifestHashesSettled();
    expect((await storedOf(a)).length + (await storedOf(b)).length).toBe(2);
    // a check-in's update of the users row leaves them alone
    await h.database.db.update(users).set({ checkInAt: new Date() }).where(eq(users.id, p!.id));
    expect((await storedOf(a)).length + (await storedOf(b)).length).toBe(2);
    await h.database.db
      .update(users)
      .set({ email: `outro-${p!.email}` })
      .where(eq(users.id, p!.id));
    expect((await storedOf(a)).length + (await storedOf(b)).length).toBe(0);
  });
});
