import { describe, expect, it } from 'vitest';
import { productImportRowSchema } from './product-import';
import {
  mapProductHeaders,
  PRODUCT_SHEET_HEADERS,
  priceCellToCents,
  productImportReport,
  readProductSheet,
} from './product-sheet';
import { CATALOGUE_MESSAGES } from './schemas';

describe('product import mapping', () => {
  it('maps the spec columns without accents or case', () => {
    // the spec's titles, the first one upper-case and without its accent
    const headers = ['COD', ...PRODUCT_SHEET_HEADERS.slice(1)];
    const { mapping, mapped } = mapProductHeaders(headers);
    expect(mapped).toBe(14);
    expect(mapping).toMatchObject({
      code: 0,
      name: 1,
      category: 2,
      costPrice: 6,
      indice: 9,
      customsCode: 13,
    });
  });

  it('reads prices as cents', () => {
    expect(priceCellToCents('1.234,56')).toBe(123456);
    expect(priceCellToCents('R$ 12,90')).toBe(1290);
    // text is reais (issue 39 item 11): "980" is R$ 980,00, not 980 cents; the number 980 the same
    expect(priceCellToCents('980')).toBe(98000);
    expect(priceCellToCents('R$ 980')).toBe(98000);
    expect(priceCellToCents('1.234')).toBe(123400);
    expect(priceCellToCents(980)).toBe(98000);
    // a dot decimal could be a thousands dot: kept as text so the server refuses it with its line
    expect(priceCellToCents('12.90')).toBe('12.90');
    expect(priceCellToCents(12.9)).toBe(1290);
    expect(priceCellToCents(1234.565)).toBe(123457);
    expect(priceCellToCents('')).toBeNull();
    expect(priceCellToCents('caro')).toBe('caro');
  });

  it('finds the header below a title, strips "Fabricante:" and skips empty rows', () => {
    const sheet = readProductSheet([
      ['Tabela de preços'],
      ['cod', 'chave', 'item', 'preco', 'fabricante'],
      ['P-1', 'Pneu Aro 13', 'Pneus', '1.234,56', 'Fabricante: Pirelli'],
      [],
      ['P-2', 'Câmara', '', 7.5, 'FABRICANTE:Levorin'],
    ]);
    expect(sheet.headerRow).toBe(2);
    expect(sheet.rows).toEqual([
      expect.objectContaining({
        line: 3,
        code: 'P-1',
        costPrice: 123456,
        manufacturer: 'Pirelli',
        category: 'Pneus',
      }),
      expect.objectContaining({
        line: 5,
        code: 'P-2',
        costPrice: 750,
        manufacturer: 'Levorin',
        category: null,
      }),
    ]);
  });

  it('answers no rows when no header names code and name', () => {
    expect(
      readProductSheet([
        ['a', 'b'],
        ['1', '2'],
      ]),
    ).toMatchObject({ headerRow: 0, rows: [] });
  });

  it('checks a row and writes the report', () => {
    const bad = productImportRowSchema.safeParse({ code: 'X', name: '', costPrice: 'caro' });
    expect(bad.success).toBe(false);
    const ambiguous = productImportRowSchema.safeParse({ code: 'X', name: 'Pneu', costPrice: '1,234.56' });
    expect(ambiguous.error?.issues.map((i) => i.message)).toEqual([CATALOGUE_MESSAGES.priceAmbiguous]);
    expect(productImportRowSchema.parse({ code: 'X', name: 'Pneu', costPrice: '980' }).costPrice).toBe(98000);
    const ok = productImportRowSchema.parse({
      code: 1020,
      name: 'Pneu',
      costPrice: '12,90',
      manufacturer: 'Fabricante: X',
    });
    expect(ok).toMatchObject({ code: '1020', costPrice: 1290, manufacturer: 'X' });
    const csv = productImportReport(
      [
        { line: 2, code: 'A', name: '=cmd', category: null } as never,
        { line: 3, code: 'B', name: 'Pneu; aro 13' } as never,
      ],
      [
        { row: 0, status: 'created', errors: {}, notes: ['categoria criada: Pneus'] },
        { row: 1, status: 'rejected', errors: { name: 'Campo obrigatório' } },
      ],
    );
    expect(csv).toBe(
      'Linha;Código;Nome;Situação;Erros;Observações\r\n2;A;\'=cmd;Criado;;categoria criada: Pneus\r\n3;B;"Pneu; aro 13";Recusado;name: Campo obrigatório;\r\n',
    );
  });
});
