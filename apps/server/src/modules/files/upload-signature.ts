import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC over key, content type and expiry: the pre-signed upload address cannot be reused for other bytes. */
export function signUpload(secret: string, key: string, contentType: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`upload\n${key}\n${contentType}\n${expires}`)
    .digest('base64url');
}

export function checkUploadSignature(
  secret: string,
  key: string,
  contentType: string,
  expires: number,
  signature: string,
): boolean {
  if (!Number.isFinite(expires) || expires < Date.now() / 1000) return false;
  const expected = Buffer.from(signUpload(secret, key, contentType, expires));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
