const FILES_PATH = '/api/files/';

/**
 * The storage key of one of our file addresses ("https://host/api/files/user/<uuid>/x.pdf" ->
 * "user/<uuid>/x.pdf"), else undefined. The one reading of our file URLs: accreditation's uploads, the
 * certificate background and the LGPD erasure all go through it.
 */
export function storageKeyOf(url: string): string | undefined {
  const at = url.indexOf(FILES_PATH);
  if (at < 0) return undefined;
  const key = decodeURIComponent(url.slice(at + FILES_PATH.length).split(/[?#]/, 1)[0]!);
  return key && !key.split('/').includes('..') ? key : undefined;
}
