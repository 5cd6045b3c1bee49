/** A row of `GET /consumption` (spec part 1 §3 Consumption entry). */
export interface StandConsumptionRow {
  _id: string;
  company: { _id: string; name: string } | null;
  productName: string;
  quantity: number;
  item: { _id: string; name: string; consumption: number };
  /** kVA of one unit */
  consumption: number;
  /** consumption x quantity */
  totalConsumption: number;
  createdAt: string;
}

/** A row of `GET /consumption/item`. */
export interface ConsumptionItem {
  _id: string;
  name: string;
  consumption: number;
  company: string | null;
  createdAt: string;
}

const kva = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1.5 -> "1,50 kVA". */
export function formatKva(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : `${kva.format(value)} kVA`;
}
