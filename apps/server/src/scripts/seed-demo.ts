/**
 * `npm run seed:demo`: a believable demo fair on the configured database (DATA_DIR or DATABASE_URL):
 * exhibitors, stand builders and service providers with their people, one login per role (README), and
 * a few notifications. Safe to run twice: it does nothing when the demo admin already exists.
 */
import type { Role } from '@feira/shared';
import { loadConfig } from '../config';
import { hashPassword } from '../core/password';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { insertCompany } from '../modules/companies/companies.repository';
import { insertNotification } from '../modules/notifications/notifications.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { createUserRecord } from '../modules/users/users.service';
import { DEMO_COMPANIES, DEMO_LOGINS, DEMO_PASSWORD, DEMO_PEOPLE } from './demo-data';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    await runMigrations(database);
    const { db } = database;
    if (await findUserByEmail(db, DEMO_LOGINS[0]!.email)) {
      console.log('A feira de demonstração já existe neste banco de dados.');
      return;
    }
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const companyIds = new Map<string, string>();
    for (const c of DEMO_COMPANIES) {
      const row = await insertCompany(db, { ...c, status: 1, cashbackFee: c.companyType === 'E' ? 1000 : 0 });
      companyIds.set(c.key, row.id);
    }
    const person = (
      first: string,
      last: string,
      email: string,
      role: Role,
      companyKey: string | null,
      extra = {},
    ) =>
      createUserRecord(db, {
        firstName: first,
        lastName: last,
        fullName: `${first} ${last}`,
        email,
        role,
        status: 1,
        companyId: companyKey ? companyIds.get(companyKey)! : null,
        passwordHash,
        ...extra,
      });
    for (const login of DEMO_LOGINS) {
      const user = await person(login.firstName, login.lastName, login.email, login.role, login.company, {
        profession: login.profession,
      });
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
    for (const p of DEMO_PEOPLE) {
      await person(p.firstName, p.lastName, p.email, p.role, p.company, {
        profession: p.profession,
        document: p.document,
      });
    }
    console.log(
      `Feira de demonstração criada: ${DEMO_COMPANIES.length} empresas, ${DEMO_LOGINS.length + DEMO_PEOPLE.length} pessoas.`,
    );
    console.log(`Logins (senha ${DEMO_PASSWORD}):`);
    for (const l of DEMO_LOGINS) console.log(`  ${l.role.padEnd(16)} ${l.email}`);
  } finally {
    await database.close();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
