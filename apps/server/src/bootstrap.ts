import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { hashPassword } from './core/password';
import type { Database } from './db/client';
import { countUsers } from './modules/users/users.repository';
import { createUserRecord } from './modules/users/users.service';

/**
 * On an empty database, creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD; without a password
 * one is generated and printed once. Returns what to tell the operator, or undefined when users exist.
 */
export async function ensureFirstAdmin(database: Database, config: Config, log?: FastifyBaseLogger) {
  if ((await countUsers(database.db)) > 0) return undefined;
  const email = (config.adminEmail ?? 'admin@feira.local').toLowerCase();
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(9).toString('base64url');
  await createUserRecord(database.db, {
    firstName: 'Administrador',
    lastName: 'Geral',
    fullName: 'Administrador Geral',
    email,
    role: 'Admin',
    status: 1,
    passwordHash: await hashPassword(password),
  });
  log?.info({ email }, 'first admin created');
  return { email, password: generated ? password : undefined };
}
