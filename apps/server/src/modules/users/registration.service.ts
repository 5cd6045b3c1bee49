import type { RegisterBody } from '@feira/shared';
import { hashPassword } from '../../core/password';
import type { Db } from '../../db/client';
import { createUserRecord } from './users.service';

/**
 * /Register: an account that stays pending (status 0) until an admin enables it (DESIGN.md §4). The role
 * is always User, whatever the body says. registerSchema already gives the stored forms (trimmed names,
 * CPF digits, "+55" phone, lower-cased e-mail).
 */
export async function registerAccount(db: Db, input: RegisterBody) {
  const user = await createUserRecord(db, {
    firstName: input.firstName,
    lastName: input.lastName,
    fullName: `${input.firstName} ${input.lastName}`,
    email: input.email,
    document: input.document,
    phoneNumber: input.phoneNumber,
    role: 'User',
    status: 0,
    pendingApproval: true,
    passwordHash: await hashPassword(input.password),
  });
  return { _id: user.id, email: user.email, status: user.status };
}
