/**
 * Comparable form of free text: accents removed, lower case, inner whitespace collapsed.
 * Used to match spreadsheet cells and postal-lookup answers against labels ("São Paulo" ~ "sao paulo").
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}
