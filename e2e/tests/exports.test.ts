// Issue 39 item 3: every list's "Exportar" writes real cells. Each export of the demo is downloaded in
// Chromium and read back with SheetJS (cellDates): dates are date cells (dd/mm/yyyy hh:mm), amounts are
// numbers with the "R$" format, quantities numbers, and CPF, CNPJ, phones and codes stay text.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import * as XLSX from '@e965/xlsx';
import { SHEET_FORMATS, UI_TEXT } from '@feira/shared';
import type { Page } from 'playwright-core';
import { settle } from '../support/axe';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../support/browser';
import { apiCall, signIn, url, withPage } from '../support/session';

type Kind = 'date' | 'money' | 'number' | 'text';

/** What each header's cells must be; a date or number column may hold its screen text when empty. */
const HEADERS: Record<string, Kind> = {
  'Data de criação': 'date',
  'Consumido em': 'date',
  'Check-in': 'date',
  'Check-out': 'date',
  Início: 'date',
  Valor: 'money',
  'Preço de custo': 'money',
  Quantidade: 'number',
  Horas: 'number',
  Emitidos: 'number',
  'Consumo (kVA)': 'number',
  'Consumo total (kVA)': 'number',
  'Usado antes': 'number',
  'Usado depois': 'number',
  CPF: 'text',
  CNPJ: 'text',
  Telefone: 'text',
  Celular: 'text',
  Código: 'text',
  'E-mail': 'text',
};
/** Screen texts a date or number column shows for "none" ("Não" checked in, "Ilimitado"...). */
const NONE_TEXTS = new Set([UI_TEXT.no, '-', '—', 'Não definido', 'Ilimitado']);

const tmp = mkdtempSync(path.join(tmpdir(), 'feira-exports-'));

/** Clicks the page's first "Exportar" and reads the file back as a spreadsheet program would. */
async function exportOf(page: Page, name: string) {
  const button = page.getByRole('button', { name: UI_TEXT.export }).first();
  await button.waitFor();
  // the list has loaded its first page (rows or the empty state) before exporting; not 'networkidle':
  // the tab's live stream (GET /api/events/stream) keeps a request open for as long as the page lives
  await settle(page);
  const download = page.waitForEvent('download');
  await button.click();
  const file = path.join(tmp, `${name}.xlsx`);
  await (await download).saveAs(file);
  const book = XLSX.read(readFileSync(file), { cellDates: true, cellNF: true, UTC: true });
  return book.Sheets[book.SheetNames[0]!]!;
}

/** Checks every cell of the known columns; answers how many typed (date/number) cells were seen. */
function checkSheet(sheet: XLSX.WorkSheet, list: string): { rows: number; typed: Record<string, number> } {
  const range = XLSX.utils.decode_range(sheet['!ref'] ?? 'A1');
  const typed: Record<string, number> = {};
  for (let c = range.s.c; c <= range.e.c; c++) {
    const header = sheet[XLSX.utils.encode_cell({ r: 0, c })]?.v as string | undefined;
    const kind = header ? HEADERS[header] : undefined;
    if (!header || !kind) continue;
    for (let r = 1; r <= range.e.r; r++) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      if (!cell) continue;
      const place: string = `${list}: "${header}" linha ${r + 1} (${cell.t} ${String(cell.v)} ${cell.z ?? ''})`;
      if (kind === 'text') {
        assert.equal(cell.t, 's', place);
        continue;
      }
      if (cell.t === 's') {
        assert.ok(NONE_TEXTS.has(String(cell.v)), place);
        continue;
      }
      if (kind === 'date') {
        assert.equal(cell.t, 'd', place);
        assert.ok(
          cell.z === SHEET_FORMATS.dateTime || cell.z === SHEET_FORMATS.date,
          `${place}: formato de data`,
        );
      } else {
        assert.equal(cell.t, 'n', place);
        if (kind === 'money') assert.equal(cell.z, SHEET_FORMATS.money, place);
      }
      typed[header] = (typed[header] ?? 0) + 1;
    }
  }
  return { rows: range.e.r, typed };
}

describe('exports: typed cells (issue 39 item 3)', () => {
  it('every admin list writes dates, money and numbers as such and documents as text', async () => {
    await withPage(async (page) => {
      await signIn(page, DEMO_EMAIL.Admin, DEMO_PASSWORD);
      const events = await apiCall<{ _id: string; title: string }[]>(page, 'GET', '/event?take=50');
      const opening = events.find((e) => e.title.startsWith('Palestra de abertura'));
      assert.ok(opening, 'the demo opening event');
      // list -> the typed columns that must hold at least one real date/number in the demo
      const lists: [string, string, string[]][] = [
        ['usuarios', '/user', ['Data de criação']],
        ['empresas', '/company', ['Data de criação']],
        ['montadoras', '/builder', ['Data de criação']],
        ['prestadores', '/serviceProvider', []],
        ['orcamentos', '/budget', ['Data de criação', 'Valor']],
        ['pagamentos', '/transaction', ['Data de criação', 'Valor']],
        ['cashback', '/cashback', []],
        ['leads', '/lead', ['Data de criação']],
        ['categorias', '/productCategory', ['Data de criação']],
        ['produtos', '/product', ['Data de criação', 'Preço de custo']],
        ['noticias', '/news', []],
        ['eventos', '/event', ['Data de criação', 'Início']],
        ['participantes', `/event/${opening._id}`, ['Check-in']],
        ['certificados', '/certificate', []],
        ['itens-consumo', '/consumption/item', ['Consumo (kVA)']],
        ['logs-consumo', '/consumption/logs', ['Consumido em', 'Quantidade']],
      ];
      const seen: string[] = [];
      for (const [name, p, mustHave] of lists) {
        await page.goto(url(p));
        const { rows, typed } = checkSheet(await exportOf(page, name), name);
        for (const header of mustHave)
          assert.ok((typed[header] ?? 0) > 0, `${name}: "${header}" sem células tipadas`);
        seen.push(`${name} ${rows}`);
      }
      assert.equal(seen.length, lists.length);
    });
  });
});
