import type { Role } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { addPerson, bellOf } from '../../test-support/people';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { makeCnpj } from './cnpj.test-helper';
import { insertCompany } from './companies.repository';

const TERM_LINK = '/company/responsibility';

describe.each(testDatabaseKinds())('responsibility term notifications on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;

  const person = (role: Role, companyId: string, tag: string, status: 0 | 1 = 1) =>
    addPerson(h, role, companyId, `${tag}@notifica.com.br`, status);

  const bell = (token: string) => bellOf(h, token);
  const storedFor = async (userId: string) =>
    h.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  const sendTerm = (companyId: string, file: string, token = admin()) =>
    h.request({
      method: 'PUT',
      url: `/api/company/${companyId}/responsibility`,
      token,
      payload: { url: `http://localhost:3000/api/files/company/${file}.pdf` },
    });
  const decide = (companyId: string, status: number, token = admin()) =>
    h.request({ method: 'PUT', url: `/api/company/${companyId}/responsibility/status/${status}`, token });

  it("tells the company's enabled managers only, and nobody when the decision is refused", async () => {
    const disabledManager = await person('Manager', h.companyA, 'gestor-inativo', 0);
    expect((await sendTerm(h.companyA, 'termo', h.users.Manager.token)).statusCode).toBe(200);

    // refused decisions: not an admin (403), not a valid decision (400)
    expect((await decide(h.companyA, 2, h.users.Manager.token)).statusCode).toBe(403);
    expect((await decide(h.companyA, 3)).statusCode).toBe(400);
    expect(await bell(h.users.Manager.token)).toEqual([]);

    expect((await decide(h.companyA, 2)).statusCode).toBe(200);
    const [rejected, ...rest] = await bell(h.users.Manager.token);
    expect(rest).toEqual([]);
    expect(rejected).toMatchObject({
      title: 'Termo de responsabilidade reprovado',
      eventLink: TERM_LINK,
      status: 0,
    });
    expect(rejected!.body).toContain('Expositora A Ltda');
    expect(rejected!.body).toContain('reprovado');

    // a second decision on the decided term is 409 and tells nobody again
    expect((await decide(h.companyA, 1)).statusCode).toBe(409);
    expect(await bell(h.users.Manager.token)).toHaveLength(1);

    // a new term, approved
    expect((await sendTerm(h.companyA, 'termo-2', h.users.Manager.token)).statusCode).toBe(200);
    expect((await decide(h.companyA, 1)).statusCode).toBe(200);
    const [approved, older] = await bell(h.users.Manager.token);
    expect(approved).toMatchObject({
      title: 'Termo de responsabilidade aprovado',
      eventLink: TERM_LINK,
      status: 0,
    });
    expect(approved!.body).toContain('Expositora A Ltda');
    expect(older!.title).toBe('Termo de responsabilidade reprovado');

    // the company has a manager: its other people, another company and a disabled manager get nothing
    for (const token of [
      h.users.User.token,
      h.users.Builder.token,
      h.users.Receptionist.token,
      h.users.Admin.token,
      h.otherManager.token,
    ])
      expect(await bell(token)).toEqual([]);
    expect(await storedFor(disabledManager.id)).toEqual([]);
  });

  it('tells every enabled user of a company that has no manager', async () => {
    const companyId = (
      await insertCompany(h.database.db, {
        name: 'Expositora Sem Gestor Ltda',
        socialName: 'Sem Gestor',
        document: makeCnpj('778899110001'),
        companyType: 'E',
      })
    ).id;
    const staff = await person('User', companyId, 'sem-gestor-usuario');
    const builder = await person('Builder', companyId, 'sem-gestor-montador');
    const disabled = await person('Manager', companyId, 'sem-gestor-inativo', 0);
    expect((await sendTerm(companyId, 'termo-sem-gestor')).statusCode).toBe(200);
    expect((await decide(companyId, 1)).statusCode).toBe(200);

    const [forBuilder] = await bell(builder.token);
    expect(forBuilder).toMatchObject({ title: 'Termo de responsabilidade aprovado', eventLink: TERM_LINK });
    expect(forBuilder!.body).toContain('Expositora Sem Gestor Ltda');
    // a plain user cannot open the term screen: the link takes them home instead
    const [forStaff] = await bell(staff.token);
    expect(forStaff).toMatchObject({
      title: 'Termo de responsabilidade aprovado',
      eventLink: '/',
      status: 0,
    });
    expect(await storedFor(disabled.id)).toEqual([]);
    expect(await bell(h.otherManager.token)).toEqual([]);
  });
});
