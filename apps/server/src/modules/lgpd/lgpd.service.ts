import type { userDataExportModelSchema } from '@feira/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../core/app-deps';
import { badRequest, notFound } from '../../core/errors';
import { invalidateCounts } from '../../db/count-cache';
import { findPerson } from './lgpd.repository';
import { type ExportKey, needlesOf, PERSONAL_DATA_LOCATIONS } from './personal-data-registry';

type LgpdDeps = Pick<AppDeps, 'database' | 'storage' | 'mailer'>;

/**
 * LGPD requests (DESIGN.md §7, §8), admin only and logged (who, whom, when; never the data itself):
 * the person's data as JSON, and anonymisation that keeps counts and money records. Both walk the
 * one registry of personal-data locations (personal-data-registry.ts).
 */
export async function exportUserData(
  deps: LgpdDeps,
  userId: string,
  byUserId: string,
  log: FastifyBaseLogger,
) {
  const { db } = deps.database;
  const person = await findPerson(db, userId);
  if (!person) throw notFound();
  const data = {} as Record<ExportKey, unknown>;
  for (const location of PERSONAL_DATA_LOCATIONS)
    if (location.exportAs && location.collect) data[location.exportAs] = await location.collect(db, person);
  log.info({ lgpd: 'data-export', userId, by: byUserId }, 'LGPD data export');
  // each registry entry answers its key's rows; the response schema still allow-lists the keys
  return { exportedAt: new Date(), ...data } as z.output<typeof userDataExportModelSchema>;
}

export async function anonymiseUser(
  deps: LgpdDeps,
  userId: string,
  byUserId: string,
  log: FastifyBaseLogger,
) {
  if (userId === byUserId) throw badRequest({ _form: 'Não é possível anonimizar a própria conta' });
  const { db } = deps.database;
  const at = new Date();
  const done = await db.transaction(async (tx) => {
    const person = await findPerson(tx, userId);
    if (!person) return false;
    const ctx = {
      tx,
      person,
      needles: needlesOf(person),
      at,
      storage: deps.storage,
      outboxDir: deps.mailer.outboxDir,
    };
    for (const location of PERSONAL_DATA_LOCATIONS) await location.erase(ctx);
    return true;
  });
  if (!done) throw notFound();
  invalidateCounts(db, 'users');
  log.info({ lgpd: 'anonymise', userId, by: byUserId }, 'LGPD anonymisation');
  return { _id: userId, anonymisedAt: at };
}
