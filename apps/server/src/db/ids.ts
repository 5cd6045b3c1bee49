import { randomInt } from 'node:crypto';
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
  for (let i = 0; i < USER_CODE_LENGTH; i++) code += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return code;
}

/**
 * newId() in SQL, for rows a statement creates in numbers only it knows (one notification per
 * recipient): a UUIDv7 string from the clock's milliseconds and gen_random_uuid()'s random bits
 * (version nibble 7, the random UUID's RFC 4122 variant kept), evaluated per row. Same shape and
 * ordering as newId().
 */
export const NEW_ID_SQL = sql.raw(
  `regexp_replace(lpad(to_hex((extract(epoch FROM clock_timestamp()) * 1000)::bigint), 12, '0') || '7'
     || substr(replace(gen_random_uuid()::text, '-', ''), 14, 19),
   '^(.{8})(.{4})(.{4})(.{4})(.{12})$', '\\1-\\2-\\3-\\4-\\5')`,
);
