import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BADGE_JOB_MESSAGES, type BadgeJobModel } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newId } from '../../db/ids';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { badgePdfKey } from './badge-jobs.queue';

/** Every page's MediaBox of a pdfkit PDF (its page objects are written plainly): one per badge. */
const pages = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[/g)].length;

const MISSING = '0190f000-0000-7000-8000-000000000000';

// issue 40 §1 "long jobs": a badge batch goes through the durable queue; the worker (MAIL_WORKER) draws
// it in the badge thread, stores the PDF, retries with back-off, and a dead worker's job runs again.
describe.each(testDatabaseKinds())('badge jobs on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, {
      MAIL_WORKER: 'true',
      MAIL_POLL_S: '0.5',
      MAIL_EXPIRE_S: '2',
      BADGE_RETRY_DELAY_S: '1',
    });
  });
  afterAll(() => h?.close());

  const job = async (id: string, token: string) =>
    h.request({ method: 'GET', url: `/api/user/badges/jobs/${id}`, token });
  const waitFor = (id: string, token: string, state: string, timeout = 30_000) =>
    vi.waitFor(
      async () => {
        const model = (await job(id, token)).json().model as BadgeJobModel;
        expect(model.state).toBe(state);
        return model;
      },
      { timeout, interval: 200 },
    );
  const ids = () => [...Object.values(h.users).map((u) => u.id), h.otherManager.id];

  it('enqueues (202), draws one page per badge, stores it for its owner only; old jobs are swept', async () => {
    // a job of two days ago and its PDF: the worker removes both after the next job
    const oldId = newId();
    const oldKey = badgePdfKey(h.users.Admin.id, oldId);
    mkdirSync(path.dirname(path.join(h.dataDir, 'files', oldKey)), { recursive: true });
    writeFileSync(path.join(h.dataDir, 'files', oldKey), '%PDF-1.3 old');
    await h.database.db.execute(
      sql`INSERT INTO badge_jobs (id, owner_id, state, total, badges, file_key, created_at)
          VALUES (${oldId}, ${h.users.Admin.id}, 'pronto', 1, '[]'::jsonb, ${oldKey}, now() - interval '2 days')`,
    );

    const res = await h.request({
      method: 'POST',
      url: '/api/user/badges/jobs',
      token: h.users.Admin.token,
      payload: { ids: ids() },
    });
    expect(res.statusCode, res.body).toBe(202);
    const created = res.json().model as BadgeJobModel;
    expect(created).toMatchObject({ state: 'pendente', total: ids().length, done: 0 });

    const ready = await waitFor(created.id, h.users.Admin.token, 'pronto');
    expect(ready.done).toBe(ids().length);
    expect(ready.finishedAt).toBeTruthy();
    const pdf = await h.request({
      method: 'GET',
      url: `/api/user/badges/jobs/${created.id}/pdf`,
      token: h.users.Admin.token,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pages(pdf.rawPayload)).toBe(ids().length);

    // another user (same role set) does not see it: 404, not 403, nothing about it
    expect((await job(created.id, h.users.Receptionist.token)).statusCode).toBe(404);
    const foreign = await h.request({
      method: 'GET',
      url: `/api/user/badges/jobs/${created.id}/pdf`,
      token: h.users.Receptionist.token,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await job(MISSING, h.users.Admin.token)).statusCode).toBe(404);

    await vi.waitFor(
      async () => {
        const left = await h.database.db.execute(sql`SELECT 1 FROM badge_jobs WHERE id = ${oldId}`);
        expect(left.rows).toHaveLength(0);
        expect(existsSync(path.join(h.dataDir, 'files', oldKey))).toBe(false);
      },
      { timeout: 5000, interval: 100 },
    );
  });

  it('answers 404 for an id the caller cannot see, as POST /user/badges does, and queues nothing', async () => {
    const before = await h.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM badge_jobs`);
    const res = await h.request({
      method: 'POST',
      url: '/api/user/badges/jobs',
      token: h.users.Receptionist.token,
      payload: { ids: [h.users.User.id, MISSING] },
    });
    expect(res.statusCode).toBe(404);
    const inline = await h.request({
      method: 'POST',
      url: '/api/user/badges',
      token: h.users.Receptionist.token,
      payload: { ids: [h.users.User.id, MISSING] },
    });
    expect(inline.statusCode).toBe(404);
    const after = await h.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM badge_jobs`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // a company's manager may not print badges at all
    const manager = await h.request({
      method: 'POST',
      url: '/api/user/badges/jobs',
      token: h.users.Manager.token,
      payload: { ids: [h.users.User.id] },
    });
    expect(manager.statusCode).toBe(403);
  });

  it('retries a failing store with back-off, then "falhou" with the last error; the PDF is 409', async () => {
    // the receptionist's PDFs cannot be stored: a file stands where their folder would be created
    const blocker = path.join(h.dataDir, 'files', 'badge-jobs', h.users.Receptionist.id);
    mkdirSync(path.dirname(blocker), { recursive: true });
    writeFileSync(blocker, 'not a folder');
    const res = await h.request({
      method: 'POST',
      url: '/api/user/badges/jobs',
      token: h.users.Receptionist.token,
      payload: { ids: ids().slice(0, 3) },
    });
    expect(res.statusCode).toBe(202);
    const { id } = res.json().model as BadgeJobModel;
    const failed = await waitFor(id, h.users.Receptionist.token, 'falhou', 45_000);
    expect(failed.error).toBe(BADGE_JOB_MESSAGES.failed);
    const [row] = (
      await h.database.db.execute<{ attempts: number; last_error: string }>(
        sql`SELECT attempts, last_error FROM badge_jobs WHERE id = ${id}`,
      )
    ).rows;
    expect(row!.attempts).toBe(4);
    expect(row!.last_error).toMatch(/ENOTDIR|EEXIST/);
    const pdf = await h.request({
      method: 'GET',
      url: `/api/user/badges/jobs/${id}/pdf`,
      token: h.users.Receptionist.token,
    });
    expect(pdf.statusCode).toBe(409);
    expect(pdf.json().message).toBe(BADGE_JOB_MESSAGES.failed);
  }, 60_000);

  it('a job left "gerando" by a dead worker is drawn again after it expires, once', async () => {
    // what a process killed while drawing leaves: the row claimed, the pg-boss job active, no file
    const id = newId();
    const badges = [{ code: 'MORTO00002', name: 'Processo Morto', companyName: null }];
    await h.database.db.execute(
      sql`INSERT INTO badge_jobs (id, owner_id, state, total, attempts, badges)
          VALUES (${id}, ${h.users.Admin.id}, 'gerando', 1, 1, ${JSON.stringify(badges)}::jsonb)`,
    );
    await h.database.db.execute(
      sql`INSERT INTO pgboss.job (id, name, data, state, retry_limit, retry_delay, retry_backoff,
            started_on, expire_in, policy)
          VALUES (${id}::uuid, 'badges', ${JSON.stringify({ id })}::jsonb, 'active', 3, 1, true,
            now(), interval '2 seconds', 'standard')`,
    );
    // still "gerando" while the dead worker's lease lasts
    expect((await job(id, h.users.Admin.token)).json().model.state).toBe('gerando');
    await waitFor(id, h.users.Admin.token, 'pronto', 30_000);
    const [row] = (
      await h.database.db.execute<{ attempts: number }>(sql`SELECT attempts FROM badge_jobs WHERE id = ${id}`)
    ).rows;
    expect(row!.attempts).toBe(2);
    const runs = await h.database.db.execute<{ state: string }>(
      sql`SELECT state::text FROM pgboss.job WHERE name = 'badges' AND data->>'id' = ${id}
          UNION ALL SELECT state::text FROM pgboss.archive WHERE name = 'badges' AND data->>'id' = ${id}`,
    );
    expect(runs.rows.map((r) => r.state)).toEqual(['completed']);
    const pdf = await h.request({
      method: 'GET',
      url: `/api/user/badges/jobs/${id}/pdf`,
      token: h.users.Admin.token,
    });
    expect(pages(pdf.rawPayload)).toBe(1);
  }, 40_000);
});
