import { createHash, createHmac } from 'node:crypto';
import {
  type ManifestMethod,
  manifestHash,
  normaliseManifestKey,
  pepperMessage,
  pepperOf,
  type Sha256,
} from '@feira/shared';
import { describe, expect, it } from 'vitest';
import { manifestHasher } from './manifest-keys';

const sha256: Sha256 = (data) => createHash('sha256').update(data).digest();

/** manifest-hash.ts's scheme spelled out with Hmac objects: what the fast hasher must equal. */
function reference(salt: string, secret: string, method: ManifestMethod, raw: string | null) {
  const key = raw === null ? null : normaliseManifestKey(method, raw);
  if (key === null) return null;
  const pepper =
    method === 'qr' ? 0 : pepperOf(createHmac('sha256', secret).update(pepperMessage(method, key)).digest());
  return manifestHash(sha256, salt, method, pepper, key);
}

describe('manifestHasher', () => {
  const people = [
    { code: 'AB12CD34EF', document: '529.982.247-25', email: ' Maria.Souza@Exemplo.com.br ' },
    { code: 'https://feira/Contact/Share/ZZ99YY88XX', document: '11144477735', email: 'joão@exemplo.com' },
    { code: 'QQ11WW22EE', document: null, email: null },
    { code: 'RR33TT44YY', document: '123', email: 'sem-arroba' },
  ];

  it.each([
    ['a short secret', 'sal-do-evento-1', 'segredo'],
    ['a 32-byte secret', 'AbCdEfGhIjKlMnOp', 'x'.repeat(43)],
    ['a secret longer than a block (hashed first)', 'sal', 'y'.repeat(100)],
  ])('equals the shared scheme with %s', (_label, salt, secret) => {
    const hash = manifestHasher(salt, secret);
    for (const p of people) {
      expect(hash(p)).toEqual({
        qr: reference(salt, secret, 'qr', p.code),
        cpf: reference(salt, secret, 'cpf', p.document),
        email: reference(salt, secret, 'email', p.email),
      });
    }
  });

  it('has no hash for keys that name nobody, and the same answer twice', () => {
    const hash = manifestHasher('sal', 'segredo');
    expect(hash(people[2]!)).toMatchObject({ cpf: null, email: null });
    expect(hash(people[3]!)).toMatchObject({ cpf: null, email: null });
    expect(hash(people[0]!)).toEqual(hash(people[0]!));
    // a key too long for its buffers gets no hash rather than a wrong one
    expect(hash({ code: 'X1', document: null, email: `${'a'.repeat(600)}@exemplo.com` }).email).toBeNull();
  });
});
