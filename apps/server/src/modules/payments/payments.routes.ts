import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  binaryResponse,
  errorResponse,
  okResponse,
  PAYMENT_MESSAGES,
  paymentWebhookSchema,
  payPageModelSchema,
  payStatusModelSchema,
  pixSettingsModelSchema,
  pixSettingsSchema,
} from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { contentDisposition } from '../../core/content-disposition';
import { ok } from '../../core/envelope';
import { unauthorized } from '../../core/errors';
import { idParams } from '../../core/openapi-schemas';
import { payPage, payStatus, receiptPdf } from './payments.service';
import { readPixSettings, updatePixSettings } from './pix-settings.service';
import { applyWebhook } from './webhook-deliveries';

const errors = { '4xx': errorResponse };

/** Whether `signature` (hex) is the HMAC-SHA256 of `raw` under `secret`, compared in constant time. */
export function validSignature(raw: Buffer, signature: unknown, secret: string | undefined): boolean {
  if (!secret || typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

declare module 'fastify' {
  interface FastifyRequest {
    /** the exact bytes of a webhook delivery, for its signature */
    rawBody?: Buffer;
  }
}

/**
 * The public payment page's data (DESIGN §8), the provider webhook and the Pix receiver settings.
 * The admin's status change lives with the transactions routes.
 */
export async function paymentsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const { config } = deps;
  const tags = ['payments'];

  api.get(
    '/pay/:id',
    { schema: { tags, params: idParams, response: { 200: okResponse(payPageModelSchema), ...errors } } },
    async (request) => ok(await payPage(db, config, request.params.id)),
  );

  api.get(
    '/pay/:id/status',
    { schema: { tags, params: idParams, response: { 200: okResponse(payStatusModelSchema), ...errors } } },
    async (request) => ok(await payStatus(db, request.params.id)),
  );

  api.get(
    '/pay/:id/receipt',
    {
      schema: {
        tags,
        params: idParams,
        response: { 200: binaryResponse('Comprovante de pagamento em PDF', 'application/pdf'), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition('attachment', 'Comprovante de pagamento', 'pdf', 'comprovante'),
        )
        .header('cache-control', 'no-store')
        .send(await receiptPdf(db, config, request.params.id)),
  );

  api.get(
    '/settings/pix',
    { schema: { tags, response: { 200: okResponse(pixSettingsModelSchema), ...errors } } },
    async () => ok(await readPixSettings(db, config)),
  );

  api.put(
    '/settings/pix',
    {
      schema: {
        tags,
        body: pixSettingsSchema,
        response: { 200: okResponse(pixSettingsModelSchema), ...errors },
      },
    },
    async (request) => ok(await updatePixSettings(db, request.body, request.auth!.userId)),
  );

  // The webhook keeps the raw bytes: the signature is over exactly what the provider sent.
  await api.register(async (scoped) => {
    const app = scoped as ZodApp;
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      request.rawBody = body as Buffer;
      try {
        done(null, JSON.parse((body as Buffer).toString('utf8')));
      } catch {
        const error = Object.assign(new Error('Invalid JSON'), { statusCode: 400 });
        done(error, undefined);
      }
    });
    app.post(
      '/payments/webhook',
      {
        schema: {
          tags,
          body: paymentWebhookSchema,
          headers: z.looseObject({ 'x-signature': z.string().max(128).optional() }),
          response: { 200: okResponse(z.object({ changed: z.boolean() })), ...errors },
        },
        // before validation: a forged delivery learns nothing about the body's shape
        preValidation: async (request) => {
          if (
            !validSignature(
              request.rawBody ?? Buffer.alloc(0),
              request.headers['x-signature'],
              config.paymentWebhookSecret,
            )
          )
            throw unauthorized(PAYMENT_MESSAGES.badSignature);
        },
      },
      async (request) => ok(await applyWebhook(db, request.body)),
    );
  });
}
