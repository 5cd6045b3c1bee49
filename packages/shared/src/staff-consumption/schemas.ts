import { z } from 'zod';
import {
  CONSUMPTION_METHOD_OPTIONS,
  CONSUMPTION_TYPE_OPTIONS,
  CONSUMPTION_TYPES,
  CONSUMPTION_USER_ROLE_OPTIONS,
  type ConsumptionLimits,
  type ConsumptionType,
  consumptionTypeFromCall,
} from '../enums/consumption';
import { valuesOf } from '../enums/define';
import { FIELD_MESSAGES } from '../messages/field';

/** Largest limit an organiser may give one item (not in spec; 999 already reads "unlimited"). */
export const CONSUMPTION_LIMIT_MAX = 9_999;
/** Largest quantity of one consumption call (not in spec: a counter takes a handful at a time). */
export const CONSUMPTION_CALL_MAX = 100;

const count = (max: number) =>
  z.coerce
    .number({ error: FIELD_MESSAGES.invalidNumber })
    .int(FIELD_MESSAGES.invalidNumber)
    .min(0, FIELD_MESSAGES.invalidNumber)
    .max(max, FIELD_MESSAGES.valueTooHigh);

const limitsShape = Object.fromEntries(
  CONSUMPTION_TYPE_OPTIONS.flatMap((o) => [
    [o.value, count(CONSUMPTION_LIMIT_MAX).default(0)],
    [o.unlimitedKey, z.boolean().default(false)],
  ]),
) as { [K in keyof ConsumptionLimits]: z.ZodDefault<z.ZodType<ConsumptionLimits[K]>> };

/**
 * `PUT /user/{id}/consumption/limits` (part 2 §3 "Consumption on a user"): the six numbers and the six
 * `unlimited…` booleans; a missing number is 0 and a missing flag false (the call replaces all six).
 * The object may also come wrapped as `{ limits: {...} }`.
 */
export const consumptionLimitsSchema = z.preprocess(
  (v) =>
    v && typeof v === 'object' && 'limits' in v && typeof (v as { limits: unknown }).limits === 'object'
      ? (v as { limits: unknown }).limits
      : v,
  z.object(limitsShape),
);
export type ConsumptionLimitsInput = z.input<typeof consumptionLimitsSchema>;

/** Both spellings the spec uses: the call's `sweet`, `nonAlcoholicDrink` and the stored `sweets`… */
const ACCEPTED_TYPES = [...new Set(CONSUMPTION_TYPE_OPTIONS.flatMap((o) => [o.callType, o.value]))] as [
  string,
  ...string[],
];

/** A consumption type in either spelling, given back as the stored key ("sweet" -> "sweets"). */
export const consumptionTypeField = () =>
  z
    .enum(ACCEPTED_TYPES, { error: 'Tipo de consumo inválido' })
    .transform((v) => consumptionTypeFromCall(v) as ConsumptionType);

/** `POST /user/{id}/consumption` and `.../mobile`: `{ type, quantity }`, quantity at least 1. */
export const consumeSchema = z.object({
  type: consumptionTypeField(),
  quantity: z.coerce
    .number({ error: FIELD_MESSAGES.required })
    .int(FIELD_MESSAGES.invalidNumber)
    .min(1, FIELD_MESSAGES.quantityMin)
    .max(CONSUMPTION_CALL_MAX, FIELD_MESSAGES.valueTooHigh),
});
export type ConsumeInput = z.input<typeof consumeSchema>;

const limitsModelShape = Object.fromEntries(
  CONSUMPTION_TYPE_OPTIONS.flatMap((o) => [
    [o.value, z.number().int()],
    [o.unlimitedKey, z.boolean()],
  ]),
) as { [K in keyof ConsumptionLimits]: z.ZodType<ConsumptionLimits[K]> };
const usedModelShape = Object.fromEntries(CONSUMPTION_TYPES.map((t) => [t, z.number().int()])) as {
  [K in ConsumptionType]: z.ZodNumber;
};

/** The person a badge names, as the scan page shows them: no CPF, e-mail or phone. */
export const consumerSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  code: z.string(),
  companyName: z.string().nullable(),
});

/**
 * `GET /user/{id}/consumption` (and the answer of the limits edit): `limits` and `used` as part 2 §3
 * names them, both null when the person has no consumption data (then every item is available 999).
 */
export const staffConsumptionSchema = z.object({
  user: consumerSchema,
  limits: z.object(limitsModelShape).nullable(),
  used: z.object(usedModelShape).nullable(),
});
export type StaffConsumption = z.output<typeof staffConsumptionSchema>;

/** The answer of one consumption: the counters before and after and what is still available. */
export const consumeResultSchema = z.object({
  user: consumerSchema,
  type: z.enum(CONSUMPTION_TYPES),
  quantity: z.number().int(),
  previousUsed: z.number().int(),
  newUsed: z.number().int(),
  limit: z.number().int().nullable(),
  unlimited: z.boolean(),
  available: z.number().int(),
});
export type ConsumeResult = z.output<typeof consumeResultSchema>;

/** A row of `GET /consumption/logs` (part 2 §3 "Consumption log"). */
export const consumptionLogSchema = z.object({
  _id: z.string(),
  consumedAt: z.date(),
  userId: z.object({
    _id: z.string(),
    name: z.string(),
    lastName: z.string(),
    externalId: z.string().nullable(),
    code: z.string(),
  }),
  consumptionType: z.enum(CONSUMPTION_TYPES),
  quantity: z.number().int(),
  method: z.enum(valuesOf(CONSUMPTION_METHOD_OPTIONS)),
  userRole: z.enum(valuesOf(CONSUMPTION_USER_ROLE_OPTIONS)).nullable(),
  previousUsed: z.number().int(),
  newUsed: z.number().int(),
  limit: z.number().int().nullable(),
  unlimited: z.boolean(),
});
export type ConsumptionLogRow = z.output<typeof consumptionLogSchema>;

/** Sortable fields of the log list. */
export const CONSUMPTION_LOG_SORTS = ['consumedAt', 'createdAt', 'quantity'] as const;
