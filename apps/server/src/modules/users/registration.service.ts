import type { registerSchema } from '@feira/shared';
import { onlyDigits, toE164BR } from '@feira/shared';
import type { z } from 'zod';
import { hashPassword } from '../../core/password';
import type { Db } from '../../db/client';
import { createUserRecord } from './users.service';

/**
 * /Register: an account that stays pending (status 0) until an admin enables it (DESIGN.md §4). The role
 * is always User, whatever the body says.
 */
export async function registerAccount(db: Db, input: z.output<typeof registerSchema>) {
  const user = await createUserRecord(db, {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    fullName: `${input.firstName.trim()} ${input.lastName.trim()}`,
    email: input.email.trim().toLowerCase(),
    document: onlyDigits(input.document),
    phoneNumber: toE164BR(input.phoneNumber),
    role: 'User',
    status: 0,
    pendingApproval: true,
    passwordHash: await hashPassword(input.password),
  });
  return { _id: user.id, email: user.email, status: user.status };
}
