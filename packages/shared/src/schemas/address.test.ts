import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressSchema, formatFullAddress } from './address';
import * as schemas from './index';
import { check } from './test-helpers';

describe('addressSchema', () => {
  it('accepts an empty address', () => {
    expect(check(addressSchema, {}).data).toEqual({
      street: null,
      number: null,
      complement: null,
      neighborhood: null,
      city: null,
      zipCode: null,
      state: null,
      country: 'BR',
    });
  });

  it.each([
    [{ zipCode: '01310-100' }, { state: 'Campo obrigatório', city: 'Campo obrigatório' }],
    [{ zipCode: '01310-100', state: 'SP' }, { city: 'Campo obrigatório' }],
    [
      { zipCode: '01310-100', city: '  ' },
      { state: 'Campo obrigatório', city: 'Campo obrigatório' },
    ],
    [{ zipCode: '0131', city: 'São Paulo', state: 'SP' }, { zipCode: 'Campo CEP Inválido' }],
    [
      { zipCode: '0131' },
      { zipCode: 'Campo CEP Inválido', state: 'Campo obrigatório', city: 'Campo obrigatório' },
    ],
    [{ zipCode: '01310-100', city: 'São Paulo', state: 'XX' }, { state: 'Estado inválido' }],
    [{ country: 'AR' }, { country: 'Opção inválida' }],
    [{ number: '1'.repeat(21) }, { number: 'Informe no máximo 20 caracteres' }],
  ])('%j -> %j', (input, errors) => {
    expect(check(addressSchema, input).errors).toEqual(errors);
  });

  it('normalises a full address', () => {
    expect(
      check(addressSchema, {
        street: ' Av. Paulista ',
        number: '1578',
        complement: '',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        zipCode: '01310-200',
        state: 'sp',
      }).data,
    ).toEqual({
      street: 'Av. Paulista',
      number: '1578',
      complement: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      zipCode: '01310200',
      state: 'SP',
      country: 'BR',
    });
  });

  it('reports the nested paths used by forms', () => {
    const company = z.object({ address: addressSchema });
    expect(check(company, { address: { zipCode: '01310100' } }).errors).toEqual({
      'address.state': 'Campo obrigatório',
      'address.city': 'Campo obrigatório',
    });
  });
});

describe('formatFullAddress', () => {
  it.each([
    [
      {
        street: 'Av. Paulista',
        number: '1578',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01310200',
      },
      'Av. Paulista, 1578 - Bela Vista, São Paulo - SP, 01310-200',
    ],
    [{ street: 'Rua A', complement: 'Sala 2', city: 'Recife' }, 'Rua A - Sala 2, Recife'],
    [{}, ''],
    [null, ''],
  ] as const)('%j -> %j', (address, expected) => {
    expect(formatFullAddress(address)).toBe(expected);
  });
});

describe('OpenAPI', () => {
  it('every exported schema converts to JSON Schema for request bodies', () => {
    // answer models (`...ModelSchema`) carry dates and are converted for output by the server's
    // response serialiser (apps/server/src/core/response-schemas.ts), which cannot boot otherwise
    const exported = Object.entries(schemas).filter(
      ([name, v]) => name.endsWith('Schema') && !name.endsWith('ModelSchema') && v instanceof z.ZodType,
    );
    expect(exported.length).toBeGreaterThanOrEqual(6);
    for (const [name, schema] of exported) {
      expect(() => z.toJSONSchema(schema as z.ZodType, { io: 'input' }), name).not.toThrow();
    }
  });
});
