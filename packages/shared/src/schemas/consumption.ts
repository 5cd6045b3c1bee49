import { z } from 'zod';
import { KVA_MIN } from '../enums/consumption';
import { FIELD_MESSAGES } from '../messages/field';
import { textField } from './fields';

/** Largest consumption of one product, in kVA (not in spec: keeps totals inside an integer). */
export const KVA_MAX = 10_000;
/** Largest quantity of one line (not in spec). */
export const CONSUMPTION_QUANTITY_MAX = 100_000;

/** kVA -> the stored integer hundredths (1.25 -> 125). */
export const kvaToCenti = (kva: number) => Math.round(kva * 100);
/** Stored hundredths -> kVA (125 -> 1.25). */
export const centiToKva = (centi: number) => centi / 100;

/**
 * A product's electrical consumption in kVA: a number or text ("1,25"), at least 0.01 in steps of
 * 0.01 (spec part 1 §5), "O consumo mínimo é 0,01 kVA" below that.
 */
export function kvaField() {
  return z
    .union([z.number(), z.string()], { error: FIELD_MESSAGES.required })
    .transform((v, ctx) => {
      const text = typeof v === 'string' ? v.trim().replace(',', '.') : v;
      if (text === '') {
        ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.required, input: v });
        return z.NEVER;
      }
      const n = typeof text === 'number' ? text : /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n)) {
        ctx.issues.push({ code: 'custom', message: FIELD_MESSAGES.invalidNumber, input: v });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .min(KVA_MIN, FIELD_MESSAGES.kvaMin)
        .max(KVA_MAX, FIELD_MESSAGES.valueTooHigh)
        .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, FIELD_MESSAGES.invalidNumber),
    );
}

/** A whole quantity of at least 1 ("A quantidade mínima é 1"). */
export function quantityField() {
  return z
    .union([z.number(), z.string()], { error: FIELD_MESSAGES.required })
    .transform((v, ctx) => {
      const n = typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.trim());
      if (!Number.isFinite(n)) {
        ctx.issues.push({
          code: 'custom',
          message:
            typeof v === 'string' && v.trim() === '' ? FIELD_MESSAGES.required : FIELD_MESSAGES.invalidNumber,
          input: v,
        });
        return z.NEVER;
      }
      return n;
    })
    .pipe(
      z
        .number()
        .int(FIELD_MESSAGES.invalidNumber)
        .min(1, FIELD_MESSAGES.quantityMin)
        .max(CONSUMPTION_QUANTITY_MAX, FIELD_MESSAGES.valueTooHigh),
    );
}

/** `POST /consumption/item` (admin): a catalogue item. */
export const consumptionItemFormSchema = z.object({
  name: textField({ max: 120 }),
  consumption: kvaField(),
});
export type ConsumptionItemFormInput = z.input<typeof consumptionItemFormSchema>;

/**
 * `POST /consumption` (spec part 1 §5 "Consumption form"): quantity and product are required. The
 * product is a catalogue item (`item._id`), or with "add new" a name and its consumption, which
 * become a catalogue item of the caller's company. An admin names the exhibitor in `company`.
 */
export const consumptionFormSchema = z.object({
  quantity: quantityField(),
  company: z.string().trim().max(64).nullish(),
  item: z
    .object(
      {
        _id: z.string().trim().max(64).nullish(),
        /** the same as `_id` (either spelling is accepted) */
        id: z.string().trim().max(64).nullish(),
        name: textField({ required: false, max: 120 }),
        consumption: kvaField().nullish(),
      },
      { error: FIELD_MESSAGES.required },
    )
    .superRefine((item, ctx) => {
      if (item._id || item.id) return;
      if (!item.name) ctx.addIssue({ code: 'custom', path: ['name'], message: FIELD_MESSAGES.required });
      if (item.consumption === null || item.consumption === undefined)
        ctx.addIssue({ code: 'custom', path: ['consumption'], message: FIELD_MESSAGES.required });
    }),
});
export type ConsumptionFormInput = z.input<typeof consumptionFormSchema>;
export type ConsumptionForm = z.output<typeof consumptionFormSchema>;
