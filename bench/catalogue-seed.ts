/**
 * Seed of the catalogue benchmark (`node --import tsx bench/catalogue-seed.ts`, run by
 * bench/catalogue.mjs): an admin, 8 categories and CATALOGUE_SEED_PRODUCTS products (tyre and
 * accessory names with sizes and brands, accents as written) in INSERTs of 2,000 rows, then ANALYZE.
 * Prints `CATALOGUE_SEED_RESULT {json}` last.
 */
import { sql } from 'drizzle-orm';
import { hashPassword } from '../apps/server/src/core/password';
import { openDatabase } from '../apps/server/src/db/client';
import { newId, newUserCode } from '../apps/server/src/db/ids';
import { runMigrations } from '../apps/server/src/db/migrate';
import { productCategories, products, users } from '../apps/server/src/db/schema';

const env = (name: string, fallback = '') => process.env[name] || fallback;
const total = Number(env('CATALOGUE_SEED_PRODUCTS', '100000'));
const DAY = 86_400_000;
const KINDS = [
  'Pneu',
  'Pneu de Carga',
  'Câmara de Ar',
  'Roda Liga Leve',
  'Protetor',
  'Válvula',
  'Calota',
  'Óleo',
];
const MODELS = ['Cinturato', 'Scorpion', 'Energy', 'Ecopia', 'Eagle', 'Turanza', 'Primacy', 'Potenza'];
const BRANDS = ['Pirelli', 'Michelin', 'Bridgestone', 'Goodyear', 'Continental', 'Levorin', 'Vipal'];

const url = env('CATALOGUE_SEED_DATABASE_URL') || undefined;
const database = await openDatabase({
  url,
  dataDir: url ? undefined : `${env('CATALOGUE_SEED_DATA_DIR')}/pglite`,
});
try {
  await runMigrations(database);
  const { db } = database;
  const started = Date.now();
  await db.insert(users).values({
    id: newId(),
    code: newUserCode(),
    firstName: 'Admin',
    lastName: 'Bench',
    fullName: 'Admin Bench',
    email: env('CATALOGUE_SEED_ADMIN_EMAIL'),
    role: 'Admin',
    status: 1,
    passwordHash: await hashPassword(env('CATALOGUE_SEED_PASSWORD')),
  });
  const categories = await db
    .insert(productCategories)
    .values(KINDS.map((name) => ({ name: `${name}s` })))
    .returning({ id: productCategories.id });
  const now = Date.now();
  for (let done = 0; done < total; ) {
    const n = Math.min(2000, total - done);
    const rows = Array.from({ length: n }, (_, k) => {
      const i = done + k;
      const kind = i % KINDS.length;
      const createdAt = new Date(now - ((i * 450 * DAY) / total + ((i * 104_729) % 3_600_000)));
      return {
        id: newId(),
        code: `B-${String(i).padStart(7, '0')}`,
        name: `${KINDS[kind]} ${MODELS[(i * 7) % MODELS.length]} Aro ${13 + (Math.floor(i / 8) % 10)} ${155 + ((i * 10) % 160)}/${40 + ((i * 5) % 40)}`,
        costPrice: 990 + ((i * 7919) % 250_000),
        categoryId: categories[kind]!.id,
        brand: BRANDS[i % BRANDS.length],
        manufacturer: `${BRANDS[i % BRANDS.length]} Pneus Ltda`,
        modelProduct: MODELS[(i * 7) % MODELS.length],
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.insert(products).values(rows);
    done += n;
    if (done % 20_000 === 0 || done === total) console.error(`[catalogue-seed] ${done}/${total} products`);
  }
  await db.execute(sql`ANALYZE products`);
  await db.execute(sql`ANALYZE product_categories`);
  const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.log(`CATALOGUE_SEED_RESULT ${JSON.stringify({ products: total, seedSeconds })}`);
} finally {
  await database.close();
}
