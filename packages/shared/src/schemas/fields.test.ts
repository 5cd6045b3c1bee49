import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GENDER_OPTIONS, PROFESSION_OPTIONS } from '../enums';
import { MIN_BUDGET_CENTS, MIN_CASHBACK_CENTS } from '../format/money';
import { FIELD_MESSAGES } from '../messages/field';
import { FORM_ERROR_KEY, zodIssuesToFieldErrors } from './errors';
import {
  birthDateField,
  cepField,
  cnpjField,
  cpfField,
  cpfOrEmailField,
  emailField,
  enumField,
  moneyCentsField,
  percentHundredthsField,
  stateField,
  textField,
  videoLinkField,
} from './fields';
import { phoneField } from './phone-fields';
import { check } from './test-helpers';

const parse = (schema: z.ZodType, input: unknown) => {
  const r = check(schema, input);
  return r.errors ? r.errors[FORM_ERROR_KEY] : r.data;
};

describe('required document and contact fields', () => {
  it.each([
    ['cpf', cpfField(), '529.982.247-25', '52998224725'],
    ['cpf', cpfField(), '529.982.247-24', 'Campo Cpf Inválido'],
    ['cpf', cpfField(), '', 'Campo obrigatório'],
    ['cpf', cpfField(), undefined, 'Campo obrigatório'],
    ['cpf', cpfField(), null, 'Campo obrigatório'],
    ['cnpj', cnpjField(), '11.222.333/0001-81', '11222333000181'],
    ['cnpj', cnpjField(), '11.222.333/0001-82', 'Campo CNPJ Inválido'],
    ['cnpj', cnpjField(), '00.000.000/0000-00', 'Campo CNPJ Inválido'],
    ['cep', cepField(), '01310-100', '01310100'],
    ['cep', cepField(), '0131-100', 'Campo CEP Inválido'],
    ['email', emailField(), ' Ana@Feira.COM ', 'ana@feira.com'],
    ['email', emailField(), 'ana@feira', 'Campo Email Inválido'],
    ['phone', phoneField(), '(11) 3000-0000', '+551130000000'],
    ['phone', phoneField(), '+55 11 98765-4321', '+5511987654321'],
    ['phone', phoneField(), '3000-0000', 'Campo Telefone Inválido'],
    ['phone', phoneField(), '(20) 3000-0000', 'Campo Telefone Inválido'],
    ['birthDate', birthDateField(), '15/01/2000', '2000-01-15'],
    ['birthDate', birthDateField(), '2000-01-15', '2000-01-15'],
    ['birthDate', birthDateField(), '31/02/2000', 'Campo Data de Aniversário Inválido'],
    ['birthDate', birthDateField(), '01/01/2999', 'Campo Data de Aniversário Inválido'],
    ['state', stateField(), 'sp', 'SP'],
    ['state', stateField(), 'XX', 'Estado inválido'],
    ['cpfOrEmail', cpfOrEmailField(), '529.982.247-25', '52998224725'],
    ['cpfOrEmail', cpfOrEmailField(), 'Ana@Feira.com', 'ana@feira.com'],
    ['cpfOrEmail', cpfOrEmailField(), '123', 'Informe um CPF ou E-mail válido'],
    [
      'videoLink',
      videoLinkField(),
      'https://www.youtube.com/watch?v=abc',
      'https://www.youtube.com/watch?v=abc',
    ],
    ['videoLink', videoLinkField(), 'youtu.be/abc-12', 'https://youtu.be/abc-12'],
    ['videoLink', videoLinkField(), 'ftp://videos.com/a', 'Link do vídeo inválido'],
    ['videoLink', videoLinkField(), 'meu vídeo', 'Link do vídeo inválido'],
  ])('%s %j -> %j', (_name, schema, input, expected) => {
    expect(parse(schema, input)).toBe(expected);
  });

  it('takes the form-specific messages', () => {
    const field = cpfField({ requiredMessage: 'Informe seu CPF', invalidMessage: 'CPF inválido' });
    expect(parse(field, '')).toBe('Informe seu CPF');
    expect(parse(field, '123')).toBe('CPF inválido');
  });
});

describe('optional fields', () => {
  it.each([
    [cpfField({ required: false }), '', null],
    [cpfField({ required: false }), '   ', null],
    [cpfField({ required: false }), null, null],
    [cpfField({ required: false }), undefined, null],
    [cpfField({ required: false }), '123', 'Campo Cpf Inválido'],
    [phoneField({ required: false }), '', null],
    [phoneField({ required: false }), '(11) 9876', 'Campo Telefone Inválido'],
    [emailField({ required: false }), '', null],
    [emailField({ required: false }), 'x@', 'Campo Email Inválido'],
    [textField({ required: false, max: 3 }), 'abcd', 'Informe no máximo 3 caracteres'],
    [textField({ required: false }), ' a ', 'a'],
  ])('%#: %j -> %j', (schema, input, expected) => {
    expect(parse(schema, input)).toBe(expected);
  });

  it('treats a missing key as not given', () => {
    const schema = z.object({ phone: phoneField({ required: false }) });
    expect(schema.parse({})).toEqual({ phone: null });
  });
});

describe('money and percent', () => {
  const cashback = moneyCentsField(MIN_CASHBACK_CENTS, FIELD_MESSAGES.cashbackMinValue);
  const budget = moneyCentsField(MIN_BUDGET_CENTS, FIELD_MESSAGES.budgetMinValue);

  it.each([
    [cashback, 500, 500],
    [cashback, '500', 500], // "value sent as digits"
    [cashback, 'R$ 5,00', 500],
    [cashback, 'R$ 1.234,56', 123456],
    [cashback, 499, 'O valor mínimo para cashback é R$ 5,00'],
    [cashback, 'R$ 4,99', 'O valor mínimo para cashback é R$ 5,00'],
    [budget, 0, 'O valor mínimo para orçamento é R$ 5,00'],
    [budget, -500, 'O valor mínimo para orçamento é R$ 5,00'],
    [budget, '', 'Campo obrigatório'],
    [budget, undefined, 'Campo obrigatório'],
    [budget, 'cinco', 'Informe um número válido'],
    [budget, 500.5, 'Informe um número válido'],
    [budget, 3_000_000_000, 'Valor acima do permitido'],
    [percentHundredthsField(), '10,00%', 1000],
    [percentHundredthsField(), 1000, 1000],
    [percentHundredthsField(), '100,01%', 'Valor acima do permitido'],
  ])('%#: %j -> %j', (schema, input, expected) => {
    expect(parse(schema, input)).toBe(expected);
  });
});

describe('enumField', () => {
  it.each([
    [enumField(GENDER_OPTIONS), 1, 1],
    [enumField(GENDER_OPTIONS), 3, 'Opção inválida'],
    [enumField(GENDER_OPTIONS), '1', 'Opção inválida'],
    [enumField(GENDER_OPTIONS), undefined, 'Campo obrigatório'],
    [enumField(PROFESSION_OPTIONS), 'Other', 'Other'],
    [enumField(PROFESSION_OPTIONS), 'Outro', 'Opção inválida'],
    [enumField(PROFESSION_OPTIONS), '', 'Campo obrigatório'],
  ])('%#: %j -> %j', (schema, input, expected) => {
    expect(parse(schema, input)).toBe(expected);
  });
});

describe('zodIssuesToFieldErrors', () => {
  it('joins paths with dots and keeps the first message of each', () => {
    const schema = z.object({
      name: textField(),
      address: z.object({ city: textField() }),
      files: z.array(z.object({ url: textField() })),
    });
    const result = schema.safeParse({ name: '', address: {}, files: [{ url: 'a' }, {}] });
    expect(result.success).toBe(false);
    expect(zodIssuesToFieldErrors(result.error!)).toEqual({
      name: 'Campo obrigatório',
      'address.city': 'Campo obrigatório',
      'files.1.url': 'Campo obrigatório',
    });
  });

  it('puts issues about the whole input under the root key', () => {
    expect(zodIssuesToFieldErrors({ issues: [{ path: [], message: 'x' }] })).toEqual({ _form: 'x' });
    expect(zodIssuesToFieldErrors({ issues: [{ path: [], message: 'x' }] }, 'body')).toEqual({ body: 'x' });
  });
});
