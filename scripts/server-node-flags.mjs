/**
 * The Node.js flags the server runs with, wherever it is started as the product (`npm start`, the
 * benchmarks' server, the end-to-end tests' server).
 *
 * --max-semi-space-size=64: a young generation of up to 64 MB per semi-space instead of V8's 16. An
 * import chunk's objects live across its database round trips, so with small semi-spaces they survived
 * a scavenge every ~150 ms and were promoted, and the kiosk's calls waited behind 5-14 ms scavenges and
 * full collections. Interleaved on PostgreSQL (bench/README.md, session of 2026-11-26 night), the
 * kiosk's p99 at 200/s during a 10,000-row user import: 39.7 ms median of 5 runs with V8's default,
 * 28.0 with this. Costs up to ~100 MB more memory at peak.
 *
 * --no-allocation-site-pretenuring: V8 allocates straight into the old generation the objects of an
 * allocation site whose objects have survived scavenges at a high rate. The user import's validated
 * rows (zod's output objects) got that treatment, and the young objects they point to then stayed alive
 * through every scavenge until the next full collection: during a 10,000-row import each scavenge
 * copied and promoted 6-20 MB and paused the server 20-35 ms, with everything promoted allocated by the
 * body's validation. Without pretenuring the same import's scavenges promote about 1 MB and pause
 * 6-12 ms (bench/README.md, session of 2026-11-27, part 4).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64', '--no-allocation-site-pretenuring'];
