/**
 * What may be uploaded (spec: logo/banner PNG or JPEG, catalog/term/builder documents PDF, imports
 * xls/xlsx). The server checks the declared type against the file's first bytes and these limits;
 * the web's upload field checks them first to fail fast.
 */
export const UPLOAD_KINDS = {
  image: {
    types: ['image/png', 'image/jpeg'],
    extensions: ['png', 'jpg', 'jpeg'],
    maxBytes: 5 * 1024 * 1024,
  },
  pdf: { types: ['application/pdf'], extensions: ['pdf'], maxBytes: 20 * 1024 * 1024 },
  spreadsheet: {
    types: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'],
    extensions: ['xlsx', 'xls'],
    maxBytes: 20 * 1024 * 1024,
  },
} as const;
export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Folders the web uploads into (spec part 1 §7 and part 2 §7). */
export const UPLOAD_TENANTS = [
  'files',
  'company',
  'builder',
  'user',
  'event',
  'news',
  'product',
  'certificate',
] as const;
export type UploadTenant = (typeof UPLOAD_TENANTS)[number];

export function uploadKindOf(contentType: string): UploadKind | undefined {
  return (Object.keys(UPLOAD_KINDS) as UploadKind[]).find((k) =>
    (UPLOAD_KINDS[k].types as readonly string[]).includes(contentType),
  );
}

/** The file extension the stored name gets, so the served type always matches what was checked. */
export const EXTENSION_FOR_TYPE: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
};

/**
 * What every spreadsheet import says for a file that is not a readable spreadsheet (issue 39 item 17):
 * a PDF or a picture renamed .xlsx, a truncated or corrupt workbook.
 */
export const INVALID_SPREADSHEET = 'Arquivo inválido';

const startsWith = (b: Uint8Array, sig: readonly number[]) => sig.every((v, i) => b[i] === v);

/**
 * Whether a file's first bytes are those of a workbook SheetJS reads: .xlsx (a ZIP), .xls (an OLE2
 * compound file, or the bare BIFF of Excel 2-4), or the XML/HTML tables many Brazilian systems export
 * as ".xls". SheetJS itself reads nearly anything as text, so a renamed PDF would otherwise become a
 * sheet of garbage rows instead of an error.
 */
export function looksLikeSpreadsheet(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return true;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return true;
  if (bytes[0] === 0x09 && (bytes[1] === 0x00 || bytes[1] === 0x02 || bytes[1] === 0x04) && bytes[3] === 0x00)
    return true;
  const head = new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\ufeff/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<') &&
    /<table|<workbook|<ss:workbook|urn:schemas-microsoft-com:office:spreadsheet/.test(head)
  );
}
