import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { LIVE_STREAM_EVENTS } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Harness } from '../../test-support/app-harness';

/** A check-in gate of `eventId` made on the event page and paired (its device token). */
export async function pairedGate(h: Harness, eventId: string, name: string, direction: 1 | 2 = 1) {
  const token = h.users.Admin.token;
  const made = await h.request({
    method: 'POST',
    url: `/api/event/${eventId}/devices`,
    token,
    payload: { name, direction, methods: ['qr', 'cpf', 'email'] },
  });
  if (made.statusCode !== 200) throw new Error(`device: ${made.body}`);
  const id = made.json().model._id as string;
  const code = await h.request({ method: 'POST', url: `/api/event/${eventId}/devices/${id}/code`, token });
  if (code.statusCode !== 200) throw new Error(`code: ${code.body}`);
  const paired = await h.request({
    method: 'POST',
    url: '/api/device/pair',
    payload: { code: code.json().model.code },
    remoteAddress: '10.9.0.1',
  });
  if (paired.statusCode !== 200) throw new Error(`pair: ${paired.body}`);
  return { id, name, token: paired.json().model.token as string };
}

/**
 * One scan uploaded by a gate the way a kiosk sends it (a batch of one), through `opts.app` (another
 * app process on the same database) or the harness's; answers the result.
 */
export async function upload(
  h: Harness,
  gate: { token: string },
  value: string,
  opts: { type?: 1 | 2; at?: Date; offline?: boolean; app?: Harness['app'] } = {},
) {
  const res = await (opts.app ?? h.app).inject({
    method: 'POST',
    url: '/api/device/scans',
    headers: { authorization: `Device ${gate.token}` },
    payload: {
      scans: [
        {
          nonce: randomUUID(),
          method: 'qr',
          value,
          type: opts.type ?? 1,
          deviceTime: (opts.at ?? new Date()).toISOString(),
          offline: opts.offline ?? false,
        },
      ],
    },
  });
  if (res.statusCode !== 200) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json().model.results[0] as { outcome: string };
}

export interface SseFrame {
  event: string;
  data: string;
}

/**
 * An SSE stream read over real HTTP (inject would wait for the end of a stream that never ends):
 * `next(predicate, ms)` resolves with the first frame that matches, `ended` when the server closes it.
 */
export function openStream(base: string, path: string, token: string) {
  const frames: SseFrame[] = [];
  const waiters: Array<() => void> = [];
  let status = 0;
  let headers: http.IncomingHttpHeaders = {};
  let buffer = '';
  let req: http.ClientRequest;
  const ended = new Promise<void>((resolveEnd) => {
    // what a browser's EventSource sends (GET /api/events/stream refuses any other Accept)
    const sent = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
    req = http.get(`${base}${path}`, { headers: sent }, (res) => {
      status = res.statusCode ?? 0;
      headers = res.headers;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) frames.push({ event, data });
          cut = buffer.indexOf('\n\n');
        }
        for (const w of waiters.splice(0)) w();
      });
      res.on('end', () => {
        for (const w of waiters.splice(0)) w();
        resolveEnd();
      });
      res.on('error', () => resolveEnd());
    });
    req.on('error', () => resolveEnd());
  });
  let seen = 0;
  return {
    get status() {
      return status;
    },
    get headers() {
      return headers;
    },
    ended,
    /** the next frame (after those already taken) that matches, within `ms` */
    async next(match: (f: SseFrame) => boolean, ms = 5_000): Promise<SseFrame> {
      const deadline = Date.now() + ms;
      for (;;) {
        while (seen < frames.length) {
          const f = frames[seen++]!;
          if (match(f)) return f;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching frame within ${ms} ms (${frames.length} frames)`);
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    },
    close: () => req.destroy(),
  };
}

/**
 * Revokes every session of `userId` by a direct write, as any revocation path ends in (sign-out
 * elsewhere, refresh-token theft), and expects the open `stream` to say `closed` and end within 1 s.
 */
export async function expectClosedOnRevocation(
  db: Harness['database']['db'],
  stream: ReturnType<typeof openStream>,
  userId: string,
) {
  const started = Date.now();
  await db.execute(
    sql`UPDATE auth_sessions SET revoked_at = now() WHERE user_id = ${userId} AND revoked_at IS NULL`,
  );
  const closed = await stream.next((f) => f.event === LIVE_STREAM_EVENTS.closed, 1_000);
  expect(JSON.parse(closed.data)).toEqual({ reason: 'session' });
  await stream.ended;
  expect(Date.now() - started).toBeLessThan(1_000);
}
