import {
  CATALOGUE_MESSAGES,
  DEFAULT_PRICE_POLICY,
  FIELD_MESSAGES,
  type ProductForm,
  SERVER_CODES,
} from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import { pricePolicyId } from './product-categories.repository';
import {
  deleteProduct,
  findProductByCode,
  findProductDetail,
  insertProduct,
  listProducts,
  type NewProductRow,
  type ProductDetailRow,
  type ProductSort,
  updateProduct,
} from './products.repository';

export function presentProduct(r: ProductDetailRow) {
  const p = r.p;
  return {
    _id: p.id,
    code: p.code,
    name: p.name,
    costPrice: p.costPrice,
    category: p.categoryId && r.categoryName !== null ? { _id: p.categoryId, name: r.categoryName } : null,
    pricePolicy:
      p.pricePolicyId && r.policyName !== null ? { _id: p.pricePolicyId, name: r.policyName } : null,
    modelProduct: p.modelProduct,
    brand: p.brand,
    manufacturer: p.manufacturer,
    origin: p.origin,
    inmetroNumber: p.inmetroNumber,
    imported: p.imported,
    customsCode: p.customsCode,
    description: p.description,
    utility: p.utility,
    size: p.size,
    canvas: p.canvas,
    specification: p.specification,
    indice: p.indice,
    createdAt: p.createdAt,
  };
}

export async function listProductsFor(db: Db, q: ParsedList<ProductSort>) {
  const { rows, count } = await listProducts(db, q);
  return { rows: rows.map(presentProduct), count };
}

export async function getProduct(db: Db, id: string) {
  const row = await findProductDetail(db, id);
  if (!row) throw notFound();
  return presentProduct(row);
}

async function columnsOf(db: Db, input: ProductForm): Promise<Omit<NewProductRow, 'createdBy'>> {
  const { category, pricePolicy, ...rest } = input;
  return {
    ...rest,
    categoryId: category,
    pricePolicyId: pricePolicy ?? (await pricePolicyId(db, DEFAULT_PRICE_POLICY)),
  };
}

/** A unique code (409 with the existing product) and an existing category and policy (400). */
async function writeErrors(db: Db, e: unknown, code: string): Promise<never> {
  if (isUniqueViolation(e)) {
    const existing = await findProductByCode(db, code);
    throw conflict(SERVER_CODES.conflict, existing ? presentProduct(existing) : null, {
      code: CATALOGUE_MESSAGES.codeTaken,
    });
  }
  if (isForeignKeyViolation(e)) throw badRequest({ category: FIELD_MESSAGES.invalidOption });
  throw e;
}

export async function createProduct(db: Db, auth: AuthContext, input: ProductForm) {
  let id: string;
  try {
    id = await insertProduct(db, { ...(await columnsOf(db, input)), createdBy: auth.userId });
  } catch (e) {
    return writeErrors(db, e, input.code);
  }
  return getProduct(db, id);
}

export async function editProduct(db: Db, id: string, input: ProductForm) {
  let updated: string | undefined;
  try {
    updated = await updateProduct(db, id, await columnsOf(db, input));
  } catch (e) {
    return writeErrors(db, e, input.code);
  }
  if (!updated) throw notFound();
  return getProduct(db, id);
}

export async function removeProduct(db: Db, id: string) {
  if (!(await deleteProduct(db, id))) throw notFound();
  return null;
}
