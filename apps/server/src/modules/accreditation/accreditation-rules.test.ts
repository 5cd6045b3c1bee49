import {
  ACCREDITATION_MESSAGES,
  ACCREDITATION_TYPES,
  type AccreditationType,
  FIELD_MESSAGES,
} from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { accreditedUser, validPayload, withUploads } from './accreditation.test-helper';

type Case = [
  name: string,
  type: AccreditationType,
  change: (p: Record<string, unknown>) => Record<string, unknown>,
  errors: Record<string, string>,
];

const without =
  (...keys: string[]) =>
  (p: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(p).filter(([k]) => !keys.includes(k)));
const withAddress = (address: Record<string, unknown>) => (p: Record<string, unknown>) => ({
  ...p,
  address: { ...(p.address as object), ...address },
});
const set = (values: Record<string, unknown>) => (p: Record<string, unknown>) => ({ ...p, ...values });

/** Spec part 2 §5, type by type: what is asked and the message when it is missing or wrong. */
const CASES: Case[] = [
  [
    'every type: the step-2 basics are required',
    'guest',
    without('firstName', 'lastName', 'email', 'phoneNumber', 'knowAbout', 'lgpd'),
    {
      firstName: FIELD_MESSAGES.enterFirstName,
      lastName: FIELD_MESSAGES.enterLastName,
      email: FIELD_MESSAGES.enterEmail,
      phoneNumber: FIELD_MESSAGES.required,
      knowAbout: FIELD_MESSAGES.enterKnowAbout,
      lgpd: FIELD_MESSAGES.acceptTerms,
    },
  ],
  ['consent must be true', 'press', set({ lgpd: false }), { lgpd: FIELD_MESSAGES.acceptTerms }],
  [
    'non-importer: CPF, birth date, profession, CEP, city and state',
    'guest',
    (p) => ({ ...without('document', 'birthDate', 'profession')(p), address: {} }),
    {
      document: FIELD_MESSAGES.enterCpf,
      birthDate: FIELD_MESSAGES.required,
      profession: FIELD_MESSAGES.required,
      'address.zipCode': FIELD_MESSAGES.required,
      'address.city': FIELD_MESSAGES.required,
      'address.state': FIELD_MESSAGES.required,
    },
  ],
  [
    'non-importer: invalid CPF, e-mail, birth date, CEP and phone',
    'store',
    (p) =>
      withAddress({ zipCode: '0131-10' })(
        set({
          document: '123.456.789-00',
          email: 'maria@',
          birthDate: '31/02/1990',
          phoneNumber: '+1 415 555 2671',
        })(p),
      ),
    {
      document: FIELD_MESSAGES.cpfInvalid,
      email: FIELD_MESSAGES.emailInvalid,
      birthDate: FIELD_MESSAGES.invalidBirthDate,
      phoneNumber: FIELD_MESSAGES.invalidPhone,
      'address.zipCode': FIELD_MESSAGES.invalidCep,
    },
  ],
  [
    'importer: country instead of CPF and CEP; international phone',
    'importer',
    (p) => withAddress({ country: '' })(set({ phoneNumber: '98765-4321' })(p)),
    {
      'address.country': ACCREDITATION_MESSAGES.countryRequired,
      phoneNumber: ACCREDITATION_MESSAGES.internationalPhone,
    },
  ],
  [
    'importer: an unknown country',
    'importer',
    withAddress({ country: 'XX' }),
    { 'address.country': FIELD_MESSAGES.invalidOption },
  ],
  ...(['exhibitor', 'store', 'press'] as const).map(
    (type): Case => [
      `${type}: company name and CNPJ`,
      type,
      without('companyName', 'companyDocument'),
      { companyName: FIELD_MESSAGES.required, companyDocument: FIELD_MESSAGES.required },
    ],
  ),
  [
    'exhibitor: a valid CNPJ',
    'exhibitor',
    set({ companyDocument: '11.111.111/1111-11' }),
    { companyDocument: FIELD_MESSAGES.invalidCnpj },
  ],
  [
    'professional: architect and decorator together',
    'professional',
    set({ architect: true, interiorDecorator: true }),
    { architect: FIELD_MESSAGES.architectOrDecorator },
  ],
  [
    'professional: neither ticked',
    'professional',
    set({ architect: false }),
    { architect: FIELD_MESSAGES.architectOrDecorator },
  ],
  [
    'professional: step 3 gender and at least one file',
    'professional',
    without('gender', 'professionalFiles'),
    { gender: FIELD_MESSAGES.required, professionalFiles: FIELD_MESSAGES.atLeastOneFile },
  ],
  [
    'builder: the certificate',
    'builder',
    set({ professionalFiles: [] }),
    { professionalFiles: FIELD_MESSAGES.atLeastOneFile },
  ],
  [
    'builder: only builder professions',
    'builder',
    set({ profession: 'Arquiteto' }),
    { profession: FIELD_MESSAGES.invalidOption },
  ],
  [
    'builder: a file that is not our own upload',
    'builder',
    set({ professionalFiles: [{ url: 'https://example.com/cert.pdf' }] }),
    { 'professionalFiles.0.url': ACCREDITATION_MESSAGES.fileInvalid },
  ],
  [
    'provider: an invalid optional CNPJ',
    'provider',
    set({ companyDocument: '123' }),
    { companyDocument: FIELD_MESSAGES.invalidCnpj },
  ],
  ['an unknown type', 'guest', set({ type: 'vip' }), { type: FIELD_MESSAGES.invalidOption }],
];

describe.each(testDatabaseKinds())('accreditation rules on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '10000' });
  });
  afterAll(() => h?.close());

  const submit = (payload: Record<string, unknown>) =>
    h.request({ method: 'POST', url: '/api/accreditation', payload });
  const secret = () => h.config.jwtSecret;

  it.each(ACCREDITATION_TYPES)(
    'a complete %s accreditation is accepted as a plain enabled User',
    async (type) => {
      const payload = await withUploads(h, validPayload(type, secret()));
      const res = await submit(payload);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().model).toEqual({ received: true });
      const user = await accreditedUser(h, payload.email as string);
      expect(user).toMatchObject({ role: 'User', status: 1, pendingApproval: false, firstName: 'Maria' });
      if (type === 'importer') {
        expect(user).toMatchObject({ phoneNumber: '+14155552671', document: null, city: 'San Francisco' });
        expect(user!.address).toMatchObject({ country: 'US', state: 'California' });
      } else {
        expect(user).toMatchObject({ birthDate: '1990-03-15', state: 'SP', phoneNumber: '+5511987654321' });
        expect(user!.address).toMatchObject({ zipCode: '01310100', country: 'BR' });
      }
      if (type === 'professional') expect(user!.profession).toBe('Arquiteto');
      if (type === 'builder') expect(user!.professionalFiles).toHaveLength(1);
    },
  );

  it.each(CASES)('%s', async (_name, type, change, errors) => {
    const res = await submit(change(validPayload(type, secret())));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors).toEqual(errors);
  });

  it('takes the CNPJ as `cnpj` too (§3 names both)', async () => {
    const payload = validPayload('press', secret());
    const { companyDocument, ...rest } = payload;
    const res = await submit({ ...rest, cnpj: companyDocument });
    expect(res.statusCode, res.body).toBe(200);
    expect((await accreditedUser(h, rest.email as string))!.companyDocument).toBe(companyDocument);
  });

  it('a provider may leave company name and CNPJ out', async () => {
    const res = await submit(validPayload('provider', secret()));
    expect(res.statusCode, res.body).toBe(200);
  });
});
