import * as XLSX from '@e965/xlsx';
import {
  PRODUCT_IMPORT_CHUNK,
  PRODUCT_SHEET_HEADERS,
  type ProductImportRow,
  readProductSheet,
} from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergePendingList } from '../../db/bulk-gate';
import { PRODUCTS_SEARCH_INDEX } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

/**
 * The product import end to end with real files: a workbook written by SheetJS (.xlsx and legacy BIFF8
 * .xls), read back the way the web worker reads it, mapped by the shared readProductSheet() and sent
 * in chunks of 100 to POST /api/product/import.
 */
type BookType = 'xlsx' | 'xls';
const HEADERS = [...PRODUCT_SHEET_HEADERS];
const VALID = 150;

function workbook(book: BookType, prefix: string, priceOf: (i: number) => string | number): Buffer {
  const rows: (string | number)[][] = [['Tabela de preços — Distribuidora São João'], HEADERS];
  for (let i = 0; i < VALID; i++) {
    rows.push([
      `${prefix}-${i}`,
      `Pneu Aro ${13 + (i % 5)} Cação`,
      i % 2 ? 'Pneus de Passeio' : 'Câmaras',
      'Automóvel',
      '175/70 R13',
      'Pirelli',
      priceOf(i),
      '4',
      'Radial',
      '82T',
      'Cinturato P1',
      i % 3 ? 'Fabricante: Pirelli Pneus Ltda' : 'Pirelli Pneus Ltda',
      'Nacional',
      '4011.10.00',
    ]);
  }
  // a bad row (no name, unreadable price) and a row in a category nobody has yet
  rows.push([`${prefix}-bad`, '', 'Pneus', '', '', '', 'caro', '', '', '', '', '', '', '']);
  rows.push([
    `${prefix}-new`,
    'Válvula TR13',
    `Acessórios ${prefix}`,
    '',
    '',
    '',
    'R$ 12,90',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Produtos');
  return XLSX.write(wb, { bookType: book, type: 'buffer' }) as Buffer;
}

function readBook(file: Buffer) {
  const wb = XLSX.read(file, { type: 'buffer' });
  const sheet = wb.Sheets[wb.SheetNames[0]!]!;
  return readProductSheet(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, defval: null }));
}

describe.each(testDatabaseKinds())('product import from spreadsheets on %s', (kind) => {
  let h: Harness;
  const send = (rows: ProductImportRow[], token = h.users.Admin.token) =>
    h.request({ method: 'POST', url: '/api/product/import', token, payload: rows });
  async function importAll(rows: ProductImportRow[]) {
    const results = [];
    for (let at = 0; at < rows.length; at += PRODUCT_IMPORT_CHUNK) {
      const res = await send(rows.slice(at, at + PRODUCT_IMPORT_CHUNK));
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Importação realizada com sucesso!');
      results.push(...res.json().model);
    }
    return results;
  }
  const product = async (code: string) =>
    (
      await h.request({
        method: 'GET',
        url: `/api/product?filters[code]=${encodeURIComponent(code)}&take=200`,
        token: h.users.Admin.token,
      })
    )
      .json()
      .model.find((p: { code: string }) => p.code === code);

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  for (const book of ['xlsx', 'xls'] as const) {
    it(`imports a .${book}: accents, comma decimals, "Fabricante:", a new category, a bad row`, async () => {
      const sheet = readBook(workbook(book, book.toUpperCase(), (i) => (i % 2 ? `1.${i % 10}34,56` : 99.9)));
      expect(sheet.headerRow).toBe(2);
      expect(sheet.rows).toHaveLength(VALID + 2);
      const results = await importAll(sheet.rows);
      expect(results.filter((r) => r.status === 'created')).toHaveLength(VALID + 1);
      // a category the import creates is said in the report of the first row naming it (issue 39 item 6)
      const up = book.toUpperCase();
      expect(results.flatMap((r) => r.notes ?? [])).toEqual(
        book === 'xlsx'
          ? [
              'categoria criada: Câmaras',
              'categoria criada: Pneus de Passeio',
              `categoria criada: Acessórios ${up}`,
            ]
          : [`categoria criada: Acessórios ${up}`],
      );
      expect(results[0].notes ?? []).toEqual(book === 'xlsx' ? ['categoria criada: Câmaras'] : []);
      const bad = results[VALID];
      expect(bad).toMatchObject({
        status: 'rejected',
        errors: { name: 'Campo obrigatório', costPrice: 'Informe um número válido' },
      });

      expect(await product(`${book.toUpperCase()}-1`)).toMatchObject({
        name: 'Pneu Aro 14 Cação',
        costPrice: 113456,
        manufacturer: 'Pirelli Pneus Ltda',
        category: { name: 'Pneus de Passeio' },
        pricePolicy: { name: 'Padrão' },
        size: '175/70 R13',
        canvas: '4',
        indice: '82T',
        modelProduct: 'Cinturato P1',
        customsCode: '4011.10.00',
      });
      expect(await product(`${book.toUpperCase()}-0`)).toMatchObject({
        costPrice: 9990,
        category: { name: 'Câmaras' },
      });
      expect(await product(`${book.toUpperCase()}-new`)).toMatchObject({
        costPrice: 1290,
        category: { name: `Acessórios ${book.toUpperCase()}` },
      });
      expect(await product(`${book.toUpperCase()}-bad`)).toBeUndefined();
    });
  }

  it('upserts by code: a second import updates, never duplicates, and keeps what an empty cell leaves', async () => {
    const sheet = readBook(workbook('xlsx', 'UPS', () => '10,00'));
    await importAll(sheet.rows);
    const before = await product('UPS-3');
    const again = readBook(workbook('xlsx', 'UPS', () => 'R$ 20,00'));
    for (const row of again.rows) row.brand = null;
    const results = await importAll(again.rows);
    expect(results.filter((r) => r.status === 'updated')).toHaveLength(VALID + 1);
    expect(results.filter((r) => r.status === 'created')).toHaveLength(0);
    const after = await product('UPS-3');
    expect(after).toMatchObject({ _id: before._id, costPrice: 2000, brand: 'Pirelli' });
    const [row] = await h.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from products where code like 'UPS-%'`)
      .then((r) => ('rows' in r ? r.rows : r) as { n: number }[]);
    expect(row!.n).toBe(VALID + 1);
    // the categories were found by name, whatever the case: no duplicates
    const [cats] = await h.database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from product_categories where lower(name) = lower('pneus de passeio')`,
      )
      .then((r) => ('rows' in r ? r.rows : r) as { n: number }[]);
    expect(cats!.n).toBe(1);
  });

  it('a code repeated in one chunk: the last row wins, the earlier is rejected', async () => {
    const res = await send([
      { code: 'DUP-1', name: 'Primeiro', costPrice: 100 } as ProductImportRow,
      { code: 'DUP-1', name: 'Segundo', costPrice: 200, category: 'pneus DE passeio' } as ProductImportRow,
    ]);
    expect(res.json().model).toEqual([
      {
        row: 0,
        status: 'rejected',
        errors: { code: 'Código repetido na planilha: vale a última linha com ele' },
      },
      expect.objectContaining({ row: 1, status: 'created' }),
    ]);
    expect(res.json().params).toEqual({ created: 1, updated: 0, rejected: 1 });
    expect(await product('DUP-1')).toMatchObject({
      name: 'Segundo',
      costPrice: 200,
      category: { name: 'Pneus de Passeio' },
    });
  });

  it('the default price policy id is cached per process: a policy gone behind the cache is looked up again', async () => {
    expect(
      (await send([{ code: 'POL-1', name: 'Antes', costPrice: 1 } as ProductImportRow])).statusCode,
    ).toBe(200);
    const first = await product('POL-1');
    expect(first.pricePolicy).toMatchObject({ name: 'Padrão' });
    // nothing in the app deletes a price policy; the cached id now points at nothing (products keep null)
    await h.database.db.execute(sql`delete from price_policies where lower(name) = lower('Padrão')`);
    const res = await send([
      { code: 'POL-2', name: 'Depois', costPrice: 2, category: 'Câmaras' } as ProductImportRow,
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().params).toEqual({ created: 1, updated: 0, rejected: 0 });
    const second = await product('POL-2');
    expect(second).toMatchObject({
      name: 'Depois',
      category: { name: 'Câmaras' },
      pricePolicy: { name: 'Padrão' },
    });
    expect(second.pricePolicy._id).not.toBe(first.pricePolicy._id);
    expect((await product('POL-1')).pricePolicy ?? null).toBeNull();
  });

  it('refuses more than 100 rows, an empty chunk, and anyone but the admin', async () => {
    const rows = Array.from({ length: 101 }, (_, i) => ({ code: `M-${i}`, name: 'x' }) as ProductImportRow);
    const many = await send(rows);
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.rows).toBe('Envie no máximo 100 linhas por vez');
    expect((await send([])).statusCode).toBe(400);
    expect((await send(rows.slice(0, 1), h.users.Manager.token)).statusCode).toBe(403);
  });
});

// PGlite only: there the import merges the pending list after each chunk (db/bulk-gate.ts)
describe('product import on PGlite', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness('pglite');
  });
  afterAll(() => h?.close());

  const pendingPages = () => mergePendingList(h.database.db, PRODUCTS_SEARCH_INDEX);

  it("merges the search index's new entries after each chunk", async () => {
    const rows = readBook(workbook('xlsx', 'PEND', () => 99.9)).rows.slice(0, PRODUCT_IMPORT_CHUNK);
    const first = await h.request({
      method: 'POST',
      url: '/api/product/import',
      token: h.users.Admin.token,
      payload: rows,
    });
    expect(first.statusCode).toBe(200);
    // a write without the import's merge leaves the changed names' entries in the pending list
    await h.database.db.execute(
      sql`UPDATE products SET name = name || ' Reforçado' WHERE code LIKE 'PEND-%'`,
    );
    expect(await pendingPages()).toBeGreaterThan(0);
    await h.database.db.execute(sql`UPDATE products SET name = name || ' Extra' WHERE code LIKE 'PEND-%'`);
    const again = await h.request({
      method: 'POST',
      url: '/api/product/import',
      token: h.users.Admin.token,
      payload: rows,
    });
    expect(again.json().model.every((r: { status: string }) => r.status === 'updated')).toBe(true);
    expect(await pendingPages()).toBe(0);
  });
});
