import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';

/**
 * The contact card's columns of the person whose badge carries this code, and their company's name.
 * Only these columns are read: the card is public, so the row never holds the id, CPF or birth date.
 */
export async function findContactByCode(db: Db, code: string) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      firstName: users.firstName,
      lastName: users.lastName,
      ownCompanyName: users.companyName,
      profession: users.profession,
      phoneNumber: users.phoneNumber,
      email: users.email,
      company: companies.name,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.code, code))
    .limit(1);
  return row;
}
