import { DEFAULT_PRICE_POLICY, type ProductFormInput } from '@feira/shared';
import type { CategoryOption, Product } from './api';

/** Every field of the product form (server errors are matched against these names). */
export type ProductValues = {
  [K in keyof Required<ProductFormInput>]: K extends 'costPrice'
    ? number | null
    : K extends 'imported'
      ? boolean
      : string | null;
};

export const emptyProduct = (): ProductValues => ({
  code: '',
  name: '',
  costPrice: 0,
  category: null,
  pricePolicy: null,
  inmetroNumber: '',
  imported: false,
  description: '',
  modelProduct: '',
  brand: '',
  manufacturer: '',
  origin: '',
  customsCode: '',
  utility: '',
  size: '',
  canvas: '',
  specification: '',
  indice: '',
});

export function productValues(p: Product): ProductValues {
  const base = emptyProduct();
  const out = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(base)) {
    const v = (p as unknown as Record<string, unknown>)[key];
    out[key] = v ?? (typeof base[key as keyof ProductValues] === 'string' ? '' : v);
  }
  // "Padrão" is the select's empty choice
  const policy = p.pricePolicy && p.pricePolicy.name !== DEFAULT_PRICE_POLICY ? p.pricePolicy._id : null;
  return { ...(out as ProductValues), category: p.category?._id ?? null, pricePolicy: policy };
}

export const categoryOf = (p: Product | null): CategoryOption | null => p?.category ?? null;

/** The draft kept while "Adicionar nova" creates a category (sessionStorage: this tab only). */
const DRAFT_KEY = 'feira.productDraft';

export function saveProductDraft(values: ProductValues): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
}

export function clearProductDraft(): void {
  sessionStorage.removeItem(DRAFT_KEY);
}

/** The saved draft (the page clears it once mounted). */
export function readProductDraft(): ProductValues | null {
  const raw = sessionStorage.getItem(DRAFT_KEY);
  if (!raw) return null;
  try {
    return { ...emptyProduct(), ...(JSON.parse(raw) as Partial<ProductValues>) };
  } catch {
    return null;
  }
}
