import { SERVER_CODES, USER_IMPORT_CHUNK } from '@feira/shared';
import { v4 as uuidv4 } from 'uuid';
import { ApiError } from '../../shared/api/client';
import { type ImportRow, type ImportRowResult, importUsers } from './api';

/** Chunks of one sheet on their way at once: the next one uploads while the server writes the last. */
const IN_FLIGHT = 2;

/** One chunk's outcome, handed over in sheet order: its answers, or the error that failed it. */
export type ChunkOutcome =
  | { chunk: ImportRow[]; answers: ImportRowResult[] }
  | { chunk: ImportRow[]; error: Error };

/**
 * Sends `rows` as POST /user/import chunks of 100 with two in flight, tagged with one sheet id and
 * their position, so the server writes them in sheet order (a row sees what earlier rows wrote) while
 * the next chunk's upload overlaps the last one's writes. A chunk the server refuses as out of order
 * (`ImportOutOfOrder`: another app process took its predecessor) is sent again once its predecessor
 * has answered, and the chunks after it go one at a time. `onChunk` is called once per chunk, in sheet
 * order; a failed chunk does not stop the ones after it (as when the chunks went one after another).
 */
export async function sendImportSheet(
  rows: ImportRow[],
  onChunk: (outcome: ChunkOutcome) => void,
): Promise<void> {
  const sheet = uuidv4();
  // settled when chunk i's outcome has been handed to onChunk (so also: its answer has arrived)
  const handed: Promise<void>[] = [];
  // one refusal as out of order says the chunks land on several app processes: one at a time from then on
  const pace = { inFlight: IN_FLIGHT };
  for (let seq = 0, start = 0; start < rows.length; seq++, start += USER_IMPORT_CHUNK) {
    if (seq >= pace.inFlight) await handed[seq - pace.inFlight];
    const chunk = rows.slice(start, start + USER_IMPORT_CHUNK);
    const previous = handed[seq - 1] ?? Promise.resolve();
    const answer = sendChunk(chunk, sheet, seq, previous, pace);
    handed.push(
      answer.then(async (outcome) => {
        await previous;
        onChunk(outcome);
      }),
    );
  }
  await Promise.all(handed);
}

async function sendChunk(
  chunk: ImportRow[],
  sheet: string,
  seq: number,
  previous: Promise<void>,
  pace: { inFlight: number },
): Promise<ChunkOutcome> {
  try {
    try {
      return { chunk, answers: await importUsers(chunk, { id: sheet, seq, previousAnswered: false }) };
    } catch (err) {
      if (!(err instanceof ApiError && err.code === SERVER_CODES.importOutOfOrder)) throw err;
      pace.inFlight = 1;
      await previous;
      return { chunk, answers: await importUsers(chunk, { id: sheet, seq, previousAnswered: true }) };
    }
  } catch (err) {
    return { chunk, error: err as Error };
  }
}
