import { isValidPhoneBR, normalizePhone } from '../brazil/phone';
import { FIELD_MESSAGES } from '../messages/field';
import { makeField } from './fields';

/*
 * The phone field, apart from ./fields.ts because it brings libphonenumber-js with its `min` metadata
 * (~29 kB gzipped): a screen whose schemas have no phone (the sign-in page) does not download it
 * (bench/bundle-size.mjs). The mobile field, with the larger `mobile` metadata, is in ./mobile-field.ts.
 */

/** Brazilian landline or mobile -> E.164, the one stored form (normalizePhone; "Campo Telefone Inválido"). */
export const phoneField = /* @__PURE__ */ makeField(
  isValidPhoneBR,
  // a valid Brazilian number always normalises
  (v) => normalizePhone(v)!,
  FIELD_MESSAGES.invalidPhone,
);
