import { binaryResponse, contactCardModelSchema, errorResponse, okResponse } from '@feira/shared';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../core/app-deps';
import { contentDisposition } from '../../core/content-disposition';
import { ok } from '../../core/envelope';
import { contactByCode } from './contacts.service';
import { buildVCard } from './vcard';

/** the badge code as the path carries it; its format is not checked (an unknown text is the same 404) */
const codeParams = z.object({ code: z.string().trim().min(1).max(64) });

/** The public contact card of a badge (spec part 2 §2.13), by the badge's code only (issue 37 item 3). */
export function contactsRoutes(api: ZodApp, deps: AppDeps) {
  const { db } = deps.database;
  const tags = ['contacts'];

  api.get(
    '/contact/:code',
    {
      schema: {
        tags,
        params: codeParams,
        // the allow-list: the five fields of the card, never the id, CPF or birth date
        response: { 200: okResponse(contactCardModelSchema), '4xx': errorResponse },
      },
    },
    async (request) => {
      const { firstName: _f, lastName: _l, ...card } = await contactByCode(db, request.params.code);
      return ok(card);
    },
  );

  api.get(
    '/contact/:code/vcard',
    {
      schema: {
        tags,
        params: codeParams,
        response: { 200: binaryResponse('Cartão de contato (vCard)', 'text/vcard'), '4xx': errorResponse },
      },
    },
    async (request, reply) => {
      const contact = await contactByCode(db, request.params.code);
      return reply
        .type('text/vcard; charset=utf-8')
        .header('content-disposition', contentDisposition('attachment', contact.fullName, 'vcf', 'contato'))
        .header('cache-control', 'no-store')
        .send(buildVCard(contact));
    },
  );
}
