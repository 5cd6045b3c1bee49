import { randomFillSync } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';

/**
 * Primary keys are UUIDv7 made in TypeScript: time-ordered (good B-tree locality, roughly creation
 * order) and independent of the server, because PostgreSQL 15 has no uuidv7() while PGlite (18) does.
 */
export function newId(): string {
  return uuidv7();
}

/**
 * A badge code: 10 characters from the shared look-alike-free alphabet drawn with a CSPRNG, so
 * codes are not guessable from one another. The unique index on users.code is the final guard; a
 * caller that hits it (practically never) retries with a new code.
 */
export function newUserCode(): string {
  let code = '';
  while (code.length < USER_CODE_LENGTH) {
    const byte = randomByte();
    // rejection sampling: only bytes below the largest multiple of the alphabet's size, so every
    // character is equally likely (what randomInt does, without its cost per call)
    if (byte < UNBIASED_BYTES) code += USER_CODE_ALPHABET[byte % USER_CODE_ALPHABET.length];
  }
  return code;
}

const UNBIASED_BYTES = 256 - (256 % USER_CODE_ALPHABET.length);

/**
 * CSPRNG bytes taken from a pool refilled 4 KB at a time: an import's 100 new users need 1,000
 * characters, and crypto.randomInt per character was ~5 % of the import's CPU.
 */
const pool = Buffer.alloc(4096);
let poolAt = pool.length;
function randomByte(): number {
  if (poolAt === pool.length) {
    randomFillSync(pool);
    poolAt = 0;
  }
  return pool[poolAt++]!;
}

/**
 * newId() in SQL, for rows a statement creates in numbers only it knows (one notification per
 * recipient): a UUIDv7 from gen_random_uuid()'s bytes with the clock's milliseconds laid over the first
 * six and the version nibble turned from 4 into 7 (bits 52 and 53; the random UUID's RFC 4122 variant
 * is kept), evaluated per row. Same shape and ordering as newId(). Byte operations, not text: the
 * earlier hex-and-regexp_replace form cost 25 µs an id (5 for this one, 2.5 for gen_random_uuid itself;
 * 1,000 ids under EXPLAIN ANALYZE), 2.3 ms of a 100-payment webhook statement.
 */
export const NEW_ID_SQL = sql.raw(
  `encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
     placing substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3) FROM 1 FOR 6),
     52, 1), 53, 1), 'hex')::uuid::text`,
);
