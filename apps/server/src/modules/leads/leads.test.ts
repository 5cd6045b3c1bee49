import {
  DEFAULT_LEAD_LANES,
  type LaneModel,
  LEAD_CARD_TEXT_MAX,
  type LeadCardModel,
  type LeadModel,
} from '@feira/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test-support/app-harness';
import { addPerson, bellOf } from '../../test-support/people';
import { testDatabaseKinds } from '../../test-support/test-databases';
import { addVisitor, capture, storedLeads } from './leads.test-helper';

describe.each(testDatabaseKinds())('leads on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h?.close());

  const manager = () => h.users.Manager.token;
  const staff = () => h.users.User.token;
  const get = (url: string, token: string) => h.request({ method: 'GET', url, token });
  const put = (url: string, token: string, payload: object) =>
    h.request({ method: 'PUT', url, token, payload });
  const lanesOf = async (token: string) => (await get('/api/lane', token)).json().model as LaneModel[];

  it('captures by badge code, by user id and by every scanned-text form, one lead per visitor', async () => {
    const byCode = await addVisitor(h, 'Ana');
    const res = await capture(h, staff(), byCode.code, 'Quer orçamento de estande');
    expect(res.statusCode).toBe(200);
    const lead = res.json().model as LeadModel;
    expect(lead).toMatchObject({
      status: 0,
      info: 'Quer orçamento de estande',
      user: {
        _id: byCode.id,
        fullName: byCode.fullName,
        email: byCode.email,
        address: { city: 'São Paulo' },
      },
      createdBy: { _id: h.users.User.id },
      company: { _id: h.companyA, name: 'Expositora A Ltda' },
    });
    // the allow-list: nothing of the visitor's identity beyond the contact data
    expect(JSON.stringify(lead)).not.toContain(byCode.code);
    expect(lead.user).not.toHaveProperty('document');

    const byId = await addVisitor(h, 'Bruno', h.companyB, null);
    const byIdLead = await capture(h, manager(), byId.id);
    expect(byIdLead.statusCode).toBe(200);
    // a visitor without a typed company name shows the name of the company they belong to
    expect((byIdLead.json().model as LeadModel).user.companyName).toBe('Expositora B Ltda');
    const forms = [
      (c: string) => `http://localhost:3000/Contact/Share/${c}`,
      (c: string) => `http://localhost:3000/Contact/Share/${c}/?utm_source=cracha`,
      (c: string) => `FEIRA;2026;${c}`,
      (c: string) => `  ${c.toLowerCase()}  `,
    ];
    for (const form of forms) {
      const visitor = await addVisitor(h, 'Forma');
      const answer = await capture(h, staff(), form(visitor.code));
      expect(answer.statusCode, form('CODE')).toBe(200);
      expect((answer.json().model as LeadModel).user._id).toBe(visitor.id);
    }

    // a second scan of the same visitor: 409 with the existing lead, never a second row
    const again = await capture(h, manager(), `https://x.com/Contact/Share/${byCode.code}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().model).toMatchObject({ _id: lead._id, user: { _id: byCode.id } });
    const rows = (await storedLeads(h, h.companyA)).filter((r) => r.userId === byCode.id);
    expect(rows).toHaveLength(1);

    // unknown codes
    for (const code of ['ZZZZZZZZZZ', 'https://x.com/Contact/Share/?q=1', ';;', 'nao-existe'])
      expect((await capture(h, staff(), code)).statusCode, code).toBe(404);
    expect((await capture(h, staff(), '')).statusCode).toBe(400);
  });

  it('gives one row for 20 concurrent captures of the same badge', async () => {
    const visitor = await addVisitor(h, 'Concorrente');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => capture(h, i % 2 ? manager() : staff(), visitor.code)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = (await storedLeads(h, h.companyA)).filter((r) => r.userId === visitor.id);
    expect(rows).toHaveLength(1);
    const conflicts = answers.filter((a) => a.statusCode === 409).map((a) => a.json().model._id);
    expect(new Set(conflicts)).toEqual(new Set([rows[0]!.id]));
  });

  it('lets only exhibitor staff capture: the admin and other roles get 403', async () => {
    const visitor = await addVisitor(h, 'Proibido');
    for (const role of ['Admin', 'Receptionist', 'Builder', 'Project_Manager'] as const)
      expect((await capture(h, h.users[role].token, visitor.code)).statusCode, role).toBe(403);
    expect((await capture(h, '', visitor.code)).statusCode).toBe(401);
  });

  it("creates the company's six lanes from its first lead; status moves only to a lane position", async () => {
    const companyLanes = await lanesOf(manager());
    expect(companyLanes.map((l) => [l.position, l.title])).toEqual(
      DEFAULT_LEAD_LANES.map((l) => [l.value, l.label]),
    );
    const visitor = await addVisitor(h, 'Funil');
    const lead = (await capture(h, staff(), visitor.code)).json().model as LeadModel;

    const moved = await put(`/api/lead/${lead._id}`, staff(), { status: 3 });
    expect(moved.statusCode).toBe(200);
    expect((moved.json().model as LeadModel).status).toBe(3);
    // the move's answer (the UPDATE's RETURNING joined in the same statement) is the lead as GET shows it
    expect((await get(`/api/lead/${lead._id}`, manager())).json().model).toEqual(moved.json().model);
    expect((moved.json().model as LeadModel).user.fullName).toBe(lead.user.fullName);

    for (const status of [6, 99, -1, 'x'])
      expect((await put(`/api/lead/${lead._id}`, manager(), { status })).statusCode, String(status)).toBe(
        400,
      );
    expect(((await get(`/api/lead/${lead._id}`, manager())).json().model as LeadModel).status).toBe(3);

    const noted = await put(`/api/lead/${lead._id}`, manager(), { info: 'Ligar na segunda' });
    expect(noted.json().model).toMatchObject({ status: 3, info: 'Ligar na segunda' });
    expect((await put(`/api/lead/${lead._id}`, manager(), {})).statusCode).toBe(400);

    // a renamed lane keeps its position; titles are validated
    const qualified = companyLanes.find((l) => l.position === 3)!;
    const renamed = await put(`/api/lane/${qualified._id}`, manager(), { title: '  Quentes  ' });
    expect(renamed.json().model).toMatchObject({ _id: qualified._id, title: 'Quentes', position: 3 });
    expect((await put(`/api/lane/${qualified._id}`, manager(), { title: ' ' })).statusCode).toBe(400);
    expect((await lanesOf(staff())).find((l) => l.position === 3)?.title).toBe('Quentes');
  });

  it("answers 404 for another company's lead and lane; the admin reads every company's", async () => {
    const visitor = await addVisitor(h, 'Escopo');
    const lead = (await capture(h, staff(), visitor.code)).json().model as LeadModel;
    const other = h.otherManager.token;
    expect((await get(`/api/lead/${lead._id}`, other)).statusCode).toBe(404);
    expect((await put(`/api/lead/${lead._id}`, other, { status: 1 })).statusCode).toBe(404);
    const laneA = (await lanesOf(manager()))[0]!;
    expect((await put(`/api/lane/${laneA._id}`, other, { title: 'Invadido' })).statusCode).toBe(404);
    expect((await lanesOf(other)).every((l) => l.company === h.companyB)).toBe(true);

    // the same visitor is a separate lead of company B
    expect((await capture(h, other, visitor.code)).statusCode).toBe(200);
    const listB = (await get('/api/lead?take=100', other)).json();
    expect(listB.model.every((l: LeadModel) => l.company._id === h.companyB)).toBe(true);
    expect(listB.model.map((l: LeadModel) => l.user._id)).toContain(visitor.id);

    const admin = h.users.Admin.token;
    expect((await get(`/api/lead/${lead._id}`, admin)).statusCode).toBe(200);
    const onlyA = (await get(`/api/lead?take=1000&filters[company]=${h.companyA}`, admin)).json();
    expect(onlyA.params.count).toBe((await storedLeads(h, h.companyA)).length);
    expect(onlyA.model.every((l: LeadModel) => l.company._id === h.companyA)).toBe(true);
    // a manager's company filter cannot widen the scope
    const forced = (await get(`/api/lead?take=1000&filters[company]=${h.companyA}`, other)).json();
    expect(forced.model.every((l: LeadModel) => l.company._id === h.companyB)).toBe(true);
  });

  it('lists with filters, createdBy, date range and sorting', async () => {
    const colleague = await addPerson(h, 'User', h.companyA, 'colega@leads.com.br');
    const zeca = await addVisitor(h, 'Zeca');
    expect((await capture(h, colleague.token, zeca.code)).statusCode).toBe(200);

    const mine = (await get(`/api/lead?take=100&filters[createdBy]=${colleague.id}`, manager())).json();
    expect(mine.params.count).toBe(1);
    expect(mine.model[0]).toMatchObject({ user: { _id: zeca.id }, createdBy: { _id: colleague.id } });

    const byName = (await get('/api/lead?filters[fullName]=zeca', manager())).json();
    expect(byName.model.map((l: LeadModel) => l.user._id)).toEqual([zeca.id]);
    const byStatus = (await get('/api/lead?take=100&filters[status]=3', manager())).json();
    expect(byStatus.model.length).toBeGreaterThan(0);
    expect(byStatus.model.every((l: LeadModel) => l.status === 3)).toBe(true);

    const all = (await get('/api/lead?take=1000', manager())).json();
    const dates = all.model.map((l: LeadModel) => l.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const byNameAsc = (await get('/api/lead?take=1000&sort=fullName&desc=false', manager())).json();
    const names = byNameAsc.model.map((l: LeadModel) => l.user.fullName);
    expect(names).toEqual(
      [...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect((await get('/api/lead?sort=password', manager())).statusCode).toBe(400);

    const today = new Date().toISOString().slice(0, 10);
    const inRange = (await get(`/api/lead?take=1000&startDate=${today}&endDate=${today}`, manager())).json();
    expect(inRange.params.count).toBe(all.params.count);
    const past = (await get('/api/lead?startDate=2020-01-01&endDate=2020-01-31', manager())).json();
    expect(past.params.count).toBe(0);
  });

  it('answers the funnel as slim cards: same rows and order as the list, the note cut, the scope kept', async () => {
    const long = await addVisitor(h, 'Longa');
    const note = 'x'.repeat(LEAD_CARD_TEXT_MAX + 40);
    expect((await capture(h, staff(), long.code, note)).statusCode).toBe(200);
    const list = (await get('/api/lead?take=1000', manager())).json();
    const board = (await get('/api/lead/board?take=1000', manager())).json();
    expect(board.params.count).toBe(list.params.count);
    const cards = board.model as LeadCardModel[];
    expect(cards.map((c) => c._id)).toEqual(list.model.map((l: LeadModel) => l._id));
    for (const [i, card] of cards.entries()) {
      const lead = list.model[i] as LeadModel;
      expect(Object.keys(card).sort()).toEqual(
        ['_id', 'companyName', 'createdAt', 'fullName', 'info', 'profession', 'status'].sort(),
      );
      expect(card).toMatchObject({
        status: lead.status,
        fullName: lead.user.fullName,
        companyName: lead.user.companyName,
        profession: lead.user.profession,
        createdAt: lead.createdAt,
      });
      if ((lead.info ?? '').length <= LEAD_CARD_TEXT_MAX) expect(card.info).toBe(lead.info);
    }
    expect(cards.find((c) => c._id === list.model.find((l: LeadModel) => l.info === note)._id)!.info).toBe(
      `${'x'.repeat(LEAD_CARD_TEXT_MAX)}…`,
    );
    const other = (await get('/api/lead/board?take=1000', h.otherManager.token)).json();
    expect(other.model.some((c: LeadCardModel) => cards.some((mine) => mine._id === c._id))).toBe(false);
    const onlyA = (
      await get(`/api/lead/board?take=1000&filters[company]=${h.companyA}`, h.users.Admin.token)
    ).json();
    expect(onlyA.params.count).toBe((await storedLeads(h, h.companyA)).length);
    expect((await get('/api/lead/board', h.users.Receptionist.token)).statusCode).toBe(403);
  });

  it("tells the company's managers about a new lead under the bell, with a link to it", async () => {
    const secondManager = await addPerson(h, 'Manager', h.companyA, 'gestor2@leads.com.br');
    const before = (await bellOf(h, secondManager.token)).length;
    const visitor = await addVisitor(h, 'Notificado');
    const lead = (await capture(h, staff(), visitor.code)).json().model as LeadModel;
    const [latest, ...rest] = await bellOf(h, secondManager.token);
    expect(rest).toHaveLength(before);
    expect(latest).toMatchObject({ title: 'Novo lead capturado', eventLink: `/lead/${lead._id}`, status: 0 });
    expect(latest!.body).toContain(visitor.fullName);
    // a repeat scan tells nobody; plain users are not told
    await capture(h, manager(), visitor.code);
    expect(await bellOf(h, secondManager.token)).toHaveLength(before + 1);
    expect((await bellOf(h, staff())).some((n) => n.eventLink === `/lead/${lead._id}`)).toBe(false);
  });

  it('many badges scanned at once by two companies (grouped statements): one lead each, one notification each', async () => {
    const secondManager = await addPerson(h, 'Manager', h.companyA, 'gestor3@leads.com.br');
    const before = (await bellOf(h, secondManager.token)).length;
    const visitors = await Promise.all(Array.from({ length: 12 }, (_, i) => addVisitor(h, `Grupo${i}`)));
    const scans = visitors.flatMap((v) => [
      [staff(), v.code],
      [manager(), v.id],
      [h.otherManager.token, v.code],
    ]);
    const answers = await Promise.all(scans.map(([token, code]) => capture(h, token!, code!)));
    for (const [i, v] of visitors.entries()) {
      const mine = answers.slice(i * 3, i * 3 + 3);
      // company A scanned twice (one lead, one 409 carrying it), company B once
      const ofA = mine.slice(0, 2);
      expect(ofA.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const made = ofA.find((r) => r.statusCode === 200)!.json().model as LeadModel;
      expect(ofA.find((r) => r.statusCode === 409)!.json().model._id).toBe(made._id);
      expect(made).toMatchObject({ user: { _id: v.id }, company: { _id: h.companyA } });
      expect(mine[2]!.statusCode).toBe(200);
      expect((mine[2]!.json().model as LeadModel).company._id).toBe(h.companyB);
    }
    const bell = await bellOf(h, secondManager.token);
    expect(bell).toHaveLength(before + visitors.length);
  });
});
