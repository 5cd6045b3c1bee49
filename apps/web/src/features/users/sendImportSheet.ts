import { USER_IMPORT_CHUNK } from '@feira/shared';
import { type ImportRow, type ImportRowResult, importUsers } from './api';

/** One chunk's outcome, handed over in sheet order: its answers, or the error that failed it. */
export type ChunkOutcome =
  | { chunk: ImportRow[]; answers: ImportRowResult[] }
  | { chunk: ImportRow[]; error: Error };

/**
 * Sends `rows` as POST /user/import chunks of 100, one after another, so every row sees what the sheet's
 * earlier rows wrote (a later row updates whom an earlier one created). `onChunk` is called once per
 * chunk, in sheet order; a failed chunk does not stop the ones after it.
 */
export async function sendImportSheet(
  rows: ImportRow[],
  onChunk: (outcome: ChunkOutcome) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += USER_IMPORT_CHUNK) {
    const chunk = rows.slice(start, start + USER_IMPORT_CHUNK);
    try {
      onChunk({ chunk, answers: await importUsers(chunk) });
    } catch (err) {
      onChunk({ chunk, error: err as Error });
    }
  }
}
