import { BADGE_JOB_MESSAGES, type BadgeJobModel, type BadgeJobState } from '@feira/shared';
import type { AuthContext } from '../../core/auth-context';
import { conflict, notFound } from '../../core/errors';
import type { Db } from '../../db/client';
import type { Storage, StoredFile } from '../../infra/storage';
import { badgeDataFor } from '../users/users-badges.service';
import type { BadgeJobQueue } from './badge-jobs.queue';
import { findOwnBadgeJob } from './badge-jobs.repository';

type JobRow = NonNullable<Awaited<ReturnType<typeof findOwnBadgeJob>>>;

/** The job as the API answers it: the worker's technical error stays in the row, the owner reads Portuguese. */
function present(row: Omit<JobRow, 'fileKey'>): BadgeJobModel {
  const state = row.state as BadgeJobState;
  return {
    id: row.id,
    state,
    total: row.total,
    done: row.done,
    ...(state === 'falhou' ? { error: BADGE_JOB_MESSAGES.failed } : {}),
    createdAt: row.createdAt,
    ...(row.finishedAt ? { finishedAt: row.finishedAt } : {}),
  };
}

/**
 * POST /user/badges/jobs: the badges' data is read now, with the requester's scope (an id they cannot
 * see answers 404 for the whole batch, as POST /user/badges does), and queued; the worker draws it.
 */
export async function enqueueBadgeJob(db: Db, queue: BadgeJobQueue, auth: AuthContext, ids: string[]) {
  const badges = await badgeDataFor(db, auth, ids);
  const { id, createdAt } = await queue.enqueue(auth.userId, badges);
  return present({ id, state: 'pendente', total: badges.length, done: 0, createdAt, finishedAt: null });
}

export async function getBadgeJob(db: Db, auth: AuthContext, id: string) {
  const row = await findOwnBadgeJob(db, id, auth.userId);
  if (!row) throw notFound();
  return present(row);
}

/** The job's PDF: the bytes (local disk) or a short-lived address to redirect to (S3); 409 until ready. */
export async function badgeJobPdf(
  db: Db,
  storage: Storage,
  auth: AuthContext,
  id: string,
): Promise<StoredFile | { redirect: string }> {
  const row = await findOwnBadgeJob(db, id, auth.userId);
  if (!row) throw notFound();
  if (row.state !== 'pronto' || !row.fileKey)
    throw conflict(row.state === 'falhou' ? BADGE_JOB_MESSAGES.failed : BADGE_JOB_MESSAGES.notReady);
  if (storage.readUrl) return { redirect: await storage.readUrl(row.fileKey) };
  const file = await storage.read(row.fileKey);
  if (!file) throw notFound();
  return file;
}
