import * as XLSX from '@e965/xlsx';
import { CATALOGUE_MESSAGES, type ProductImportRow, readProductSheet } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

/**
 * Issue 39 items 11 and 6: a text price in a sheet is reais in Brazilian notation ("980" was imported
 * as R$ 9,80), an ambiguous one is refused with its line, and a category the import creates is said.
 * The sheet is a real .xlsx read back the way the web worker reads it (readProductSheet).
 */
const PRICES: [cell: string | number, cents: number][] = [
  ['980', 98000],
  ['R$ 980', 98000],
  ['980,5', 98050],
  ['1.234', 123400],
  ['1.234,56', 123456],
  ['R$ 1.234,56', 123456],
  [980, 98000],
];
const AMBIGUOUS = ['1.23', '1,234.56'];

function sheetRows(): ProductImportRow[] {
  const rows: (string | number)[][] = [['cod', 'chave', 'item', 'preco']];
  for (const [i, [cell]] of PRICES.entries()) rows.push([`PRC-${i}`, `Pneu ${i}`, 'Pneus', cell]);
  for (const [i, cell] of AMBIGUOUS.entries()) rows.push([`AMB-${i}`, `Ambíguo ${i}`, 'Pneus', cell]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Produtos');
  const back = XLSX.read(XLSX.write(wb, { bookType: 'xlsx', type: 'buffer' }), { type: 'buffer' });
  const sheet = back.Sheets[back.SheetNames[0]!]!;
  return readProductSheet(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null })).rows;
}

describe.each(testDatabaseKinds())('product import prices and new categories on %s', (kind) => {
  let h: Harness;
  const send = (rows: ProductImportRow[]) =>
    h.request({ method: 'POST', url: '/api/product/import', token: h.users.Admin.token, payload: rows });
  const count = async (where: ReturnType<typeof sql>) =>
    (
      await h.database.db
        .execute<{ n: number }>(sql`select count(*)::int as n from products where ${where}`)
        .then((r) => ('rows' in r ? r.rows : r) as { n: number }[])
    )[0]!.n;

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('reads text prices as reais ("980" is R$ 980,00) and refuses ambiguous ones with their line', async () => {
    const rows = sheetRows();
    const res = await send(rows);
    expect(res.statusCode).toBe(200);
    const results = res.json().model as { row: number; status: string; errors: Record<string, string> }[];
    for (let i = 0; i < PRICES.length; i++) expect(results[i]).toMatchObject({ status: 'created' });
    const rows$ = await h.database.db
      .execute<{ code: string; cost_price: number }>(
        sql`select code, cost_price from products where code like 'PRC-%' order by code`,
      )
      .then((r) => ('rows' in r ? r.rows : r) as { code: string; cost_price: number }[]);
    expect(rows$.map((r) => [r.code, Number(r.cost_price)])).toEqual(
      PRICES.map(([, cents], i) => [`PRC-${i}`, cents]),
    );
    // the ambiguous cells: refused on their own sheet lines (header on line 1), nothing written
    AMBIGUOUS.forEach((_, k) => {
      const i = PRICES.length + k;
      expect(rows[i]!.line).toBe(i + 2);
      expect(results[i]).toEqual({
        row: i,
        status: 'rejected',
        errors: { costPrice: CATALOGUE_MESSAGES.priceAmbiguous },
      });
    });
    expect(await count(sql`code like 'AMB-%'`)).toBe(0);
    expect(res.json().params).toEqual({ created: PRICES.length, updated: 0, rejected: AMBIGUOUS.length });
  });

  it('an API client sending the ambiguous text itself is refused the same way', async () => {
    const res = await send([{ code: 'AMB-API', name: 'Pneu', costPrice: '12.90' } as ProductImportRow]);
    expect(res.json().model[0]).toMatchObject({
      status: 'rejected',
      errors: { costPrice: CATALOGUE_MESSAGES.priceAmbiguous },
    });
    expect(await count(sql`code = 'AMB-API'`)).toBe(0);
  });

  it('a category the import creates is said once ("categoria criada: X"), never silently', async () => {
    const first = await send([
      { code: 'CAT-1', name: 'Válvula', costPrice: 100, category: 'Válvulas Novas' } as ProductImportRow,
      { code: 'CAT-2', name: 'Válvula 2', costPrice: 100, category: 'válvulas novas' } as ProductImportRow,
      { code: 'CAT-3', name: 'Pneu', costPrice: 100, category: 'pneus' } as ProductImportRow,
    ]);
    expect(first.json().model).toEqual([
      expect.objectContaining({ row: 0, status: 'created', notes: ['categoria criada: Válvulas Novas'] }),
      expect.not.objectContaining({ notes: expect.anything() }),
      // "Pneus" was created by the first test: existing, so nothing to say
      expect.not.objectContaining({ notes: expect.anything() }),
    ]);
    const again = await send([
      { code: 'CAT-4', name: 'Válvula 4', costPrice: 100, category: 'VÁLVULAS NOVAS' } as ProductImportRow,
    ]);
    expect(again.json().model[0]).toMatchObject({ status: 'created' });
    expect(again.json().model[0].notes).toBeUndefined();
  });
});
