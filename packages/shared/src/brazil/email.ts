import { isValidEmail as buIsValidEmail } from '@brazilian-utils/brazilian-utils/is-valid-email';

/** RFC 5321 limit on a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A standard-shaped e-mail ("Campo Email Inválido"): the WHATWG HTML rule, narrowed by
 * @brazilian-utils (domain needs a dot). No trimming here: the schemas trim before validating.
 */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= EMAIL_MAX_LENGTH && buIsValidEmail(value);
}
