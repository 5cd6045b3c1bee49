/**
 * Demo seeder "empresas e pessoas": the demo companies, one login per role (README) with two
 * notifications each, and the named people of demo-data.ts.
 */
import type { Role } from '@feira/shared';
import { insertCompany } from '../modules/companies/companies.repository';
import { insertNotification } from '../modules/notifications/notifications.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { createUserRecord } from '../modules/users/users.service';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PEOPLE } from './demo-data';
import type { DemoContext, DemoSeeder } from './demo-seed';

export const demoCompaniesAndPeople: DemoSeeder = {
  area: 'empresas e pessoas',
  present: async ({ db }) => Boolean(await findUserByEmail(db, DEMO_LOGINS[0]!.email)),
  async seed(ctx) {
    const { db } = ctx;
    for (const c of DEMO_COMPANIES)
      await insertCompany(db, { ...c, status: 1, cashbackFee: c.companyType === 'E' ? 1000 : 0 });
    for (const login of DEMO_LOGINS) {
      const user = await person(ctx, login, { profession: login.profession });
      await insertNotification(db, {
        userId: user.id,
        title: 'Bem-vindo à Feira Demo 2026',
        body: `Olá, ${login.firstName}! Este é o ambiente de demonstração.`,
      });
      await insertNotification(db, {
        userId: user.id,
        title: 'Montagem dos estandes',
        body: 'A montagem começa em 10/03 às 08:00. Credenciamento no portão 2.',
      });
    }
    for (const p of DEMO_PEOPLE) await person(ctx, p, { profession: p.profession, document: p.document });
    return `${DEMO_COMPANIES.length} empresas, ${DEMO_LOGINS.length + DEMO_PEOPLE.length} pessoas`;
  },
};

async function person(
  ctx: DemoContext,
  p: { firstName: string; lastName: string; email: string; role: Role; company: string | null },
  extra: { profession: string; document?: string },
) {
  return createUserRecord(ctx.db, {
    firstName: p.firstName,
    lastName: p.lastName,
    fullName: `${p.firstName} ${p.lastName}`,
    email: p.email,
    role: p.role,
    status: 1,
    companyId: p.company ? await ctx.companyId(p.company) : null,
    passwordHash: await ctx.passwordHash(),
    ...extra,
  });
}
