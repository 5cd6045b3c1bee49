import { DEFAULT_PARTNERS, PARTNER_PAGE_KEYS, type PartnersSettings, partnerPageSchema } from '@feira/shared';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from './settings.repository';

const PARTNERS_KEY = 'partners';

/** Stored value over the defaults, page by page; a stored page that no longer validates falls back. */
function mergePartners(stored: unknown): PartnersSettings {
  const out = { ...DEFAULT_PARTNERS };
  if (!stored || typeof stored !== 'object') return out;
  for (const key of PARTNER_PAGE_KEYS) {
    const parsed = partnerPageSchema.safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) out[key] = parsed.data;
  }
  return out;
}

/** The partner pages as shown: what an admin saved, the shipped defaults for the rest. */
export async function readPartners(db: Db): Promise<PartnersSettings> {
  return mergePartners(await readSetting(db, PARTNERS_KEY));
}

/** Replaces the pages the body carries and keeps the others. */
export async function updatePartners(
  db: Db,
  update: Partial<PartnersSettings>,
  userId: string,
): Promise<PartnersSettings> {
  const current = await readPartners(db);
  for (const key of PARTNER_PAGE_KEYS) {
    const page = update[key];
    if (page) current[key] = page;
  }
  await writeSetting(db, PARTNERS_KEY, current, userId);
  return current;
}
