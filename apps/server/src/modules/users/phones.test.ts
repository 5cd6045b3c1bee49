import { readFileSync } from 'node:fs';
import { formatPhone, nationalPhoneOf, normalizePhone } from '@feira/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId, newUserCode } from '../../db/ids';
import { companies, users } from '../../db/schema';
import { DEMO_COMPANIES } from '../../scripts/demo-data';
import { peopleGenerator, rng } from '../../scripts/generated-people';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { validPayload } from '../accreditation/accreditation.test-helper';
import { makeCnpj } from '../companies/cnpj.test-helper';
import { cpfFrom } from './test-cpf';

/** The data migration that converted the phones stored before (run again here: it changes nothing twice). */
const MIGRATION = new URL('../../../drizzle/0028_phones_e164.sql', import.meta.url);

/** Issue 39 item 7: phones stored one way (E.164) whatever the entry point, and shown one way. */
describe.each(testDatabaseKinds())('phones on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind, { PUBLIC_RATE_LIMIT: '10000' });
  });
  afterAll(() => h?.close());

  const phonesOf = async (email: string) => {
    const [row] = await h.database.db
      .select({ phoneNumber: users.phoneNumber, nationalPhoneNumber: users.nationalPhoneNumber })
      .from(users)
      .where(eq(users.email, email));
    return row;
  };
  const BR = { phoneNumber: '+5511981234567', nationalPhoneNumber: '11981234567' };

  it('the admin form, the public registration and the import store E.164', async () => {
    const created = await h.request({
      method: 'POST',
      url: '/api/user',
      token: h.users.Admin.token,
      payload: {
        firstName: 'Fone',
        lastName: 'Formulario',
        email: 'fone.form@telefones.com.br',
        role: 'User',
        status: 1,
        phoneNumber: '(11) 98123-4567',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().model).toMatchObject(BR);
    expect(await phonesOf('fone.form@telefones.com.br')).toEqual(BR);

    const registered = await h.request({
      method: 'POST',
      url: '/api/user',
      payload: {
        firstName: 'Fone',
        lastName: 'Cadastro',
        document: cpfFrom(771_002_003),
        phoneNumber: '+55 11 98123-4567',
        email: 'fone.cadastro@telefones.com.br',
        password: 'Senha@123',
        confirmPassword: 'Senha@123',
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(await phonesOf('fone.cadastro@telefones.com.br')).toEqual(BR);

    const imported = await h.request({
      method: 'POST',
      url: '/api/user/import',
      token: h.users.Admin.token,
      payload: [
        { name: 'Imp Um', email: 'imp1@telefones.com.br', phoneNumber: '011 98123-4567' },
        { name: 'Imp Dois', email: 'imp2@telefones.com.br', phoneNumber: 5511981234567 },
        { name: 'Imp Tres', email: 'imp3@telefones.com.br', phoneNumber: '+1 (202) 555-0123' },
        { name: 'Imp Quatro', email: 'imp4@telefones.com.br', phoneNumber: '12345' },
      ] as unknown as Record<string, unknown>,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await phonesOf('imp1@telefones.com.br')).toEqual(BR);
    expect(await phonesOf('imp2@telefones.com.br')).toEqual(BR);
    expect(await phonesOf('imp3@telefones.com.br')).toEqual({
      phoneNumber: '+12025550123',
      nationalPhoneNumber: '12025550123',
    });
    // not a phone: dropped, the person is imported
    expect(await phonesOf('imp4@telefones.com.br')).toEqual({ phoneNumber: null, nationalPhoneNumber: null });
  });

  it('accreditation (Brazilian and importer) and companies store E.164', async () => {
    const guest = validPayload('guest', h.config.jwtSecret);
    const importer = validPayload('importer', h.config.jwtSecret);
    for (const payload of [guest, importer]) {
      const res = await h.request({ method: 'POST', url: '/api/accreditation', payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await phonesOf(guest.email as string)).toEqual({
      phoneNumber: '+5511987654321',
      nationalPhoneNumber: '11987654321',
    });
    expect(await phonesOf(importer.email as string)).toEqual({
      phoneNumber: '+14155552671',
      nationalPhoneNumber: '14155552671',
    });

    const company = await h.request({
      method: 'POST',
      url: '/api/company',
      token: h.users.Admin.token,
      payload: {
        name: 'Fones Ltda',
        socialName: 'Fones',
        document: makeCnpj('771100220001'),
        phoneNumber: '(11) 3456-7890',
      },
    });
    expect(company.statusCode, company.body).toBe(200);
    const [row] = await h.database.db
      .select({ phoneNumber: companies.phoneNumber, nationalPhoneNumber: companies.nationalPhoneNumber })
      .from(companies)
      .where(eq(companies.id, company.json().model._id));
    expect(row).toEqual({ phoneNumber: '+551134567890', nationalPhoneNumber: '1134567890' });
  });

  it('the seed data holds the same two forms', () => {
    for (const c of DEMO_COMPANIES) {
      expect(normalizePhone(c.phoneNumber)).toBe(c.phoneNumber);
      expect(c.nationalPhoneNumber).toBe(nationalPhoneOf(c.phoneNumber));
    }
    const person = peopleGenerator({ random: rng(7), companies: [], createdAt: () => new Date() });
    for (const p of Array.from({ length: 20 }, (_, i) => person(i))) {
      expect(normalizePhone(p.phoneNumber)).toBe(p.phoneNumber);
      expect(p.nationalPhoneNumber).toBe(nationalPhoneOf(p.phoneNumber));
    }
  });

  it('the data migration converts the phones stored before, where they parse', async () => {
    const legacy: [string | null, string | null, string | null, string | null][] = [
      // phone_number, national_phone_number before -> after
      ['+5511987654321', '(11) 98765-4321', '+5511987654321', '11987654321'],
      ['(11) 98765-4321', null, '+5511987654321', '11987654321'],
      ['5511987654321', '11987654321', '+5511987654321', '11987654321'],
      ['011 3456-7890', null, '+551134567890', '1134567890'],
      ['0055 11 98765-4321', null, '+5511987654321', '11987654321'],
      ['+1 202 555 0123', '+1 202 555 0123', '+12025550123', '12025550123'],
      [null, '(21) 2222-3333', '+552122223333', '2122223333'],
      // not a phone: left as it was
      ['ramal 12', 'ramal 12', 'ramal 12', 'ramal 12'],
    ];
    const { db } = h.database;
    const ids: string[] = [];
    for (const [i, [phone, national]] of legacy.entries()) {
      const email = `legado.${i}.${Date.now()}@telefones.com.br`;
      // written straight to the table, as an earlier version or a seed left it
      await db.insert(users).values({
        id: newId(),
        code: newUserCode(),
        firstName: 'Legado',
        lastName: String(i),
        fullName: `Legado ${i}`,
        email,
        role: 'User',
        status: 1,
        phoneNumber: phone,
        nationalPhoneNumber: national,
      });
      ids.push(email);
    }
    const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
    for (let run = 0; run < 2; run++) for (const s of statements) await db.execute(sql.raw(s));
    for (const [i, [, , phone, national]] of legacy.entries())
      expect(await phonesOf(ids[i]!), String(legacy[i])).toEqual({
        phoneNumber: phone,
        nationalPhoneNumber: national,
      });
  });

  it('shows Brazilian numbers as (11) 98123-4567 and others as +1 202 555 0123', () => {
    expect(formatPhone('+5511981234567')).toBe('(11) 98123-4567');
    expect(formatPhone('+551134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('+12025550123')).toBe('+1 202 555 0123');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
    expect(formatPhone('ramal 12')).toBe('ramal 12');
    expect(formatPhone(null)).toBe('');
  });
});
