import { normalizePhone } from '../brazil/phone';
import { isValidMobileBR } from '../brazil/phone-mobile';
import { FIELD_MESSAGES } from '../messages/field';
import { makeField } from './fields';

/*
 * Apart from ./phone-fields.ts: it brings libphonenumber-js' `mobile` metadata (~24 kB gzipped), which
 * only the register form needs (bench/bundle-size.mjs).
 */

/** Brazilian mobile only -> "+55..." (the register form's "Celular inválido"). */
export const mobileField = /* @__PURE__ */ makeField(
  isValidMobileBR,
  (v) => normalizePhone(v)!,
  FIELD_MESSAGES.mobileInvalid,
);
