import { changePasswordSchema, loginSchema, recoveryConfirmBodySchema } from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../app';
import { ok } from '../../core/envelope';
import { badRequest, notFound } from '../../core/errors';
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
    async (request) => {
      const auth = request.auth!;
      // scope 'self': only admins change someone else's password; anyone else asking for another id gets 404
      if (auth.scope !== 'all' && request.params.id !== auth.userId) throw notFound();
      const tokens = await session.changePassword(request.params.id, request.body.password);
      return ok(request.params.id === auth.userId ? tokens : null, {}, 'Senha alterada com sucesso!');
    },
  );

  api.post(
    '/account/:email/recovery',
    { schema: { tags, params: z.object({ email: z.string().max(320) }) } },
    async (request) => {
      const email = request.params.email.trim().toLowerCase();
      if (!z.email().safeParse(email).success) throw badRequest({ email: 'Informe um e-mail válido' });
      await session.startRecovery(email);
      return ok(null, {}, 'E-mail de recuperação enviado');
    },
  );

  api.post(
    '/account/recovery/confirm',
    { schema: { tags, body: recoveryConfirmBodySchema } },
    async (request) => {
      if (request.body.password !== request.body.confirmPassword) {
        throw badRequest({ confirmPassword: 'As senhas não batem' });
      }
      await session.confirmRecovery(request.body.token, request.body.password);
      return ok(null, {}, 'Senha alterada com sucesso!');
    },
  );
}
