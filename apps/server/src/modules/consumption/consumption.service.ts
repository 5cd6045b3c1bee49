import { type ConsumptionForm, centiToKva, FIELD_MESSAGES, kvaToCenti, SERVER_CODES } from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { findCompanyById } from '../companies/companies.repository';
import {
  type ConsumptionItemRow,
  type ConsumptionSort,
  deleteConsumptionItem,
  deleteStandConsumption,
  findConsumptionItem,
  type ItemSort,
  insertConsumptionItem,
  insertStandConsumption,
  listConsumptionItems,
  listStandConsumptions,
  type StandConsumptionRow,
} from './consumption.repository';

/** A catalogue item: consumption in kVA. `company` is null for the organiser's catalogue. */
function presentItem(i: ConsumptionItemRow) {
  return {
    _id: i.id,
    name: i.name,
    consumption: centiToKva(i.consumptionCentiKva),
    company: i.companyId,
    createdAt: i.createdAt,
  };
}

/**
 * A stand's consumption line: `consumption` is the kVA of one unit, `totalConsumption` that x quantity.
 * The list shows `company` as `{_id, name}` and a short item; the answer to an add, ids and the full item.
 */
function presentLine<C, I>(line: StandConsumptionRow, centiKva: number, company: C, item: I) {
  return {
    _id: line.id,
    company,
    productName: line.productName,
    quantity: line.quantity,
    item,
    consumption: centiToKva(centiKva),
    totalConsumption: centiToKva(centiKva * line.quantity),
    createdAt: line.createdAt,
  };
}

/**
 * `GET /consumption`: lines with `consumption` (kVA of one unit) and `totalConsumption` (x quantity);
 * `params.totalConsumption` sums the whole filtered list. Admin sees every exhibitor (`company` column).
 */
export async function listConsumptionFor(db: Db, auth: AuthContext, q: ParsedList<ConsumptionSort>) {
  const { rows, count, totalCentiKva } = await listStandConsumptions(db, q, companyScope(auth));
  return {
    rows: rows.map(({ line, item, company }) =>
      presentLine(line, item.centiKva, company, {
        _id: item._id,
        name: item.name,
        consumption: centiToKva(item.centiKva),
      }),
    ),
    count,
    totalConsumption: centiToKva(totalCentiKva),
  };
}

/**
 * `POST /consumption`: a line for the caller's company (an admin names it in `company`), with a
 * catalogue item (`item._id`) or, with "add new", a new item of that company from name + consumption.
 */
export async function addConsumption(db: Db, auth: AuthContext, input: ConsumptionForm) {
  const companyId = companyScope(auth) ?? input.company ?? null;
  if (!companyId) throw badRequest({ company: FIELD_MESSAGES.required });
  if (!(await findCompanyById(db, companyId))) throw badRequest({ company: 'Empresa não encontrada' });
  const itemId = input.item._id || input.item.id;
  let item: ConsumptionItemRow | undefined;
  if (itemId) {
    item = await findConsumptionItem(db, itemId);
    if (!item || (item.companyId !== null && item.companyId !== companyId))
      throw badRequest({ item: 'Produto não encontrado' });
  } else {
    item = await insertConsumptionItem(db, {
      name: input.item.name!,
      consumptionCentiKva: kvaToCenti(input.item.consumption!),
      companyId,
      createdBy: auth.userId,
    });
  }
  const line = await insertStandConsumption(db, {
    companyId,
    itemId: item.id,
    productName: item.name,
    quantity: input.quantity,
    createdBy: auth.userId,
  });
  return presentLine(line, item.consumptionCentiKva, companyId, presentItem(item));
}

/** Deletes a line of the caller's scope; another company's line is not found (404). */
export async function removeConsumption(db: Db, auth: AuthContext, id: string) {
  if (!(await deleteStandConsumption(db, id, companyScope(auth)))) throw notFound();
  return null;
}

export async function listItemsFor(db: Db, auth: AuthContext, q: ParsedList<ItemSort>) {
  const { rows, count } = await listConsumptionItems(db, q, companyScope(auth));
  return { rows: rows.map(presentItem), count };
}

/** Admin adds an item to the organiser's catalogue. */
export async function createItem(db: Db, auth: AuthContext, input: { name: string; consumption: number }) {
  const item = await insertConsumptionItem(db, {
    name: input.name,
    consumptionCentiKva: kvaToCenti(input.consumption),
    companyId: null,
    createdBy: auth.userId,
  });
  return presentItem(item);
}

export async function removeItem(db: Db, id: string) {
  const result = await deleteConsumptionItem(db, id);
  if (result === 'missing') throw notFound();
  if (result === 'inUse')
    throw conflict(SERVER_CODES.itemInUse, null, { item: 'Este item está em uso no consumo de um estande' });
  return null;
}
