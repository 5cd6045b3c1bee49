import {
  ACCREDITATION_MESSAGES,
  type AccreditationBody,
  type AccreditationTermsModel,
  accreditationTermsModelSchema,
  DEFAULT_ACCREDITATION_TERMS,
  FIELD_MESSAGES,
  labelOf,
  nationalPhone,
  needsCompany,
  PROFESSION_OPTIONS,
  SERVER_CODES,
} from '@feira/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app';
import { AppError, badRequest, conflict } from '../../core/errors';
import type { Db } from '../../db/client';
import { renderBadgesPdf } from '../badges/badge-pdf';
import { createFilesService } from '../files/files.service';
import { createUserRecord } from '../users/users.service';
import {
  companiesChangedBy,
  companyExists,
  exhibitorCompanyByCnpj,
  insertConsent,
  readTermsSetting,
  writeNewTermsVersion,
} from './accreditation.repository';
import { checkFormToken, signFormToken } from './form-token';

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

/** A duplicate person answers the spec's warning, and never the existing record (public call). */
function duplicate(e: unknown): never {
  if (e instanceof AppError && e.status === 409) {
    if (e.message === SERVER_CODES.emailExists)
      throw conflict(SERVER_CODES.emailExists, null, { email: FIELD_MESSAGES.emailTaken });
    if (e.message === SERVER_CODES.documentExists)
      throw conflict(SERVER_CODES.documentExists, null, { document: FIELD_MESSAGES.cpfTaken });
  }
  throw e;
}

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

  /** The user, their company (link, or found/created by CNPJ) and the consent, in one transaction. */
  async function register(body: AccreditationBody, origin: ConsentOrigin, current: AccreditationTermsModel) {
    return db.transaction(async (tx) => {
      let companyId: string | null = null;
      if (body.company) {
        if (!(await companyExists(tx, body.company)))
          throw badRequest({ company: ACCREDITATION_MESSAGES.companyLinkInvalid });
        companyId = body.company;
      } else if (needsCompany(body.type) && body.companyDocument && body.companyName) {
        companyId = await exhibitorCompanyByCnpj(tx, body.companyDocument, body.companyName);
      }
      const user = await createUserRecord(tx as unknown as Db, {
        firstName: body.firstName,
        lastName: body.lastName,
        fullName: `${body.firstName} ${body.lastName}`,
        badgeName: body.badgeName,
        email: body.email,
        document: body.document,
        phoneNumber: body.phoneNumber,
        nationalPhoneNumber: body.type === 'importer' ? body.phoneNumber : nationalPhone(body.phoneNumber),
        birthDate: body.birthDate,
        gender: body.gender,
        profession: professionOf(body),
        companyName: body.companyName,
        companyDocument: body.companyDocument,
        companyId,
        professionalFiles: body.professionalFiles,
        address: body.address,
        city: body.address.city,
        state: body.type === 'importer' ? null : body.address.state,
        // the payload never chooses these: a public accreditation is always an enabled plain User
        role: 'User',
        status: 1,
        pendingApproval: false,
      }).catch(duplicate);
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
      return user;
    });
  }

  /** The confirmation with the badge (QR) attached; a mail failure does not undo the accreditation. */
  async function confirm(
    log: FastifyBaseLogger,
    user: {
      id: string;
      code: string;
      email: string | null;
      firstName: string;
      badgeName: string | null;
      fullName: string;
      companyName: string | null;
      profession: string | null;
    },
  ) {
    if (!user.email) return;
    try {
      const pdf = await renderBadgesPdf(
        [
          {
            code: user.code,
            name: (user.badgeName?.trim() || user.fullName).trim(),
            companyName: user.companyName,
          },
        ],
        deps.config.publicUrl,
      );
      const profession = user.profession ? labelOf(PROFESSION_OPTIONS, user.profession, user.profession) : '';
      await deps.mailer.send({
        to: user.email,
        subject: 'Credenciamento confirmado: seu crachá',
        text: [
          `Olá, ${user.firstName}!`,
          '',
          'Seu credenciamento foi efetuado com sucesso. Esperamos você no evento: faça seu check-in no momento da entrada.',
          '',
          `Código do crachá: ${user.code}${profession ? ` (${profession})` : ''}`,
          'O crachá com o QR Code segue em anexo (PDF). Apresente-o impresso ou no celular na entrada.',
        ].join('\n'),
        attachments: [{ filename: `cracha-${user.code}.pdf`, content: pdf, contentType: 'application/pdf' }],
      });
    } catch (err) {
      // the error text may quote the address (an SMTP rejection): log its kind only
      log.warn(
        { userId: user.id, reason: err instanceof Error ? err.name : 'unknown' },
        'accreditation confirmation mail failed',
      );
    }
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
    /** A signed upload address in the accreditation folder; needs a genuine form token (no minimum age). */
    presignUpload(formToken: string, contentType: string, filename: string) {
      assertFormToken(formToken, 0);
      const { url, fileUrl } = files.presign('user', contentType, filename);
      return { url, fileUrl };
    },
    async submit(body: AccreditationBody, origin: ConsentOrigin, log: FastifyBaseLogger) {
      assertFormToken(body.formToken, deps.config.accreditationMinFillSeconds);
      const user = await register(body, origin, await terms());
      companiesChangedBy(db);
      await confirm(log, user);
      return { _id: user.id };
    },
  };
}
