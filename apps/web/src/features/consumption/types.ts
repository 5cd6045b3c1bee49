import type { consumptionItemModelSchema, standConsumptionModelSchema, WireOf } from '@feira/shared';

/** A row of `GET /consumption` (spec part 1 §3 Consumption entry): `company` is `{_id, name}` in the list. */
export type StandConsumptionRow = WireOf<typeof standConsumptionModelSchema>;

/** A row of `GET /consumption/item`. */
export type ConsumptionItem = WireOf<typeof consumptionItemModelSchema>;

const kva = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1.5 -> "1,50 kVA". */
export function formatKva(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : `${kva.format(value)} kVA`;
}
