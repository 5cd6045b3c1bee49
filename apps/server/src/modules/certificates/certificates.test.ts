import { execFileSync } from 'node:child_process';
import type { CertificateTemplateModel } from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addGuest, createEvent, kiosk } from '../events/events.test-helper';

const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

describe.each(testDatabaseKinds())('certificates on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const admin = () => h.users.Admin.token;
  const issue = (payload: object) => h.request({ method: 'POST', url: '/api/certificate/issue', payload });

  it('keeps one template per event (admin CRUD)', async () => {
    const event = await createEvent(h, { title: 'Curso de solda' });
    const body = {
      event,
      title: 'Certificado de participação',
      text: 'Certificamos que {nome} participou de {evento} em {data}, {horas} horas.',
      hours: 8,
    };
    const created = await h.request({
      method: 'POST',
      url: '/api/certificate',
      token: admin(),
      payload: body,
    });
    expect(created.statusCode).toBe(200);
    const model = created.json().model as CertificateTemplateModel;
    expect(model).toMatchObject({ event: { _id: event, title: 'Curso de solda' }, hours: 8, issued: 0 });
    expect(
      (await h.request({ method: 'POST', url: '/api/certificate', token: admin(), payload: body }))
        .statusCode,
    ).toBe(409);
    const edited = await h.request({
      method: 'PUT',
      url: `/api/certificate/${model._id}`,
      token: admin(),
      payload: { ...body, hours: '4' },
    });
    expect(edited.json().model.hours).toBe(4);
    const list = await h.request({ method: 'GET', url: '/api/certificate', token: admin() });
    expect(list.json().model.map((t: { _id: string }) => t._id)).toContain(model._id);
    expect(
      (await h.request({ method: 'GET', url: '/api/certificate', token: h.users.Manager.token })).statusCode,
    ).toBe(403);
    expect(
      (await h.request({ method: 'DELETE', url: `/api/certificate/${model._id}`, token: admin() }))
        .statusCode,
    ).toBe(200);
    expect(
      (await h.request({ method: 'GET', url: `/api/certificate/${model._id}`, token: admin() })).statusCode,
    ).toBe(404);
  });

  it('issues the PDF only to people who checked in, the same answer for a wrong date or unknown CPF', async () => {
    const event = await createEvent(h, { title: 'Congresso de Agronomia' });
    await h.request({
      method: 'POST',
      url: '/api/certificate',
      token: admin(),
      payload: {
        event,
        title: 'Certificado',
        text: '{nome} participou de {evento} com carga de {horas} horas.',
        hours: 6,
      },
    });
    const guest = await addGuest(h, 'Helena');
    const before = await issue({ document: guest.document, birthDate: '1990-04-12' });
    expect(before.statusCode).toBe(404);
    const wrongDate = await issue({ document: guest.document, birthDate: '1991-04-12' });
    const unknown = await issue({ document: '52998224725', birthDate: '1990-04-12' });
    expect([wrongDate.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrongDate.json().message).toBe(unknown.json().message);
    expect(before.json().message).toBe(unknown.json().message);
    expect((await issue({ document: '123', birthDate: '12/04/1990' })).statusCode).toBe(400);

    // on the list (added by staff), then checked in at the kiosk: eligible
    await h.request({
      method: 'POST',
      url: '/api/event/attendee',
      token: admin(),
      payload: { event, user: guest.id },
    });
    expect((await kiosk(h, event, guest.code, 1)).statusCode).toBe(200);
    const res = await issue({ document: guest.document, birthDate: '1990-04-12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(guest.fullName);
    expect(text).toContain('Congresso de Agronomia');
    expect(text).toContain('carga de 6 horas');
    const code = /Código de verificação: ([A-Z0-9]{10})/.exec(text)?.[1];
    expect(code).toBeTruthy();
    expect(text).toContain(`http://localhost:3000/certificado/validar/${code}`);
    // emitting again keeps the code
    const again = pdfText((await issue({ document: guest.document, birthDate: '1990-04-12' })).rawPayload);
    expect(again).toContain(code!);

    const verify = await h.request({ method: 'GET', url: `/api/certificate/verify/${code}` });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().model).toMatchObject({
      code,
      fullName: guest.fullName,
      event: 'Congresso de Agronomia',
      hours: 6,
    });
    expect(verify.body).not.toContain(guest.document!);
    expect((await h.request({ method: 'GET', url: '/api/certificate/verify/ZZZZZZZZZZ' })).statusCode).toBe(
      404,
    );
  });
  // issue 39 item 9: the fixed heading and a template written as a whole sentence do not repeat
  it.each([
    ['Certificamos que {nome} participou de {evento}.', 'participou de Feira de Máquinas'],
    ['CERTIFICAMOS QUE o(a) Sr(a). {nome} esteve em {evento}.', 'o(a) Sr(a).'],
  ])('prints "Certificamos que" once for the template %s', async (template, expected) => {
    const event = await createEvent(h, { title: 'Feira de Máquinas' });
    await h.request({
      method: 'POST',
      url: '/api/certificate',
      token: admin(),
      payload: { event, title: 'Certificado', text: template, hours: 2 },
    });
    const guest = await addGuest(h, `Iara ${template.length}`);
    await h.request({
      method: 'POST',
      url: '/api/event/attendee',
      token: admin(),
      payload: { event, user: guest.id },
    });
    expect((await kiosk(h, event, guest.code, 1)).statusCode).toBe(200);
    const res = await issue({ document: guest.document, birthDate: '1990-04-12' });
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).replace(/\s+/g, ' ');
    expect(text.match(/certificamos que/gi)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(text).toContain(expected);
    // the first template reads as one sentence: heading, the name once, then the rest
    if (template.startsWith('Certificamos que {nome}')) {
      expect(text.split(guest.fullName).length - 1).toBe(1);
      expect(text).toMatch(new RegExp(`Certificamos que ${guest.fullName} participou de`));
    }
  });
});
