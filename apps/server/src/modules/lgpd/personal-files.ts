import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from '../../infra/storage';

// The file half of the personal-data registry (personal-data-registry.ts): uploaded objects in the
// storage and the .eml files of the outbox (DATA_DIR/outbox when SMTP_URL is not set).

export async function removeStoredFiles(storage: Storage, keys: readonly string[]) {
  for (const key of keys) await storage.remove(key);
}

/**
 * A mail as its reader sees it: the raw text plus its quoted-printable and base64 parts and encoded
 * words decoded (a name with accents is stored as "Concei=C3=A7=C3=A3o" or in base64), so a search for
 * a name, CPF or e-mail finds it however nodemailer encoded the message.
 */
export function readableMail(raw: string): string {
  const bytes = (hex: string) => String.fromCharCode(Number.parseInt(hex, 16));
  const qp = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => bytes(h));
  const parts = [raw, Buffer.from(qp, 'latin1').toString('utf8')];
  for (const block of raw.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [])
    parts.push(Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
  for (const [, , enc, text] of raw.matchAll(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi))
    parts.push(
      enc!.toUpperCase() === 'B'
        ? Buffer.from(text!, 'base64').toString('utf8')
        : Buffer.from(
            text!.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_, h: string) => bytes(h)),
            'latin1',
          ).toString('utf8'),
    );
  return parts.join('\n');
}

/** Deletes every outbox .eml whose file name or readable text contains a needle (any case). */
export async function removeOutboxMail(outboxDir: string | undefined, needles: readonly string[]) {
  if (!outboxDir || !needles.length) return;
  const lowered = needles.map((n) => n.toLowerCase());
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(outboxDir, name);
    const text = `${name}\n${readableMail(await readFile(file, 'utf8').catch(() => ''))}`.toLowerCase();
    if (lowered.some((n) => text.includes(n))) await rm(file, { force: true });
  }
}
