import { describe, expect, it } from 'vitest';
import { loginSchema } from './login';
import {
  changePasswordBodySchema,
  changePasswordSchema,
  forgotPasswordSchema,
  registerSchema,
} from './session';
import { check } from './test-helpers';

describe('loginSchema', () => {
  it.each([
    [{}, { email: 'Informe seu e-mail', password: 'Informe sua senha' }],
    [
      { email: '   ', password: '' },
      { email: 'Informe seu e-mail', password: 'Informe sua senha' },
    ],
    [{ email: 'ana@', password: 'x' }, { email: 'Informe um e-mail válido' }],
    [
      { email: null, password: null },
      { email: 'Informe seu e-mail', password: 'Informe sua senha' },
    ],
  ])('%j -> %j', (input, errors) => {
    expect(check(loginSchema, input).errors).toEqual(errors);
  });

  it('trims (and lower-cases) the e-mail and keeps the password as typed', () => {
    expect(check(loginSchema, { email: '  Ana@Feira.com ', password: ' 1 ' }).data).toEqual({
      email: 'ana@feira.com',
      password: ' 1 ',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it.each([
    [{}, { email: 'Informe seu e-mail' }],
    [{ email: 'nope' }, { email: 'Informe um e-mail válido' }],
  ])('%j -> %j', (input, errors) => {
    expect(check(forgotPasswordSchema, input).errors).toEqual(errors);
  });

  it('accepts a valid e-mail', () => {
    expect(check(forgotPasswordSchema, { email: ' ana@feira.com' }).data).toEqual({ email: 'ana@feira.com' });
  });
});

describe('registerSchema', () => {
  const valid = {
    firstName: ' Ana ',
    lastName: 'Silva',
    document: '529.982.247-25',
    phoneNumber: '(11) 98765-4321',
    email: 'Ana@Feira.com',
    password: 'segredo',
    confirmPassword: 'segredo',
  };

  it('normalises a valid registration', () => {
    expect(check(registerSchema, valid).data).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      document: '52998224725',
      phoneNumber: '+5511987654321',
      email: 'ana@feira.com',
      password: 'segredo',
      confirmPassword: 'segredo',
    });
  });

  it('says what is missing, in the spec words', () => {
    expect(check(registerSchema, {}).errors).toEqual({
      firstName: 'Informe seu nome',
      lastName: 'Informe seu sobrenome',
      document: 'Informe seu CPF',
      phoneNumber: 'Informe seu nº de celular',
      email: 'Informe seu e-mail',
      password: 'Informe sua senha',
    });
  });

  it.each([
    [{ document: '529.982.247-24' }, { document: 'CPF inválido' }],
    [{ document: '111.111.111-11' }, { document: 'CPF inválido' }],
    [{ phoneNumber: '(11) 3000-0000' }, { phoneNumber: 'Celular inválido' }], // a landline
    [{ phoneNumber: '98765-4321' }, { phoneNumber: 'Celular inválido' }], // no DDD
    [{ email: 'ana@feira' }, { email: 'Informe um e-mail válido' }],
    [{ password: '12345', confirmPassword: '12345' }, { password: 'Informe pelo menos 6 caracteres' }],
    [{ confirmPassword: 'outra' }, { confirmPassword: 'Senhas não conferem' }],
    [{ confirmPassword: '' }, { confirmPassword: 'Senhas não conferem' }],
  ])('%j -> %j', (change, errors) => {
    expect(check(registerSchema, { ...valid, ...change }).errors).toEqual(errors);
  });

  it('reports a mismatch even while other fields are missing', () => {
    expect(check(registerSchema, { password: 'segredo', confirmPassword: 'outro' }).errors).toMatchObject({
      firstName: 'Informe seu nome',
      confirmPassword: 'Senhas não conferem',
    });
  });

  it('does not compare when the call carries no confirmation', () => {
    const { confirmPassword: _omitted, ...withoutConfirmation } = valid;
    expect(check(registerSchema, withoutConfirmation).errors).toBeUndefined();
  });
});

describe('changePasswordSchema', () => {
  it.each([
    [{}, { password: 'Campo obrigatório', confirmPassword: 'Campo obrigatório' }],
    [
      { password: '', confirmPassword: '' },
      { password: 'Campo obrigatório', confirmPassword: 'Campo obrigatório' },
    ],
    [{ password: 'segredo', confirmPassword: 'segredx' }, { confirmPassword: 'As senhas não batem' }],
    [{ password: '123', confirmPassword: '123' }, { password: 'Informe pelo menos 6 caracteres' }],
  ])('%j -> %j', (input, errors) => {
    expect(check(changePasswordSchema, input).errors).toEqual(errors);
  });

  it('accepts matching passwords', () => {
    expect(check(changePasswordSchema, { password: 'segredo', confirmPassword: 'segredo' }).data).toEqual({
      password: 'segredo',
      confirmPassword: 'segredo',
    });
  });

  it('the call body also carries the e-mail', () => {
    expect(
      check(changePasswordBodySchema, {
        email: 'Ana@Feira.com',
        password: 'segredo',
        confirmPassword: 'segredo',
      }).data,
    ).toEqual({ email: 'ana@feira.com', password: 'segredo', confirmPassword: 'segredo' });
    expect(check(changePasswordBodySchema, { password: 'segredo', confirmPassword: 'x' }).errors).toEqual({
      email: 'Campo obrigatório',
      confirmPassword: 'As senhas não batem',
    });
  });
});
