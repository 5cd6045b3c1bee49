import {
  ApprovalStatus,
  BUILDER_DOCUMENT_KEY_LIST,
  type BuilderDocumentKey,
  type BuilderDocumentsForm,
  builderDocumentDecisionNotification,
  FIELD_MESSAGES,
  REJECTION_REASON_REQUIRED,
} from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { findCompanyById } from '../companies/companies.repository';
import { notPending, parseDecision } from '../companies/companies.service';
import { notifyCompanyUsers } from '../notifications/notifications.service';
import { presentBuilderRecord } from './builders.presenter';
import {
  type BuilderDocument,
  type BuilderRecordWithCompanies,
  type BuilderSort,
  builderRecordsChanged,
  decideBuilderDocumentColumn,
  findBuilderRecordByCompany,
  findBuilderRecordById,
  listBuilderRecords,
  updateBuilderRecord,
  upsertBuilderRecord,
} from './builders.repository';

/** A record is in a non-admin's scope when their company is its exhibitor or its builder. */
function inScope(auth: AuthContext, row: BuilderRecordWithCompanies): boolean {
  const scoped = companyScope(auth);
  return !scoped || row.record.companyId === scoped || row.record.builderCompanyId === scoped;
}

async function recordInScope(db: Db, auth: AuthContext, id: string) {
  const row = await findBuilderRecordById(db, id);
  if (!row || !inScope(auth, row)) throw notFound();
  return row;
}

export async function listBuildersFor(db: Db, auth: AuthContext, q: ParsedList<BuilderSort>) {
  const { rows, count } = await listBuilderRecords(db, q, companyScope(auth));
  return { rows: rows.map(presentBuilderRecord), count };
}

export async function getBuilderRecordFor(db: Db, auth: AuthContext, id: string) {
  return presentBuilderRecord(await recordInScope(db, auth, id));
}

/**
 * The builder record of exhibitor `companyId`, or null when it has none yet (the screen then shows
 * "Cadastrar Montadora"). Another company's id is 404, unless the caller's company is its builder.
 */
export async function getBuilderRecordOfCompany(db: Db, auth: AuthContext, companyId: string) {
  const scoped = companyScope(auth);
  const row = await findBuilderRecordByCompany(db, companyId);
  if (row) {
    if (!inScope(auth, row)) throw notFound();
    return presentBuilderRecord(row);
  }
  if (scoped && scoped !== companyId) throw notFound();
  if (!scoped && !(await findCompanyById(db, companyId))) throw notFound();
  return null;
}

/**
 * `POST /builder/tag`: the caller's company (an admin names it in `company`) claims builder company
 * `id` (type M). Creates the exhibitor's record, or moves it to this builder.
 */
export async function tagBuilder(db: Db, auth: AuthContext, input: { id: string; company?: string | null }) {
  const companyId = companyScope(auth) ?? input.company ?? null;
  if (!companyId) throw badRequest({ company: FIELD_MESSAGES.required });
  const builder = await findCompanyById(db, input.id);
  if (builder?.companyType !== 'M') throw badRequest({ id: 'Montadora não encontrada' });
  const exhibitor = await findCompanyById(db, companyId);
  if (!exhibitor) throw notFound();
  if (exhibitor.id === builder.id) throw badRequest({ id: 'Montadora não encontrada' });
  const record = await upsertBuilderRecord(db, {
    companyId,
    builderCompanyId: builder.id,
    createdBy: auth.userId,
  });
  return getBuilderRecordFor(db, auth, record.id);
}

/**
 * `PUT /builder/tagEdit/{id}`: the two answers and the documents. A document with a new url goes back
 * to "Em análise" (status 0, no reason); the same url keeps its decision; null removes it; a document
 * left out stays as it is.
 */
export async function editBuilderRecord(db: Db, auth: AuthContext, id: string, input: BuilderDocumentsForm) {
  const row = await recordInScope(db, auth, id);
  const values: Record<string, unknown> = {
    needWaterAndDrain: input.needWaterAndDrain,
    needAdditionalThreePhasePower: input.needAdditionalThreePhasePower,
  };
  for (const key of BUILDER_DOCUMENT_KEY_LIST) {
    const sent = input[key];
    if (sent === undefined) continue;
    const stored = row.record[key];
    if (sent === null) values[key] = null;
    else if (stored?.url !== sent.url)
      values[key] = { url: sent.url, status: ApprovalStatus.Pending, reason: null } satisfies BuilderDocument;
  }
  await updateBuilderRecord(db, id, values);
  return getBuilderRecordFor(db, auth, id);
}

/**
 * The builder record's page on the web app, where a document notification leads: under /company, which
 * the exhibitor's managers and the builder's users may all open (/builder is not the builder's area).
 */
const builderRecordLink = (recordId: string) => `/company/builder/${recordId}`;

/**
 * `PUT /company/builder/{builderId}/file/{fileKey}/status/{status}?reason=` (admin): approve (1) or
 * reject (2, with a reason) one document of builder record `builderId`, only while it is pending. In
 * the same transaction the enabled managers and builders of the exhibitor and of the builder company
 * get a notification naming the document (and the reason of a rejection).
 */
export async function decideBuilderDocument(
  db: Db,
  auth: AuthContext,
  recordId: string,
  fileKey: string,
  rawStatus: string,
  rawReason: string | undefined,
) {
  if (!(BUILDER_DOCUMENT_KEY_LIST as string[]).includes(fileKey))
    throw badRequest({ fileKey: FIELD_MESSAGES.invalidOption });
  const key = fileKey as BuilderDocumentKey;
  const status = parseDecision(rawStatus);
  const reason = rawReason?.trim() || null;
  if (status === ApprovalStatus.Rejected && !reason) throw badRequest({ reason: REJECTION_REASON_REQUIRED });
  const row = await recordInScope(db, auth, recordId);
  const stored = row.record[key];
  if (!stored) throw notPending(key, 'Documento não enviado');
  if (stored.status !== ApprovalStatus.Pending) throw notPending(key, 'O documento já foi analisado');
  const approved = status === ApprovalStatus.Approved;
  const decided: BuilderDocument = { url: stored.url, status, reason: approved ? null : reason };
  const done = await db.transaction(async (tx) => {
    if (!(await decideBuilderDocumentColumn(tx, recordId, key, decided, stored.url))) return false;
    await notifyCompanyUsers(tx, {
      ...builderDocumentDecisionNotification({
        document: key,
        approved,
        builderName: row.builder.name,
        exhibitorName: row.company.name,
        reason: decided.reason,
      }),
      companyIds: [row.record.companyId, row.record.builderCompanyId],
      roles: ['Manager', 'Builder'],
      eventLink: builderRecordLink(recordId),
    });
    return true;
  });
  builderRecordsChanged(db);
  if (!done) throw notPending(key, 'O documento já foi analisado');
  return getBuilderRecordFor(db, auth, recordId);
}
