import { readFileSync } from 'node:fs';
import path from 'node:path';
import { USER_CODE_ALPHABET } from '@feira/shared';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, testDatabaseKinds } from '../test-support/test-databases';
import type { Db } from './client';
import { isForeignKeyViolation, isUniqueViolation, pgError } from './errors';
import { NEW_ID_SQL, newId } from './ids';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { productSearch } from './product-search';
import {
  attendeeChecks,
  companies,
  consumptionItems,
  eventAttendees,
  events,
  leads,
  products,
  standConsumptions,
  userConsumption,
  users,
} from './schema';
import { searchFilter, textFilter } from './text-filter';
import { minuteBucket } from './time-buckets';
import { userSearch } from './user-search';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Runs `query` under EXPLAIN with sequential scans (and sorts) discouraged, so index use is visible
 * even on tiny test tables; SET LOCAL dies with the transaction. */
async function plan(db: Db, query: SQL, opts: { noSort?: boolean } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (opts.noSort) await tx.execute(sql`SET LOCAL enable_sort = off`);
    const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the statement to fail');
    },
    (err: unknown) => err,
  );
}

describe('migration journal', () => {
  // drizzle's migrator applies only migrations whose `when` is later than the last one applied, so a
  // migration generated on a machine with a clock behind the previous one would be skipped silently.
  it('has strictly increasing timestamps', () => {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    expect(journal.entries[0]?.tag).toBe('0000_extensions');
    for (let i = 1; i < journal.entries.length; i++) {
      expect(journal.entries[i]!.when, journal.entries[i]!.tag).toBeGreaterThan(journal.entries[i - 1]!.when);
    }
  });
});

describe.each(testDatabaseKinds())('database on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(() => database?.drop());

  it('applies the migrations once: extensions, f_unaccent, tables', async () => {
    await runMigrations(database); // second run: nothing pending, no error
    const ext = await db.execute<{ extname: string }>(
      sql`SELECT extname FROM pg_extension WHERE extname IN ('pg_trgm', 'unaccent') ORDER BY extname`,
    );
    expect(ext.rows.map((r) => r.extname)).toEqual(['pg_trgm', 'unaccent']);
    const un = await db.execute<{ v: string }>(sql`SELECT f_unaccent(lower('JOSÉ Conceição Ñandú')) AS v`);
    expect(un.rows[0]?.v).toBe('jose conceicao nandu');
    const applied = await db.execute<{ n: number }>(
      sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'));
    // int8 comes back as a number on both drivers
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  });

  it('makes UUIDv7 ids in SQL (NEW_ID_SQL) as newId() does: version 7, the clock in front, distinct', async () => {
    const before = Date.now();
    const { rows } = await db.execute<{ id: string }>(
      sql`SELECT ${NEW_ID_SQL} AS id FROM generate_series(1, 200)`,
    );
    const after = Date.now();
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.id)).size).toBe(200);
    for (const { id } of rows) {
      expect(id).toMatch(UUID_V7);
      // the first 48 bits are the milliseconds of the Unix clock, as in newId()
      const ms = Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
      expect(ms).toBeGreaterThanOrEqual(before - 1000);
      expect(ms).toBeLessThanOrEqual(after + 1000);
    }
    const fromNode = newId();
    expect(fromNode.slice(0, 8) >= rows[0]!.id.slice(0, 8)).toBe(true);
  });

  it('round-trips a company and a user', async () => {
    const [company] = await db
      .insert(companies)
      .values({
        name: 'Estandes Brasil Ltda',
        socialName: 'Estandes Brasil',
        document: '11222333000181',
        companyType: 'E',
        cashbackFee: 1000,
        address: {
          street: 'Rua A',
          number: '10',
          city: 'São Paulo',
          state: 'SP',
          zipCode: '01001000',
          country: 'BR',
        },
        city: 'São Paulo',
        state: 'SP',
      })
      .returning();
    expect(company?.id).toMatch(UUID_V7);
    expect(company?.status).toBe(1);
    const [user] = await db
      .insert(users)
      .values({
        firstName: 'José',
        lastName: 'da Silva',
        fullName: 'José da Silva',
        email: 'jose.silva@teste.com.br',
        document: '52998224725',
        birthDate: '1990-05-31',
        gender: 0,
        companyId: company!.id,
        professionalFiles: [{ url: 'https://files.example/cert.pdf' }],
        address: { city: 'Campinas', state: 'SP', country: 'BR' },
      })
      .returning();
    expect(user?.id).toMatch(UUID_V7);
    expect(user?.code).toHaveLength(10);
    for (const ch of user!.code) expect(USER_CODE_ALPHABET).toContain(ch);
    expect(user?.role).toBe('User');
    expect(user?.createdAt).toBeInstanceOf(Date);

    const found = await db.query.users.findFirst({ where: eq(users.id, user!.id), with: { company: true } });
    expect(found?.birthDate).toBe('1990-05-31');
    expect(found?.professionalFiles).toEqual([{ url: 'https://files.example/cert.pdf' }]);
    expect(found?.address?.city).toBe('Campinas');
    expect(found?.company?.name).toBe('Estandes Brasil Ltda');
    expect(found?.company?.address?.zipCode).toBe('01001000');

    await new Promise((r) => setTimeout(r, 5));
    const [updated] = await db
      .update(users)
      .set({ badgeName: 'Zé' })
      .where(eq(users.id, user!.id))
      .returning();
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(user!.updatedAt.getTime());
  });

  it('enforces the unique constraints', async () => {
    await db.insert(users).values({ firstName: 'Ana', email: 'Ana.Costa@teste.com.br', code: 'ABCDEFGH23' });
    const dupEmail = await failure(
      db.insert(users).values({ firstName: 'Ana 2', email: 'ana.costa@TESTE.com.br' }),
    );
    expect(isUniqueViolation(dupEmail)).toBe('users_email_lower_key');
    const dupCode = await failure(db.insert(users).values({ firstName: 'Bia', code: 'ABCDEFGH23' }));
    expect(isUniqueViolation(dupCode, 'users_code_key')).toBeTruthy();
    expect(isUniqueViolation(dupCode, 'users_email_lower_key')).toBeUndefined();

    // Users without e-mail, CPF or externalId coexist (nulls never clash).
    await db.insert(users).values([{ firstName: 'Sem Email 1' }, { firstName: 'Sem Email 2' }]);

    // A CNPJ is unique per company type, not across types.
    const base = { name: 'Montadora X', document: '11444777000161' };
    await db.insert(companies).values({ ...base, companyType: 'M' });
    await db.insert(companies).values({ ...base, companyType: 'S' });
    const dupCnpj = await failure(db.insert(companies).values({ ...base, companyType: 'M' }));
    expect(isUniqueViolation(dupCnpj)).toBe('companies_company_type_document_key');
    const badType = await failure(db.insert(companies).values({ ...base, companyType: 'X' as 'E' }));
    expect(pgError(badType)?.code).toBe('23514');
  });

  it('keeps one lead per visitor per company', async () => {
    const [c] = await db
      .insert(companies)
      .values({ name: 'Expo', document: '45723174000110', companyType: 'E' })
      .returning();
    const [v] = await db.insert(users).values({ firstName: 'Visitante' }).returning();
    await db.insert(leads).values({ companyId: c!.id, userId: v!.id });
    const again = await db
      .insert(leads)
      .values({ companyId: c!.id, userId: v!.id })
      .onConflictDoNothing({ target: [leads.companyId, leads.userId] })
      .returning();
    expect(again).toEqual([]);
  });

  it('textFilter matches without accents or case and escapes wildcards', async () => {
    const names = ['Joséfina Araújo', 'MARIA CONCEIÇÃO', 'Ana_Paula 100%', 'Anaxpaula 1000'];
    await db.insert(users).values(names.map((fullName) => ({ firstName: fullName, fullName })));
    const search = async (term: string) =>
      (
        await db
          .select({ n: users.fullName })
          .from(users)
          .where(and(inArray(users.fullName, names), searchFilter(users.searchName, term)))
          .orderBy(asc(users.fullName))
      ).map((r) => r.n);
    expect(await search('jose')).toEqual(['Joséfina Araújo']);
    expect(await search(' araujo ')).toEqual(['Joséfina Araújo']);
    expect(await search('conceicao')).toEqual(['MARIA CONCEIÇÃO']);
    expect(await search('a_p')).toEqual(['Ana_Paula 100%']);
    expect(await search('100%')).toEqual(['Ana_Paula 100%']);
    expect(await search('%')).toEqual(['Ana_Paula 100%']);
  });

  it('userSearch narrows by search_text and stays exact per field', async () => {
    const rows = [
      { firstName: 'Zuleica', fullName: 'Zuleica Brandão', email: 'joao.zz@x.test', companyName: 'Ótica Zé' },
      {
        firstName: 'João',
        fullName: 'João Zz',
        email: 'zz@x.test',
        profession: 'Engenheiro',
        document: '98765432100',
      },
    ];
    await db.insert(users).values(rows);
    const names = (field: Parameters<typeof userSearch>[0], term: string) =>
      db
        .select({ n: users.fullName })
        .from(users)
        .where(and(inArray(users.fullName, ['Zuleica Brandão', 'João Zz']), userSearch(field, term)))
        .orderBy(asc(users.fullName))
        .then((r) => r.map((x) => x.n));
    expect(await names('name', 'joao')).toEqual(['João Zz']);
    expect(await names('email', 'JOAO')).toEqual(['Zuleica Brandão']);
    expect(await names('companyName', 'otica ze')).toEqual(['Zuleica Brandão']);
    expect(await names('profession', 'engenheiro')).toEqual(['João Zz']);
    expect(await names('document', '654321')).toEqual(['João Zz']);
    // a term spanning two fields of search_text matches neither field
    expect(await names('name', 'brandao | joao')).toEqual([]);
    expect(await names('name', '%')).toEqual([]);
  });

  it('productSearch narrows by search_text and stays exact per field', async () => {
    await db.insert(products).values([
      { code: 'PS-ÁGUA-1', name: 'Pneu Cinturato Aro 15', manufacturer: 'Pirelli Pneus Ltda' },
      { code: 'PS-2', name: 'Câmara Pirelli 50%', manufacturer: 'Borrachas São José' },
      { code: 'PS-3', name: 'Calota', manufacturer: null },
    ]);
    const codes = (field: Parameters<typeof productSearch>[0], term: string) =>
      db
        .select({ c: products.code })
        .from(products)
        .where(and(sql`${products.code} LIKE 'PS-%'`, productSearch(field, term)))
        .orderBy(asc(products.code))
        .then((r) => r.map((x) => x.c));
    expect(await codes('name', 'pirelli')).toEqual(['PS-2']);
    expect(await codes('manufacturer', 'PIRELLI')).toEqual(['PS-ÁGUA-1']);
    expect(await codes('manufacturer', 'sao jose')).toEqual(['PS-2']);
    expect(await codes('code', 'ps-agua')).toEqual(['PS-ÁGUA-1']);
    expect(await codes('code', ' ps- ')).toEqual(['PS-2', 'PS-3', 'PS-ÁGUA-1']);
    expect(await codes('name', 'camara')).toEqual(['PS-2']);
    expect(await codes('name', '50%')).toEqual(['PS-2']);
    expect(await codes('name', '%')).toEqual(['PS-2']);
    expect(await codes('name', 'a_r')).toEqual([]);
    // a term spanning two fields of search_text matches neither field
    expect(await codes('name', 'aro 15 | ps')).toEqual([]);
    expect(await codes('code', '1 | pirelli')).toEqual([]);
    expect(await codes('manufacturer', 'calota')).toEqual([]);
    for (const field of ['name', 'code', 'manufacturer'] as const) {
      const filtered = db.select({ id: products.id }).from(products).where(productSearch(field, 'pirelli'));
      expect(await plan(db, filtered.getSQL())).toContain('products_search_text_trgm_idx');
    }
  });

  it('answers text filters and the default sort from indexes', async () => {
    for (const [field, term] of [
      ['name', 'jose'],
      ['email', 'jose'],
      ['companyName', 'jose'],
      ['profession', 'jose'],
    ] as const) {
      const filtered = db.select({ id: users.id }).from(users).where(userSearch(field, term));
      expect(await plan(db, filtered.getSQL())).toContain('users_search_text_trgm_idx');
    }
    const byCompany = db
      .select({ id: companies.id })
      .from(companies)
      .where(searchFilter(companies.searchName, 'montadora'));
    expect(await plan(db, byCompany.getSQL())).toContain('companies_search_name_trgm_idx');
    const bySocialName = db
      .select({ id: companies.id })
      .from(companies)
      .where(textFilter(companies.socialName, 'montadora'));
    expect(await plan(db, bySocialName.getSQL())).toContain('companies_social_name_trgm_idx');
    // the user import's company by name (users-import.companies.ts): equality on the folded names from
    // btree indexes, not from the trigram ones (which scan every company sharing a word like "ltda")
    const folded = sql`f_unaccent(lower(${'Montadora Alfa Ltda'}::text))`;
    const byFoldedName = db
      .select({ id: companies.id })
      .from(companies)
      .where(
        sql`${companies.searchName} IN (${folded}) OR f_unaccent(lower(${companies.socialName})) IN (${folded})`,
      );
    const foldedPlan = await plan(db, byFoldedName.getSQL());
    expect(foldedPlan).toContain('companies_search_name_idx');
    expect(foldedPlan).toContain('companies_social_name_folded_idx');
    // drizzle's desc() is "DESC" = NULLS FIRST; the indexes are declared the same way so they serve it.
    const page = db.select({ id: users.id }).from(users).orderBy(desc(users.createdAt)).limit(15);
    expect(await plan(db, page.getSQL(), { noSort: true })).toContain('users_created_at_idx');
  });

  it('never lets concurrent consumption scans exceed the limit', async () => {
    const [u] = await db.insert(users).values({ firstName: 'Consumidor' }).returning();
    await db.insert(userConsumption).values({ userId: u!.id, type: 'beer', limit: 5 });
    const take = (q: number) =>
      db
        .update(userConsumption)
        .set({ used: sql`${userConsumption.used} + ${q}` })
        .where(
          and(
            eq(userConsumption.userId, u!.id),
            eq(userConsumption.type, 'beer'),
            sql`(${userConsumption.unlimited} OR ${userConsumption.used} + ${q} <= ${userConsumption.limit})`,
          ),
        )
        .returning({ used: userConsumption.used });
    const results = await Promise.all(Array.from({ length: 12 }, () => take(1)));
    expect(results.filter((r) => r.length === 1)).toHaveLength(5);
    expect(await take(1)).toEqual([]);
    const [row] = await db.select().from(userConsumption).where(eq(userConsumption.userId, u!.id));
    expect(row?.used).toBe(5);
    const negative = await failure(
      db.update(userConsumption).set({ used: -1 }).where(eq(userConsumption.userId, u!.id)),
    );
    expect(pgError(negative)?.code).toBe('23514');
  });

  it('counts concurrent kiosk scans within a minute once', async () => {
    const [u] = await db.insert(users).values({ firstName: 'Participante' }).returning();
    const [ev] = await db.insert(events).values({ title: 'Palestra', type: 1 }).returning();
    const [att] = await db.insert(eventAttendees).values({ eventId: ev!.id, userId: u!.id }).returning();
    const now = new Date();
    const scan = () =>
      db
        .insert(attendeeChecks)
        .values({ attendeeId: att!.id, eventId: ev!.id, type: 1, minuteBucket: minuteBucket(now) })
        .onConflictDoNothing()
        .returning();
    const inserted = (await Promise.all(Array.from({ length: 6 }, scan))).flat();
    expect(inserted).toHaveLength(1);
    const out = await db
      .insert(attendeeChecks)
      .values({ attendeeId: att!.id, eventId: ev!.id, type: 2, minuteBucket: minuteBucket(now) })
      .returning();
    expect(out).toHaveLength(1);
  });

  it('refuses to delete a consumption item in use', async () => {
    const [c] = await db
      .insert(companies)
      .values({ name: 'Stand', document: '33000167000101', companyType: 'E' })
      .returning();
    const [item] = await db
      .insert(consumptionItems)
      .values({ name: 'Refletor', consumptionCentiKva: 125 })
      .returning();
    await db.insert(standConsumptions).values({ companyId: c!.id, itemId: item!.id, quantity: 2 });
    const err = await failure(db.delete(consumptionItems).where(eq(consumptionItems.id, item!.id)));
    expect(isForeignKeyViolation(err)).toBe(true);
  });
});
