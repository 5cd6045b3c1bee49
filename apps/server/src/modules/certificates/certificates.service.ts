import {
  type CertificateTemplateModel,
  type CertificateVerifyModel,
  type certificateTemplateInputSchema,
  EVENT_MESSAGES,
} from '@feira/shared';
import type { z } from 'zod';
import type { AuthContext } from '../../core/auth-context';
import { AppError, conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { PersonLimitRule, PersonLimits } from '../../core/person-limit';
import type { Db } from '../../db/client';
import type { Storage } from '../../infra/storage';
import { findEvent } from '../events/events.repository';
import { storageKeyOf } from '../files/file-keys';
import { type CertificatePage, renderCertificates } from './certificate-pdf';
import {
  certificateCode,
  deleteTemplate,
  eligibleCertificates,
  findByCode,
  findTemplate,
  insertTemplate,
  listTemplates,
  type TemplateRow,
  type TemplateSort,
  updateTemplate,
} from './certificates.repository';

type TemplateValues = z.output<typeof certificateTemplateInputSchema>;

function present(r: TemplateRow): CertificateTemplateModel {
  return {
    _id: r.id,
    event: { _id: r.eventId, title: r.eventTitle },
    title: r.title,
    text: r.text,
    background: r.background,
    hours: r.hours,
    issued: Number(r.issued),
    createdAt: r.createdAt.toISOString(),
  };
}

const columnsOf = (v: TemplateValues) => ({
  eventId: v.event,
  title: v.title,
  text: v.text,
  background: v.background ?? null,
  hours: v.hours,
});

export async function listTemplatesFor(db: Db, q: ParsedList<TemplateSort>) {
  const { rows, count } = await listTemplates(db, q);
  return { rows: rows.map(present), count };
}

export async function getTemplate(db: Db, id: string) {
  const row = await findTemplate(db, id);
  if (!row) throw notFound();
  return present(row);
}

async function eventMustExist(db: Db, id: string) {
  if (!(await findEvent(db, id)))
    throw new AppError(400, EVENT_MESSAGES.eventNotFound, { event: EVENT_MESSAGES.eventNotFound });
}

export async function createTemplate(db: Db, auth: AuthContext, v: TemplateValues) {
  await eventMustExist(db, v.event);
  const id = await insertTemplate(db, { ...columnsOf(v), createdBy: auth.userId });
  if (!id) throw conflict(EVENT_MESSAGES.templateExists, null, { event: EVENT_MESSAGES.templateExists });
  return getTemplate(db, id);
}

export async function editTemplate(db: Db, id: string, v: TemplateValues) {
  await eventMustExist(db, v.event);
  const done = await updateTemplate(db, id, columnsOf(v));
  if (done === 'conflict')
    throw conflict(EVENT_MESSAGES.templateExists, null, { event: EVENT_MESSAGES.templateExists });
  if (!done) throw notFound();
  return getTemplate(db, id);
}

export async function removeTemplate(db: Db, id: string) {
  if (!(await deleteTemplate(db, id))) throw notFound();
  return null;
}

async function backgroundBytes(storage: Storage, ref: string | null): Promise<Buffer | undefined> {
  const key = ref ? storageKeyOf(ref) : undefined;
  if (!key) return undefined;
  const file = await storage.read(key).catch(() => undefined);
  if (!file) return undefined;
  const parts: Buffer[] = [];
  for await (const chunk of file.body) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * Wrong birth dates per CPF (issue 37 item 5): 5 an hour, whoever asks, from any address, signed in or
 * not; a correct one does not count. 5 guesses of 36,500 possible dates of a century.
 */
export const BIRTH_DATE_RULE: PersonLimitRule = {
  max: 5,
  windowMs: 3_600_000,
  message: EVENT_MESSAGES.birthDateTriesTooMany,
};

/**
 * `POST /certificate/issue`: every certificate the person (CPF and birth date both matching) earned
 * by checking in while on the event's list (not a kiosk self-registration), one page each, in one PDF. A wrong date, an unknown CPF and no check-in all answer
 * the same 404, so the form never tells whether a CPF is registered.
 */
export async function issueCertificates(
  db: Db,
  deps: { storage: Storage; publicUrl: string; limits: PersonLimits },
  input: { document: string; birthDate: string; event?: string },
): Promise<{ pdf: Buffer; fullName: string }> {
  const { storage, publicUrl, limits } = deps;
  // the attempt counts first and a match gives it back, so of concurrent guesses at most 5 are tried
  await limits.hit(db, 'certificate-birthdate', input.document, BIRTH_DATE_RULE);
  const found = await eligibleCertificates(db, input.document, input.birthDate, input.event || undefined);
  if (!found.length) throw notFound(EVENT_MESSAGES.certificateNotFound);
  await limits.refund(db, 'certificate-birthdate', input.document);
  const pages: CertificatePage[] = await Promise.all(
    found.map(async (c) => {
      const { code } = await certificateCode(db, c.eventId, c.userId);
      return {
        fullName: c.fullName,
        eventTitle: c.eventTitle,
        when: c.when,
        title: c.title,
        text: c.text,
        hours: c.hours,
        code,
        verifyUrl: `${publicUrl.replace(/\/$/, '')}/certificado/validar/${code}`,
        background: await backgroundBytes(storage, c.background),
      };
    }),
  );
  return { pdf: await renderCertificates(pages), fullName: found[0]!.fullName };
}

export async function verifyCertificate(db: Db, code: string): Promise<CertificateVerifyModel> {
  const row = await findByCode(db, code.trim().toUpperCase());
  if (!row) throw notFound(EVENT_MESSAGES.certificateInvalid);
  return {
    code: row.code,
    fullName: row.fullName,
    event: row.event,
    when: row.when?.toISOString() ?? null,
    until: row.until?.toISOString() ?? null,
    hours: Number(row.hours),
    issuedAt: row.issuedAt.toISOString(),
  };
}
