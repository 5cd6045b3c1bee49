import { describe, expect, it } from 'vitest';
import * as enums from './index';
import {
  ACCREDITATION_TYPE_OPTIONS,
  APPROVAL_STATUS_OPTIONS,
  ATTENDEE_STATUS_OPTIONS,
  availableConsumption,
  BUDGET_STATUS_OPTIONS,
  BUILDER_DOCUMENT_OPTIONS,
  BUILDER_PROFESSION_OPTIONS,
  CASHBACK_STATUS_OPTIONS,
  CashbackStatus,
  CHECK_TYPE_OPTIONS,
  CheckType,
  COMPANY_STATUS_OPTIONS,
  COMPANY_TYPE_OPTIONS,
  CONSUMPTION_CALL_TYPES,
  CONSUMPTION_TYPES,
  CompanyType,
  checkTypeFromParam,
  companyTypeOfLink,
  consumptionCallTypeOf,
  consumptionTypeFromCall,
  DEFAULT_LEAD_LANES,
  EVENT_TYPE_OPTIONS,
  EventType,
  GENDER_OPTIONS,
  GENERAL_STATUS_OPTIONS,
  GeneralStatus,
  isEnumValue,
  labelOf,
  NOTIFICATION_STATUS_OPTIONS,
  optionFromText,
  PAYMENT_METHOD_OPTIONS,
  PaymentMethod,
  PROFESSION_OPTIONS,
  REGISTRATION_LINK_TYPES,
  registrationLinkTypeOf,
  STAND_MODEL_OPTIONS,
  TRANSACTION_STATUS_OPTIONS,
  UNLIMITED_AVAILABLE,
  USER_STATUS_OPTIONS,
  VIDEO_STATUS_OPTIONS,
  valuesOf,
} from './index';

const labels = (options: readonly { value: unknown; label: string }[]) =>
  options.map((o) => [o.value, o.label]);

describe('every option list', () => {
  const lists = Object.entries(enums).filter(
    ([name]) => name.endsWith('_OPTIONS') || name === 'DEFAULT_LEAD_LANES',
  ) as [string, readonly { value: unknown; label: string; key?: string }[]][];

  it('was found', () => {
    expect(lists.length).toBeGreaterThanOrEqual(20);
  });

  it.each(lists)('%s has unique values, keys and labels', (_name, options) => {
    const unique = (xs: unknown[]) => new Set(xs).size === xs.length;
    expect(options.length).toBeGreaterThan(0);
    expect(unique(options.map((o) => o.value))).toBe(true);
    expect(unique(options.map((o) => o.label))).toBe(true);
    const keys = options.map((o) => o.key).filter(Boolean);
    expect(unique(keys)).toBe(true);
    for (const o of options) expect(o.label.trim()).not.toBe('');
  });
});

describe('values and labels of the specs', () => {
  it('company types', () => {
    expect(labels(COMPANY_TYPE_OPTIONS)).toEqual([
      ['E', 'Expositor'],
      ['M', 'Montadora'],
      ['S', 'Prestador de Serviço'],
    ]);
    expect(CompanyType).toEqual({ Exhibitor: 'E', Builder: 'M', ServiceProvider: 'S' });
  });

  it('general, budget, cashback and company status', () => {
    expect(labels(GENERAL_STATUS_OPTIONS)).toEqual([
      [0, 'Pendente'],
      [1, 'Ativo'],
      [2, 'Desativado'],
      [3, 'Cancelado'],
      [4, 'Aguardando pagamento'],
    ]);
    expect(GeneralStatus.WaitingPayment).toBe(4);
    expect(BUDGET_STATUS_OPTIONS.map((o) => o.value)).toEqual([0, 1, 2, 3]);
    expect(labelOf(CASHBACK_STATUS_OPTIONS, 2)).toBe('Usado');
    expect(labelOf(CASHBACK_STATUS_OPTIONS, 4)).toBe('Aguardando pagamento');
    expect(CashbackStatus.Used).toBe(2);
    expect(labelOf(GENERAL_STATUS_OPTIONS, 2)).toBe('Desativado'); // relabel did not touch the source
    expect(labels(COMPANY_STATUS_OPTIONS)).toEqual([
      [0, 'Desativado'],
      [1, 'Ativo'],
    ]);
  });

  it('approval, user status, gender', () => {
    expect(labels(APPROVAL_STATUS_OPTIONS)).toEqual([
      [0, 'Em análise'],
      [1, 'Aprovado'],
      [2, 'Rejeitado'],
    ]);
    expect(labels(USER_STATUS_OPTIONS)).toEqual([
      [0, 'Desativado'],
      [1, 'Ativo'],
    ]);
    expect(labels(GENDER_OPTIONS)).toEqual([
      [0, 'Masculino'],
      [1, 'Feminino'],
      [2, 'Outro'],
    ]);
  });

  it('professions keep the legacy keys; builders get three', () => {
    expect(PROFESSION_OPTIONS.map((o) => o.label)).toEqual([
      'Eletricista',
      'Operador de Trabalho em Altura',
      'Arquiteto',
      'Engenheiro Civil',
      'Designer de Interiores',
      'Visitante',
      'Outro',
    ]);
    expect(BUILDER_PROFESSION_OPTIONS.map((o) => o.value)).toEqual([
      'Eletricista',
      'OperadordeTrabalhoemAltura',
      'Other',
    ]);
  });

  it('builder documents', () => {
    expect(BUILDER_DOCUMENT_OPTIONS.map((o) => o.value)).toEqual([
      'artExecution',
      'artProject',
      'blueprint',
      'view',
      'volumetric3D',
      'insurancePolicy',
    ]);
    expect(labelOf(BUILDER_DOCUMENT_OPTIONS, 'blueprint')).toBe('Planta baixa');
    expect(labelOf(BUILDER_DOCUMENT_OPTIONS, 'view')).toBe('Vista');
  });

  it('event types: 14 codes, 1-13 and 99', () => {
    expect(EVENT_TYPE_OPTIONS.map((o) => o.value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 99]);
    expect(labelOf(EVENT_TYPE_OPTIONS, EventType.Lecture)).toBe('Palestra');
    expect(labelOf(EVENT_TYPE_OPTIONS, 99)).toBe('Outros');
  });

  it('attendees, check type, transactions, payments', () => {
    expect(ATTENDEE_STATUS_OPTIONS.map((o) => [o.value, o.key])).toEqual([
      [0, 'Going'],
      [1, 'Confirmed'],
      [2, 'Went'],
      [3, 'NotGo'],
      [9, 'Canceled'],
    ]);
    expect(labels(CHECK_TYPE_OPTIONS)).toEqual([
      [1, 'Entrada'],
      [2, 'Saída'],
    ]);
    expect(labels(TRANSACTION_STATUS_OPTIONS)).toEqual([
      [0, 'Pendente'],
      [1, 'Pago'],
      [2, 'Cancelado'],
      // not in the spec: a payment whose amount differs from the charge (issue 39 item 1)
      [3, 'Divergente'],
    ]);
    expect(PaymentMethod).toMatchObject({ BankBillet: 0, CreditCard: 1, Pix: 2 });
    expect(labelOf(PAYMENT_METHOD_OPTIONS, 0)).toBe('Boleto');
    expect(PAYMENT_METHOD_OPTIONS.map((o) => o.key)).toEqual([
      'BankBillet',
      'CreditCard',
      'Pix',
      'App',
      'Sales',
    ]);
  });

  it('lead lanes in funnel order', () => {
    expect(DEFAULT_LEAD_LANES.map((o) => [o.value, o.key])).toEqual([
      [0, 'Raw'],
      [1, 'Assigned'],
      [2, 'Working'],
      [3, 'Qualified'],
      [4, 'Nurture'],
      [5, 'Unqualified'],
    ]);
  });

  it('video, notification, accreditation, stand models, link types', () => {
    expect(VIDEO_STATUS_OPTIONS.map((o) => o.value)).toEqual([0, 1]);
    expect(labels(NOTIFICATION_STATUS_OPTIONS)).toEqual([
      [0, 'Não lida'],
      [1, 'Lida'],
    ]);
    expect(ACCREDITATION_TYPE_OPTIONS.map((o) => o.value)).toEqual([
      'exhibitor',
      'store',
      'press',
      'guest',
      'professional',
      'importer',
      'builder',
      'provider',
    ]);
    expect(STAND_MODEL_OPTIONS.map((o) => o.value)).toEqual([18, 22.5, 27, 30, 36, 45, 54]);
    expect(STAND_MODEL_OPTIONS.find((o) => o.value === 22.5)?.slug).toBe('22-5');
    expect(REGISTRATION_LINK_TYPES).toEqual(['expositor', 'builder', 'provider']);
    expect(registrationLinkTypeOf('S')).toBe('provider');
    expect(companyTypeOfLink('Expositor')).toBe('E');
    expect(companyTypeOfLink('unknown')).toBeUndefined();
  });
});

describe('helpers', () => {
  it('labelOf falls back for unknown values', () => {
    expect(labelOf(GENDER_OPTIONS, 7)).toBe('');
    expect(labelOf(GENDER_OPTIONS, 7, '-')).toBe('-');
    expect(labelOf(GENDER_OPTIONS, '1')).toBe(''); // no coercion: "1" is not 1
  });

  it('valuesOf / isEnumValue', () => {
    expect(valuesOf(GENDER_OPTIONS)).toEqual([0, 1, 2]);
    expect(isEnumValue(GENDER_OPTIONS, 2)).toBe(true);
    expect(isEnumValue(GENDER_OPTIONS, 3)).toBe(false);
  });

  it.each([
    ['Operador de Trabalho em Altura', 'OperadordeTrabalhoemAltura'],
    ['operador de trabalho em altura', 'OperadordeTrabalhoemAltura'],
    ['OPERADORDETRABALHOEMALTURA', 'OperadordeTrabalhoemAltura'],
    ['Outro', 'Other'],
    ['engenheiro civil', 'EngenheiroCivil'],
    ['Astronauta', undefined],
    ['', undefined],
  ])('optionFromText(professions, %j) -> %j', (text, expected) => {
    expect(optionFromText(PROFESSION_OPTIONS, text)?.value).toBe(expected);
  });

  it('reads kiosk types case-insensitively', () => {
    expect(checkTypeFromParam('IN')).toBe(CheckType.In);
    expect(checkTypeFromParam('out')).toBe(2);
    expect(checkTypeFromParam('lookup')).toBeUndefined();
    expect(checkTypeFromParam(undefined)).toBeUndefined();
  });
});

describe('consumption', () => {
  it('maps the call types to the stored keys', () => {
    expect(CONSUMPTION_TYPES).toEqual([
      'savory',
      'sweets',
      'popcorn',
      'nonAlcoholicDrinks',
      'beer',
      'coffee',
    ]);
    expect(CONSUMPTION_CALL_TYPES).toEqual([
      'savory',
      'sweet',
      'popcorn',
      'nonAlcoholicDrink',
      'beer',
      'coffee',
    ]);
    expect(consumptionTypeFromCall('sweet')).toBe('sweets');
    expect(consumptionTypeFromCall('nonAlcoholicDrink')).toBe('nonAlcoholicDrinks');
    expect(consumptionTypeFromCall('sweets')).toBe('sweets');
    expect(consumptionTypeFromCall('wine')).toBeUndefined();
    expect(consumptionCallTypeOf('nonAlcoholicDrinks')).toBe('nonAlcoholicDrink');
  });

  it('available = limit - used, or 999 when unlimited or without data', () => {
    expect(UNLIMITED_AVAILABLE).toBe(999);
    expect(availableConsumption('beer', { beer: 3 }, { beer: 1 })).toBe(2);
    expect(availableConsumption('beer', { beer: 3 }, undefined)).toBe(3);
    expect(availableConsumption('beer', { beer: 1 }, { beer: 4 })).toBe(0);
    expect(availableConsumption('beer', { beer: 1, unlimitedBeer: true }, { beer: 4 })).toBe(999);
    expect(availableConsumption('coffee', null, null)).toBe(999);
    expect(availableConsumption('sweets', {}, {})).toBe(0);
  });
});
