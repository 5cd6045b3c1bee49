import {
  binaryResponse,
  checkInModelSchema,
  createdUserModelSchema,
  emptyResponse,
  errorResponse,
  importRowResultModelSchema,
  listResponse,
  okResponse,
  printBatchModelSchema,
  registerSchema,
  SCREEN_MESSAGES,
  userBadgesBodySchema,
  userCheckinBodySchema,
  userFormSchema,
  userImportBodySchema,
  userModelSchema,
} from '@feira/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import type { AuthContext } from '../../core/auth-context';
import { contentDisposition } from '../../core/content-disposition';
import { ok, page } from '../../core/envelope';
import { parseListQuery } from '../../core/list-query';
import { bodyParsedByHandler, idParams, listQueryOpenApi } from '../../core/openapi-schemas';
import type { AccountMailOut } from './email-changes.service';
import { mailOwner, registerAccount } from './registration.service';
import { USER_SORTS } from './users.repository';
import { createUserBy, deleteUserBy, getUserFor, listUsersFor, updateUserBy } from './users.service';
import { sendWelcome, setUserStatus } from './users-account.service';
import { badgeDataFor, checkInDocuments, markPrinted, markPrintedBatch } from './users-badges.service';
import { importUsers } from './users-import.service';

/** The user form as the caller's role sees it: a receptionist's variant has more required fields. */
const formFor = (auth: AuthContext) => userFormSchema({ receptionist: auth.role === 'Receptionist' });
/**
 * The user form as the document shows it (every caller's fields; a receptionist must also fill the
 * RECEPTIONIST_REQUIRED ones). The handler parses with formFor(auth): the route only documents it.
 */
const userFormBody = userFormSchema().describe(
  'Formulário do usuário (a recepção também preenche CPF, telefone, nascimento, gênero e profissão)',
);
/** POST /user: with a token the user form, without one the /Register fields (parsed by the handler). */
const createUserBody = z.union([userFormBody, registerSchema]);
const userAnswer = { 200: okResponse(userModelSchema), '4xx': errorResponse };
const emptyAnswer = { 200: emptyResponse, '4xx': errorResponse };
const pdfAnswer = {
  200: binaryResponse('Crachás em PDF (90 x 50 mm)', 'application/pdf'),
  '4xx': errorResponse,
};

/** Answers a badge PDF shown inline, named `<name>.pdf` (the name may carry accents). */
function sendPdf(reply: FastifyReply, pdf: Buffer, name: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', contentDisposition('inline', name, 'pdf', 'cracha'))
    .header('cache-control', 'no-store')
    .send(pdf);
}

/** Users (spec part 1 §7 "User calls", part 2 §2.13 and §7 "User lookup"). */
export function usersRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['users'];
  const { badges } = deps;
  const mailOut: AccountMailOut = {
    send: async (to, mail) => void (await deps.mail.enqueue({ to, ...mail })),
    publicUrl: deps.config.publicUrl,
  };

  api.get(
    '/user',
    {
      schema: {
        tags,
        querystring: listQueryOpenApi,
        response: { 200: listResponse(userModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const q = parseListQuery(request.query, request.headers.timezone as string | undefined, USER_SORTS);
      const { rows, count } = await listUsersFor(db, request.auth!, q);
      return page(rows, count);
    },
  );

  /** Without a token this is /Register (a pending account); with one, a staff member creates a user. */
  // The body is checked inside: which schema applies depends on whether a token was sent.
  api.post(
    '/user',
    {
      validatorCompiler: bodyParsedByHandler,
      schema: {
        tags,
        summary: 'Cria um usuário (com token) ou um cadastro pendente (/Register, sem token)',
        body: createUserBody,
        // without a token: model null and the same message for a new or a taken CPF/e-mail (issue 37
        // item 3: nobody's id or status); with one: the created user
        response: {
          200: okResponse(createdUserModelSchema.nullable()),
          '4xx': errorResponse,
        },
      },
    },
    async (request) => {
      if (!request.auth) {
        const parsed = registerSchema.parse(request.body);
        await registerAccount(db, parsed, mailOwner(deps, request.log));
        return ok(null, {}, SCREEN_MESSAGES.registrationReceived);
      }
      return ok(await createUserBy(db, request.auth, formFor(request.auth).parse(request.body)));
    },
  );

  api.post(
    '/user/company/:companyId',
    {
      validatorCompiler: bodyParsedByHandler,
      schema: {
        tags,
        body: userFormBody,
        params: z.object({ companyId: z.string().trim().min(1).max(64) }),
        response: userAnswer,
      },
    },
    async (request) => {
      const auth = request.auth!;
      const body = formFor(auth).parse(request.body);
      return ok(await createUserBy(db, auth, body, request.params.companyId));
    },
  );

  api.get('/user/:id', { schema: { tags, params: idParams, response: userAnswer } }, async (request) =>
    ok(await getUserFor(db, request.auth!, request.params.id)),
  );

  api.put(
    '/user/:id',
    {
      validatorCompiler: bodyParsedByHandler,
      schema: { tags, params: idParams, body: userFormBody, response: userAnswer },
    },
    async (request) => {
      const auth = request.auth!;
      const body = formFor(auth).parse(request.body);
      const { model, emailChangePending } = await updateUserBy(db, auth, request.params.id, body, mailOut);
      // the form shows this instead of the new e-mail: it is stored once the new address confirms
      return ok(model, {}, emailChangePending ? SCREEN_MESSAGES.emailChangeSent : null);
    },
  );

  api.delete('/user/:id', { schema: { tags, params: idParams, response: emptyAnswer } }, async (request) => {
    await deleteUserBy(db, request.auth!, request.params.id);
    return ok(null, {}, 'Usuário excluído com sucesso!');
  });

  api.put(
    '/user/:id/status/:status',
    {
      schema: {
        tags,
        params: idParams.extend({
          status: z.enum(['0', '1'], { error: 'Status inválido' }).transform((s) => Number(s) as 0 | 1),
        }),
        response: userAnswer,
      },
    },
    async (request) => ok(await setUserStatus(db, request.auth!, request.params.id, request.params.status)),
  );

  api.put(
    '/user/:id/reset',
    { schema: { tags, params: idParams, response: emptyAnswer } },
    async (request) => {
      await sendWelcome(db, request.auth!, request.params.id, deps.tokens, mailOut);
      return ok(null, {}, SCREEN_MESSAGES.welcomeEmailSent);
    },
  );

  api.post(
    '/user/import',
    {
      schema: {
        tags,
        body: userImportBodySchema,
        response: { 200: okResponse(z.array(importRowResultModelSchema)), '4xx': errorResponse },
      },
    },
    async (request) => {
      const results = await importUsers(db, request.auth!, request.body.rows);
      const counts = { created: 0, updated: 0, rejected: 0 };
      for (const r of results) counts[r.status]++;
      return ok(results, counts, SCREEN_MESSAGES.importDone);
    },
  );

  api.post(
    '/user/checkin',
    {
      schema: {
        tags,
        body: userCheckinBodySchema,
        response: { 200: okResponse(checkInModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const result = await checkInDocuments(db, request.body.documents);
      return ok(result, { count: result.checkedIn });
    },
  );

  api.put(
    '/user/print',
    {
      schema: {
        tags,
        body: userBadgesBodySchema,
        response: { 200: okResponse(printBatchModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const result = await markPrintedBatch(db, request.body.ids);
      return ok(result, { count: result.printed });
    },
  );

  api.put('/user/:id/print', { schema: { tags, params: idParams, response: userAnswer } }, async (request) =>
    ok(await markPrinted(db, request.auth!, request.params.id)),
  );

  api.get(
    '/user/:id/badge',
    { schema: { tags, params: idParams, response: pdfAnswer } },
    async (request, reply) => {
      const [badge] = await badgeDataFor(db, request.auth!, [request.params.id]);
      return sendPdf(reply, await badges.render([badge!]), `Cracha ${badge!.name}`);
    },
  );

  api.post(
    '/user/badges',
    { schema: { tags, body: userBadgesBodySchema, response: pdfAnswer } },
    async (request, reply) => {
      const data = await badgeDataFor(db, request.auth!, request.body.ids);
      return sendPdf(reply, await badges.render(data), 'Crachas');
    },
  );
}
