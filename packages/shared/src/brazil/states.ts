import { foldText } from '../format/text';

/**
 * The 27 federative units (spec part 1 §3: "AC through TO, including DF"), sorted by code.
 * Written out rather than read from @brazilian-utils at run time so `BrState` is a literal union;
 * states.test.ts checks the list against the library.
 */
export const BR_STATES = [
  { code: 'AC', name: 'Acre' },
  { code: 'AL', name: 'Alagoas' },
  { code: 'AM', name: 'Amazonas' },
  { code: 'AP', name: 'Amapá' },
  { code: 'BA', name: 'Bahia' },
  { code: 'CE', name: 'Ceará' },
  { code: 'DF', name: 'Distrito Federal' },
  { code: 'ES', name: 'Espírito Santo' },
  { code: 'GO', name: 'Goiás' },
  { code: 'MA', name: 'Maranhão' },
  { code: 'MG', name: 'Minas Gerais' },
  { code: 'MS', name: 'Mato Grosso do Sul' },
  { code: 'MT', name: 'Mato Grosso' },
  { code: 'PA', name: 'Pará' },
  { code: 'PB', name: 'Paraíba' },
  { code: 'PE', name: 'Pernambuco' },
  { code: 'PI', name: 'Piauí' },
  { code: 'PR', name: 'Paraná' },
  { code: 'RJ', name: 'Rio de Janeiro' },
  { code: 'RN', name: 'Rio Grande do Norte' },
  { code: 'RO', name: 'Rondônia' },
  { code: 'RR', name: 'Roraima' },
  { code: 'RS', name: 'Rio Grande do Sul' },
  { code: 'SC', name: 'Santa Catarina' },
  { code: 'SE', name: 'Sergipe' },
  { code: 'SP', name: 'São Paulo' },
  { code: 'TO', name: 'Tocantins' },
] as const;

export type BrState = (typeof BR_STATES)[number]['code'];

/** The state pickers' options: "SP - São Paulo". */
export const BR_STATE_OPTIONS = BR_STATES.map((s) => ({ value: s.code, label: `${s.code} - ${s.name}` }));

/** The codes as a tuple, e.g. for `z.enum(BR_STATE_CODES)`. */
export const BR_STATE_CODES = BR_STATES.map((s) => s.code) as unknown as readonly [BrState, ...BrState[]];

const codeSet: ReadonlySet<string> = new Set(BR_STATE_CODES);

export function isBrState(value: unknown): value is BrState {
  return typeof value === 'string' && codeSet.has(value);
}

const byFoldedName = new Map<string, BrState>(BR_STATES.map((s) => [foldText(s.name), s.code]));

/**
 * Reads a state from a spreadsheet or a postal lookup: "sp", "SP", "São Paulo", "sao paulo" -> "SP".
 * Unknown text gives undefined.
 */
export function parseBrState(value: string | null | undefined): BrState | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  if (isBrState(upper)) return upper;
  return byFoldedName.get(foldText(value));
}

export function brStateName(code: string | null | undefined): string {
  return BR_STATES.find((s) => s.code === code)?.name ?? '';
}
