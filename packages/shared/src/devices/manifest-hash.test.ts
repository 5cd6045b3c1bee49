import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  encodeManifestHash,
  findInManifest,
  manifestHash,
  normaliseManifestKey,
  PEPPER_SPACE,
  pepperMessage,
  pepperOf,
  type Sha256,
} from './manifest-hash';

const sha256: Sha256 = (data) => createHash('sha256').update(data).digest();
const salt = 'salt-of-the-event';

describe('manifest hashing', () => {
  it('normalises each key the way the server and the tablet must agree on', () => {
    expect(normaliseManifestKey('qr', ' https://feira.example/Contact/Share/abcdefgh23 ')).toBe('ABCDEFGH23');
    expect(normaliseManifestKey('qr', 'x;ABCDEFGH23?utm=1')).toBe('ABCDEFGH23');
    expect(normaliseManifestKey('cpf', '529.982.247-25')).toBe('52998224725');
    expect(normaliseManifestKey('cpf', '5299822472')).toBeNull();
    expect(normaliseManifestKey('email', '  Maria.Silva@Exemplo.COM ')).toBe('maria.silva@exemplo.com');
    expect(normaliseManifestKey('email', 'sem-arroba')).toBeNull();
    expect(normaliseManifestKey('qr', '   ')).toBeNull();
  });

  it('stores the first 8 bytes of SHA-256 of salt|method|pepper|key as base64url', () => {
    const expected = createHash('sha256')
      .update(`${salt}|cpf|17|52998224725`)
      .digest()
      .subarray(0, 8)
      .toString('base64url');
    expect(manifestHash(sha256, salt, 'cpf', 17, '52998224725')).toBe(expected);
    // every byte pattern encodes like Buffer's base64url
    for (let i = 0; i < 200; i++) {
      const bytes = createHash('sha256').update(String(i)).digest();
      expect(encodeManifestHash(bytes)).toBe(bytes.subarray(0, 8).toString('base64url'));
    }
  });

  it('picks the pepper from the server HMAC, inside [0, PEPPER_SPACE)', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const mac = createHmac('sha256', 'secret')
        .update(pepperMessage('email', `p${i}@x.com`))
        .digest();
      const pepper = pepperOf(mac);
      expect(pepper).toBeGreaterThanOrEqual(0);
      expect(pepper).toBeLessThan(PEPPER_SPACE);
      seen.add(pepper);
    }
    expect(seen.size).toBeGreaterThan(400);
  });

  it('finds a CPF stored under an unknown pepper, and answers undefined for a miss', () => {
    const key = '52998224725';
    const pepper = pepperOf(createHmac('sha256', 'secret').update(pepperMessage('cpf', key)).digest());
    const stored = new Map([[manifestHash(sha256, salt, 'cpf', pepper, key), 'attendee-1']]);
    let calls = 0;
    const find = (h: string) => {
      calls++;
      return stored.get(h);
    };
    expect(findInManifest(sha256, salt, 'cpf', '529.982.247-25', find)).toBe('attendee-1');
    // every pepper is tried even after the hit: a hit costs what a miss costs
    expect(calls).toBe(PEPPER_SPACE);
    expect(findInManifest(sha256, salt, 'cpf', '111.444.777-35', find)).toBeUndefined();
    // another event's salt does not match
    expect(findInManifest(sha256, 'other', 'cpf', key, find)).toBeUndefined();
  });

  it('finds a badge code with one hash (pepper 0)', () => {
    const stored = new Map([[manifestHash(sha256, salt, 'qr', 0, 'ABCDEFGH23'), 'a']]);
    let calls = 0;
    const found = findInManifest(sha256, salt, 'qr', 'https://x/Contact/Share/abcdefgh23', (h) => {
      calls++;
      return stored.get(h);
    });
    expect(found).toBe('a');
    expect(calls).toBe(1);
  });
});
