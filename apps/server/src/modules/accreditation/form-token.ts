import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The accreditation form's token (bots, no third-party service): `<issued at ms>.<nonce>.<hmac>`, the
 * HMAC-SHA256 under a key derived from the JWT secret (its own purpose label, so it can never pass
 * for a session token or an upload signature). A submit needs a token this server signed, issued at
 * least ACCREDITATION_MIN_FILL_S seconds earlier and at most MAX_AGE_MS ago.
 */
const MAX_AGE_MS = 12 * 60 * 60 * 1000;

function keyFor(secret: string): Buffer {
  return createHmac('sha256', secret).update('feira:accreditation-form-token:v1').digest();
}

function mac(secret: string, payload: string): string {
  return createHmac('sha256', keyFor(secret)).update(payload).digest('base64url');
}

export function signFormToken(secret: string, issuedAt: number = Date.now()): string {
  const payload = `${issuedAt}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too-fast';

/** Whether a form token is ours, not expired, and old enough (`minFillSeconds`). */
export function checkFormToken(
  secret: string,
  token: string,
  minFillSeconds: number,
  now: number = Date.now(),
): FormTokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^\d{1,15}$/.test(parts[0]!)) return 'invalid';
  const expected = Buffer.from(mac(secret, `${parts[0]}.${parts[1]}`));
  const given = Buffer.from(parts[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now - Number(parts[0]);
  // a token "from the future" (beyond clock jitter) was not issued by this clock
  if (age < -5_000 || age > MAX_AGE_MS) return 'invalid';
  return age < minFillSeconds * 1000 ? 'too-fast' : 'ok';
}

/**
 * The signed part `<issued at ms>.<nonce>` that names one token (its spend record and its uploads).
 * Call only after checkFormToken answered something other than 'invalid'.
 */
export function formTokenId(token: string): string {
  const [issuedAt, nonce] = token.split('.');
  return `${issuedAt}.${nonce}`;
}
