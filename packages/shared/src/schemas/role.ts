import { z } from 'zod';
import { FIELD_MESSAGES } from '../messages';
import { normalizeRole, type Role } from '../roles';

/** A role in any casing ("ADMIN", "user") -> the canonical Role; missing or unknown -> the field message. */
export function roleField() {
  return z.unknown().transform((value, ctx): Role => {
    const role = normalizeRole(value);
    if (!role) {
      ctx.addIssue({
        code: 'custom',
        message: value ? FIELD_MESSAGES.invalidOption : FIELD_MESSAGES.required,
      });
      return z.NEVER;
    }
    return role;
  });
}
