import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';

describe.each(testDatabaseKinds())('news and videos on %s', (kind) => {
  let h: Harness;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token?: string) =>
    h.request({ method, url, payload, token: token ?? h.users.Admin.token });

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  it('news: stored exactly as typed (HTML included), edited, listed, deleted', async () => {
    const html = 'Abertura às 9h\n<script>alert(1)</script><img src=x onerror="alert(2)"> **negrito**';
    const created = await call('POST', '/api/news', {
      title: 'Feira abre amanhã',
      description: html,
      banner: '/api/files/news/banner.png',
      video: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(created.statusCode).toBe(200);
    const n = created.json().model;
    expect(n).toEqual({
      _id: expect.any(String),
      title: 'Feira abre amanhã',
      description: html,
      banner: '/api/files/news/banner.png',
      video: 'https://youtu.be/dQw4w9WgXcQ',
      published: false,
      audience: [],
      createdAt: expect.any(String),
    });
    expect((await call('GET', `/api/news/${n._id}`)).json().model.description).toBe(html);
    expect((await call('POST', '/api/news', { title: '' })).json().errors).toEqual({
      title: 'Campo obrigatório',
    });
    expect(
      (await call('POST', '/api/news', { title: 'x', banner: '/api/files/a.pdf' })).json().errors,
    ).toEqual({
      banner: 'Envie uma imagem PNG ou JPEG',
    });
    expect(
      (await call('POST', '/api/news', { title: 'x', video: 'javascript:alert(1)' })).json().errors,
    ).toEqual({
      video: 'Link do vídeo inválido',
    });
    const edited = await call('PUT', `/api/news/${n._id}`, {
      title: 'Feira abre hoje',
      description: 'Agora',
    });
    expect(edited.json().model).toMatchObject({
      title: 'Feira abre hoje',
      description: 'Agora',
      banner: null,
      video: null,
    });
    await call('POST', '/api/news', { title: 'Segunda notícia' });
    const list = await call('GET', '/api/news?skip=0&take=15&sort=createdAt&desc=true');
    expect(list.json().model.map((x: { title: string }) => x.title)).toEqual([
      'Segunda notícia',
      'Feira abre hoje',
    ]);
    expect(list.json().params.count).toBe(2);
    expect((await call('DELETE', `/api/news/${n._id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/news/${n._id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/news', undefined, h.users.Manager.token)).statusCode).toBe(403);
  });

  it('videos: the spec messages, status 0/1, managers read by status, only the admin writes', async () => {
    const empty = await call('POST', '/api/createvideo', {});
    expect(empty.json().errors).toEqual({
      title: 'Campo obrigatório',
      link: 'Campo obrigatório',
      description: 'Campo obrigatório',
    });
    const badLink = await call('POST', '/api/createvideo', {
      title: 't',
      description: 'd',
      link: 'www.video',
    });
    expect(badLink.json().errors).toEqual({ link: 'Link do vídeo inválido' });
    expect(
      (
        await call('POST', '/api/createvideo', {
          title: 't',
          description: 'd',
          link: 'https://a.com/v',
          status: 2,
        })
      ).json().errors,
    ).toEqual({ status: 'Opção inválida' });

    const training = await call('POST', '/api/createvideo', {
      title: 'Montagem de estande',
      description: '<i>passo a passo</i>',
      link: 'youtu.be/abc123',
    });
    expect(training.json().model).toMatchObject({
      link: 'https://youtu.be/abc123',
      status: 0,
      description: '<i>passo a passo</i>',
    });
    const sales = await call('POST', '/api/createvideo', {
      title: 'Como vender na feira',
      description: 'Técnicas',
      link: 'https://www.youtube.com/watch?v=xyz',
      status: '1',
    });
    expect(sales.json().model.status).toBe(1);

    const manager = h.users.Manager.token;
    const courses = await call(
      'GET',
      '/api/video?skip=0&take=10&sort=createdAt&desc=false&filters[status]=0',
      undefined,
      manager,
    );
    expect(courses.statusCode).toBe(200);
    expect(courses.json().model.map((v: { title: string }) => v.title)).toEqual(['Montagem de estande']);
    const salesList = await call('GET', '/api/video?filters[status]=1', undefined, manager);
    expect(salesList.json().model.map((v: { title: string }) => v.title)).toEqual(['Como vender na feira']);
    expect((await call('GET', '/api/video', undefined, h.users.User.token)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/createvideo',
          { title: 't', description: 'd', link: 'https://a.com/v' },
          manager,
        )
      ).statusCode,
    ).toBe(403);
    const id = training.json().model._id;
    expect((await call('DELETE', `/api/video/${id}`, undefined, manager)).statusCode).toBe(403);

    const edited = await call('PUT', `/api/video/${id}`, {
      title: 'Montagem',
      description: 'Novo',
      link: 'https://vimeo.com/1',
      status: 1,
    });
    expect(edited.json().model).toMatchObject({ title: 'Montagem', status: 1, link: 'https://vimeo.com/1' });
    expect((await call('GET', `/api/video/${id}`, undefined, manager)).json().model.title).toBe('Montagem');
    expect((await call('DELETE', `/api/video/${id}`)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/video/${id}`, { title: 't', description: 'd', link: 'https://a.com/v' }))
        .statusCode,
    ).toBe(404);
  });
});
