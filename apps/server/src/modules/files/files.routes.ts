import {
  binaryResponse,
  errorResponse,
  FIELD_MESSAGES,
  okResponse,
  storedFileModelSchema,
  UPLOAD_KINDS,
  UPLOAD_TENANTS,
  uploadTicketModelSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { ok } from '../../core/envelope';
import { badRequest } from '../../core/errors';
import { createFilesService } from './files.service';

const KEY = /^[a-z]+\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+\.[a-z]{2,4}$/;
const maxBytes = Math.max(...Object.values(UPLOAD_KINDS).map((k) => k.maxBytes));
/** What the upload PUT takes (the document lists these; the body is the file's bytes as they are). */
const uploadTypes = [...new Set(Object.values(UPLOAD_KINDS).flatMap((k) => k.types))];

/** Uploads (spec part 1 §7): pre-signed address, the PUT of the bytes, and serving the stored file. */
export function filesRoutes(api: ZodApp, deps: AppDeps) {
  const files = createFilesService(deps);
  const tags = ['files'];
  // Raw bytes of any type, only inside this plugin; the service checks type and size per kind.
  api.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) =>
    done(null, body),
  );

  api.post(
    '/upload',
    {
      schema: {
        tags,
        body: z.object({
          tenant_id: z.enum(UPLOAD_TENANTS, { message: 'Pasta inválida' }),
          content_type: z.string().min(1, FIELD_MESSAGES.required).max(120),
          filename: z.string().min(1, FIELD_MESSAGES.required).max(255),
        }),
        response: { 200: okResponse(uploadTicketModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const { tenant_id, content_type, filename } = request.body;
      return ok(files.presign(tenant_id, content_type, filename));
    },
  );

  const keyOf = (raw: string) => {
    if (!KEY.test(raw)) throw badRequest({ file: 'Endereço de arquivo inválido' });
    return raw;
  };

  api.put(
    '/files/*',
    {
      bodyLimit: maxBytes,
      schema: {
        tags,
        consumes: uploadTypes,
        querystring: z.object({
          ct: z.string().optional(),
          expires: z.string().optional(),
          signature: z.string().optional(),
        }),
        response: { 200: okResponse(storedFileModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const key = keyOf((request.params as { '*': string })['*']);
      return ok(await files.store(key, request.query, request.body));
    },
  );

  api.get(
    '/files/*',
    {
      schema: {
        tags,
        // local storage streams the file; S3 answers 302 to a 5-minute pre-signed GET
        response: {
          200: binaryResponse('O arquivo enviado', 'image/png', 'image/jpeg', 'application/pdf'),
          '4xx': errorResponse,
        },
      },
    },
    async (request, reply) => {
      const key = keyOf((request.params as { '*': string })['*']);
      const opened = await files.open(key);
      if ('redirect' in opened) return reply.redirect(opened.redirect, 302);
      return reply
        .header('content-type', opened.type)
        .header('content-length', opened.file.size)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .send(opened.file.body);
    },
  );
}
