import { randomInt } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@feira/shared';
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
