import { describe, expect, it } from 'vitest';
import { SERVER_CODES } from '../api/envelope';
import {
  CLIENT_FALLBACK_MESSAGES,
  CONNECTION_ERROR,
  CONNECTION_ERROR_PT,
  MESSAGE_DICTIONARY,
  translateErrors,
  translateServerMessage,
} from './dictionary';
import { consumptionExceededLine, consumptionLimitMessage, FIELD_MESSAGES, maxLengthMessage } from './field';
import {
  categoriesLoadFailedMessage,
  importFailedMessage,
  SCREEN_MESSAGES,
  uploadFailedMessage,
  usersLoadFailedMessage,
} from './screen';

describe('MESSAGE_DICTIONARY', () => {
  it.each([
    ['you need to reset your password', 'Senha expirada, clique em recuperar senha'],
    [
      'User registration is pending',
      'Seu cadastro está aguardando aprovação. Você será informado por e-mail assim que for liberado.',
    ],
    ['User is disabled', 'Acesso desativado pelo administrador do sistema'],
    ['Email already exists', 'Email já registrado'],
    ['Email already registered', 'Email já registrado'],
    ['ErrorEmailPassword', 'E-mail ou senha inválidos'],
    ['TooManyAttempts', 'Muitas tentativas. Tente novamente em alguns minutos.'],
    ['Connection error', 'Erro de conexão'],
    ['Login failed. Please check your credentials.', 'Falha no login. Verifique suas credenciais.'],
  ])('%j -> %j', (code, text) => {
    expect(MESSAGE_DICTIONARY[code]).toBe(text);
    expect(translateServerMessage(code)).toBe(text);
  });

  it('translates every server code into Portuguese', () => {
    for (const code of Object.values(SERVER_CODES)) {
      const text = translateServerMessage(code);
      expect(text, code).not.toBe(code);
      expect(text.length, code).toBeGreaterThan(5);
    }
  });

  it('translates every English client fallback', () => {
    for (const text of Object.values(CLIENT_FALLBACK_MESSAGES))
      expect(translateServerMessage(text)).not.toBe(text);
  });

  it('keeps the spec text "Connection error" and its display', () => {
    expect(CONNECTION_ERROR).toBe('Connection error');
    expect(CONNECTION_ERROR_PT).toBe('Erro de conexão');
  });

  it.each([
    ['Campo CNPJ Inválido', 'Campo CNPJ Inválido'], // already Portuguese: unchanged
    ['Something else', 'Something else'],
    [' User is disabled ', 'Acesso desativado pelo administrador do sistema'],
    ['constructor', 'constructor'], // never an Object.prototype member
    ['__proto__', '__proto__'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('translateServerMessage(%j) -> %j', (code, expected) => {
    expect(translateServerMessage(code)).toBe(expected);
  });

  it('translates an errors map', () => {
    expect(translateErrors({ email: 'Email already exists', cnpj: 'Campo CNPJ Inválido' })).toEqual({
      email: 'Email já registrado',
      cnpj: 'Campo CNPJ Inválido',
    });
    expect(translateErrors(null)).toEqual({});
  });
});

describe('catalogue', () => {
  it('holds the spec wording', () => {
    expect(FIELD_MESSAGES).toMatchObject({
      required: 'Campo obrigatório',
      invalidCnpj: 'Campo CNPJ Inválido',
      invalidCpf: 'Campo Cpf Inválido',
      invalidEmail: 'Campo Email Inválido',
      invalidPhone: 'Campo Telefone Inválido',
      invalidCep: 'Campo CEP Inválido',
      invalidBirthDate: 'Campo Data de Aniversário Inválido',
      passwordsDoNotMatch: 'As senhas não batem',
      passwordsDiffer: 'Senhas não conferem',
      cashbackMinValue: 'O valor mínimo para cashback é R$ 5,00',
      budgetMinValue: 'O valor mínimo para orçamento é R$ 5,00',
      cpfOrEmail: 'Informe um CPF ou E-mail válido',
      videoLinkInvalid: 'Link do vídeo inválido',
    });
    expect(SCREEN_MESSAGES.passwordChanged).toBe('Senha alterada com sucesso!');
  });

  it('has no two keys with the same text', () => {
    for (const catalogue of [FIELD_MESSAGES, SCREEN_MESSAGES]) {
      const texts = Object.values(catalogue);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('fills templates', () => {
    expect(importFailedMessage('linha 3')).toBe('Erro na importação: linha 3');
    expect(uploadFailedMessage('timeout')).toBe('Erro no upload: timeout');
    expect(usersLoadFailedMessage('500')).toBe('Não foi possível carregar os usuários, erro: 500');
    expect(categoriesLoadFailedMessage()).toBe('Não foi possível carregar as Categorias, erro');
    expect(consumptionLimitMessage('Cerveja', 2)).toBe('Cerveja - Limite disponível: 2');
    expect(consumptionExceededLine('Café', 4, 3)).toBe('Café: 4 > 3');
    expect(maxLengthMessage(20)).toBe('Informe no máximo 20 caracteres');
  });
});
