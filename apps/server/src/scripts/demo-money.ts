/**
 * Demo seeder "money": budgets, cashback and their Pix payments for the demo exhibitor Sabor do
 * Campo (gestor@ and usuario@ of README's logins) in every status, plus a few for TechAgro, so the
 * /budget, /cashback and /transaction screens and the public /pay/{id} page show real data.
 * Budgets go to the company's leads (the leads seeder runs first); without leads, to visitors.
 */
import { cashbackFeeCents, PaymentMethod } from '@feira/shared';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { budgets, cashbacks, companies, leads, transactions, users } from '../db/schema';
import { newPixTxid } from '../modules/transactions/transactions.repository';
import type { DemoSeeder } from './demo-seed';

const DAY_MS = 86_400_000;

/** [description, cents, budget status (0 Pendente, 1 Ativo, 3 Cancelado), days ago] */
const BUDGETS: ReadonlyArray<readonly [string, number, 0 | 1 | 3, number]> = [
  ['Kit degustação de queijos artesanais para 3 lojas (20 unidades de cada)', 184_990, 0, 1],
  ['Pedido mínimo de doces em compota: 60 potes sortidos', 96_000, 1, 3],
  ['Embutidos para restaurante: entrega quinzenal, primeiro mês', 312_450, 0, 4],
  ['Amostras para distribuição no Nordeste', 15_000, 1, 6],
  ['Cesta corporativa de fim de ano (40 cestas)', 540_000, 3, 9],
  ['Linha de geleias para cafeteria (12 sabores)', 42_380, 0, 12],
  ['Renegociação do pedido trimestral de laticínios', 228_700, 1, 15],
];

/** [description, cents, cashback status (4 Aguardando, 1 Ativo, 2 Usado, 3 Cancelado), days ago] */
const CASHBACKS: ReadonlyArray<readonly [string, number, 1 | 2 | 3 | 4, number]> = [
  ['Crédito pela compra na feira', 5_000, 4, 0],
  ['Bônus de fidelidade', 12_500, 1, 2],
  ['Cashback da primeira compra', 8_000, 2, 5],
  ['Crédito promocional cancelado', 6_000, 3, 8],
  ['Crédito por indicação de cliente', 10_000, 1, 11],
];

const transactionStatus = (paid: boolean, canceled: boolean) => (paid ? 1 : canceled ? 2 : 0);

/** The people budgets go to: the company's leads, oldest first; else visitors without a company. */
async function clientsOf(db: Db, companyId: string): Promise<{ userId: string; leadId: string | null }[]> {
  const rows = await db
    .select({ userId: leads.userId, leadId: leads.id })
    .from(leads)
    .where(eq(leads.companyId, companyId))
    .orderBy(asc(leads.createdAt));
  if (rows.length) return rows;
  const visitors = await db
    .select({ userId: users.id })
    .from(users)
    .where(and(isNull(users.companyId), eq(users.role, 'User')))
    .limit(10);
  return visitors.map((v) => ({ userId: v.userId, leadId: null }));
}

async function seedCompany(
  db: Db,
  companyId: string,
  staff: string[],
  budgetsPlan: typeof BUDGETS,
  cashbackPlan: typeof CASHBACKS,
) {
  const clients = await clientsOf(db, companyId);
  if (!clients.length) return { budgets: 0, cashbacks: 0 };
  const [company] = await db
    .select({ fee: companies.cashbackFee })
    .from(companies)
    .where(eq(companies.id, companyId));
  const now = Date.now();
  let b = 0;
  for (const [i, [description, value, status, daysAgo]] of budgetsPlan.entries()) {
    const client = clients[i % clients.length]!;
    const createdAt = new Date(now - daysAgo * DAY_MS - (i + 1) * 3_600_000);
    const createdBy = staff[i % staff.length]!;
    const [row] = await db
      .insert(budgets)
      .values({
        description,
        value,
        status,
        userId: client.userId,
        companyId,
        leadId: client.leadId,
        createdBy,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: budgets.id });
    const paidAt = status === 1 ? new Date(createdAt.getTime() + 2 * 3_600_000) : null;
    const canceledAt = status === 3 ? new Date(createdAt.getTime() + DAY_MS) : null;
    await db.insert(transactions).values({
      description,
      value,
      status: transactionStatus(status === 1, status === 3),
      paymentMethod: PaymentMethod.Pix,
      userId: client.userId,
      companyId,
      createdBy,
      resource: 'budget',
      resourceId: row!.id,
      pixTxid: newPixTxid(),
      provider: paidAt || canceledAt ? 'manual' : null,
      paidAt,
      canceledAt,
      createdAt,
      updatedAt: paidAt ?? canceledAt ?? createdAt,
    });
    b++;
  }
  let c = 0;
  for (const [i, [description, value, status, daysAgo]] of cashbackPlan.entries()) {
    const client = clients[(i + 3) % clients.length]!;
    const createdAt = new Date(now - daysAgo * DAY_MS - (i + 2) * 3_600_000);
    const createdBy = staff[i % staff.length]!;
    const paid = status === 1 || status === 2;
    const [row] = await db
      .insert(cashbacks)
      .values({
        description,
        value,
        status,
        userId: client.userId,
        companyId,
        createdBy,
        usedAt: status === 2 ? new Date(createdAt.getTime() + DAY_MS) : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: cashbacks.id });
    await db.insert(transactions).values({
      description,
      value: value + cashbackFeeCents(value, company?.fee ?? 0),
      status: transactionStatus(paid, status === 3),
      paymentMethod: PaymentMethod.Pix,
      userId: client.userId,
      companyId,
      createdBy,
      resource: 'cashback',
      resourceId: row!.id,
      pixTxid: newPixTxid(),
      provider: paid || status === 3 ? 'manual' : null,
      paidAt: paid ? new Date(createdAt.getTime() + 3_600_000) : null,
      canceledAt: status === 3 ? new Date(createdAt.getTime() + 3_600_000) : null,
      createdAt,
      updatedAt: createdAt,
    });
    c++;
  }
  return { budgets: b, cashbacks: c };
}

export const demoMoney: DemoSeeder = {
  area: 'orçamentos, cashback e pagamentos',
  async present(ctx) {
    const sabor = await ctx.companyId('sabor');
    const [row] = await ctx.db
      .select({ id: budgets.id })
      .from(budgets)
      .where(eq(budgets.companyId, sabor))
      .limit(1);
    return row !== undefined;
  },
  async seed(ctx) {
    const sabor = await ctx.companyId('sabor');
    const techagro = await ctx.companyId('techagro');
    const staff = [
      await ctx.userId('gestor@demo.feira.com.br'),
      await ctx.userId('usuario@demo.feira.com.br'),
    ];
    const a = await seedCompany(ctx.db, sabor, staff, BUDGETS, CASHBACKS);
    const b = await seedCompany(
      ctx.db,
      techagro,
      [await ctx.userId('otavio@techagro.com.br')],
      BUDGETS.slice(0, 3),
      CASHBACKS.slice(0, 2),
    );
    return `${a.budgets + b.budgets} orçamentos, ${a.cashbacks + b.cashbacks} cashbacks e seus pagamentos`;
  },
};
