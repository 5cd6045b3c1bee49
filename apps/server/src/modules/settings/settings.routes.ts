import { errorResponse, okResponse, partnersModelSchema, partnersUpdateSchema } from '@feira/shared';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok } from '../../core/envelope';
import { readPartners, updatePartners } from './settings.service';

/** Admin-editable configuration (app_settings): the partner pages. */
export function settingsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['settings'];
  const response = { 200: okResponse(partnersModelSchema), '4xx': errorResponse };

  api.get('/settings/partners', { schema: { tags, response } }, async () => ok(await readPartners(db)));

  api.put('/settings/partners', { schema: { tags, body: partnersUpdateSchema, response } }, async (request) =>
    ok(await updatePartners(db, request.body, request.auth!.userId)),
  );
}
