// One module per function of @brazilian-utils (its "./*" exports), not the package's single-file index:
// each screen's download then holds only the checks it uses (bench/bundle-size.mjs).
import { formatCep as buFormatCep } from '@brazilian-utils/brazilian-utils/format-cep';
import { formatCnpj as buFormatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { formatCpf as buFormatCpf } from '@brazilian-utils/brazilian-utils/format-cpf';
import { isValidCep as buIsValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCnpj as buIsValidCnpj } from '@brazilian-utils/brazilian-utils/is-valid-cnpj';
import { isValidCpf as buIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { onlyDigits } from './digits';

/** Digit counts from spec part 1 §9 (formatted lengths: CPF 14, CNPJ 18, CEP 9). */
export const CPF_LENGTH = 11;
export const CNPJ_LENGTH = 14;
export const CEP_LENGTH = 8;

/*
 * The rules come from @brazilian-utils (DESIGN §7: prefer a maintained library): exact digit count,
 * valid check digits, not all the same digit, and nothing but mask characters (. - / spaces) between
 * the digit groups. documents.test.ts pins that behaviour. The library takes strings only.
 */

/** CPF: 11 digits, valid check digits, not all the same digit. Accepts "123.456.789-09". */
export function isValidCpf(value: unknown): boolean {
  return typeof value === 'string' && buIsValidCpf(value);
}

/** CNPJ: 14 digits, valid check digits, not all the same digit. Accepts "11.222.333/0001-81". */
export function isValidCnpj(value: unknown): boolean {
  // version 1 = numeric CNPJ only: the spec's document is "14 digits", not the 2026 alphanumeric form.
  return typeof value === 'string' && buIsValidCnpj(value, { version: 1 });
}

/** CEP: exactly 8 digits (spec part 1 §5). No check digits exist; "01310-100" is accepted. */
export function isValidCep(value: unknown): boolean {
  return typeof value === 'string' && buIsValidCep(value);
}

/**
 * The formatters double as input masks: partial input is formatted as far as it goes
 * ("123456" -> "123.456") and extra digits are dropped.
 */
export function formatCpf(value: string | null | undefined): string {
  return buFormatCpf(onlyDigits(value).slice(0, CPF_LENGTH));
}

export function formatCnpj(value: string | null | undefined): string {
  return buFormatCnpj(onlyDigits(value).slice(0, CNPJ_LENGTH));
}

export function formatCep(value: string | null | undefined): string {
  return buFormatCep(onlyDigits(value).slice(0, CEP_LENGTH));
}

/** Hides the middle of a CPF for logs and public answers (DESIGN §7: never a full CPF in logs). */
export function maskCpf(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length !== CPF_LENGTH) return '';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** A random valid CPF or CNPJ (digits only), for demo data and tests. */
export { generateCnpj as randomCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
export { generateCpf as randomCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
