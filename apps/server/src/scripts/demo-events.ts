/**
 * Demo seeder "eventos" (issue 12): two events of the fair with the leads' visitors as attendees,
 * check-ins (and some check-outs) so /event/{id} shows its counters and the dashboard its check-ins,
 * a certificate for the opening lecture, and one visitor (CPF 714.602.381-84, born 12/04/1990) who
 * checked in, so /certificado/emissao gives a PDF in the demo.
 */
import { isValidCpf } from '@feira/shared';
import { eq, like } from 'drizzle-orm';
import { newId } from '../db/ids';
import { attendeeChecks, certificateTemplates, eventAttendees, events, users } from '../db/schema';
import { minuteBucket } from '../db/time-buckets';
import { createUserRecord } from '../modules/users/users.service';
import type { DemoSeeder } from './demo-seed';

const HOUR = 3_600_000;
const OPENING = 'Palestra de abertura: tendências do agronegócio 2026';
export const DEMO_CERTIFICATE_CPF = '71460238184';
export const DEMO_CERTIFICATE_BIRTH = '1990-04-12';

export const demoEvents: DemoSeeder = {
  area: 'eventos',
  async present(ctx) {
    const [row] = await ctx.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.title, OPENING))
      .limit(1);
    return row !== undefined;
  },
  async seed(ctx) {
    const { db } = ctx;
    const admin = await ctx.userId('admin@demo.feira.com.br');
    const now = Date.now();
    // the opening began three hours ago (on a quarter hour), the workshop one hour ago, the round
    // table is tomorrow: whenever the demo is seeded, there are check-ins, check-outs and a future event
    const opening = Math.floor(now / (15 * 60_000)) * 15 * 60_000 - 3 * HOUR;
    const plan = [
      {
        title: OPENING,
        type: 1,
        capacity: 0,
        start: opening,
        hours: 2,
        description: 'Abertura oficial da feira com o painel de tendências do setor.',
      },
      {
        title: 'Workshop de irrigação inteligente',
        type: 4,
        capacity: 40,
        start: opening + 2 * HOUR,
        hours: 3,
        description: 'Sensores, automação e economia de água na prática.',
      },
      {
        title: 'Mesa-redonda: crédito rural',
        type: 5,
        capacity: 120,
        start: opening + 27 * HOUR,
        hours: 2,
        description: 'Bancos e cooperativas falam das linhas de crédito de 2026.',
      },
    ];
    const ids: string[] = [];
    for (const p of plan) {
      const id = newId();
      ids.push(id);
      await db.insert(events).values({
        id,
        title: p.title,
        description: p.description,
        type: p.type,
        capacity: p.capacity,
        startsAt: new Date(p.start),
        endsAt: new Date(p.start + p.hours * HOUR),
        createdBy: admin,
      });
    }
    if (!isValidCpf(DEMO_CERTIFICATE_CPF)) throw new Error('demo CPF');
    const guest = await createUserRecord(db, {
      firstName: 'Helena',
      lastName: 'Prado',
      fullName: 'Helena Prado',
      email: 'helena.prado@visitante.demo.feira.com.br',
      document: DEMO_CERTIFICATE_CPF,
      birthDate: DEMO_CERTIFICATE_BIRTH,
      phoneNumber: '+5511987001122',
      nationalPhoneNumber: '(11) 98700-1122',
      profession: 'Engenheiro Agrônomo',
      companyName: 'Fazenda Boa Vista',
      city: 'Ribeirão Preto',
      state: 'SP',
      role: 'User',
      status: 1,
    });
    const visitors = await db
      .select({ id: users.id })
      .from(users)
      .where(like(users.email, '%@visitante.demo.feira.com.br'))
      .orderBy(users.email)
      .limit(30);
    const people = [guest.id, ...visitors.map((v) => v.id).filter((id) => id !== guest.id)];
    let attendees = 0;
    let checks = 0;
    for (const [e, eventId] of ids.entries()) {
      const start = plan[e]!.start;
      const share = e === 0 ? people : people.slice(0, e === 1 ? 18 : 12);
      for (const [i, userId] of share.entries()) {
        const id = newId();
        const past = start < now;
        const went = past && i % 4 !== 3;
        const at = new Date(start - 15 * 60_000 + i * 47_000);
        await db.insert(eventAttendees).values({
          id,
          eventId,
          userId,
          status: went ? 2 : i % 3 === 0 ? 1 : 0,
          checkInDate: went ? at : null,
          createdBy: admin,
          createdAt: new Date(start - (3 + (i % 5)) * 24 * HOUR),
        });
        attendees += 1;
        if (!went) continue;
        const rows = [{ type: 1, at }];
        const out = new Date(start + plan[e]!.hours * HOUR + i * 31_000);
        if (i % 3 === 0 && out.getTime() < now) rows.push({ type: 2, at: out });
        await db.insert(attendeeChecks).values(
          rows.map((r) => ({
            id: newId(),
            attendeeId: id,
            eventId,
            type: r.type,
            minuteBucket: minuteBucket(r.at),
            source: 'import' as const,
            createdBy: admin,
            createdAt: r.at,
          })),
        );
        checks += rows.length;
        await db.update(users).set({ checkInAt: at }).where(eq(users.id, userId));
      }
    }
    await db.insert(certificateTemplates).values({
      id: newId(),
      eventId: ids[0]!,
      title: 'Certificado de participação',
      text: 'Certificamos que {nome} participou da {evento}, realizada em {data}, com carga horária de {horas} horas.',
      hours: 2,
      createdBy: admin,
    });
    return `${ids.length} eventos, ${attendees} inscrições, ${checks} check-ins/outs, 1 certificado (CPF 714.602.381-84, nascimento 12/04/1990)`;
  },
};
