import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompanyByDocument(db: Db, document: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.document, document)).limit(1);
  return row;
}

export async function findCompanyById(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function insertCompany(db: Db, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}
