import {
  changePasswordSchema,
  emailChangeTokenBodySchema,
  emptyResponse,
  errorResponse,
  forgotPasswordSchema,
  loginSchema,
  meUserModelSchema,
  okResponse,
  recoveryConfirmBodySchema,
  SCREEN_MESSAGES,
  tokenModelSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok } from '../../core/envelope';
import { cancelEmailChange, confirmEmailChange } from '../users/email-changes.service';
import { createSessionService } from './session.service';

/** Session calls of spec part 1 §7: sign-in, refresh, me, change password, recovery. */
export function sessionRoutes(api: ZodApp, deps: AppDeps) {
  const session = createSessionService(deps);
  const { db } = deps.database;
  const tags = ['session'];
  const tokenAnswer = { 200: okResponse(tokenModelSchema), '4xx': errorResponse };
  const emptyAnswer = { 200: emptyResponse, '4xx': errorResponse };

  api.post('/token', { schema: { tags, body: loginSchema, response: tokenAnswer } }, async (request) =>
    ok(await session.login(request.body.email, request.body.password, request.ip)),
  );

  api.post(
    '/token/refresh',
    {
      schema: {
        tags,
        querystring: z.object({ token: z.string().min(1).max(4000), userId: z.string().min(1).max(64) }),
        response: tokenAnswer,
      },
    },
    async (request) => ok(await session.refresh(request.query.token, request.query.userId)),
  );

  api.get(
    '/user/me',
    { schema: { tags, response: { 200: okResponse(meUserModelSchema), '4xx': errorResponse } } },
    async (request) => ok(await session.me(request.auth!.userId)),
  );

  api.post(
    '/account/:id/changePassword',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        body: changePasswordSchema.extend({ email: z.string().max(320).optional() }),
        // fresh tokens when one changes one's own password (the change ends the older sessions)
        response: { 200: okResponse(tokenModelSchema.nullable()), '4xx': errorResponse },
      },
    },
    async (request) =>
      ok(
        await session.changePassword(request.auth!, request.params.id, request.body, request.ip),
        {},
        'Senha alterada com sucesso!',
      ),
  );

  api.post(
    '/account/:email/recovery',
    // the e-mail of the forgot-password form, in the path
    { schema: { tags, params: forgotPasswordSchema, response: emptyAnswer } },
    async (request) => {
      await session.startRecovery(request.params.email, request.log);
      return ok(null, {}, 'E-mail de recuperação enviado');
    },
  );

  api.post(
    '/account/recovery/confirm',
    { schema: { tags, body: recoveryConfirmBodySchema, response: emptyAnswer } },
    async (request) => {
      await session.confirmRecovery(request.body.token, request.body.password);
      return ok(null, {}, 'Senha alterada com sucesso!');
    },
  );

  // The links of an e-mail change (issue 37 item 2): confirm from the new address, cancel from the old.
  api.post(
    '/account/email/confirm',
    { schema: { tags, body: emailChangeTokenBodySchema, response: emptyAnswer } },
    async (request) => {
      await confirmEmailChange(db, request.body.token);
      return ok(null, {}, SCREEN_MESSAGES.emailChangeConfirmed);
    },
  );
  api.post(
    '/account/email/cancel',
    { schema: { tags, body: emailChangeTokenBodySchema, response: emptyAnswer } },
    async (request) => {
      await cancelEmailChange(db, request.body.token);
      return ok(null, {}, SCREEN_MESSAGES.emailChangeCanceled);
    },
  );
}
