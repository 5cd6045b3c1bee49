import { valuesOf } from './define';

/**
 * Snack and drink consumption (spec part 2 §3, §7, §9). One row per type:
 * - `value`: the key of the `limits` and `used` objects and of log rows ("sweets");
 * - `callType`: the singular `type` of POST /user/{id}/consumption ("sweet");
 * - `unlimitedKey`: the boolean in `limits` that lifts the cap;
 * - `label`: the log label; `actionLabel`: the "Salvar limites"/"Consumir" button text of the user page.
 */
export const CONSUMPTION_TYPE_OPTIONS = [
  {
    value: 'savory',
    callType: 'savory',
    unlimitedKey: 'unlimitedSavory',
    label: 'Salgado',
    actionLabel: 'Salgado',
  },
  { value: 'sweets', callType: 'sweet', unlimitedKey: 'unlimitedSweets', label: 'Doce', actionLabel: 'Doce' },
  {
    value: 'popcorn',
    callType: 'popcorn',
    unlimitedKey: 'unlimitedPopcorn',
    label: 'Pipoca',
    actionLabel: 'Pipoca',
  },
  {
    value: 'nonAlcoholicDrinks',
    callType: 'nonAlcoholicDrink',
    unlimitedKey: 'unlimitedNonAlcoholicDrinks',
    label: 'Refrigerante',
    actionLabel: 'Bebida não alcoólica',
  },
  { value: 'beer', callType: 'beer', unlimitedKey: 'unlimitedBeer', label: 'Cerveja', actionLabel: 'Chope' },
  {
    value: 'coffee',
    callType: 'coffee',
    unlimitedKey: 'unlimitedCoffee',
    label: 'Café',
    actionLabel: 'Café',
  },
] as const;

type ConsumptionOption = (typeof CONSUMPTION_TYPE_OPTIONS)[number];
export type ConsumptionType = ConsumptionOption['value'];
export type ConsumptionCallType = ConsumptionOption['callType'];
export type ConsumptionUnlimitedKey = ConsumptionOption['unlimitedKey'];

export const CONSUMPTION_TYPES = valuesOf(CONSUMPTION_TYPE_OPTIONS);
export const CONSUMPTION_CALL_TYPES = CONSUMPTION_TYPE_OPTIONS.map((o) => o.callType) as [
  ConsumptionCallType,
  ...ConsumptionCallType[],
];

/** The call's "sweet" -> the stored "sweets". Also accepts the stored key itself. */
export function consumptionTypeFromCall(callType: string): ConsumptionType | undefined {
  return CONSUMPTION_TYPE_OPTIONS.find((o) => o.callType === callType || o.value === callType)?.value;
}

export function consumptionCallTypeOf(type: ConsumptionType): ConsumptionCallType {
  return CONSUMPTION_TYPE_OPTIONS.find((o) => o.value === type)!.callType;
}

/** The user's `limits` object: a number per type plus an `unlimitedX` flag per type. */
export type ConsumptionLimits = Record<ConsumptionType, number> & Record<ConsumptionUnlimitedKey, boolean>;
/** The user's `used` counters. */
export type ConsumptionUsed = Record<ConsumptionType, number>;

/** "Available" of a type with no cap or no consumption data at all (spec part 2 §5). */
export const UNLIMITED_AVAILABLE = 999;

/**
 * What a badge may still take of `type`: limit minus used (never below 0), or UNLIMITED_AVAILABLE
 * when the type is unlimited or the user has no consumption data.
 */
export function availableConsumption(
  type: ConsumptionType,
  limits: Partial<ConsumptionLimits> | null | undefined,
  used: Partial<ConsumptionUsed> | null | undefined,
): number {
  const option = CONSUMPTION_TYPE_OPTIONS.find((o) => o.value === type)!;
  if (!limits || limits[option.unlimitedKey]) return UNLIMITED_AVAILABLE;
  return Math.max(0, (limits[type] ?? 0) - (used?.[type] ?? 0));
}

/** How a consumption was registered (log `method`). */
export const CONSUMPTION_METHOD_OPTIONS = [
  { value: 'staff', label: 'Equipe' },
  { value: 'mobile', label: 'Celular' },
] as const;
export type ConsumptionMethod = (typeof CONSUMPTION_METHOD_OPTIONS)[number]['value'];

/** The consumer's category in log rows (`userRole`); the spec gives the values in Portuguese. */
export const CONSUMPTION_USER_ROLE_OPTIONS = [
  { value: 'Convidado', label: 'Convidado' },
  { value: 'Staff', label: 'Staff' },
  { value: 'VIP', label: 'VIP' },
] as const;
export type ConsumptionUserRole = (typeof CONSUMPTION_USER_ROLE_OPTIONS)[number]['value'];

/** Minimum and step of a stand product's electrical consumption, in kVA (spec part 1 §5, §9). */
export const KVA_MIN = 0.01;
export const KVA_STEP = 0.01;
