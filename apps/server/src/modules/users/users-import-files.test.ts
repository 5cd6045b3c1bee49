import * as XLSX from '@e965/xlsx';
import {
  autoMap,
  formatCpf,
  headerCells,
  rowsToImport,
  USER_IMPORT_CHUNK,
  type UserImportRow,
} from '@feira/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { cpfFrom } from './test-cpf';
import { findUserByEmail, findUserByExternalId } from './users.repository';

/**
 * The import end to end with real files: a workbook written by SheetJS (.xlsx, and legacy BIFF8 .xls),
 * read back the way the web dialog reads it, mapped with the shared spreadsheet -> rows module, and
 * sent in chunks of 100 to POST /api/user/import.
 */

type BookType = 'xlsx' | 'xls';
type Cell = string | number;

const FIRST_NAMES = ['João', 'Conceição', 'Ângela', 'Antônio', 'Márcia'];
const VALID_ROWS = 230; // three chunks: 100 + 100 + the rest with the invalid rows
const HEADERS = [
  'Nome',
  'Sobrenome',
  'E-mail',
  'Nome no crachá',
  'Telefone',
  'CPF',
  'Profissão',
  'Empresa',
  'CNPJ',
  'Cidade',
  'UF',
  'Código',
];

/** A sheet with a title on row 1, headers on row 2, the valid rows, then three invalid ones. */
function sheetCells(book: BookType, city: string): Cell[][] {
  const seed = book === 'xlsx' ? 310_000_000 : 320_000_000;
  const rows: Cell[][] = [['Inscritos — Feira da Construção 2026', '', '', 'Exportado em 22/11/2026']];
  rows.push(HEADERS);
  for (let i = 0; i < VALID_ROWS; i++) {
    const cpf = cpfFrom(seed + i);
    rows.push([
      FIRST_NAMES[i % FIRST_NAMES.length]!,
      'Gonçalves Araújo',
      `pessoa${i}@${book}.importacao.com.br`,
      i === 0 ? 'Ângela Conceição' : '',
      '(11) 98765-4321',
      // CPFs come both as numbers and as masked text
      i % 2 ? Number(cpf) : formatCpf(cpf),
      'Arquiteto',
      'Construções São João Ltda',
      '',
      city,
      'sp',
      `${book}-${i}`,
    ]);
  }
  rows.push(['', 'Sem Nome', `semnome@${book}.importacao.com.br`, '', '', '', '', '', '', '', '', '']);
  rows.push(['Cláudio', 'Inválido', '', '', '', '111.111.111-11', '', '', '', '', '', '']);
  rows.push(['Sônia', 'Sem Identificador', '', '', '', '', '', '', '', 'Jundiaí', 'SP', '']);
  return rows;
}

/** Writes the sheet as a real file of the given type (BIFF8 for .xls). */
function writeWorkbook(book: BookType, cells: Cell[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(cells), 'Inscritos');
  return XLSX.write(wb, { bookType: book, type: 'buffer' }) as Buffer;
}

/** Reads the first sheet as the web's readSheetRows does. */
function readWorkbook(file: Buffer): Cell[][] {
  const wb = XLSX.read(file, { type: 'buffer' });
  const sheet = wb.Sheets[wb.SheetNames[0]!]!;
  return XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, defval: '', blankrows: false, raw: true });
}

describe.each(testDatabaseKinds())('user import from .xlsx and .xls files on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  interface RowResult {
    row: number;
    status: 'created' | 'updated' | 'rejected';
    errors: Record<string, string>;
  }

  /** Sends the rows in chunks of 100, one after another, as the dialog does; answers every row's result. */
  async function importInChunks(rows: UserImportRow[]): Promise<RowResult[]> {
    const results: RowResult[] = [];
    for (let start = 0; start < rows.length; start += USER_IMPORT_CHUNK) {
      const chunk = rows.slice(start, start + USER_IMPORT_CHUNK);
      const res = await h.request({
        method: 'POST',
        url: '/api/user/import',
        token: h.users.Admin.token,
        payload: { rows: chunk },
      });
      expect(res.statusCode, res.body).toBe(200);
      for (const r of res.json().model as RowResult[]) results.push({ ...r, row: start + r.row });
    }
    return results;
  }

  /** File -> 2-D cells -> header on row 2 -> auto-mapped import rows. */
  function rowsOfFile(file: Buffer): UserImportRow[] {
    const cells = readWorkbook(file);
    const { mapping, mapped } = autoMap(headerCells(cells, 2));
    expect(mapped).toBe(12);
    return rowsToImport(cells, 2, mapping);
  }

  const countOf = async (book: BookType) =>
    (
      await h.database.db.execute(
        sql`SELECT count(*)::int AS n FROM users WHERE external_id LIKE ${`${book}-%`}`,
      )
    ).rows[0]!.n;

  it.each(['xlsx', 'xls'] as const)('imports a real .%s with accents, updates on re-import', async (book) => {
    const file = writeWorkbook(book, sheetCells(book, 'São Paulo'));
    // a real file of its kind: a ZIP for .xlsx, an OLE2 compound document (BIFF8) for .xls
    const magic = file.subarray(0, 4).toString('hex');
    expect(magic).toBe(book === 'xlsx' ? '504b0304' : 'd0cf11e0');

    const rows = rowsOfFile(file);
    expect(rows).toHaveLength(VALID_ROWS + 3);
    expect(rows[0]).toMatchObject({
      name: 'João',
      lastName: 'Gonçalves Araújo',
      badgeName: 'Ângela Conceição',
    });

    const first = await importInChunks(rows);
    expect(first).toHaveLength(rows.length);
    expect(first.slice(0, VALID_ROWS).every((r) => r.status === 'created')).toBe(true);
    // the invalid rows are reported per row, at their place in the file
    const rejected = first.slice(VALID_ROWS);
    expect(rejected.map((r) => [r.row, r.status])).toEqual([
      [VALID_ROWS, 'rejected'],
      [VALID_ROWS + 1, 'rejected'],
      [VALID_ROWS + 2, 'rejected'],
    ]);
    expect(rejected[0]!.errors).toHaveProperty('name');
    expect(rejected[1]!.errors).toEqual({ cpf: 'Campo Cpf Inválido' });
    expect(rejected[2]!.errors).toHaveProperty('identifier');
    expect(await countOf(book)).toBe(VALID_ROWS);

    // accents intact, whichever file format carried them
    const joao = await findUserByEmail(h.database.db, `pessoa0@${book}.importacao.com.br`);
    expect(joao).toMatchObject({
      firstName: 'João',
      lastName: 'Gonçalves Araújo',
      badgeName: 'Ângela Conceição',
      document: cpfFrom((book === 'xlsx' ? 310_000_000 : 320_000_000) + 0),
      phoneNumber: '+5511987654321',
      city: 'São Paulo',
      state: 'SP',
      externalId: `${book}-0`,
    });
    expect((await findUserByExternalId(h.database.db, `${book}-1`))?.firstName).toBe('Conceição');
    const angela = await findUserByExternalId(h.database.db, `${book}-2`);
    expect(angela?.firstName).toBe('Ângela');
    expect(angela?.firstName.normalize('NFC')).toBe(angela?.firstName);
    // a CPF that came as a number cell is stored as its 11 digits
    expect((await findUserByExternalId(h.database.db, `${book}-3`))?.document).toBe(
      cpfFrom((book === 'xlsx' ? 310_000_000 : 320_000_000) + 3),
    );
    expect(
      (
        await h.request({
          method: 'GET',
          url: `/api/user?filters[fullName]=${encodeURIComponent('conceicao goncalves')}&take=500`,
          token: h.users.Admin.token,
        })
      ).json().params.count,
    ).toBeGreaterThanOrEqual(VALID_ROWS / FIRST_NAMES.length);

    // the same people again, from a new file with another city: updates, no duplicates
    const again = await importInChunks(rowsOfFile(writeWorkbook(book, sheetCells(book, 'Ribeirão Preto'))));
    expect(again.slice(0, VALID_ROWS).every((r) => r.status === 'updated')).toBe(true);
    expect(again.slice(VALID_ROWS).every((r) => r.status === 'rejected')).toBe(true);
    expect(await countOf(book)).toBe(VALID_ROWS);
    expect((await findUserByExternalId(h.database.db, `${book}-${VALID_ROWS - 1}`))?.city).toBe(
      'Ribeirão Preto',
    );
  });
});
