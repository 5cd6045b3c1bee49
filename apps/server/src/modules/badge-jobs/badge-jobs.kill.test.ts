import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AppCluster, startAppCluster } from '../../test-support/app-processes';
import { createUserRecord } from '../users/users.service';
import { badgePdfKey } from './badge-jobs.queue';

/** Every page's MediaBox of a pdfkit PDF (its page objects are written plainly): one per badge. */
const pages = (pdf: Buffer) => [...pdf.toString('latin1').matchAll(/\/MediaBox \[/g)].length;
const BADGES = 500;

// issue 40 §1 "long jobs" survive restarts: the process drawing a badge batch is killed with SIGKILL;
// another process draws it after the job's expiry, once. Real server processes on PostgreSQL (CI sets
// TEST_DATABASE_URL); an embedded PGlite folder is one process's, killing it proves nothing here.
describe.skipIf(!process.env.TEST_DATABASE_URL)('a badge job whose process is killed with SIGKILL', () => {
  let cluster: AppCluster;
  beforeAll(async () => {
    cluster = await startAppCluster(2, { MAIL_POLL_S: '0.5', MAIL_EXPIRE_S: '4', BADGE_RETRY_DELAY_S: '1' });
  }, 120_000);
  afterAll(() => cluster?.close());

  const jobRow = async (id: string) =>
    (
      await cluster.database.db.execute<{ state: string; attempts: number; file_key: string | null }>(
        sql`SELECT state, attempts, file_key FROM badge_jobs WHERE id = ${id}`,
      )
    ).rows[0];

  it('is drawn again by the other process after its expiry, and stored once', async () => {
    const ids: string[] = [];
    for (let i = 0; i < BADGES; i++) {
      const user = await createUserRecord(cluster.database.db, {
        firstName: 'Lote',
        lastName: `Morto ${i}`,
        fullName: `Lote Morto ${i}`,
        email: `lote.morto.${i}@teste.com.br`,
        role: 'User',
        status: 1,
      });
      ids.push(user.id);
    }
    // process 1 waits outside until process 0, the only worker left, has claimed the job
    await cluster.kill(1, 'SIGTERM');
    const res = await cluster.requestTo(0, {
      method: 'POST',
      url: '/api/user/badges/jobs',
      token: cluster.admin.token,
      payload: { ids },
    });
    expect(res.statusCode, res.body).toBe(202);
    const id = res.json().model.id as string;
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('gerando'), {
      timeout: 30_000,
      interval: 20,
    });
    await cluster.kill(0);
    // killed while drawing: nothing stored, the row still says so
    expect(await jobRow(id)).toMatchObject({ state: 'gerando', attempts: 1, file_key: null });

    await cluster.start(1);
    await vi.waitFor(async () => expect((await jobRow(id))?.state).toBe('pronto'), {
      timeout: 60_000,
      interval: 250,
    });
    const done = await jobRow(id);
    expect(done).toMatchObject({ attempts: 2, file_key: badgePdfKey(cluster.admin.id, id) });
    const file = path.join(cluster.dataDir, 'files', done!.file_key!);
    expect(existsSync(file)).toBe(true);
    expect(pages(readFileSync(file))).toBe(BADGES);
    // the owner reads it from the process that drew it
    const status = await cluster.requestTo(1, {
      method: 'GET',
      url: `/api/user/badges/jobs/${id}`,
      token: cluster.admin.token,
    });
    expect(status.json().model).toMatchObject({ state: 'pronto', total: BADGES, done: BADGES });
  }, 180_000);
});
