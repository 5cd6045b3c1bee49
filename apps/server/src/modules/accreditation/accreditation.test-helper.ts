import type { AccreditationType } from '@feira/shared';
import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { Harness } from '../../test-support/app-harness';
import { makeCnpj } from '../companies/cnpj.test-helper';
import { cpfFrom } from '../users/test-cpf';
import { signFormToken } from './form-token';

let seq = 0;

/** A form token issued `ageSeconds` ago (past the minimum fill time unless told otherwise). */
export const formToken = (secret: string, ageSeconds = 10) =>
  signFormToken(secret, Date.now() - ageSeconds * 1000);

/**
 * An address of the right shape in the accreditation folder that NO form token signed: the submit
 * refuses it until `withUploads` replaces it with a real upload of the payload's own token.
 */
export const uploadedFile = (name = 'certificado.pdf') =>
  `http://localhost:3000/api/files/user/0196a3c0-0000-7000-8000-${String(++seq).padStart(12, '0')}/${name}`;

/** Signs one upload with `token` (`POST /accreditation/upload`) and answers its file address. */
export async function uploadWith(h: Harness, token: string, filename = 'certificado.pdf') {
  const res = await h.request({
    method: 'POST',
    url: '/api/accreditation/upload',
    payload: { formToken: token, content_type: 'application/pdf', filename },
  });
  if (res.statusCode !== 200) throw new Error(`upload refused: ${res.body}`);
  return res.json().model.fileUrl as string;
}

/** The payload with each step-3 file replaced by an upload signed for the payload's own form token. */
export async function withUploads(h: Harness, payload: Record<string, unknown>) {
  const files = (payload.professionalFiles as { url: string }[] | undefined) ?? [];
  const token = payload.formToken as string;
  const uploaded = await Promise.all(files.map(() => uploadWith(h, token)));
  return files.length ? { ...payload, professionalFiles: uploaded.map((url) => ({ url })) } : payload;
}

/** The account an accreditation made, found by its e-mail (the public answer carries no id). */
export async function accreditedUser(h: Harness, email: string) {
  const [row] = await h.database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

/** A valid payload of each type, with a fresh name, e-mail, CPF and CNPJ. */
export function validPayload(type: AccreditationType, secret: string): Record<string, unknown> {
  const n = ++seq + Math.floor(Math.random() * 1e6);
  const person = {
    type,
    firstName: 'Maria',
    lastName: `Souza ${n}`,
    email: `maria.${type}.${n}@teste.com.br`,
    knowAbout: 'Redes sociais',
    lgpd: true,
    formToken: formToken(secret),
  };
  if (type === 'importer') {
    return {
      ...person,
      phoneNumber: '+1 415 555 2671',
      address: { country: 'us', city: 'San Francisco', state: 'California', street: 'Market St' },
    };
  }
  const brazilian = {
    ...person,
    phoneNumber: '(11) 98765-4321',
    document: cpfFrom(300_000_000 + n),
    birthDate: '15/03/1990',
    profession: 'Visitante',
    address: {
      zipCode: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      city: 'São Paulo',
      state: 'sp',
    },
  };
  const cnpj = makeCnpj(String(100_000_000_000 + n).slice(0, 12));
  switch (type) {
    case 'exhibitor':
    case 'store':
    case 'press':
      return { ...brazilian, companyName: `Empresa ${n} Ltda`, companyDocument: cnpj };
    case 'professional':
      return {
        ...brazilian,
        profession: undefined,
        architect: true,
        gender: 1,
        professionalFiles: [{ url: uploadedFile('cau.pdf') }],
      };
    case 'builder':
      return {
        ...brazilian,
        profession: 'Eletricista',
        gender: 0,
        professionalFiles: [{ url: uploadedFile() }],
      };
    default:
      return brazilian;
  }
}
