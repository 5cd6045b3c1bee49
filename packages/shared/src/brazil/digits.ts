/** Keeps only the ASCII digits 0-9. Masks, spaces and "+55" punctuation all disappear. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}

/**
 * True when `value` holds only digits and the usual mask characters (. - / space).
 * The document validators use it so that "abc12345678909" is not a CPF just because its digits are.
 */
export function hasOnlyMaskCharacters(value: string): boolean {
  return /^[\d.\-/\s]*$/.test(value);
}

/** "11111111111"-style values pass the check-digit arithmetic but are reserved/invalid documents. */
export function isRepeatedDigit(digits: string): boolean {
  return digits.length > 0 && /^(\d)\1*$/.test(digits);
}
