import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

describe.each(testDatabaseKinds())('partner pages settings on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('answers defaults, lets only the admin change a page, keeps the others', async () => {
    const first = await h.request({
      method: 'GET',
      url: '/api/settings/partners',
      token: h.users.User.token,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().model.safe).toMatchObject({
      buttonLabel: 'Faça o seguro do seu estande agora',
      url: 'mailto:comercial@feira.com.br?subject=Seguro%20do%20estande',
      images: [],
    });
    // every shipped page has a contact, so its button works before an admin configures it
    for (const page of Object.values(first.json().model) as { url: string | null }[])
      expect(page.url).toMatch(/^mailto:comercial@feira\.com\.br\?subject=/);

    const payload = {
      stand18: {
        title: 'Estande 18 m²',
        buttonLabel: 'Entrar em Contato',
        url: 'https://wa.me/5511987654321',
        phoneNumber: '(11) 98765-4321',
        images: ['http://localhost:3000/api/files/files/s18.png?sig=1'],
      },
    };
    const denied = await h.request({
      method: 'PUT',
      url: '/api/settings/partners',
      token: h.users.Manager.token,
      payload,
    });
    expect(denied.statusCode).toBe(403);
    const bad = await h.request({
      method: 'PUT',
      url: '/api/settings/partners',
      token: h.users.Admin.token,
      payload: { stand18: { ...payload.stand18, url: 'not a link', images: ['x.pdf'] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'stand18.url': 'Link inválido',
      'stand18.images.0': 'Envie uma imagem PNG ou JPEG',
    });

    const saved = await h.request({
      method: 'PUT',
      url: '/api/settings/partners',
      token: h.users.Admin.token,
      payload,
    });
    expect(saved.statusCode).toBe(200);
    const read = await h.request({
      method: 'GET',
      url: '/api/settings/partners',
      token: h.users.Builder.token,
    });
    expect(read.json().model.stand18).toEqual({
      title: 'Estande 18 m²',
      buttonLabel: 'Entrar em Contato',
      url: 'https://wa.me/5511987654321',
      phoneNumber: '+5511987654321',
      description: null,
      images: ['http://localhost:3000/api/files/files/s18.png'],
    });
    expect(read.json().model.trip.buttonLabel).toBe('Reserve agora');

    // an e-mail link is a valid contact; a mailto without a valid address is not
    const mail = await h.request({
      method: 'PUT',
      url: '/api/settings/partners',
      token: h.users.Admin.token,
      payload: {
        trip: { title: 'Viagem', buttonLabel: 'Reserve agora', url: 'mailto:viagens@agencia.com.br' },
      },
    });
    expect(mail.statusCode).toBe(200);
    expect(mail.json().model.trip).toMatchObject({ url: 'mailto:viagens@agencia.com.br', phoneNumber: null });
    const badMail = await h.request({
      method: 'PUT',
      url: '/api/settings/partners',
      token: h.users.Admin.token,
      payload: { trip: { title: 'Viagem', buttonLabel: 'Reserve agora', url: 'mailto:ninguem' } },
    });
    expect(badMail.json().errors).toEqual({ 'trip.url': 'Link inválido' });
  });
});
