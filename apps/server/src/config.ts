import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Configuration from the environment (documented in README.md). Invalid values stop start-up with a
 * message naming the variable; nothing else in the server reads process.env.
 */
const optionalUrl = z.url({ message: 'deve ser uma URL válida' }).optional();
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  /** app processes serving one port (node:cluster, main.ts); more than one needs DATABASE_URL */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** redis:// URL: the per-address limits and the sign-in throttle count in Redis, not PostgreSQL */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'deve começar com redis:// ou rediss://')
    .optional(),
  PUBLIC_URL: optionalUrl,
  ADMIN_EMAIL: z.email({ message: 'deve ser um e-mail válido' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'deve ter ao menos 8 caracteres').optional(),
  JWT_SECRET: z.string().min(32, 'deve ter ao menos 32 caracteres').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Feira Back Office <nao-responda@feira.local>'),
  /** the e-mail queue (modules/mail-queue): this process sends queued mail ('false': only enqueues) */
  MAIL_WORKER: z.enum(['true', 'false']).default('true'),
  /** first retry after about this many seconds, doubling: 15 s x 12 retries spans about a day */
  MAIL_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(15),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(30).default(12),
  /** a job left "enviando" by a dead process is retried after this long */
  MAIL_EXPIRE_S: z.coerce.number().int().min(1).max(3600).default(300),
  MAIL_POLL_S: z.coerce.number().min(0.5).max(60).default(1),
  /** badge batches as jobs (modules/badge-jobs): first retry after about this long, doubling, 3 retries */
  BADGE_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(5),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  CEP_API_URL: z.url({ message: 'deve ser uma URL válida' }).default('https://viacep.com.br/ws'),
  MOBILE_API_KEY: z.string().min(16, 'deve ter ao menos 16 caracteres').optional(),
  /** GET /metrics (Prometheus) is served only when set, and only with `Authorization: Bearer <it>`. */
  METRICS_TOKEN: z.string().min(16, 'deve ter ao menos 16 caracteres').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per address on the public session endpoints (sign-in, recovery, register). */
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).default(30),
  /**
   * Proxies whose X-Forwarded-For is believed: a comma-separated list of addresses or CIDRs (or the
   * names loopback, linklocal, uniquelocal). Unset: none, the client address is the socket's.
   */
  TRUST_PROXY: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0 && list.every(isProxyAddress), {
      message: 'deve ser uma lista de endereços IP ou CIDR separados por vírgula',
    })
    .optional(),
  /** Requests per minute per address on the public pages' calls (contact card, kiosk, payment page...). */
  PUBLIC_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** HMAC-SHA256 key of POST /api/payments/webhook (x-signature); unset: every delivery is refused. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(16, 'deve ter ao menos 16 caracteres').optional(),
  /** Pix receiver defaults until an admin saves them in the settings screen. */
  PIX_KEY: z.string().optional(),
  PIX_MERCHANT_NAME: z.string().default('Feira Back Office'),
  PIX_MERCHANT_CITY: z.string().default('Sao Paulo'),
  /** Seconds the accreditation form must stay open before its submit is accepted (bots). */
  ACCREDITATION_MIN_FILL_S: z.coerce.number().int().min(0).max(3600).default(3),
});

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length || !address) return false;
  const family = isIP(address);
  if (!family) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** app processes on one port (WEB_CONCURRENCY); 1 on PGlite */
  webConcurrency: number;
  redisUrl?: string;
  publicUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  jwtSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    forcePathStyle: boolean;
  };
  cepApiUrl: string;
  mobileApiKey?: string;
  metricsToken?: string;
  logLevel: Env['LOG_LEVEL'];
  authRateLimit: number;
  /** addresses/CIDRs of trusted reverse proxies; empty = trust no forwarded header */
  trustProxy: string[];
  publicRateLimit: number;
  paymentWebhookSecret?: string;
  /** Pix receiver defaults (admin settings override them) */
  pix: { key: string; merchantName: string; merchantCity: string };
  /** minimum seconds between the accreditation form token and its submit */
  accreditationMinFillSeconds: number;
  /** the e-mail queue: worker on/off, retry back-off, expiry of a dead worker's job, polling */
  mailQueue: { worker: boolean; retryDelayS: number; retryLimit: number; expireS: number; pollS: number };
  /** badge batches through the queue: the worker, expiry and polling are the mail queue's (MAIL_*) */
  badgeRetryDelayS: number;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; tests pass their own `env` instead of touching process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(clean);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new ConfigError(
      'Configuração inválida:\n  - S3: defina S3_BUCKET, S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY juntos (e S3_ENDPOINT para serviços compatíveis).',
    );
  }
  if (e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError(
      `Configuração inválida:\n  - WEB_CONCURRENCY: ${e.WEB_CONCURRENCY} processos exigem PostgreSQL (DATABASE_URL). O banco embutido (PGlite, em DATA_DIR) só pode ser aberto por um processo; defina DATABASE_URL ou use WEB_CONCURRENCY=1.`,
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    webConcurrency: e.WEB_CONCURRENCY,
    redisUrl: e.REDIS_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          bucket: e.S3_BUCKET,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    cepApiUrl: e.CEP_API_URL.replace(/\/+$/, ''),
    mobileApiKey: e.MOBILE_API_KEY,
    metricsToken: e.METRICS_TOKEN,
    logLevel: e.LOG_LEVEL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY ?? [],
    publicRateLimit: e.PUBLIC_RATE_LIMIT,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    pix: { key: e.PIX_KEY ?? '', merchantName: e.PIX_MERCHANT_NAME, merchantCity: e.PIX_MERCHANT_CITY },
    accreditationMinFillSeconds: e.ACCREDITATION_MIN_FILL_S,
    mailQueue: {
      worker: e.MAIL_WORKER === 'true',
      retryDelayS: e.MAIL_RETRY_DELAY_S,
      retryLimit: e.MAIL_RETRY_LIMIT,
      expireS: e.MAIL_EXPIRE_S,
      pollS: e.MAIL_POLL_S,
    },
    badgeRetryDelayS: e.BADGE_RETRY_DELAY_S,
  };
}

/** JWT_SECRET unset: generate one once and keep it in the data folder so tokens survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
