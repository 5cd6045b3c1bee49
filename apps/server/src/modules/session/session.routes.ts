import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  recoveryConfirmBodySchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../app';
import { ok } from '../../core/envelope';
import { createSessionService } from './session.service';

/** Session calls of spec part 1 §7: sign-in, refresh, me, change password, recovery. */
export function sessionRoutes(api: ZodApp, deps: AppDeps) {
  const session = createSessionService(deps);
  const tags = ['session'];

  api.post('/token', { schema: { tags, body: loginSchema } }, async (request) =>
    ok(await session.login(request.body.email, request.body.password, request.ip)),
  );

  api.post(
    '/token/refresh',
    {
      schema: {
        tags,
        querystring: z.object({ token: z.string().min(1).max(4000), userId: z.string().min(1).max(64) }),
      },
    },
    async (request) => ok(await session.refresh(request.query.token, request.query.userId)),
  );

  api.get('/user/me', { schema: { tags } }, async (request) => ok(await session.me(request.auth!.userId)));

  api.post(
    '/account/:id/changePassword',
    {
      schema: {
        tags,
        params: z.object({ id: z.string().max(64) }),
        body: changePasswordSchema.extend({ email: z.string().max(320).optional() }),
      },
    },
    async (request) =>
      ok(
        await session.changePassword(request.auth!, request.params.id, request.body.password),
        {},
        'Senha alterada com sucesso!',
      ),
  );

  api.post(
    '/account/:email/recovery',
    // the e-mail of the forgot-password form, in the path
    { schema: { tags, params: forgotPasswordSchema } },
    async (request) => {
      await session.startRecovery(request.params.email);
      return ok(null, {}, 'E-mail de recuperação enviado');
    },
  );

  api.post(
    '/account/recovery/confirm',
    { schema: { tags, body: recoveryConfirmBodySchema } },
    async (request) => {
      await session.confirmRecovery(request.body.token, request.body.password);
      return ok(null, {}, 'Senha alterada com sucesso!');
    },
  );
}
