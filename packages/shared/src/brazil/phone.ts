import { formatPhone as buFormatPhone } from '@brazilian-utils/brazilian-utils/format-phone';
import { isValidPhone as buIsValidPhone } from '@brazilian-utils/brazilian-utils/is-valid-phone';
import { parsePhoneNumberFromString as parseMin } from 'libphonenumber-js/min';
import { onlyDigits } from './digits';

/** Country code and prefix the company and user phones are stored with (spec part 1 §3, §9). */
export const BR_COUNTRY_CODE = '55';
export const BR_PHONE_PREFIX = '+55';
/** DDD + number: landlines have 10 digits, mobiles 11 (spec: "at least 10 digits"). */
export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 11;

/**
 * National digits (DDD + number) of a Brazilian phone typed in any usual way:
 * "(11) 98765-4321", "+55 11 98765-4321", "5511987654321", "011987654321" -> "11987654321".
 * Partial input (while typing) comes back as its digits, so masks can use it.
 */
export function nationalPhone(value: string | null | undefined): string {
  if (!value) return '';
  const plain = plainNationalPhone(value);
  if (plain !== undefined) return plain;
  return parsedNationalPhone(value);
}

/** Digits, spaces, dots, hyphens and brackets only, as a DDD + number is usually typed. */
const PLAIN_PHONE = /^[\d\s().-]+$/;

/**
 * The common case without the parser: a plainly typed DDD + number of 10 or 11 digits that starts
 * with neither 0 or 90 (trunk prefixes) nor 55 (the country code) is its own national number; libphonenumber answers the
 * same for every such number (phone.test.ts checks it), at ~7 µs a call, 0.7 ms of a 100-row import.
 */
function plainNationalPhone(value: string): string | undefined {
  if (!PLAIN_PHONE.test(value)) return undefined;
  const digits = onlyDigits(value);
  // "55..." may be the country code and "90..." a trunk prefix before a shorter number: the parser decides
  const plain = (digits.length === 10 || digits.length === 11) && !/^(?:0|55|90)/.test(digits);
  return plain ? digits : undefined;
}

/** nationalPhone by libphonenumber, for everything else ("+55 ...", "0 11 ...", "005511...", partial). */
export function parsedNationalPhone(value: string): string {
  // libphonenumber knows the trunk prefix "0" and carrier codes; it gives up on partial numbers.
  const parsed = parseMin(value, 'BR');
  if (parsed?.country === 'BR') return parsed.nationalNumber;
  let digits = onlyDigits(value);
  if (digits.startsWith(`00${BR_COUNTRY_CODE}`)) digits = digits.slice(4);
  // 12 or 13 digits can only be 55 + DDD + number; 11 digits starting with 55 is the DDD 55 (RS).
  else if (digits.length > PHONE_MAX_DIGITS && digits.startsWith(BR_COUNTRY_CODE)) digits = digits.slice(2);
  return digits;
}

/** "+55" + national digits, the form `phoneNumber` is sent and stored in; '' for empty input. */
export function toE164BR(value: string | null | undefined): string {
  const national = nationalPhone(value);
  return national ? `${BR_PHONE_PREFIX}${national}` : '';
}

/**
 * A Brazilian landline or mobile with at least 10 digits, with or without +55 (spec "Campo Telefone
 * Inválido"). The `min` metadata of libphonenumber only checks lengths, so @brazilian-utils adds the
 * DDD and first-digit rules (Anatel Res. 749/2022) that make "(20) 98765-4321" invalid.
 */
export function isValidPhoneBR(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const parsed = parseMin(value, 'BR');
  if (parsed?.country !== 'BR' || !parsed.isValid()) return false;
  const national = parsed.nationalNumber;
  return national.length >= PHONE_MIN_DIGITS && buIsValidPhone(national, { version: 2 });
}

/**
 * Any country's number written with its country code ("+1 415 555 2671"); importers in the
 * accreditation form may give a foreign phone (spec part 2 §5). Only lengths are checked (min metadata).
 */
export function isValidInternationalPhone(value: unknown): boolean {
  if (typeof value !== 'string' || !value.trim().startsWith('+')) return false;
  return parseMin(value)?.isValid() ?? false;
}

/**
 * E.164 of a number with its country code ("+1 415 555 2671" -> "+14155552671"); without one it is
 * read as Brazilian. '' when it cannot be a phone number (wrong length).
 */
export function toE164(value: string | null | undefined): string {
  if (!value) return '';
  const parsed = parseMin(value, 'BR');
  return parsed?.isPossible() ? parsed.number : '';
}

/** "(11) 98765-4321" / "(11) 3000-0000"; partial input is masked as far as it goes. */
export function formatPhoneBR(value: string | null | undefined): string {
  const national = nationalPhone(value).slice(0, PHONE_MAX_DIGITS);
  return national ? buFormatPhone(national, { mask: 'nanp' }) : '';
}

/**
 * THE stored form of every phone (issue 39 item 7), whatever the entry point (forms, imports,
 * accreditation, seed, API): E.164, "+5511981234567" or "+12025550123". A number written with its
 * country code ("+1 202 555 0123", "00 1 202...") is read as that country's; without one it is
 * Brazilian and needs DDD + number (10 or 11 digits). null when it cannot be a phone.
 */
export function normalizePhone(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  const digits = onlyDigits(text);
  // "+1 ..." or "00 1 ..." (the international prefix dialled from Brazil): a country code follows
  const international = text.startsWith('+')
    ? `+${digits}`
    : /^00[1-9]/.test(digits)
      ? `+${digits.slice(2)}`
      : null;
  if (international && !international.startsWith(BR_PHONE_PREFIX)) {
    const parsed = parseMin(international);
    return parsed?.isPossible() ? parsed.number : null;
  }
  const national = nationalPhone(international ?? text);
  return national.length >= PHONE_MIN_DIGITS && national.length <= PHONE_MAX_DIGITS
    ? `${BR_PHONE_PREFIX}${national}`
    : null;
}

/**
 * The `nationalPhoneNumber` stored beside an E.164 phone, derived one way: a Brazilian number's DDD +
 * number ("11981234567"), any other's digits with its country code ("12025550123").
 */
export function nationalPhoneOf(e164: string | null | undefined): string | null {
  if (!e164) return null;
  return e164.startsWith(BR_PHONE_PREFIX) ? e164.slice(BR_PHONE_PREFIX.length) : onlyDigits(e164) || null;
}

/** Both phone columns of a person or company from any typed phone (null, null when it is not one). */
export function phoneColumns(value: string | null | undefined): {
  phoneNumber: string | null;
  nationalPhoneNumber: string | null;
} {
  const phoneNumber = normalizePhone(value);
  return { phoneNumber, nationalPhoneNumber: nationalPhoneOf(phoneNumber) };
}

/**
 * THE display of a phone: "(11) 98123-4567" for Brazil, "+1 202 555 0123" for other countries. Takes
 * the stored E.164 (or anything typed); a value that is no phone comes back as it was.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = value?.trim();
  if (!text) return '';
  const e164 = normalizePhone(text);
  if (!e164) return text;
  if (e164.startsWith(BR_PHONE_PREFIX)) return formatPhoneBR(e164);
  return parseMin(e164)?.formatInternational() ?? e164;
}
