import { describe, expect, it } from 'vitest';
import { autoMap, autoMapMessage, emptyMapping, headerCells, rowsToImport } from './spreadsheet-rows';

describe('spreadsheet rows', () => {
  const sheet = [
    ['Inscritos da feira', '', ''],
    ['Nome', 'E-MAIL ', 'Nome no Crachá', 'CPF', 'Município', 'Observação'],
    ['  João ', 'joao@x.com.br', '', 12345678909, 'São Paulo', 'x'],
    ['', '', '', '', '', ''],
    ['Conceição', '', 'Ceição', '', '', ''],
  ];

  it('auto-maps headers by folded synonyms, each column once', () => {
    const { mapping, mapped } = autoMap(headerCells(sheet, 2));
    expect(mapped).toBe(5);
    expect(mapping).toMatchObject({ name: 0, email: 1, badgeName: 2, cpf: 3, city: 4, state: null });
    expect(autoMap(['Nome', 'Nome']).mapping.name).toBe(0);
    expect(autoMapMessage(0)).toBe('Nenhuma coluna mapeada automaticamente');
    expect(autoMapMessage(1)).toBe('1 coluna mapeada automaticamente');
  });

  it('builds trimmed text rows below the header row and skips empty rows', () => {
    const { mapping } = autoMap(headerCells(sheet, 2));
    const rows = rowsToImport(sheet, 2, mapping);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'João',
      email: 'joao@x.com.br',
      badgeName: null,
      cpf: '12345678909',
    });
    expect(rows[0]!.state).toBeNull();
    expect(rows[1]).toMatchObject({ name: 'Conceição', badgeName: 'Ceição', city: null });
    expect(rowsToImport(sheet, 2, emptyMapping())).toEqual([]);
  });
});
