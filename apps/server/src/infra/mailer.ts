import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** files sent with the message (the accreditation's badge PDF) */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
  /** `<id@host>`: the same on every attempt, so a receiver can drop a copy (modules/mail-queue) */
  messageId?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** where .eml files go when no SMTP server is configured (undefined with SMTP) */
  outboxDir?: string;
}

/**
 * Nodemailer with SMTP when SMTP_URL is set; otherwise every message is written as an .eml file to
 * DATA_DIR/outbox and logged, so flows like password recovery can be followed without a mail server.
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) {
    // A send ends (fails, and is retried) well before the queue's expiry: pg-boss hands an active job
    // to another worker after MAIL_EXPIRE_S, and a send still hanging then would go out twice.
    const expireMs = config.mailQueue.expireS * 1000;
    const transport: Transporter = nodemailer.createTransport({
      url: config.smtpUrl,
      connectionTimeout: Math.min(120_000, expireMs / 4),
      greetingTimeout: Math.min(30_000, expireMs / 4),
      socketTimeout: Math.min(600_000, expireMs / 2),
    });
    return {
      async send(m) {
        await transport.sendMail({ from: config.mailFrom, ...m });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  // CRLF line endings as RFC 5322 requires: other mail programs read an LF-only file wrongly (issue 39 item 10)
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    outboxDir,
    async send(m) {
      const info = await transport.sendMail({ from: config.mailFrom, ...m });
      await mkdir(outboxDir, { recursive: true });
      const safeTo = m.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // the queue sends in parallel: two messages to one address in one millisecond need two names
      const unique = randomBytes(4).toString('hex');
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      // the name still ends in -<address>.eml (e2e/support/session.ts mailsTo reads it so)
      const file = path.join(outboxDir, `${stamp}-${unique}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      // the address stays out of the log (LGPD); the .eml file in the outbox names it
      log.info({ subject: m.subject, outbox: outboxDir }, 'mail written to outbox (SMTP_URL not set)');
    },
  };
}
