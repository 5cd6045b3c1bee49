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
