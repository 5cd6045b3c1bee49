import { isValidMobileBR, isValidPhoneBR, toE164BR } from '../brazil/phone';
import { FIELD_MESSAGES } from '../messages/field';
import { makeField } from './fields';

/*
 * The phone fields, apart from ./fields.ts because they bring libphonenumber-js (~50 kB gzipped): a
 * screen whose schemas have no phone (the sign-in page) does not download it (bench/bundle-size.mjs).
 */

/** Brazilian landline or mobile -> "+55" + national digits ("Campo Telefone Inválido"). */
export const phoneField = makeField(isValidPhoneBR, toE164BR, FIELD_MESSAGES.invalidPhone);
/** Brazilian mobile only -> "+55..." (the register form's "Celular inválido"). */
export const mobileField = makeField(isValidMobileBR, toE164BR, FIELD_MESSAGES.mobileInvalid);
