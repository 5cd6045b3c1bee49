import { BUILDER_DOCUMENT_OPTIONS, labelOf, type Role } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { addPerson, bellOf } from '../../test-support/people';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { makeCnpj } from '../companies/cnpj.test-helper';
import { decideDocument, pdf } from './builders.test-helper';

const label = (key: string) => labelOf(BUILDER_DOCUMENT_OPTIONS, key);

describe.each(testDatabaseKinds())('builder document notifications on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const person = (role: Role, companyId: string, tag: string, status: 0 | 1 = 1) =>
    addPerson(h, role, companyId, `${tag}@montadora-aviso.com.br`, status);

  const bell = (token: string) => bellOf(h, token);
  const storedFor = async (userId: string) =>
    h.database.db.select().from(notifications).where(eq(notifications.userId, userId));

  let recordId: string;
  let builderUser: { id: string; token: string };
  let builderStaff: { id: string; token: string };
  let builderDisabled: { id: string; token: string };

  const decide = (key: string, status: number, reason?: string, token?: string) =>
    decideDocument(h, recordId, key, status, reason, token);

  /** Everybody who must never be told about company A's builder documents. */
  const bystanders = () => [
    h.users.User.token,
    h.users.Receptionist.token,
    h.otherManager.token,
    builderStaff.token,
  ];

  it('sets up: company A registers a builder and sends its documents', async () => {
    const manager = h.users.Manager.token;
    const created = await h.request({
      method: 'POST',
      url: '/api/builder',
      token: manager,
      payload: {
        name: 'Montadora Aviso Ltda',
        socialName: 'Montadora Aviso',
        document: makeCnpj('123987650001'),
      },
    });
    expect(created.statusCode).toBe(200);
    const builderId = created.json().model._id as string;
    const tag = await h.request({
      method: 'POST',
      url: '/api/builder/tag',
      token: manager,
      payload: { id: builderId },
    });
    recordId = tag.json().model._id;
    builderUser = await person('Builder', builderId, 'montador');
    builderStaff = await person('User', builderId, 'ajudante');
    builderDisabled = await person('Builder', builderId, 'montador-inativo', 0);
    const sent = await h.request({
      method: 'PUT',
      url: `/api/builder/tagEdit/${recordId}`,
      token: manager,
      payload: {
        needWaterAndDrain: true,
        needAdditionalThreePhasePower: false,
        ...Object.fromEntries(BUILDER_DOCUMENT_OPTIONS.map(({ value }) => [value, pdf(value)])),
      },
    });
    expect(sent.statusCode).toBe(200);
  });

  it('a refused decision (not an admin, no reason for a rejection) tells nobody', async () => {
    expect((await decide('blueprint', 1, undefined, h.users.Manager.token)).statusCode).toBe(403);
    expect((await decide('blueprint', 1, undefined, builderUser.token)).statusCode).toBe(403);
    expect((await decide('view', 2, ' ')).statusCode).toBe(400);
    for (const token of [h.users.Manager.token, h.users.Builder.token, builderUser.token, ...bystanders()])
      expect(await bell(token)).toEqual([]);
  });

  it("an approval tells the exhibitor's and the builder's enabled managers and builders, once each", async () => {
    expect((await decide('blueprint', 1)).statusCode).toBe(200);
    const title = `Documento aprovado: ${label('blueprint')}`;
    expect(title).toBe('Documento aprovado: Planta baixa');

    const [forManager, ...more] = await bell(h.users.Manager.token);
    expect(more).toEqual([]);
    expect(forManager).toMatchObject({ title, eventLink: `/company/builder/${recordId}`, status: 0 });
    expect(forManager!.body).toContain('Montadora Aviso Ltda');
    expect(forManager!.body).toContain('Expositora A Ltda');
    // the record's page under /company, which the builder's users may open too (not /builder/{id})
    for (const token of [h.users.Builder.token, builderUser.token]) {
      const list = await bell(token);
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        title,
        body: forManager!.body,
        eventLink: `/company/builder/${recordId}`,
        status: 0,
      });
    }
    for (const token of bystanders()) expect(await bell(token)).toEqual([]);
    expect(await storedFor(builderDisabled.id)).toEqual([]);
  });

  it('a rejection carries the reason; deciding it again (409) tells nobody', async () => {
    const reason = 'Vista ilegível, envie em alta resolução';
    expect((await decide('view', 2, reason)).statusCode).toBe(200);
    const title = `Documento reprovado: ${label('view')}`;
    for (const token of [h.users.Manager.token, h.users.Builder.token, builderUser.token]) {
      const [latest, previous, ...rest] = await bell(token);
      expect(rest).toEqual([]);
      expect(latest).toMatchObject({ title, status: 0 });
      expect(latest!.body).toContain(`Motivo: ${reason}`);
      expect(latest!.body).toContain('Montadora Aviso Ltda');
      expect(previous!.title).toBe(`Documento aprovado: ${label('blueprint')}`);
    }
    expect((await bell(h.users.Manager.token))[0]!.eventLink).toBe(`/company/builder/${recordId}`);

    expect((await decide('view', 1)).statusCode).toBe(409);
    expect((await decide('blueprint', 2, 'Tarde demais')).statusCode).toBe(409);
    for (const token of [h.users.Manager.token, h.users.Builder.token, builderUser.token])
      expect(await bell(token)).toHaveLength(2);
    for (const token of bystanders()) expect(await bell(token)).toEqual([]);
    expect(await storedFor(builderDisabled.id)).toEqual([]);
  });
});
