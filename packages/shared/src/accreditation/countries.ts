import { getCountries } from 'libphonenumber-js/min';

/** ISO 3166-1 alpha-2 codes an importer may give as country (the list libphonenumber knows). */
export const COUNTRY_CODES: readonly string[] = getCountries();
const COUNTRY_SET = new Set(COUNTRY_CODES);

export function isCountryCode(value: string): boolean {
  return COUNTRY_SET.has(value.toUpperCase());
}

let names: Intl.DisplayNames | undefined;

/** "US" -> "Estados Unidos" (the runtime's pt-BR region names; the code itself when unknown). */
export function countryName(code: string): string {
  names ??= new Intl.DisplayNames(['pt-BR'], { type: 'region' });
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Every country as `{ value, label }`, sorted by its Portuguese name (the importer's country picker). */
export function countryOptions(): { value: string; label: string }[] {
  return COUNTRY_CODES.map((value) => ({ value, label: countryName(value) })).sort((a, b) =>
    a.label.localeCompare(b.label, 'pt-BR'),
  );
}
