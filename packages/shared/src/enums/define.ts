import { foldText } from '../format/text';

/**
 * The one pattern every enumeration follows: a const array of options, written once.
 * - `value`: what is stored and sent (number or string);
 * - `label`: the pt-BR text shown on screens;
 * - `key`: the English name of the spec, for readable code (`GeneralStatus.Pending`), when
 *   the value itself is not readable (numbers).
 * Everything else (value tuples for zod, key -> value maps, label look-ups) is derived with the
 * helpers below, so no list is written twice.
 */
export interface EnumOption<V extends string | number = string | number> {
  readonly value: V;
  readonly label: string;
  readonly key?: string;
}

export type EnumOptions = readonly EnumOption[];
export type EnumValue<T extends EnumOptions> = T[number]['value'];

/** The label of `value` in `options`, or `fallback` ('' by default) for an unknown value. */
export function labelOf<T extends EnumOptions>(options: T, value: unknown, fallback = ''): string {
  return options.find((o) => o.value === value)?.label ?? fallback;
}

/** The values as a non-empty tuple, ready for `z.literal(valuesOf(X))` / `z.enum(valuesOf(X))`. */
export function valuesOf<T extends EnumOptions>(options: T): [EnumValue<T>, ...EnumValue<T>[]] {
  return options.map((o) => o.value) as [EnumValue<T>, ...EnumValue<T>[]];
}

export function isEnumValue<T extends EnumOptions>(options: T, value: unknown): value is EnumValue<T> {
  return options.some((o) => o.value === value);
}

type Keyed = EnumOption & { readonly key: string };
export type KeyMap<T extends readonly Keyed[]> = { readonly [O in T[number] as O['key']]: O['value'] };

/** `{ Pending: 0, Enabled: 1, ... }` from the options, so code reads `GeneralStatus.Pending`. */
export function keyMap<const T extends readonly Keyed[]>(options: T): KeyMap<T> {
  return Object.freeze(Object.fromEntries(options.map((o) => [o.key, o.value]))) as KeyMap<T>;
}

/**
 * Finds the option a free text names, for spreadsheet imports and URL parameters: the value, key
 * or label, ignoring case and accents ("operador de trabalho em altura", "OPERADORDETRABALHOEMALTURA").
 */
export function optionFromText<T extends EnumOptions>(
  options: T,
  text: string | number | null | undefined,
): T[number] | undefined {
  if (text === null || text === undefined) return undefined;
  const wanted = foldText(String(text));
  if (!wanted) return undefined;
  return foldedIndex(options).get(wanted) as T[number] | undefined;
}

/**
 * Each option list's folded value, key and label, made once: an import folds one cell per row, not
 * every label of the list again (10,000 rows x 30 professions x 3 was 4 % of an import's CPU).
 */
const foldedIndexes = new WeakMap<EnumOptions, Map<string, EnumOption>>();
function foldedIndex(options: EnumOptions): Map<string, EnumOption> {
  let index = foldedIndexes.get(options);
  if (!index) {
    index = new Map();
    // in list order, the first option naming a text wins (as a search in order would)
    for (const o of options)
      for (const c of [o.value, o.key, o.label]) {
        if (c === undefined) continue;
        const folded = foldText(String(c));
        if (!index.has(folded)) index.set(folded, o);
      }
    foldedIndexes.set(options, index);
  }
  return index;
}

/** The same options with some labels replaced, for a context that names a value differently. */
export function relabel<T extends EnumOptions>(
  options: T,
  labels: Partial<Record<EnumValue<T>, string>>,
): readonly T[number][] {
  return options.map((o) => {
    const label = labels[o.value as EnumValue<T>];
    return label === undefined ? o : { ...o, label };
  });
}
