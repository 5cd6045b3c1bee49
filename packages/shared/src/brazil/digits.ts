/** Keeps only the ASCII digits 0-9. Masks, spaces and "+55" punctuation all disappear. */
export function onlyDigits(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(/\D/g, '');
}
