import { parsePhoneNumberFromString as parseMobile } from 'libphonenumber-js/mobile';

/*
 * Apart from ./phone.ts: the `mobile` metadata (~24 kB gzipped) is only needed by the register form's
 * mobile field, so the screens that format or check other phones (contact card, accreditation) do not
 * download it (bench/bundle-size.mjs).
 */

/**
 * A Brazilian mobile (11 digits, DDD + 9xxxx-xxxx) for the register form's "Celular inválido".
 * The `mobile` metadata carries Google's full mobile patterns, so landlines and unknown DDDs fail.
 */
export function isValidMobileBR(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parsed = parseMobile(value, 'BR');
  return parsed?.country === 'BR' && parsed.isValid();
}
