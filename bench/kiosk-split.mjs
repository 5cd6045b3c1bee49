/**
 * The kiosk at 50 connections split by what a gate really sees (issue 38 "Performance"): the old
 * figure was of repeats only (everyone checked in by the import first: no write). Three figures:
 *
 *   repeats      the import event's badges again (bench/events.mjs "kiosk"): nothing written
 *   first        people on an event's list, each scanned once: the attendee row updated, a check row
 *                added, users.check_in_at set
 *   walk-in      people on no list at an event whose kiosk adds them: the attendee row inserted, a check
 *                row, users.check_in_at
 *
 * bench/events-seed.ts makes the two events and their disjoint sets of people before the server starts.
 * Every request is a new person (a warm-up of BENCH_WARMUP s takes its own people first); afterwards the
 * event's counters (GET /api/event/{id}) must equal the 2xx answers (plus at most the requests in flight
 * when each run stopped), so each answer was a real first check-in. A pool too small for the machine's speed is reported (raise BENCH_USERS), not judged.
 */
import os from 'node:os';
import { cpuPerAnswer } from './cpu.mjs';
import { runSeed } from './database.mjs';
import { loadSummary, recordedAutocannon, round } from './latency.mjs';
import { call } from './open-loop.mjs';
import { log, opt } from './options.mjs';

/** Runs bench/events-seed.ts: `{ listEvent, walkInEvent, listed: [codes], walkIns: [codes] }`. */
export function seedKioskSplit({ databaseUrl, dataDir }, skip) {
  return runSeed({
    script: 'events-seed.ts',
    env: {
      BENCH_SEED_DATABASE_URL: databaseUrl ?? '',
      BENCH_SEED_DATA_DIR: dataDir,
      BENCH_SEED_SKIP: String(skip),
    },
    resultPrefix: 'BENCH_EVENTS_SEED_RESULT',
    failure: (exit) => `events seed failed (exit ${exit})`,
  });
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => round(n, 2))
    .join(' / ');

/**
 * `connections` kiosks for `seconds`, each request the next unused badge of `pool` (from `state.next`);
 * past the pool's end it wraps (those are repeats, counted in `wrapped`).
 */
async function run(base, eventId, pool, state, connections, seconds) {
  const { instance, recorded } = recordedAutocannon({
    url: base,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = state.next++;
          if (i >= pool.length) state.wrapped++;
          return { ...req, path: `/api/event/${eventId}/attendee/${pool[i % pool.length]}?type=1` };
        },
      },
    ],
  });
  const result = await instance;
  return { summary: loadSummary(recorded, result), ok: recorded.latencies2xx.length };
}

async function counters(base, token, eventId) {
  const r = await call(base, token, 'GET', `/api/event/${eventId}`);
  if (r.status !== 200) throw new Error(`GET /api/event/${eventId}: HTTP ${r.status}`);
  return JSON.parse(r.buf.toString()).model;
}

/**
 * One split scenario: warm-up, measurement, then the count check. `counted(model)` is what the event's
 * counters must show for every 2xx answer (check-ins for the list, attendees for walk-ins).
 */
export async function splitScenario(base, token, { eventId, pool, connections, counted, pid, database }) {
  const state = { next: 0, wrapped: 0 };
  const loadAvg = loadAverage();
  const warm = await run(base, eventId, pool, state, connections, opt.warmup);
  const cpu = cpuPerAnswer(pid, database);
  const measured = await run(base, eventId, pool, state, connections, opt.duration);
  // CPU per answer of the server and of PostgreSQL: what a loaded machine cannot hide (bench/cpu.mjs)
  const perAnswer = cpu(measured.ok);
  const recorded = counted(await counters(base, token, eventId));
  const answered = warm.ok + measured.ok;
  const exhausted = state.wrapped > 0;
  // a request in flight when autocannon stops is recorded by the server but its answer is not counted:
  // up to one per connection per run. With repeats in the mix (pool exhausted) the check says nothing.
  const countMismatch = !exhausted && (recorded < answered || recorded > answered + 2 * connections);
  if (countMismatch) log(`split: ${answered} answers but the event counts ${recorded}`);
  return {
    ...measured.summary,
    ...perAnswer,
    loadAvg,
    people: state.next,
    recorded,
    answered,
    wrapped: state.wrapped,
    unexpected:
      measured.summary.non2xx + measured.summary.errors + warm.summary.non2xx + (countMismatch ? 1 : 0),
  };
}
