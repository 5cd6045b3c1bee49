/**
 * Seed of the money benchmark (`node --import tsx bench/money-seed.ts`, run by bench/money.mjs):
 * an admin, one exhibitor and its client, MONEY_SEED_TRANSACTIONS transactions over 450 days (70 %
 * paid, 20 % pending, 10 % canceled) in INSERTs of 2,000 rows, and MONEY_SEED_PENDING fresh pending
 * budget payments for the webhook scenario. Prints `MONEY_SEED_RESULT {json}` last.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/password';
import { openDatabase } from '../apps/server/src/db/client';
import { newId, newUserCode } from '../apps/server/src/db/ids';
import { runMigrations } from '../apps/server/src/db/migrate';
import { budgets, companies, transactions, users } from '../apps/server/src/db/schema';

const env = (name: string, fallback = '') => process.env[name] || fallback;
const total = Number(env('MONEY_SEED_TRANSACTIONS', '200000'));
const pending = Number(env('MONEY_SEED_PENDING', '100'));
const DAY = 86_400_000;

const url = env('MONEY_SEED_DATABASE_URL') || undefined;
// the server keeps PGlite in DATA_DIR/pglite
const database = await openDatabase({
  url,
  dataDir: url ? undefined : `${env('MONEY_SEED_DATA_DIR')}/pglite`,
});
try {
  await runMigrations(database);
  const { db } = database;
  const passwordHash = await hashPassword(env('MONEY_SEED_PASSWORD'));
  const [company] = await db
    .insert(companies)
    .values({
      name: 'Expositora Bench',
      socialName: 'Expositora Bench Ltda',
      document: '11222333000181',
      companyType: 'E',
      cashbackFee: 1000,
    })
    .returning({ id: companies.id });
  const person = (email: string, role: 'Admin' | 'User', companyId: string | null) => ({
    id: newId(),
    code: newUserCode(),
    firstName: role,
    lastName: 'Bench',
    fullName: `${role} Bench`,
    email,
    role,
    status: 1,
    companyId,
    passwordHash,
  });
  const admin = person(env('MONEY_SEED_ADMIN_EMAIL'), 'Admin', null);
  const client = person('cliente@bench.feira.local', 'User', null);
  await db.insert(users).values([admin, client]);

  const started = Date.now();
  const now = Date.now();
  for (let done = 0; done < total; ) {
    const n = Math.min(2000, total - done);
    const rows = Array.from({ length: n }, (_, k) => {
      const i = done + k;
      const r = (i * 7919) % 100;
      const status = r < 70 ? 1 : r < 90 ? 0 : 2;
      const createdAt = new Date(now - ((i * 450 * DAY) / total + ((i * 104_729) % 3_600_000)));
      return {
        id: newId(),
        description: `Orçamento ${i}`,
        value: 500 + ((i * 37) % 500_000),
        status,
        paymentMethod: 2,
        userId: client.id,
        companyId: company!.id,
        createdBy: admin.id,
        resource: 'budget' as const,
        resourceId: newId(),
        pixTxid: newId().replace(/-/g, '').slice(7),
        paidAt: status === 1 ? createdAt : null,
        canceledAt: status === 2 ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(transactions).values(rows);
    done += n;
    if (done % 20_000 === 0 || done === total) console.error(`[money-seed] ${done}/${total} transactions`);
  }
  const webhookIds: string[] = [];
  for (let i = 0; i < pending; i++) {
    /** what the budget and its payment share */
    const common = {
      description: `Webhook ${i}`,
      value: 1000,
      userId: client.id,
      companyId: company!.id,
      createdBy: admin.id,
    };
    const [b] = await db.insert(budgets).values(common).returning({ id: budgets.id });
    const [t] = await db
      .insert(transactions)
      .values({
        ...common,
        resource: 'budget',
        resourceId: b!.id,
        pixTxid: newId().replace(/-/g, '').slice(7),
      })
      .returning({ id: transactions.id });
    webhookIds.push(t!.id);
  }
  // What autovacuum would have done on a live database (as bench/seed.ts does for users), and the
  // seed's dirty pages written out now, so that neither runs during the measurement
  await db.execute(sql`VACUUM ANALYZE transactions`);
  await db.execute(sql`VACUUM ANALYZE budgets`);
  await db.execute(sql`CHECKPOINT`);
  console.log(
    `MONEY_SEED_RESULT ${JSON.stringify({ transactions: total, webhookIds, seedSeconds: (Date.now() - started) / 1000 })}`,
  );
} finally {
  await database.close();
}
