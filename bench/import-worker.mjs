/**
 * A user import sent from a worker thread (events.mjs's "kiosk during a user import"): the sheet's
 * rows, their JSON and fetch's answers live in this thread's own heap, so its garbage collections do
 * not pause the thread that paces the kiosk and times its answers. In one thread, a 20 ms collection of
 * the benchmark's own heap during the import was measured as 20 ms more on the kiosk calls it held up
 * (bench/README.md, session of 2026-11-27, part 4). Posts `{ ready: true }` once the rows are made and
 * starts sending at the next message from its parent; then posts `{ chunk: ms }` per chunk in sheet
 * order and `{ done: ms }` at the end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

// tsx's loader, which `--import tsx` does not carry into a worker thread (import-sheet.mjs reads .ts files)
register();
const { importRows, sendSheet } = await import('./import-sheet.mjs');

const { base, token, count, tag } = workerData;
const rows = importRows(count, tag);
parentPort.postMessage({ ready: true });
await new Promise((resolve) => parentPort.once('message', resolve));
const total = await sendSheet(base, token, rows, (_, ms) => parentPort.postMessage({ chunk: ms }));
parentPort.postMessage({ done: total });
