import { ACCREDITATION_TYPE_OPTIONS, type AccreditationType } from '../enums/user';

/*
 * What the accreditation wizard needs before it validates anything: the types, which of them have a
 * step 3 or need a company, the fields of each step and the "Como nos conheceu?" choices. Apart from
 * ./schemas.ts, which builds zod schemas when it loads, so that the wizard's first screen does not
 * download zod (bench/bundle-size.mjs).
 */

export const ACCREDITATION_TYPES = ACCREDITATION_TYPE_OPTIONS.map((o) => o.value) as [
  AccreditationType,
  ...AccreditationType[],
];

/** Types whose step 2 asks for the company name and a valid CNPJ. */
export const COMPANY_REQUIRED_TYPES: readonly AccreditationType[] = ['exhibitor', 'store', 'press'];
/** Types with step 3 (gender and documents). */
export const STEP3_TYPES: readonly AccreditationType[] = ['professional', 'builder'];

export const hasStep3 = (type: AccreditationType) => STEP3_TYPES.includes(type);
export const needsCompany = (type: AccreditationType) => COMPANY_REQUIRED_TYPES.includes(type);

/** The fields each wizard step shows (and validates before "Próximo"). */
export function accreditationStepFields(type: AccreditationType, step: 2 | 3): string[] {
  if (step === 3) return hasStep3(type) ? ['gender', 'professionalFiles'] : [];
  const importer = type === 'importer';
  return [
    'firstName',
    'lastName',
    'badgeName',
    'email',
    'phoneNumber',
    ...(importer ? [] : ['document', 'birthDate']),
    ...(importer || type === 'professional' ? [] : ['profession']),
    ...(type === 'professional' ? ['architect', 'interiorDecorator'] : []),
    'companyName',
    'companyDocument',
    ...(importer ? ['address.country'] : ['address.zipCode']),
    'address.street',
    'address.number',
    'address.complement',
    'address.neighborhood',
    'address.city',
    'address.state',
    'knowAbout',
    ...(hasStep3(type) ? [] : ['lgpd']),
  ];
}

/** "Como nos conheceu?" choices (stored as their label). */
export const KNOW_ABOUT_OPTIONS = [
  'Redes sociais',
  'Indicação de amigo ou colega',
  'Convite de expositor',
  'Site do evento',
  'E-mail',
  'Imprensa',
  'Outro',
] as const;
