#!/usr/bin/env node
/**
 * Badge batches through the job queue (issue 40 §1 "long jobs"): `node --import tsx bench/badge-jobs.ts`.
 *
 * On a fresh database of each driver (BENCH_DRIVERS, default "pglite,postgres"; PostgreSQL through
 * BENCH_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/postgres, dropped at the end), the
 * real app in this process with its worker on (MAIL_WORKER=true, polling every MAIL_POLL_S = 1 s):
 * BENCH_BADGES (1,000) people, then `POST /api/user/badges/jobs` with all their ids as the admin and
 * `GET /api/user/badges/jobs/:id` every 100 ms until "pronto": the 202's time, and POST → "pronto",
 * three times (the first one also starts the badge worker thread); then the PDF is fetched once.
 */
import { loadavg } from 'node:os';
import { createUserRecord } from '../apps/server/src/modules/users/users.service';
import { createHarness } from '../apps/server/src/test-support/app-harness';

const BADGES = Number(process.env.BENCH_BADGES ?? 1000);
const drivers = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];
process.env.TEST_DATABASE_URL ??=
  process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

async function run(kind: 'pglite' | 'postgres') {
  const h = await createHarness(kind, { MAIL_WORKER: 'true', LOG_LEVEL: 'silent' });
  try {
    const ids: string[] = [];
    for (let i = 0; i < BADGES; i++) {
      const user = await createUserRecord(h.database.db, {
        firstName: `Pessoa ${i}`,
        lastName: 'Bench',
        fullName: `Pessoa ${i} da Silva Bench`,
        email: `badge.bench.${i}@teste.com.br`,
        role: 'User',
        status: 1,
        companyId: h.companyA,
      });
      ids.push(user.id);
    }
    const token = h.users.Admin.token;
    for (let run = 1; run <= 3; run++) {
      const t0 = performance.now();
      const res = await h.request({ method: 'POST', url: '/api/user/badges/jobs', token, payload: { ids } });
      const accepted = performance.now() - t0;
      if (res.statusCode !== 202) throw new Error(`POST answered ${res.statusCode}: ${res.body}`);
      const { id } = res.json().model as { id: string };
      let state = 'pendente';
      while (state !== 'pronto') {
        if (state === 'falhou') throw new Error('job failed');
        await new Promise((r) => setTimeout(r, 100));
        state = (await h.request({ method: 'GET', url: `/api/user/badges/jobs/${id}`, token })).json().model
          .state;
      }
      const ready = performance.now() - t0;
      const pdf = await h.request({ method: 'GET', url: `/api/user/badges/jobs/${id}/pdf`, token });
      console.log(
        `| ${kind} | run ${run} | 202 in ${accepted.toFixed(0)} ms | POST → pronto ${(ready / 1000).toFixed(2)} s | PDF ${(pdf.rawPayload.length / 1024).toFixed(0)} KiB | load ${loadavg()[0]!.toFixed(2)} |`,
      );
    }
  } finally {
    await h.close();
  }
}

for (const kind of drivers) await run(kind);
process.exit(0);
