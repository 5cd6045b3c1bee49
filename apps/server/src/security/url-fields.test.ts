import { ATTACHMENT_INVALID, FIELD_MESSAGES } from '@feira/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../db/schema';
import { createHarness, type Harness } from '../test-support/app-harness';
import { testDatabaseKinds } from '../test-support/test-databases';

// Issue 37 item 9: every stored link is opened by a browser (<a href>, <img src>), so each URL field
// takes an http(s) address or our own path only. An attacker with a form stores a script link.
const HOSTILE = [
  'javascript:alert(document.cookie)//x.pdf',
  'JaVaScRiPt:alert(1)//x.png',
  'data:image/png;base64,iVBORw0KGgo=#x.png',
  'file:///etc/passwd.pdf',
  'vbscript:msgbox(1)//x.png',
  '//evil.example/x.png',
  '/\\evil.example/x.pdf',
];

describe.each(testDatabaseKinds())('URL fields on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    h.request({ method, url, token: h.users.Admin.token, payload });

  it('refuses a script, data or file link as a builder’s professional certificate, and creates nobody', async () => {
    for (const [i, bad] of HOSTILE.entries()) {
      const email = `certificado-${i}@teste.com.br`;
      const res = await send('POST', '/api/user', {
        firstName: 'Certificado',
        lastName: 'Hostil',
        email,
        role: 'Builder',
        status: 1,
        profession: 'Eletricista',
        company: h.companyA,
        professionalFiles: [{ url: bad }],
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors, bad).toEqual({ 'professionalFiles.0.url': FIELD_MESSAGES.invalidUrl });
      const [row] = await h.database.db.select().from(users).where(eq(users.email, email));
      expect(row, bad).toBeUndefined();
    }
    // an uploaded file's https address is still a certificate
    const ok = await send('POST', '/api/user', {
      firstName: 'Certificado',
      lastName: 'Bom',
      email: 'certificado-bom@teste.com.br',
      role: 'Builder',
      status: 1,
      profession: 'Eletricista',
      company: h.companyA,
      professionalFiles: [{ url: 'https://arquivos.feira.com.br/api/files/user/nr10.pdf?signature=x' }],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses them in the company logo, the news, the videos, the events and the budget files', async () => {
    const [before] = await h.database.db.select().from(companies).where(eq(companies.id, h.companyA));
    for (const bad of HOSTILE) {
      const cases: Array<[res: Promise<{ statusCode: number; json(): { errors?: object } }>, object]> = [
        [
          send('PUT', `/api/company/${h.companyA}`, {
            name: 'Expositora A Ltda',
            socialName: 'Expo A',
            document: '11222333000181',
            logo: bad,
          }),
          { logo: FIELD_MESSAGES.imageOnly },
        ],
        [send('POST', '/api/news', { title: 'Notícia', banner: bad }), { banner: FIELD_MESSAGES.imageOnly }],
        [
          send('POST', '/api/news', { title: 'Notícia', video: bad }),
          { video: FIELD_MESSAGES.videoLinkInvalid },
        ],
        [
          send('POST', '/api/createvideo', { title: 'Obra', link: bad, description: 'Vídeo' }),
          { link: FIELD_MESSAGES.videoLinkInvalid },
        ],
        [
          send('POST', '/api/event', { title: 'Palestra', description: 'Sobre', type: 1, video: bad }),
          { video: FIELD_MESSAGES.invalidUrl },
        ],
        [
          send('POST', '/api/budget', {
            description: 'Orçamento',
            value: 900,
            user: h.users.User.id,
            company: h.companyA,
            files: [bad],
          }),
          { 'files.0': ATTACHMENT_INVALID },
        ],
      ];
      for (const [pending, errors] of cases) {
        const res = await pending;
        expect(res.statusCode, `${bad} ${JSON.stringify(errors)}`).toBe(400);
        expect(res.json().errors, bad).toMatchObject(errors);
      }
    }
    const [after] = await h.database.db.select().from(companies).where(eq(companies.id, h.companyA));
    expect(after?.logo).toBe(before?.logo);
    for (const list of ['/api/news', '/api/video', '/api/event', '/api/budget']) {
      const res = await h.request({ method: 'GET', url: list, token: h.users.Admin.token });
      expect(res.json().model, list).toEqual([]);
    }
  });
});
