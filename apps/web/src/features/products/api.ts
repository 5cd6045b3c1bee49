import type {
  PricePolicyModel,
  ProductCategoryModel,
  ProductImportResult,
  ProductImportRow,
  ProductModel,
  Wire,
} from '@feira/shared';
import { ApiError, api } from '../../shared/api/client';

export type Product = Wire<ProductModel>;
export type ProductCategory = Wire<ProductCategoryModel>;
export type CategoryOption = { _id: string; name: string };

/** Category search inside the product forms: skip 0, take 10, createdAt descending, filters[name]. */
export async function searchCategories(name: string, signal?: AbortSignal): Promise<CategoryOption[]> {
  const env = await api<ProductCategory[]>('GET', '/productCategory', {
    query: { skip: 0, take: 10, sort: 'createdAt', desc: true, 'filters[name]': name || undefined },
    signal,
  });
  return (env.model ?? []).map((c) => ({ _id: c._id, name: c.name }));
}

export async function getCategory(id: string): Promise<ProductCategory> {
  const env = await api<ProductCategory>('GET', `/productCategory/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

export async function getProduct(id: string): Promise<Product> {
  const env = await api<Product>('GET', `/product/${id}`);
  if (!env.model) throw new ApiError('Não encontrado', 404);
  return env.model;
}

export async function listPricePolicies(): Promise<{ value: string; label: string }[]> {
  const env = await api<Wire<PricePolicyModel>[]>('GET', '/pricePolicy');
  return (env.model ?? []).map((p) => ({ value: p._id, label: p.name }));
}

/** One chunk (<= 100 rows) of the spreadsheet import. */
export async function importProductChunk(rows: ProductImportRow[]): Promise<ProductImportResult[]> {
  const env = await api<ProductImportResult[]>('POST', '/product/import', { body: rows });
  return env.model ?? [];
}

/** A delete refused with a field message (a category in use) shows that message, not the generic one. */
export async function deleteWithFieldMessage(path: string): Promise<void> {
  try {
    await api('DELETE', path);
  } catch (err) {
    const first = err instanceof ApiError ? Object.values(err.errors)[0] : undefined;
    throw first ? new Error(first) : err;
  }
}
