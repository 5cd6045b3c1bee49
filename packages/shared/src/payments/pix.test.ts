import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { isValidPixKey, pixMerchantName, pixPayload } from './pix';

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF), written here only to check the library's field 63. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Static example of the Banco Central's "Manual de Padrões para Iniciação do Pix" (no amount, no txid). */
const BCB_STATIC_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

/** Reads a TLV string (2-digit id, 2-digit length, value) into id -> value. */
function tlv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < text.length; ) {
    const id = text.slice(i, i + 2);
    const len = Number(text.slice(i + 2, i + 4));
    out[id] = text.slice(i + 4, i + 4 + len);
    i += 4 + len;
  }
  return out;
}

describe('Pix BR Code', () => {
  it('the CRC routine of this test is CRC16-CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe('29B1');
  });

  it('the library reproduces the Banco Central manual example byte for byte, CRC included', () => {
    expect(
      generatePixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(BCB_STATIC_EXAMPLE);
    expect(crc16(BCB_STATIC_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('our payload decodes with an independent parser (pix-utils): amount and txid round-trip', () => {
    const payload = pixPayload({
      key: 'pagamentos@feira.com.br',
      merchantName: 'Associação Feira São Paulo Expo Ltda',
      merchantCity: 'São José dos Campos',
      amountCents: 123456,
      txid: 'TX0192abcDEF',
    })!;
    expect(payload).not.toBeNull();
    const fields = tlv(payload);
    expect(fields['00']).toBe('01');
    expect(tlv(fields['26']!)).toEqual({ '00': 'br.gov.bcb.pix', '01': 'pagamentos@feira.com.br' });
    expect(fields['52']).toBe('0000');
    expect(fields['53']).toBe('986');
    expect(fields['54']).toBe('1234.56');
    expect(fields['58']).toBe('BR');
    // name <= 25 and city <= 15, without accents
    expect(fields['59']).toBe('Associacao Feira Sao Paul');
    expect(fields['60']).toBe('Sao Jose dos Ca');
    expect(tlv(fields['62']!)['05']).toBe('TX0192abcDEF');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));

    const parsed = parsePix(payload);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: 'pagamentos@feira.com.br',
      transactionAmount: 1234.56,
      txid: 'TX0192abcDEF',
      merchantName: 'Associacao Feira Sao Paul',
      merchantCity: 'Sao Jose dos Ca',
      transactionCurrency: '986',
      countryCode: 'BR',
    });
  });

  it('a changed character breaks the CRC for the independent parser', () => {
    const payload = pixPayload({
      key: '+5511987654321',
      merchantName: 'Expositor',
      merchantCity: 'Sao Paulo',
      amountCents: 500,
      txid: 'A1',
    })!;
    expect(tlv(payload)['54']).toBe('5.00');
    const tampered = payload.replace('5.00', '6.00');
    expect(parsePix(tampered)).toMatchObject({ error: true });
  });

  it("the receipt's receiver name (pixMerchantName) is the BR Code's field 59", () => {
    for (const merchantName of ['Associação  Feira São Paulo Expo Ltda', ' Café\tdo Zé ', 'Ñandú Eventos']) {
      const payload = pixPayload({
        key: 'pix@feira.com.br',
        merchantName,
        merchantCity: 'SP',
        amountCents: 100,
        txid: 'T1',
      })!;
      expect(tlv(payload)['59']).toBe(pixMerchantName(merchantName));
    }
  });

  it('refuses what cannot be a valid charge', () => {
    const base = { key: 'pix@feira.com.br', merchantName: 'Feira', merchantCity: 'Sao Paulo', txid: 'T1' };
    expect(pixPayload({ ...base, amountCents: 0 })).toBeNull();
    expect(pixPayload({ ...base, amountCents: 1.5 })).toBeNull();
    expect(pixPayload({ ...base, amountCents: 100, txid: 'has-dash' })).toBeNull();
    expect(pixPayload({ ...base, amountCents: 100, txid: 'X'.repeat(26) })).toBeNull();
    expect(pixPayload({ ...base, key: 'not a key', amountCents: 100 })).toBeNull();
    expect(isValidPixKey('pix@feira.com.br')).toBe(true);
    expect(isValidPixKey('(11) 98765-4321')).toBe(true);
    expect(isValidPixKey('abc')).toBe(false);
  });
});
