import { randomInt } from 'node:crypto';
import { USER_CODE_ALPHABET, USER_CODE_LENGTH } from '@feira/shared';

/** A fresh badge code; uniqueness is guaranteed by the database's unique index (callers retry on clash). */
export function generateUserCode(): string {
  let out = '';
  for (let i = 0; i < USER_CODE_LENGTH; i++) out += USER_CODE_ALPHABET[randomInt(USER_CODE_ALPHABET.length)];
  return out;
}
