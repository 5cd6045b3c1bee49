import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import { anonymisePerson, collectPersonData } from './lgpd.repository';

/**
 * LGPD requests (DESIGN.md §7, §8), admin only and logged (who, whom, when; never the data itself):
 * the person's data as JSON, and anonymisation that keeps counts and money records.
 */
export async function exportUserData(db: Db, userId: string, byUserId: string, log: FastifyBaseLogger) {
  const data = await collectPersonData(db, userId);
  if (!data) throw notFound();
  log.info({ lgpd: 'data-export', userId, by: byUserId }, 'LGPD data export');
  return { exportedAt: new Date(), ...data };
}

export async function anonymiseUser(db: Db, userId: string, byUserId: string, log: FastifyBaseLogger) {
  if (userId === byUserId) throw badRequest({ _form: 'Não é possível anonimizar a própria conta' });
  const at = new Date();
  if (!(await anonymisePerson(db, userId, at))) throw notFound();
  log.info({ lgpd: 'anonymise', userId, by: byUserId }, 'LGPD anonymisation');
  return { _id: userId, anonymisedAt: at };
}
