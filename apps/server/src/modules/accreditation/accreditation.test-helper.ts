import type { AccreditationType } from '@feira/shared';
import { makeCnpj } from '../companies/cnpj.test-helper';
import { cpfFrom } from '../users/test-cpf';
import { signFormToken } from './form-token';

let seq = 0;

/** A form token issued `ageSeconds` ago (past the minimum fill time unless told otherwise). */
export const formToken = (secret: string, ageSeconds = 10) =>
  signFormToken(secret, Date.now() - ageSeconds * 1000);

/** A stored upload address in the accreditation folder, as `POST /accreditation/upload` gives. */
export const uploadedFile = (name = 'certificado.pdf') =>
  `http://localhost:3000/api/files/user/0196a3c0-0000-7000-8000-${String(++seq).padStart(12, '0')}/${name}`;

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
