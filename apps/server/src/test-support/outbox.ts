import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Harness } from './app-harness';

/** The harness's outbox folder: the mailer writes each message there as an .eml file. */
const outboxDir = (h: Harness) => path.join(h.dataDir, 'outbox');

/** Quoted-printable soft line breaks joined, so a long line (a link, a sentence) reads whole. */
const joinSoftBreaks = (eml: string) => eml.replace(/=\r?\n/g, '');

/**
 * Sends what the e-mail queue holds now (the harness runs no polling worker, MAIL_WORKER=false), so a
 * test reads the outbox as it would be once the worker has run. A recovery is enqueued just after its
 * answer (setImmediate): one turn of the event loop first.
 */
export async function sendQueuedMail(h: Harness): Promise<number> {
  await new Promise((resolve) => setImmediate(resolve));
  return h.app.deps.mail.drain();
}

/** Every .eml in the harness's outbox, as text with quoted-printable soft line breaks joined. */
export async function outbox(h: Harness): Promise<string[]> {
  await sendQueuedMail(h);
  const dir = outboxDir(h);
  const files = await readdir(dir).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((f) => readFile(path.join(dir, f), 'utf8')));
  return texts.map(joinSoftBreaks);
}

/** The first .eml whose file name carries `email` (the mailer names them by recipient), or undefined. */
export async function mailTo(h: Harness, email: string): Promise<string | undefined> {
  await sendQueuedMail(h);
  const dir = outboxDir(h);
  const file = (await readdir(dir)).find((f) => f.includes(email));
  return file === undefined ? undefined : joinSoftBreaks(await readFile(path.join(dir, file), 'utf8'));
}

/** Every .eml in the harness's outbox exactly as written (bytes as text, line endings kept). */
export async function rawOutbox(h: Harness): Promise<{ file: string; text: string }[]> {
  await sendQueuedMail(h);
  const dir = outboxDir(h);
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(
    files.map(async (file) => ({ file, text: await readFile(path.join(dir, file), 'latin1') })),
  );
}
