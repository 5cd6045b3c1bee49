import { keyMap } from './define';

/**
 * User status (spec part 1 §4): 0 Disabled, 1 Enabled. There is no separate "pending" value:
 * an account created on /Register waits for an admin with status 0 (DESIGN §4), so 0 means
 * "disabled or not yet approved" and its label reads "Desativado" in both cases. The server keeps
 * what it needs to tell them apart at login ("User registration is pending" vs "User is disabled").
 */
export const USER_STATUS_OPTIONS = [
  { value: 0, key: 'Disabled', label: 'Desativado' },
  { value: 1, key: 'Enabled', label: 'Ativo' },
] as const;
export const UserStatus = keyMap(USER_STATUS_OPTIONS);
export type UserStatus = (typeof USER_STATUS_OPTIONS)[number]['value'];

export const GENDER_OPTIONS = [
  { value: 0, key: 'Male', label: 'Masculino' },
  { value: 1, key: 'Female', label: 'Feminino' },
  { value: 2, key: 'Other', label: 'Outro' },
] as const;
export const Gender = keyMap(GENDER_OPTIONS);
export type Gender = (typeof GENDER_OPTIONS)[number]['value'];

/**
 * Professions of the user and accreditation forms (spec part 1 §5, part 2 §9). The values are the
 * stored keys; 'OperadordeTrabalhoemAltura' and 'Other' are the legacy keys spec part 2 §5 names.
 */
export const PROFESSION_OPTIONS = [
  { value: 'Eletricista', label: 'Eletricista' },
  { value: 'OperadordeTrabalhoemAltura', label: 'Operador de Trabalho em Altura' },
  { value: 'Arquiteto', label: 'Arquiteto' },
  { value: 'EngenheiroCivil', label: 'Engenheiro Civil' },
  { value: 'DesignerdeInteriores', label: 'Designer de Interiores' },
  { value: 'Visitante', label: 'Visitante' },
  { value: 'Other', label: 'Outro' },
] as const;
export type Profession = (typeof PROFESSION_OPTIONS)[number]['value'];

/**
 * Builders may only pick these (spec part 1 §5, part 2 §5); the first two need a professional
 * certificate (work at height or electrical work), and the form warns of a fine when it is missing.
 */
export const BUILDER_PROFESSIONS = [
  'Eletricista',
  'OperadordeTrabalhoemAltura',
  'Other',
] as const satisfies readonly Profession[];
export type BuilderProfession = (typeof BUILDER_PROFESSIONS)[number];
export const BUILDER_PROFESSION_OPTIONS = PROFESSION_OPTIONS.filter((o) =>
  (BUILDER_PROFESSIONS as readonly string[]).includes(o.value),
);

/** Accreditation types (spec part 2 §2.11); the value is the /cadastro/{type} route segment. */
export const ACCREDITATION_TYPE_OPTIONS = [
  { value: 'exhibitor', label: 'Expositor' },
  { value: 'store', label: 'Lojista' },
  { value: 'press', label: 'Imprensa' },
  { value: 'guest', label: 'Visitante' },
  { value: 'professional', label: 'Profissional' },
  { value: 'importer', label: 'Importador' },
  { value: 'builder', label: 'Montadora' },
  { value: 'provider', label: 'Prestador de Serviço' },
] as const;
export type AccreditationType = (typeof ACCREDITATION_TYPE_OPTIONS)[number]['value'];

/** Step 1 of the wizard, "Selecione uma opção", offers only these three. */
export const ACCREDITATION_STEP1_TYPES: readonly AccreditationType[] = ['exhibitor', 'press', 'guest'];
