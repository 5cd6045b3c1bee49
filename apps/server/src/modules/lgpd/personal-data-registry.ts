import { formatCpf, formatPhoneBR, onlyDigits } from '@feira/shared';
import type { DbOrTx } from '../../db/client';
import type { Storage } from '../../infra/storage';
import { eraseBadgeJobsOf } from '../badge-jobs';
import { storageKeyOf } from '../files/file-keys';
import { eraseMailJobsOf } from '../mail-queue';
import * as rows from './lgpd.repository';
import { removeOutboxMail, removeStoredFiles } from './personal-files';

/**
 * EVERY place a person's data lives (LGPD, issue 37 item 7), in one list: the data export reads the
 * entries that have `exportAs`, and the anonymisation runs every `erase`, in this order, in one
 * database transaction (files last: a failed delete rolls the rows back, so the erasure can be retried
 * with the person's name, CPF and e-mail still known). A new table or file that can hold a name, CPF,
 * e-mail, phone, birth date or document belongs here; `lgpd-erasure.test.ts` seeds a person everywhere,
 * anonymises, then searches every text and jsonb column of every table (from information_schema, so a
 * table added later is searched too) and every file under DATA_DIR, and fails on any trace.
 *
 * Not here on purpose: `person_limits` (HMAC keys with a server key, no data, expire by themselves),
 * `accreditation_token_uses` (form tokens), ids in other tables (an id is not the person once the
 * account is anonymised).
 */
export interface ErasureContext {
  tx: DbOrTx;
  /** the account as it was before the erasure */
  person: rows.PersonRow;
  /** what names the person in free text: name, e-mail, CPF and phone as stored and as displayed */
  needles: string[];
  at: Date;
  storage: Storage;
  outboxDir: string | undefined;
}

export interface PersonalDataLocation {
  /** where the data lives and what anonymisation does to it */
  where: string;
  /** the data export's key for it (none: nothing to show beyond what another entry shows) */
  exportAs?: ExportKey;
  collect?(db: DbOrTx, person: rows.PersonRow): unknown;
  erase(ctx: ErasureContext): Promise<void>;
}

export type ExportKey =
  | 'user'
  | 'consents'
  | 'attendances'
  | 'checks'
  | 'consumption'
  | 'consumptionLogs'
  | 'leads'
  | 'notifications'
  | 'payments'
  | 'emailChanges'
  | 'companyRequests'
  | 'sessions';

const keep = async () => {};
const fileKeys = (person: rows.PersonRow) =>
  (person.professionalFiles ?? []).flatMap((f) => {
    const key = storageKeyOf(f.url);
    return key ? [key] : [];
  });

export const PERSONAL_DATA_LOCATIONS: readonly PersonalDataLocation[] = [
  {
    where:
      'notifications: the ones addressed to them are deleted; any other whose text names them is rewritten',
    exportAs: 'notifications',
    collect: (db, p) => rows.exportNotifications(db, p.id),
    erase: (c) => rows.eraseNotifications(c.tx, c.person.id, c.needles),
  },
  {
    where:
      'budgets, cashbacks, transactions: amounts and statuses stay, a description naming them is rewritten',
    exportAs: 'payments',
    collect: (db, p) => rows.exportPayments(db, p.id),
    erase: (c) => rows.erasePaymentTexts(c.tx, c.needles),
  },
  {
    where: 'leads of them: the exhibitors’ notes (info) are cleared, the lead stays as a count',
    exportAs: 'leads',
    collect: (db, p) => rows.exportLeads(db, p.id),
    erase: (c) => rows.eraseLeads(c.tx, c.person.id),
  },
  {
    where:
      'accreditation_consents: ip, user agent and wizard answers cleared; version, time and channel stay',
    exportAs: 'consents',
    collect: (db, p) => rows.exportConsents(db, p.id),
    erase: (c) => rows.eraseConsents(c.tx, c.person.id, c.at),
  },
  {
    where: 'event_attendees: ids and times only, kept',
    exportAs: 'attendances',
    collect: (db, p) => rows.exportAttendances(db, p.id),
    erase: keep,
  },
  {
    where: 'attendee_checks: ids and times only, kept',
    exportAs: 'checks',
    collect: (db, p) => rows.exportChecks(db, p.id),
    erase: keep,
  },
  {
    where: 'user_consumption: counters only, kept',
    exportAs: 'consumption',
    collect: (db, p) => rows.exportConsumption(db, p.id),
    erase: keep,
  },
  {
    where: 'consumption_logs: counters only, kept',
    exportAs: 'consumptionLogs',
    collect: (db, p) => rows.exportConsumptionLogs(db, p.id),
    erase: keep,
  },
  {
    where: 'email_changes (old and new address of a pending change): deleted',
    exportAs: 'emailChanges',
    collect: (db, p) => rows.exportEmailChanges(db, p.id),
    erase: (c) => rows.eraseEmailChanges(c.tx, c.person.id),
  },
  {
    where: 'company_join_requests: deleted',
    exportAs: 'companyRequests',
    collect: (db, p) => rows.exportCompanyRequests(db, p.id),
    erase: (c) => rows.eraseCompanyRequests(c.tx, c.person.id),
  },
  {
    where: 'auth_sessions: deleted (every token of the account stops at once)',
    exportAs: 'sessions',
    collect: (db, p) => rows.exportSessions(db, p.id),
    erase: (c) => rows.eraseSessions(c.tx, c.person.id),
  },
  {
    where: 'companies: a contact e-mail or phone that is the person’s own is cleared',
    erase: (c) => rows.eraseCompanyContacts(c.tx, c.person),
  },
  {
    where: 'upload_claims, accreditation_uploads: the keys of their files (the file name may carry the CPF)',
    erase: (c) => rows.eraseUploadKeys(c.tx, fileKeys(c.person)),
  },
  {
    where: 'users: name, CPF, e-mail, phones, birth date, address, files list, password; disabled',
    exportAs: 'user',
    collect: (_db, p) => rows.exportUser(p),
    erase: (c) => rows.eraseUser(c.tx, c.person.id, c.at),
  },
  {
    where: 'storage: the objects of users.professional_files (certificates, documents)',
    erase: (c) => removeStoredFiles(c.storage, fileKeys(c.person)),
  },
  {
    where: 'mail_jobs ("Envios"): every queued or sent e-mail to them or naming them is deleted',
    erase: (c) => eraseMailJobsOf(c.tx, c.person.email, c.needles),
  },
  {
    where: 'badge_jobs (badge batches, kept 24 h): every job whose badges name them, and its PDF',
    erase: (c) => eraseBadgeJobsOf(c.tx, c.storage, c.needles),
  },
  {
    where: 'DATA_DIR/outbox: every .eml sent to them or naming them',
    erase: (c) => removeOutboxMail(c.outboxDir, c.needles),
  },
];

/** What names the person in free text, as stored and as screens print it (CPF and phone formatted). */
export function needlesOf(p: rows.PersonRow): string[] {
  const phoneDigits = onlyDigits(p.nationalPhoneNumber ?? '');
  const all = [
    p.fullName,
    `${p.firstName} ${p.lastName}`.trim(),
    p.badgeName,
    p.email,
    p.document,
    p.document ? formatCpf(p.document) : null,
    p.phoneNumber,
    p.nationalPhoneNumber,
    phoneDigits,
    p.phoneNumber ? formatPhoneBR(p.phoneNumber) : null,
  ];
  // short strings would match unrelated text; "Anônimo" is what an earlier erasure left
  const kept = all.filter((n): n is string => !!n && n.trim().length >= 5 && n !== 'Anônimo');
  return [...new Set(kept.map((n) => n.trim()))];
}
