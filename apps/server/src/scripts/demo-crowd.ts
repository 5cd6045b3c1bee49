/**
 * Demo seeder "público gerado": a few hundred believable people from the benchmark's own generator
 * (generated-people.ts), spread over the demo companies, so the users list pages, filters and export
 * have something to show. Roles fit the company: builders' people are Builders, the others Users and a
 * few Managers; nobody generated is an Admin.
 */
import { eq } from 'drizzle-orm';
import { newId, newUserCode } from '../db/ids';
import { companies, type NewUser, users } from '../db/schema';
import { findUserByEmail } from '../modules/users/users.repository';
import { DEMO_COMPANIES } from './demo-data';
import type { DemoSeeder } from './demo-seed';
import { peopleGenerator, rng } from './generated-people';

/** How many people the demo crowd has. */
export const DEMO_CROWD_SIZE = 300;
const DAY = 86_400_000;
/** Sign-ups over the 120 days before the fair's seed date. */
const SPAN_DAYS = 120;

function crowd(companyRefs: { id: string; name: string; document: string }[], now: number) {
  return peopleGenerator({
    random: rng(20_260_310),
    companies: companyRefs,
    createdAt: (i, jitter) =>
      new Date(now - SPAN_DAYS * DAY + ((i + jitter) / DEMO_CROWD_SIZE) * SPAN_DAYS * DAY),
    cpfBase: 300_000_000,
    noAdmins: true,
  });
}

export const demoCrowd: DemoSeeder = {
  area: 'público gerado',
  // the generator is deterministic: its first person's e-mail marks the crowd as present
  present: async ({ db }) => Boolean(await findUserByEmail(db, crowd([], Date.now())(0).email)),
  async seed(ctx) {
    const refs = [];
    const types = new Map<string, string>();
    for (const c of DEMO_COMPANIES) {
      const [row] = await ctx.db.select().from(companies).where(eq(companies.document, c.document)).limit(1);
      if (!row) continue;
      refs.push({ id: row.id, name: row.name, document: row.document });
      types.set(row.id, row.companyType);
    }
    const next = crowd(refs, Date.now());
    const passwordHash = await ctx.passwordHash();
    const rows: NewUser[] = [];
    for (let i = 0; i < DEMO_CROWD_SIZE; i++) {
      const p = next(i);
      const type = p.companyId ? types.get(p.companyId) : undefined;
      const role = type === 'M' ? 'Builder' : type && p.role === 'Manager' ? 'Manager' : 'User';
      rows.push({ ...p, id: newId(), role, code: newUserCode(), passwordHash });
    }
    for (let i = 0; i < rows.length; i += 100) await ctx.db.insert(users).values(rows.slice(i, i + 100));
    return `${rows.length} pessoas`;
  },
};
