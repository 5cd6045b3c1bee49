import { partnersUpdateSchema } from '@feira/shared';
import type { AppDeps, ZodApp } from '../../app';
import { ok } from '../../core/envelope';
import { readPartners, updatePartners } from './settings.service';

/** Admin-editable configuration (app_settings): the partner pages. */
export function settingsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['settings'];

  api.get('/settings/partners', { schema: { tags } }, async () => ok(await readPartners(db)));

  api.put('/settings/partners', { schema: { tags, body: partnersUpdateSchema } }, async (request) =>
    ok(await updatePartners(db, request.body, request.auth!.userId)),
  );
}
