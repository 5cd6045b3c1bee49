import {
  ACCREDITATION_MESSAGES,
  type AccreditationBody,
  type AccreditationTermsModel,
  accreditationTermsModelSchema,
  DEFAULT_ACCREDITATION_TERMS,
  needsCompany,
  phoneColumns,
} from '@feira/shared';
import type { AppDeps } from '../../core/app-deps';
import { AppError, badRequest } from '../../core/errors';
import type { Db, DbOrTx } from '../../db/client';
import { storageKeyOf } from '../files/file-keys';
import { createFilesService } from '../files/files.service';
import { createUserRecord } from '../users/users.service';
import {
  companiesChangedBy,
  companyById,
  exhibitorCompanyByCnpj,
  insertConsent,
  ownersOf,
  readTermsSetting,
  recordUpload,
  spendFormToken,
  takeUploads,
  writeNewTermsVersion,
} from './accreditation.repository';
import { sendConfirmation, sendDuplicateNotice } from './accreditation-mail';
import { requestCompany } from './company-requests.service';
import { checkFormToken, formTokenId, signFormToken } from './form-token';

/** Where a submit came from, kept with the consent (LGPD proof). */
export interface ConsentOrigin {
  ip: string | null;
  userAgent: string | null;
}

const DEFAULT_TERMS: AccreditationTermsModel = {
  version: 1,
  text: DEFAULT_ACCREDITATION_TERMS,
  updatedAt: null,
};

/** The profession a professional's tick stands for (spec part 2 §5: architect or interior decorator). */
function professionOf(body: AccreditationBody): string | null {
  if (body.type === 'professional') return body.architect ? 'Arquiteto' : 'DesignerdeInteriores';
  return body.profession ?? null;
}

/** The same answer for a new person and for a taken CPF/e-mail (issue 37): no id, no hint. */
const RECEIVED = { received: true } as const;

type Company = { id: string; name: string; join: boolean } | null;

/** A taken e-mail or CPF (the unique check's or the unique index's 409 of createUserRecord). */
const isDuplicate = (e: unknown) => e instanceof AppError && e.status === 409;

export function createAccreditationService(deps: AppDeps) {
  const { db } = deps.database;
  const secret = deps.config.jwtSecret;
  const files = createFilesService(deps);

  function assertFormToken(token: string, minFillSeconds: number) {
    const check = checkFormToken(secret, token, minFillSeconds);
    if (check === 'invalid')
      throw badRequest(
        { formToken: ACCREDITATION_MESSAGES.formTokenInvalid },
        ACCREDITATION_MESSAGES.formTokenInvalid,
      );
    if (check === 'too-fast')
      throw badRequest({ formToken: ACCREDITATION_MESSAGES.formTooFast }, ACCREDITATION_MESSAGES.formTooFast);
  }

  async function terms(): Promise<AccreditationTermsModel> {
    const parsed = accreditationTermsModelSchema.safeParse(await readTermsSetting(db));
    return parsed.success ? parsed.data : DEFAULT_TERMS;
  }

  const tokenSpent = () =>
    badRequest(
      { formToken: ACCREDITATION_MESSAGES.formTokenInvalid },
      ACCREDITATION_MESSAGES.formTokenInvalid,
    );

  /**
   * The step-3 files must be uploads signed for THIS form token (not any address of the right shape);
   * they are stored as our own canonical address. Consumes the token's upload records.
   */
  async function claimFiles(tx: DbOrTx, tokenId: string, files: AccreditationBody['professionalFiles']) {
    if (!files.length) return files;
    const mine = await takeUploads(tx, tokenId);
    const errors: Record<string, string> = {};
    const keys = files.map((f) => storageKeyOf(f.url));
    keys.forEach((key, i) => {
      if (!key || !mine.has(key)) errors[`professionalFiles.${i}.url`] = ACCREDITATION_MESSAGES.fileInvalid;
    });
    if (Object.keys(errors).length) throw badRequest(errors);
    return files.map((f, i) => ({ ...f, url: `${deps.config.publicUrl}/api/files/${keys[i]}` }));
  }

  /**
   * The company the form names: the link's `company` (must exist) or, for exhibitor/store/press, the
   * exhibitor company of the CNPJ (created pending when new). `join` is true only for a company THIS
   * submit created: it is pending admin approval and holds no data, so its creator may belong to it;
   * any existing company is only requested (issue 37 item 1).
   */
  async function companyOf(tx: DbOrTx, body: AccreditationBody): Promise<Company> {
    if (body.company) {
      const found = await companyById(tx, body.company);
      if (!found) throw badRequest({ company: ACCREDITATION_MESSAGES.companyLinkInvalid });
      return { ...found, join: false };
    }
    if (needsCompany(body.type) && body.companyDocument && body.companyName) {
      const { created, ...company } = await exhibitorCompanyByCnpj(
        tx,
        body.companyDocument,
        body.companyName,
      );
      return { ...company, join: created };
    }
    return null;
  }

  /**
   * One transaction: the token is spent, the files claimed, then the company found or created and the
   * user in a savepoint (a taken CPF/e-mail rolls back only those: the token stays spent, so a replay
   * cannot tell the two answers apart), the join request with its notifications, the consent, and the
   * e-mail: the confirmation with the badge, or the notice to the owners of a taken CPF/e-mail.
   * Answers the new person, or null for a taken CPF/e-mail.
   */
  async function register(body: AccreditationBody, origin: ConsentOrigin, current: AccreditationTermsModel) {
    return db.transaction(async (tx) => {
      const tokenId = formTokenId(body.formToken);
      if (!(await spendFormToken(tx, tokenId))) throw tokenSpent();
      const professionalFiles = await claimFiles(tx, tokenId, body.professionalFiles);
      let made: { user: Awaited<ReturnType<typeof createUserRecord>>; company: Company };
      try {
        made = await tx.transaction(async (sp) => {
          const company = await companyOf(sp, body);
          const user = await createUserRecord(sp as unknown as Db, {
            firstName: body.firstName,
            lastName: body.lastName,
            fullName: `${body.firstName} ${body.lastName}`,
            badgeName: body.badgeName,
            email: body.email,
            document: body.document,
            ...phoneColumns(body.phoneNumber),
            birthDate: body.birthDate,
            gender: body.gender,
            profession: professionOf(body),
            companyName: body.companyName,
            companyDocument: body.companyDocument,
            // never an existing company: see companyOf
            companyId: company?.join ? company.id : null,
            professionalFiles,
            address: body.address,
            city: body.address.city,
            state: body.type === 'importer' ? null : body.address.state,
            // the payload never chooses these: a public accreditation is always an enabled plain User
            role: 'User',
            status: 1,
            pendingApproval: false,
          });
          return { user, company };
        });
      } catch (e) {
        if (!isDuplicate(e)) throw e;
        await sendDuplicateNotice(deps, tx, await ownersOf(tx, body.email, body.document ?? null));
        return null;
      }
      const { user, company } = made;
      if (company && !company.join) await requestCompany(tx, user, company);
      await insertConsent(tx, {
        userId: user.id,
        type: body.type,
        eventId: null,
        knowAbout: body.knowAbout,
        consentVersion: String(current.version),
        consentText: current.text,
        ip: origin.ip,
        userAgent: origin.userAgent,
        details: {
          channel: 'web',
          ...(body.type === 'professional'
            ? { architect: Boolean(body.architect), interiorDecorator: Boolean(body.interiorDecorator) }
            : {}),
          ...(body.type === 'importer' ? { country: body.address.country } : {}),
        },
      });
      await sendConfirmation(deps, tx, user, company && !company.join ? company.name : null);
      return user;
    });
  }

  return {
    token() {
      const issuedAt = Date.now();
      return { token: signFormToken(secret, issuedAt), issuedAt };
    },
    terms,
    async saveTerms(text: string, userId: string) {
      const parsed = accreditationTermsModelSchema.safeParse(await writeNewTermsVersion(db, text, userId));
      if (!parsed.success) throw new Error('terms setting not saved');
      return parsed.data;
    },
    /**
     * A signed upload address in the accreditation folder; needs a genuine form token (no minimum age).
     * The key is recorded against the token: only this token's submit may use the file.
     */
    async presignUpload(formToken: string, contentType: string, filename: string) {
      assertFormToken(formToken, 0);
      const { url, fileUrl, key } = files.presign('user', contentType, filename);
      await recordUpload(db, key, formTokenId(formToken));
      return { url, fileUrl };
    },
    /** New person or taken CPF/e-mail: the same answer (the owner is told by e-mail instead). */
    async submit(body: AccreditationBody, origin: ConsentOrigin) {
      assertFormToken(body.formToken, deps.config.accreditationMinFillSeconds);
      // null: a taken CPF/e-mail, whose owners were e-mailed instead
      if (await register(body, origin, await terms())) companiesChangedBy(db);
      return RECEIVED;
    },
  };
}
