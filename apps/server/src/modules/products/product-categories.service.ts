import { CATALOGUE_MESSAGES, DEFAULT_PRICE_POLICY, SERVER_CODES } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  type CategoryRow,
  type CategorySort,
  deleteCategory,
  findCategory,
  insertCategory,
  listCategories,
  listPricePolicies,
  pricePolicyId,
  updateCategory,
} from './product-categories.repository';

export const presentCategory = (c: CategoryRow) => ({ _id: c.id, name: c.name, createdAt: c.createdAt });

const nameTaken = () => conflict(SERVER_CODES.conflict, null, { name: CATALOGUE_MESSAGES.categoryTaken });

export async function listCategoriesFor(db: Db, q: ParsedList<CategorySort>) {
  const { rows, count } = await listCategories(db, q);
  return { rows: rows.map(presentCategory), count };
}

export async function getCategory(db: Db, id: string) {
  const row = await findCategory(db, id);
  if (!row) throw notFound();
  return presentCategory(row);
}

export async function createCategory(db: Db, auth: AuthContext, name: string) {
  try {
    return presentCategory(await insertCategory(db, { name, createdBy: auth.userId }));
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

export async function renameCategory(db: Db, id: string, name: string) {
  try {
    const row = await updateCategory(db, id, name);
    if (!row) throw notFound();
    return presentCategory(row);
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

/** A category products still use answers 409 (the database refuses the delete, even under a race). */
export async function removeCategory(db: Db, id: string) {
  const result = await deleteCategory(db, id);
  if (result === 'missing') throw notFound();
  if (result === 'inUse')
    throw conflict(SERVER_CODES.conflict, null, { category: CATALOGUE_MESSAGES.categoryInUse });
  return null;
}

/** The policies for the product form's select; "Padrão" always exists. */
export async function listPricePoliciesFor(db: Db) {
  await pricePolicyId(db, DEFAULT_PRICE_POLICY);
  const rows = await listPricePolicies(db);
  return rows.map((p) => ({ _id: p.id, name: p.name }));
}
