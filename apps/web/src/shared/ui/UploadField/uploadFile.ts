import {
  EXTENSION_FOR_TYPE,
  FIELD_MESSAGES,
  UPLOAD_KINDS,
  type UploadKind,
  type UploadTenant,
} from '@feira/shared';
import { api } from '../../api/client';

export type UploadAccept = UploadKind | readonly UploadKind[];

const kindsOf = (accept: UploadAccept): readonly UploadKind[] =>
  typeof accept === 'string' ? [accept] : accept;
const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';
const TYPE_FOR_EXTENSION: Record<string, string> = {
  ...Object.fromEntries(Object.entries(EXTENSION_FOR_TYPE).map(([type, ext]) => [ext, type])),
  jpeg: 'image/jpeg',
};

/** The `accept` attribute of the file input: types and extensions of the allowed kinds. */
export function acceptAttribute(accept: UploadAccept): string {
  return kindsOf(accept)
    .flatMap((k) => [...UPLOAD_KINDS[k].types, ...UPLOAD_KINDS[k].extensions.map((e) => `.${e}`)])
    .join(',');
}

/** "PNG, JPG, JPEG ou PDF, até 5 MB" for the helper text. */
export function acceptDescription(accept: UploadAccept): string {
  const kinds = kindsOf(accept);
  const exts = kinds.flatMap((k) => UPLOAD_KINDS[k].extensions.map((e) => e.toUpperCase()));
  const list = exts.length > 1 ? `${exts.slice(0, -1).join(', ')} ou ${exts.at(-1)}` : (exts[0] ?? '');
  return `${list}, até ${Math.max(...kinds.map((k) => UPLOAD_KINDS[k].maxBytes)) / (1024 * 1024)} MB`;
}

/**
 * Checks a picked file against the allowed kinds (type or, when the browser gives none, extension)
 * and their size limits. Returns the content type to declare, or throws with a Portuguese message.
 */
export function checkFile(file: File, accept: UploadAccept): string {
  const kinds = kindsOf(accept);
  const type = file.type || TYPE_FOR_EXTENSION[extensionOf(file.name)] || '';
  const kind = kinds.find((k) => (UPLOAD_KINDS[k].types as readonly string[]).includes(type));
  if (!kind) {
    if (kinds.length === 1 && kinds[0] === 'pdf') throw new Error(FIELD_MESSAGES.pdfOnly);
    if (kinds.length === 1 && kinds[0] === 'image') throw new Error(FIELD_MESSAGES.imageOnly);
    throw new Error(`Tipo de arquivo não permitido. Envie ${acceptDescription(accept)}`);
  }
  if (file.size > UPLOAD_KINDS[kind].maxBytes) {
    throw new Error(`Arquivo muito grande. O limite é ${UPLOAD_KINDS[kind].maxBytes / (1024 * 1024)} MB`);
  }
  return type;
}

/** The stored address of an upload: the pre-signed url without its query string (spec part 1 §7). */
export const storedAddress = (signedUrl: string) => signedUrl.split('?')[0] ?? signedUrl;

/** Name to show for a stored address: its last path segment, decoded. */
export function fileNameOf(address: string): string {
  const last = storedAddress(address).split('/').pop() ?? address;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function putWithProgress(
  url: string,
  file: File,
  contentType: string,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress?.(e.loaded / e.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve()
        : reject(new Error(`o servidor recusou o arquivo (HTTP ${xhr.status})`));
    xhr.onerror = () => reject(new Error('falha de conexão'));
    xhr.onabort = () => reject(new DOMException('Upload cancelado', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export interface UploadOptions {
  /** Storage folder: "files", "company", "builder", "user", "event"... */
  tenant: UploadTenant;
  accept: UploadAccept;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** Another signer than `POST /upload` (the public accreditation asks its own): answers the signed url. */
  presign?: UploadPresign;
}

/** Asks for a pre-signed PUT url for a file of this type and name. */
export type UploadPresign = (
  file: { content_type: string; filename: string },
  signal?: AbortSignal,
) => Promise<string | undefined>;

/**
 * Checks the file, asks `POST /upload` for a pre-signed url, PUTs the bytes there (with upload
 * progress) and resolves with the stored address.
 */
export async function uploadFile(
  file: File,
  { tenant, accept, onProgress, signal, presign }: UploadOptions,
): Promise<string> {
  const contentType = checkFile(file, accept);
  const url = presign
    ? await presign({ content_type: contentType, filename: file.name }, signal)
    : (
        await api<{ url: string }>('POST', '/upload', {
          body: { tenant_id: tenant, content_type: contentType, filename: file.name },
          signal,
        })
      ).model?.url;
  if (!url) throw new Error('o servidor não informou o endereço de envio');
  await putWithProgress(url, file, contentType, onProgress, signal);
  return storedAddress(url);
}
