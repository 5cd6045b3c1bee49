import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { BADGE_HEIGHT_PT, BADGE_WIDTH_PT, type BadgeData, nameFontTier, renderBadgesPdf } from './badge-pdf';
import { BadgeRenderer } from './badge-renderer';

const tmp = mkdtempSync(path.join(tmpdir(), 'feira-badge-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** Every page's MediaBox [x0 y0 x1 y1] of an uncompressed-structure PDF (pdfkit writes them plainly). */
function mediaBoxes(pdf: Buffer): number[][] {
  return [...pdf.toString('latin1').matchAll(/\/MediaBox \[([^\]]+)\]/g)].map((m) =>
    m[1]!.trim().split(/\s+/).map(Number),
  );
}

/** Renders page `page` at 300 dpi and decodes its QR codes with zbar. */
function decodeQr(pdf: Buffer, page = 1): string {
  const file = path.join(tmp, `b-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  const out = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', [
    '-r',
    '300',
    '-png',
    '-f',
    String(page),
    '-l',
    String(page),
    '-singlefile',
    file,
    out,
  ]);
  return execFileSync('zbarimg', ['-q', '--raw', `${out}.png`], { stdio: ['ignore', 'pipe', 'ignore'] })
    .toString('utf8')
    .trim();
}

function pdfText(pdf: Buffer): string {
  const file = path.join(tmp, `t-${Date.now()}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8').replace(/\s+/g, ' ');
}

describe('badge PDF', () => {
  it('is 90 x 50 mm landscape and its QR decodes to the contact URL', async () => {
    const pdf = await renderBadgesPdf(
      [{ code: 'ABCDEFGH23', name: 'José Conceição', companyName: 'Expositora São João' }],
      'https://feira.example.com.br',
    );
    const [box] = mediaBoxes(pdf);
    expect(box![2]! - box![0]!).toBeCloseTo(255.12, 1);
    expect(box![3]! - box![1]!).toBeCloseTo(141.73, 1);
    expect(BADGE_WIDTH_PT).toBeGreaterThan(BADGE_HEIGHT_PT);
    expect(decodeQr(pdf)).toBe('https://feira.example.com.br/Contact/Share/ABCDEFGH23');
    const text = pdfText(pdf);
    expect(text).toContain('José Conceição');
    expect(text).toContain('Expositora São João');
  });

  it('shrinks long names by tier and keeps them inside the badge', async () => {
    expect(nameFontTier('Ana')).toBeGreaterThan(nameFontTier('Maria Aparecida de Souza Albuquerque'));
    const long = 'Pedro de Alcântara Francisco Antônio João Carlos Xavier de Paula Miguel Rafael';
    const pdf = await renderBadgesPdf(
      [{ code: 'ZZZZZZZZZ2', name: long, companyName: null }],
      'http://x.com.br',
    );
    expect(pdfText(pdf)).toContain(long);
    expect(mediaBoxes(pdf)).toHaveLength(1);
  });

  it('renders a 1000-badge batch in a worker without stalling the event loop', async () => {
    const renderer = new BadgeRenderer('http://localhost:3000');
    try {
      const badges: BadgeData[] = Array.from({ length: 1000 }, (_, i) => ({
        code: `ABCDEFG${String(100 + (i % 800)).replace(/[01]/g, '2')}`,
        name: i % 2 ? 'Maria Aparecida de Souza Albuquerque' : 'José da Conceição',
        companyName: 'Expositora São João Ltda',
      }));
      expect(renderer.running).toBe(false);
      await renderer.warm(); // what the server does when it is ready
      expect(renderer.running).toBe(true);
      let maxLag = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const now = performance.now();
        maxLag = Math.max(maxLag, now - last - 5);
        last = now;
      }, 5);
      const t0 = performance.now();
      const pdf = await renderer.render(badges);
      const batchMs = performance.now() - t0;
      clearInterval(timer);
      expect(mediaBoxes(pdf)).toHaveLength(1000);
      expect(decodeQr(pdf, 1000)).toBe(`http://localhost:3000/Contact/Share/${badges[999]!.code}`);
      const singles: number[] = [];
      for (let i = 0; i < 60; i++) {
        const t = performance.now();
        await renderBadgesPdf([badges[i]!], 'http://localhost:3000');
        singles.push(performance.now() - t);
      }
      singles.sort((a, b) => a - b);
      const p95 = singles[Math.floor(singles.length * 0.95)]!;
      console.info(
        `badges: 1000 in worker ${batchMs.toFixed(0)} ms, max event-loop lag ${maxLag.toFixed(1)} ms, single p50 ${singles[30]!.toFixed(1)} ms p95 ${p95.toFixed(1)} ms`,
      );
      // generous bounds for shared CI machines; the figures above are the measurement
      expect(batchMs).toBeLessThan(10_000);
      // drawing 1000 badges on the event loop blocks it for 600 ms or more, so 400 ms still catches that
      // while tolerating a loaded CI machine descheduling the test process
      expect(maxLag).toBeLessThan(400);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});

describe.each(testDatabaseKinds())('badge, share and vCard calls on %s', (kind) => {
  let h: Harness;
  let user: { _id: string; code: string; email: string };
  beforeAll(async () => {
    h = await createHarness(kind);
    const res = await h.request({
      method: 'POST',
      url: `/api/user/company/${h.companyA}`,
      token: h.users.Admin.token,
      payload: {
        firstName: 'Joana',
        lastName: "D'Ávila; Conceição, Filha",
        badgeName: 'Joana Ávila',
        email: 'joana@teste.com.br',
        role: 'User',
        status: 1,
        phoneNumber: '11987654321',
        profession: 'Arquiteto',
        companyName: 'Ação & Cia, São Paulo',
        document: '52998224725',
      },
    });
    expect(res.statusCode).toBe(200);
    user = res.json().model;
  });
  afterAll(() => h?.close());

  it('GET /user/:id/badge answers the PDF with the contact QR (admin, receptionist only)', async () => {
    const res = await h.request({
      method: 'GET',
      url: `/api/user/${user._id}/badge`,
      token: h.users.Receptionist.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeQr(res.rawPayload)).toBe(`${h.config.publicUrl}/Contact/Share/${user.code}`);
    expect(pdfText(res.rawPayload)).toContain('Joana Ávila');
    const manager = await h.request({
      method: 'GET',
      url: `/api/user/${user._id}/badge`,
      token: h.users.Manager.token,
    });
    expect(manager.statusCode).toBe(403);
    const missing = await h.request({
      method: 'GET',
      url: '/api/user/0190f000-0000-7000-8000-000000000000/badge',
      token: h.users.Admin.token,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('POST /user/badges answers one page per id; PUT /user/:id/print marks printed and checked in', async () => {
    const res = await h.request({
      method: 'POST',
      url: '/api/user/badges',
      token: h.users.Admin.token,
      payload: { ids: [user._id, h.users.User.id, h.users.Manager.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(mediaBoxes(res.rawPayload)).toHaveLength(3);
    const printed = await h.request({
      method: 'PUT',
      url: `/api/user/${user._id}/print`,
      token: h.users.Receptionist.token,
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.json().model.qrPrinted).toBe(true);
    expect(Date.now() - new Date(printed.json().model.checkInAt).getTime()).toBeLessThan(60_000);
    const batch = await h.request({
      method: 'PUT',
      url: '/api/user/print',
      token: h.users.Admin.token,
      payload: { ids: [h.users.User.id, h.users.Manager.id, '0190f000-0000-7000-8000-000000000000'] },
    });
    expect(batch.json().model).toEqual({ printed: 2, notFound: ['0190f000-0000-7000-8000-000000000000'] });
    const listed = await h.request({
      method: 'GET',
      url: '/api/user?filters[qrPrinted]=true',
      token: h.users.Admin.token,
    });
    expect(listed.json().params.count).toBe(3);
    const denied = await h.request({
      method: 'PUT',
      url: '/api/user/print',
      token: h.users.Manager.token,
      payload: { ids: [h.users.User.id] },
    });
    expect(denied.statusCode).toBe(403);
  });

  it('GET /contact/:code is public, by badge code only, and reveals only the card', async () => {
    for (const key of [user.code, user.code.toLowerCase()]) {
      const res = await h.request({ method: 'GET', url: `/api/contact/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().model).toEqual({
        fullName: "Joana D'Ávila; Conceição, Filha",
        companyName: 'Ação & Cia, São Paulo',
        profession: 'Arquiteto',
        phoneNumber: '+5511987654321',
        email: 'joana@teste.com.br',
      });
    }
    // without a company name of their own, the card shows their company's
    const [member] = (
      await h.request({
        method: 'GET',
        url: `/api/user?filters[email]=${h.users.User.email}`,
        token: h.users.Admin.token,
      })
    ).json().model;
    const card = await h.request({ method: 'GET', url: `/api/contact/${member.code}` });
    expect(card.json().model.companyName).toBe('Expositora A Ltda');
    expect((await h.request({ method: 'GET', url: '/api/contact/NAOEXISTE2' })).statusCode).toBe(404);
    // the internal id is no way in (issue 37 item 3)
    expect((await h.request({ method: 'GET', url: `/api/contact/${user._id}` })).statusCode).toBe(404);
  });

  it('GET /contact/:code/vcard is a vCard 3.0 named after the person, UTF-8, CRLF, escaped', async () => {
    const res = await h.request({ method: 'GET', url: `/api/contact/${user.code}/vcard` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent("Joana D'Ávila; Conceição, Filha.vcf")}`,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    // unfold, then parse "NAME;PARAMS:value"
    const lines = text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
    const props = new Map(
      lines.map((l) => [l.slice(0, l.indexOf(':')).split(';')[0], l.slice(l.indexOf(':') + 1)]),
    );
    expect(lines[0]).toBe('BEGIN:VCARD');
    expect(props.get('VERSION')).toBe('3.0');
    expect(props.get('FN')).toBe("Joana D'Ávila\\; Conceição\\, Filha");
    expect(props.get('N')).toBe("D'Ávila\\; Conceição\\, Filha;Joana;;;");
    expect(props.get('ORG')).toBe('Ação & Cia\\, São Paulo');
    expect(props.get('TITLE')).toBe('Arquiteto');
    expect(props.get('TEL')).toBe('+5511987654321');
    expect(props.get('EMAIL')).toBe('joana@teste.com.br');
    expect(lines.at(-1)).toBe('END:VCARD');
  });
});
