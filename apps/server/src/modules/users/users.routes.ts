import {
  cpfField,
  emailField,
  enumField,
  passwordField,
  phoneField,
  registerSchema,
  roleField,
  textField,
  USER_STATUS_OPTIONS,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../app';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { listQueryOpenApi } from '../../core/openapi-schemas';
import { registerAccount } from './registration.service';
import { USER_SORTS } from './users.repository';
import { createUserBy, listUsersFor } from './users.service';

/** The minimal staff-created user; the users issue replaces it with the full user form schema. */
const createUserSchema = z.object({
  firstName: textField({ max: 100 }),
  lastName: textField({ max: 100 }),
  email: emailField(),
  role: roleField(),
  status: enumField(USER_STATUS_OPTIONS),
  password: passwordField().optional(),
  document: cpfField({ required: false }),
  phoneNumber: phoneField({ required: false }),
  company: z.string().max(64).nullish(),
  profession: textField({ required: false, max: 100 }),
});

export function usersRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['users'];

  api.get('/user', { schema: { tags, querystring: listQueryOpenApi } }, async (request) => {
    const q = parseListQuery(request.query, request.headers.timezone as string | undefined, USER_SORTS);
    const { rows, count } = await listUsersFor(db, request.auth!, q);
    return page(rows, count);
  });

  /** Without a token this is /Register (a pending account); with one, a staff member creates a user. */
  // The body is checked inside: which schema applies depends on whether a token was sent.
  api.post('/user', { schema: { tags, body: z.record(z.string(), z.unknown()) } }, async (request) => {
    if (!request.auth) {
      const parsed = registerSchema.parse(request.body);
      return ok(await registerAccount(db, parsed), {}, 'User registration is pending');
    }
    return ok(await createUserBy(db, request.auth, createUserSchema.parse(request.body)));
  });
}
