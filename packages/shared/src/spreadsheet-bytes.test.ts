import { describe, expect, it } from 'vitest';
import { looksLikeSpreadsheet } from './files';

const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
const text = (s: string) => new TextEncoder().encode(s);

// issue 39 item 17: what the imports take as a workbook before SheetJS reads it (else "Arquivo inválido")
describe('looksLikeSpreadsheet', () => {
  it('takes .xlsx (ZIP), .xls (OLE2 and bare BIFF) and the HTML/XML tables systems export as .xls', () => {
    expect(looksLikeSpreadsheet(bytes(0x50, 0x4b, 0x03, 0x04))).toBe(true);
    expect(looksLikeSpreadsheet(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe(true);
    expect(looksLikeSpreadsheet(bytes(0x09, 0x04, 0x06, 0x00))).toBe(true);
    expect(looksLikeSpreadsheet(text('\ufeff  <html><body><table><tr><td>1</td></tr></table>'))).toBe(true);
    expect(
      looksLikeSpreadsheet(
        text('<?xml version="1.0"?><Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet">'),
      ),
    ).toBe(true);
  });

  it('refuses a PDF, a picture, plain text and an empty file', () => {
    expect(looksLikeSpreadsheet(text('%PDF-1.4\n'))).toBe(false);
    expect(looksLikeSpreadsheet(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe(false);
    expect(looksLikeSpreadsheet(text('cpf;nome\n12345678909;Ana'))).toBe(false);
    expect(looksLikeSpreadsheet(text('<html><body><p>sem tabela</p></body></html>'))).toBe(false);
    expect(looksLikeSpreadsheet(new Uint8Array())).toBe(false);
  });
});
