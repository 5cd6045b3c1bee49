import {
  BADGE_JOB_MESSAGES,
  type badgeJobModelSchema,
  type CompanyType,
  type checkInModelSchema,
  type companyOptionModelSchema,
  type contactCardModelSchema,
  type Envelope,
  type importRowResultModelSchema,
  SCREEN_MESSAGES,
  type UserFormBody,
  type UserImportField,
  type userModelSchema,
  type WireOf,
} from '@feira/shared';
import { ApiError, api, apiBlob } from '../../shared/api/client';

/** A company as the user calls embed it and the company picker offers it. */
export type CompanyOption = Omit<WireOf<typeof companyOptionModelSchema>, 'companyType'> & {
  companyType?: CompanyType;
};

/** A user as `GET /user` and `GET /user/{id}` answer it (spec part 1 §3 "User"): the server's schema. */
export type UserRecord = WireOf<typeof userModelSchema>;

export const getUser = async (id: string) => (await api<UserRecord>('GET', `/user/${id}`)).model;
export const createUser = async (body: UserFormBody) =>
  (await api<UserRecord>('POST', '/user', { body })).model;
/**
 * Saves the user; `emailChangeSent` when the e-mail changed: it is stored only once the new address
 * confirms the link the server mailed (issue 37 item 2).
 */
export const updateUser = async (id: string, body: UserFormBody) => {
  const answer = await api<UserRecord>('PUT', `/user/${id}`, { body });
  return { user: answer.model, emailChangeSent: answer.message === SCREEN_MESSAGES.emailChangeSent };
};
export const deleteUser = (id: string) => api<unknown>('DELETE', `/user/${id}`);
export const setUserStatus = (id: string, status: number) =>
  api<unknown>('PUT', `/user/${id}/status/${status}`);
/** Sends the welcome e-mail with a link to choose a password. */
export const sendWelcome = (id: string) => api<unknown>('PUT', `/user/${id}/reset`);

/** One PDF with the badges of these users (90x50 mm pages). */
export const fetchBadges = (ids: string[]) => apiBlob('/user/badges', { method: 'POST', body: { ids } });

/** A badge batch printed through the server's queue (more than BADGE_JOB_MIN badges, issue 40 §1). */
export type BadgeJobRecord = WireOf<typeof badgeJobModelSchema>;
/** The job of an answer (the server always sends it with 202/200; an empty one is a broken answer). */
const jobOf = (answer: Envelope<BadgeJobRecord>) => {
  if (!answer.model) throw new ApiError(BADGE_JOB_MESSAGES.failed, 500);
  return answer.model;
};
export const createBadgeJob = async (ids: string[]) =>
  jobOf(await api<BadgeJobRecord>('POST', '/user/badges/jobs', { body: { ids } }));
export const getBadgeJob = async (id: string) =>
  jobOf(await api<BadgeJobRecord>('GET', `/user/badges/jobs/${id}`));
export const fetchBadgeJobPdf = (id: string) => apiBlob(`/user/badges/jobs/${id}/pdf`);

/** Marks the badges printed: qrPrinted true and checkInAt now (one call for a whole selection). */
export const markBadgesPrinted = (ids: string[]) =>
  ids.length === 1
    ? api<unknown>('PUT', `/user/${ids[0]}/print`)
    : api<unknown>('PUT', '/user/print', { body: { ids } });

/** The check-in upload: the CPFs of the sheet; answers which ones matched nobody. */
export type CheckInResult = WireOf<typeof checkInModelSchema>;
export const checkInByDocuments = async (documents: string[]) =>
  (await api<CheckInResult>('POST', '/user/checkin', { body: documents })).model;

/** One import row (spec part 1 §3 "Import row": the 12 fields of USER_IMPORT_FIELDS). */
export type ImportRow = Record<UserImportField, string | null>;
/** What the server did with each row of a chunk (`row` = index in the chunk). */
export type ImportRowResult = WireOf<typeof importRowResultModelSchema>;
/** One chunk of a sheet (sendImportSheet.ts sends them one after another). */
export const importUsers = async (rows: ImportRow[]) =>
  (await api<ImportRowResult[]>('POST', '/user/import', { body: rows })).model ?? [];

/**
 * The duplicate check (`GET /verify?email=|cpf=`): null when free; when taken, the existing record if
 * the caller may see it (409 with the record in `model`), else `{}` (taken by someone of another company).
 */
export async function verifyTaken(
  query: { email: string } | { cpf: string },
  signal?: AbortSignal,
): Promise<{ _id?: string; fullName?: string } | null> {
  try {
    await api('GET', '/verify', { query, signal });
    return null;
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 409) return null;
    // the 409 names the user who has this e-mail or CPF
    const taken = err.model as { _id?: string; fullName?: string } | null;
    return taken?._id ? { _id: taken._id, fullName: taken.fullName } : {};
  }
}

/** The public contact card, by the badge's code (what its QR holds), never the internal id. */
export type ContactCard = WireOf<typeof contactCardModelSchema>;
export const getContact = async (code: string) =>
  (await api<ContactCard>('GET', `/contact/${encodeURIComponent(code)}`)).model;
export const fetchVcard = (code: string) => apiBlob(`/contact/${encodeURIComponent(code)}/vcard`);

export async function searchCompanies(name: string, signal?: AbortSignal): Promise<CompanyOption[]> {
  const env: Envelope<CompanyOption[]> = await api<CompanyOption[]>('GET', '/company', {
    query: { 'filters[name]': name || undefined, take: 10 },
    signal,
  });
  return Array.isArray(env.model) ? env.model : [];
}
