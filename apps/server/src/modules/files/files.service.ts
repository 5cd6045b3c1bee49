import {
  EXTENSION_FOR_TYPE,
  INVALID_SPREADSHEET,
  SERVER_CODES,
  UPLOAD_KINDS,
  type UploadTenant,
  uploadKindOf,
} from '@feira/shared';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../core/app-deps';
import { badRequest, conflict, forbidden, notFound } from '../../core/errors';
import { newId } from '../../db/ids';
import type { StoredFile } from '../../infra/storage';
import { claimUpload, releaseUpload } from './files.repository';
import { checkUploadSignature, signUpload } from './upload-signature';

const UPLOAD_WINDOW_SECONDS = 15 * 60;

/** What the first bytes must say for each declared type (xls is an OLE compound file). */
const SNIFFED: Record<string, string[]> = {
  'image/png': ['image/png'],
  'image/jpeg': ['image/jpeg'],
  'application/pdf': ['application/pdf'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': [
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ],
  'application/vnd.ms-excel': ['application/x-cfb', 'application/vnd.ms-excel'],
};

function safeBaseName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? 'arquivo';
  const stem = base.replace(/\.[^.]*$/, '');
  const clean = stem
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-zA-Z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return clean || 'arquivo';
}

export function createFilesService(deps: AppDeps) {
  const secret = deps.config.jwtSecret;
  const base = `${deps.config.publicUrl}/api/files/`;
  return {
    /** `POST /upload`: a pre-signed address to PUT the bytes to; without its query it serves the file. */
    presign(tenant: UploadTenant, contentType: string, filename: string) {
      if (!uploadKindOf(contentType)) throw badRequest({ content_type: 'Tipo de arquivo não permitido' });
      const key = `${tenant}/${newId()}/${safeBaseName(filename)}.${EXTENSION_FOR_TYPE[contentType]}`;
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_WINDOW_SECONDS;
      const query = new URLSearchParams({
        ct: contentType,
        expires: String(expires),
        signature: signUpload(secret, key, contentType, expires),
      });
      return { url: `${base}${key}?${query}`, key, fileUrl: `${base}${key}` };
    },

    /** The PUT of the bytes: signature, size for the kind, and the first bytes must match the declared type. */
    async store(key: string, q: { ct?: string; expires?: string; signature?: string }, body: unknown) {
      const ct = q.ct ?? '';
      if (!q.signature || !checkUploadSignature(secret, key, ct, Number(q.expires), q.signature)) {
        throw forbidden(SERVER_CODES.invalidSignature);
      }
      const kind = uploadKindOf(ct)!;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest({ file: 'Arquivo vazio' });
      if (body.length > UPLOAD_KINDS[kind].maxBytes) {
        const mb = UPLOAD_KINDS[kind].maxBytes / 1024 / 1024;
        throw badRequest({ file: `Arquivo maior que o limite de ${mb} MB` });
      }
      const sniffed = await fileTypeFromBuffer(body);
      if (!sniffed || !SNIFFED[ct]?.includes(sniffed.mime)) {
        // a spreadsheet that is not one says what every import says (issue 39 item 17)
        if (kind === 'spreadsheet') throw badRequest({ file: INVALID_SPREADSHEET });
        throw badRequest({ file: 'O conteúdo do arquivo não corresponde ao tipo informado' });
      }
      // single use: a second PUT of the same signed URL (within its 15 minutes) cannot overwrite the file
      if (!(await claimUpload(deps.database.db, key))) throw conflict(SERVER_CODES.uploadUsed);
      try {
        await deps.storage.put(key, body, ct);
      } catch (e) {
        await releaseUpload(deps.database.db, key);
        throw e;
      }
      return { url: `${base}${key}` };
    },

    /** s3: where to redirect; local: the bytes and the type their extension says. */
    async open(key: string): Promise<{ redirect: string } | { file: StoredFile; type: string }> {
      if (deps.storage.readUrl) return { redirect: await deps.storage.readUrl(key) };
      const file = await deps.storage.read(key);
      if (!file) throw notFound();
      const ext = key.split('.').pop() ?? '';
      const type =
        Object.entries(EXTENSION_FOR_TYPE).find(([, e]) => e === ext)?.[0] ?? 'application/octet-stream';
      return { file, type };
    },
  };
}
