import { z } from 'zod';

/** A row of `GET /consumption/item` and the answer to its writes: `consumption` in kVA. */
export const consumptionItemModelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  consumption: z.number(),
  /** null for the organiser's catalogue; the exhibitor's id for an item it added */
  company: z.string().nullable(),
  createdAt: z.date(),
});

/**
 * A stand's consumption line (spec part 1 §3 Consumption entry): `consumption` is the kVA of one unit,
 * `totalConsumption` that x quantity. The list shows `company` as `{_id, name}` and a short item; the
 * answer to an add carries the company id and the whole item.
 */
export const standConsumptionModelSchema = z.object({
  _id: z.string(),
  company: z.union([z.object({ _id: z.string(), name: z.string() }), z.string()]).nullable(),
  productName: z.string(),
  quantity: z.number().int(),
  item: z.object({
    _id: z.string(),
    name: z.string(),
    consumption: z.number(),
    company: z.string().nullable().optional(),
    createdAt: z.date().optional(),
  }),
  consumption: z.number(),
  totalConsumption: z.number(),
  createdAt: z.date(),
});
