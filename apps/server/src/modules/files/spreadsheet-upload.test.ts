import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const XLS_TYPE = 'application/vnd.ms-excel';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
// a ZIP holding one text file: a ZIP, but no workbook
const ZIP = Buffer.from(
  'UEsDBBQAAAAAADN0fF2GphA2BQAAAAUAAAAFAAAAYS50eHRoZWxsb1BLAQIUAxQAAAAAADN0fF2GphA2BQAAAAUAAAAFAAAAAAAAAAAAAACAAQAAAABhLnR4dFBLBQYAAAAAAQABADMAAAAoAAAAAAA=',
  'base64',
);

// issue 39 item 17: a corrupt or non-spreadsheet file sent as a spreadsheet is 400 "Arquivo inválido"
describe.each(testDatabaseKinds())('spreadsheet uploads that are not spreadsheets on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const upload = async (contentType: string, filename: string, bytes: Buffer) => {
    const signed = await h.request({
      method: 'POST',
      url: '/api/upload',
      token: h.users.Admin.token,
      payload: { tenant_id: 'files', content_type: contentType, filename },
    });
    expect(signed.statusCode).toBe(200);
    const url = (signed.json().model.url as string).replace(/^https?:\/\/[^/]+/, '');
    return h.request({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: bytes });
  };

  it('answers 400 "Arquivo inválido" for a PDF, text or a plain ZIP sent as .xlsx/.xls', async () => {
    for (const [type, name, bytes] of [
      [XLSX_TYPE, 'produtos.xlsx', PDF],
      [XLS_TYPE, 'checkin.xls', Buffer.from('cpf;nome\n12345678909;Ana\n')],
      [XLSX_TYPE, 'usuarios.xlsx', ZIP],
      [XLSX_TYPE, 'lixo.xlsx', Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02, 0x03])],
    ] as const) {
      const res = await upload(type, name, bytes);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().errors, name).toEqual({ file: 'Arquivo inválido' });
    }
  });
});
