import { foldText } from '../format/text';

/** A header as compared: accents, case, spaces and punctuation ignored. */
const fold = (text: unknown) => foldText(String(text ?? '')).replace(/[^a-z0-9]/g, '');

/**
 * Maps header cells to `fields` by name: the first unused column whose folded header is one of the
 * field's `synonyms` (already folded); each column is used once. Answers the mapping (null = not
 * found) and how many fields it mapped.
 */
export function mapHeadersBySynonym<F extends string>(
  fields: readonly F[],
  synonyms: Record<F, readonly string[]>,
  headers: readonly unknown[],
): { mapping: Record<F, number | null>; mapped: number } {
  const folded = headers.map(fold);
  const used = new Set<number>();
  const mapping = Object.fromEntries(fields.map((f) => [f, null])) as Record<F, number | null>;
  let mapped = 0;
  for (const field of fields) {
    const at = folded.findIndex((h, i) => !used.has(i) && h !== '' && synonyms[field].includes(h));
    if (at >= 0) {
      mapping[field] = at;
      used.add(at);
      mapped++;
    }
  }
  return { mapping, mapped };
}
