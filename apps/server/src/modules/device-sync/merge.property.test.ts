import { randomUUID } from 'node:crypto';
import type { DeviceScan, DeviceScanResult } from '@feira/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendeeChecks, eventAttendees } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { pairDevice } from '../devices/devices.test-helper';
import { addGuest, createEvent } from '../events/events.test-helper';
import { upload } from './device-sync.test-helper';
import { kioskInOrder } from './merge.test-reference';

const DEVICES = 5;
const RUNS = Number(process.env.MERGE_PROPERTY_RUNS ?? 12);

/**
 * Issue 38's property, on the real routes and database: any interleaving of batches, retries and
 * duplicates from up to 5 devices ends in the same server state as sending every scan once, in time
 * order. Two events with 5 gates each: one gets the jumble, the other the reference; each run uses new
 * people (enrolled in both), so runs do not meet.
 */
describe.each(testDatabaseKinds())('merge property on %s', (kind) => {
  let h: Harness;
  const side = {
    jumble: { event: '', tokens: [] as string[] },
    reference: { event: '', tokens: [] as string[] },
  };
  beforeAll(async () => {
    h = await createHarness(kind);
    for (const s of [side.jumble, side.reference]) {
      s.event = await createEvent(h);
      for (let d = 0; d < DEVICES; d++)
        s.tokens.push(
          (await pairDevice(h, 'checkin', { eventId: s.event, body: { name: `Portão ${d}` } })).token,
        );
    }
  });
  afterAll(() => h?.close());

  const scanArb = fc.record({
    device: fc.integer({ min: 0, max: DEVICES - 1 }),
    person: fc.integer({ min: 0, max: 3 }),
    minute: fc.integer({ min: 0, max: 120 }),
    second: fc.integer({ min: 0, max: 59 }),
    type: fc.constantFrom(1 as const, 2 as const),
  });
  /** an upload: a device's slice of its own scans (a batch), maybe sent again later (a retry) */
  const planArb = fc.record({
    scans: fc.array(scanArb, { minLength: 1, maxLength: 14 }),
    cuts: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 14, maxLength: 14 }),
    retries: fc.array(fc.nat(), { maxLength: 4 }),
    order: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
    together: fc.integer({ min: 1, max: 3 }),
  });

  async function stateOf(event: string, people: string[], results: Map<string, DeviceScanResult>) {
    const attendees = await h.database.db
      .select()
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, event), inArray(eventAttendees.userId, people)));
    const checks = await h.database.db
      .select({
        attendee: attendeeChecks.attendeeId,
        type: attendeeChecks.type,
        at: attendeeChecks.createdAt,
      })
      .from(attendeeChecks)
      .where(inArray(attendeeChecks.attendeeId, attendees.map((a) => a.id).concat('-')))
      .orderBy(asc(attendeeChecks.createdAt));
    const userOf = new Map(attendees.map((a) => [a.id, a.userId]));
    return {
      attendees: people.map((p) => {
        const a = attendees.find((x) => x.userId === p)!;
        return [a.status, a.checkInDate?.getTime(), a.lastCheckInAt?.getTime(), a.lastCheckOutAt?.getTime()];
      }),
      checks: checks.map((c) => [people.indexOf(userOf.get(c.attendee)!), c.type, c.at.getTime()]),
      results: [...results.entries()].sort().map(([, r]) => [r.outcome, r.at, r.repeatOf ?? null, r.name]),
    };
  }

  it('any interleaving of batches, retries and duplicates = each scan once in time order', {
    timeout: 600_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(planArb, async (plan) => {
        const people = [await addGuest(h, 'Prop'), await addGuest(h, 'Prop'), await addGuest(h, 'Prop')];
        for (const event of [side.jumble.event, side.reference.event])
          for (const p of people)
            await h.request({
              method: 'POST',
              url: '/api/event/attendee',
              token: h.users.Admin.token,
              payload: { event, user: p.id },
            });
        const t0 = Date.now() - 3 * 3_600_000;
        const scans = plan.scans.map((s, i) => ({
          device: s.device,
          key: String(i).padStart(3, '0'),
          scan: {
            nonce: randomUUID(),
            method: 'qr',
            value: s.person < 3 ? people[s.person]!.code : 'NINGUEM999',
            type: s.type,
            deviceTime: new Date(t0 + s.minute * 60_000 + s.second * 1000).toISOString(),
            offline: true,
          } satisfies DeviceScan,
        }));
        // reference: every scan once, in time order, alone
        const inOrder = [...scans].sort(
          (a, b) =>
            Date.parse(a.scan.deviceTime) - Date.parse(b.scan.deviceTime) ||
            (a.scan.nonce < b.scan.nonce ? -1 : 1),
        );
        for (const s of inOrder) await upload(h, side.reference.tokens[s.device]!, [s.scan]);
        // jumble: each device's scans cut into batches, a batch may repeat its predecessor's last scan
        // (a duplicate), some batches are sent again (retries), all in a shuffled order, some at once
        const uploads: { device: number; scans: DeviceScan[] }[] = [];
        for (let d = 0; d < DEVICES; d++) {
          const mine = scans.filter((s) => s.device === d).map((s) => s.scan);
          for (let i = 0, c = 0; i < mine.length; c++) {
            const size = plan.cuts[c % plan.cuts.length]!;
            const batch = mine.slice(i, i + size);
            if (i > 0 && c % 2 === 1) batch.unshift(mine[i - 1]!);
            uploads.push({ device: d, scans: batch });
            i += size;
          }
        }
        for (const r of plan.retries) if (uploads.length) uploads.push(uploads[r % uploads.length]!);
        const shuffled = uploads
          .map((u, i) => ({ u, k: (plan.order[i % plan.order.length] ?? 0) * 64 + i }))
          .sort((a, b) => a.k - b.k)
          .map((x) => x.u);
        for (let i = 0; i < shuffled.length; i += plan.together)
          await Promise.all(
            shuffled.slice(i, i + plan.together).map(async (u) => {
              const { res } = await upload(h, side.jumble.tokens[u.device]!, u.scans);
              expect(res.statusCode).toBe(200);
            }),
          );
        // the answers as they stand now: each device asks about all its scans once more
        const answers = async (tokens: string[]) => {
          const out = new Map<string, DeviceScanResult>();
          for (let d = 0; d < DEVICES; d++) {
            const mine = scans.filter((s) => s.device === d);
            if (!mine.length) continue;
            const { results } = await upload(
              h,
              tokens[d]!,
              mine.map((s) => s.scan),
            );
            mine.forEach((s, i) => {
              out.set(s.key, results[i]!);
            });
          }
          return out;
        };
        const ids = people.map((p) => p.id);
        const jumble = await stateOf(side.jumble.event, ids, await answers(side.jumble.tokens));
        const reference = await stateOf(side.reference.event, ids, await answers(side.reference.tokens));
        expect(jumble).toEqual(reference);
        // and both are the kiosk's rule applied once per scan in time order (the test's own model)
        const model = new Map<string, string>();
        for (let p = 0; p < 4; p++) {
          const mine = scans.filter((_, i) => plan.scans[i]!.person === p);
          const asMerge = mine.map((s) => ({
            id: s.key,
            nonce: s.scan.nonce,
            at: Date.parse(s.scan.deviceTime),
            type: s.scan.type,
          }));
          const outcome =
            p < 3 ? kioskInOrder(asMerge, []).outcome : new Map(mine.map((s) => [s.key, 'unknown']));
          for (const [k, o] of outcome) model.set(k, o);
        }
        expect(reference.results.map((r) => r[0])).toEqual([...model.entries()].sort().map(([, o]) => o));
      }),
      // a failure is reported as found: shrinking through the database would take minutes
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
