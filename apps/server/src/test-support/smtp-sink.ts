import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Db } from '../db/client';
import { createUserRecord } from '../modules/users/users.service';

/**
 * A local SMTP server for the e-mail queue's tests and bench (issue 40 §1): it refuses every message
 * while `refusing` is true (451, a temporary failure a real server gives when it is overloaded), and
 * records the Message-ID of each message it accepts, so a test counts arrivals and copies.
 */
export interface SmtpSink {
  url: string;
  refusing: boolean;
  /** Message-ID of every accepted message, in order of arrival (a copy appears twice) */
  received: string[];
  /** messages refused while `refusing` */
  refused: number;
  /** called with each message before it is accepted; a thrown error refuses it */
  beforeAccept?: (messageId: string) => void | Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(opts: { refusing?: boolean } = {}): Promise<SmtpSink> {
  const sink: Omit<SmtpSink, 'url' | 'close'> = {
    refusing: opts.refusing ?? false,
    received: [],
    refused: 0,
  };
  /** sessions whose connection has closed */
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!sink.refusing) return callback();
      sink.refused += 1;
      callback(Object.assign(new Error('Serviço indisponível, tente mais tarde'), { responseCode: 451 }));
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const head = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n')[0] ?? '';
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '(none)';
        try {
          await sink.beforeAccept?.(id);
        } catch (err) {
          return callback(Object.assign(err as Error, { responseCode: 451 }));
        }
        // a sender that died while its message waited here never heard "250": it is not delivered
        // (its job is sent again by another process, and counting both would be a false copy)
        if (closed.has(session.id)) return callback(new Error('connection closed'));
        sink.received.push(id);
        callback();
      });
    },
  });
  // a client process killed mid-message resets its connection (ECONNRESET): expected in the kill tests,
  // and without a listener the server would throw it as an unhandled error
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(sink, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}

/** Message-IDs that arrived more than once. */
export const copies = (received: string[]) => received.filter((id, i) => received.indexOf(id) !== i);

/** `n` accounts that can ask for a password recovery (no password: the mail is what matters here). */
export async function makeRecipients(db: Db, n: number, tag: string): Promise<string[]> {
  const emails: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `fila.${tag}.${i}@teste.com.br`;
    await createUserRecord(db, {
      firstName: 'Fila',
      lastName: `${tag} ${i}`,
      fullName: `Fila ${tag} ${i}`,
      email,
      role: 'User',
      status: 1,
    });
    emails.push(email);
  }
  return emails;
}
