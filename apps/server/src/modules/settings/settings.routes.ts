import { eq } from 'drizzle-orm';
import type { AppDeps, ZodApp } from '../../app';
import { ok } from '../../core/envelope';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { mergePartners, PARTNER_PAGE_KEYS, type PartnersSettings, partnersUpdateSchema } from './partners';

const PARTNERS_KEY = 'partners';

async function readSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row?.value;
}

async function writeSetting(db: Db, key: string, value: unknown, userId: string) {
  await db
    .insert(appSettings)
    .values({ key, value, updatedBy: userId })
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value, updatedBy: userId, updatedAt: new Date() },
    });
}

/** Admin-editable configuration (app_settings): the partner pages. */
export function settingsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['settings'];

  api.get('/settings/partners', { schema: { tags } }, async () =>
    ok(mergePartners(await readSetting(db, PARTNERS_KEY))),
  );

  api.put('/settings/partners', { schema: { tags, body: partnersUpdateSchema } }, async (request) => {
    const current: PartnersSettings = mergePartners(await readSetting(db, PARTNERS_KEY));
    for (const key of PARTNER_PAGE_KEYS) {
      const page = request.body[key];
      if (page) current[key] = page;
    }
    await writeSetting(db, PARTNERS_KEY, current, request.auth!.userId);
    return ok(current);
  });
}
