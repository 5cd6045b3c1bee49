/**
 * A Content-Disposition header for a file named after a person (accents, apostrophes, commas): an
 * ASCII `filename` for old clients and the exact name in `filename*` (RFC 6266 / RFC 5987). Characters
 * that cannot be in a file name (path separators, quotes, control characters) become spaces.
 */
export function contentDisposition(
  kind: 'inline' | 'attachment',
  name: string,
  extension: string,
  fallback = 'arquivo',
): string {
  const base =
    name
      .replace(/[\\/:*?"<>|\r\n]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || fallback;
  const ascii = base
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}.${extension}"; filename*=UTF-8''${encodeURIComponent(`${base}.${extension}`)}`;
}
