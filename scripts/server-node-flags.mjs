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
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
