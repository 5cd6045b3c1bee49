/**
 * Catalogue benchmark (issue 15), run on its own: `node bench/catalogue.mjs`.
 * - product import: CATALOGUE_IMPORT_ROWS spreadsheet rows (default 10,000) sent to POST
 *   /api/product/import in chunks of 100 one after another, as the web dialog does (new codes, new and
 *   existing categories); target <= 6 s on PostgreSQL, <= 12 s on PGlite. Every row must be created.
 * - product list: `GET /api/product` page of 15 with a name filter over CATALOGUE_PRODUCTS products
 *   (default 100,000); target p95 <= 30 ms on PostgreSQL (60 ms on PGlite, as the other lists).
 * BENCH_DRIVERS, BENCH_DATABASE_URL, BENCH_DURATION, BENCH_WARMUP and BENCH_CONNECTIONS as in
 * bench/README.md. Exits 1 when it could not run or an answer was wrong.
 */
import path from 'node:path';
import { freshDatabase, listUnderLoad, NO_CEP, withServer } from './area.mjs';
import { cleanup } from './cleanup.mjs';
import { runSeed } from './database.mjs';
import { ADMIN_EMAIL, fail, log, opt, PASSWORD } from './options.mjs';
import { timestamp } from './report.mjs';
import { signIn } from './server.mjs';

const PRODUCTS = Number(process.env.CATALOGUE_PRODUCTS || 100_000);
const IMPORT_ROWS = Number(process.env.CATALOGUE_IMPORT_ROWS || 10_000);
const CHUNK = 100;
const TARGETS = { importSeconds: { pglite: 12, postgres: 6 }, listP95: { pglite: 60, postgres: 30 } };
const FILTER = 'scorpion aro 15';

function seedCatalogue({ databaseUrl, dataDir }) {
  return runSeed({
    script: 'catalogue-seed.ts',
    env: {
      CATALOGUE_SEED_DATABASE_URL: databaseUrl ?? '',
      CATALOGUE_SEED_DATA_DIR: dataDir,
      CATALOGUE_SEED_PRODUCTS: String(PRODUCTS),
      CATALOGUE_SEED_PASSWORD: PASSWORD,
      CATALOGUE_SEED_ADMIN_EMAIL: ADMIN_EMAIL,
    },
    resultPrefix: 'CATALOGUE_SEED_RESULT',
    failure: (exit) => `catalogue seed failed (exit ${exit})`,
  });
}

/** Rows as the web's shared readProductSheet() makes them from a supplier sheet. */
function importRows() {
  return Array.from({ length: IMPORT_ROWS }, (_, i) => ({
    line: i + 2,
    code: `IMP-${String(i).padStart(6, '0')}`,
    name: `Pneu Importação ${i} Aro ${13 + (i % 8)}`,
    category: i % 3 ? 'Pneus' : `Categoria Importada ${i % 40}`,
    utility: 'Automóvel',
    size: `${175 + (i % 5) * 10}/70 R${13 + (i % 8)}`,
    brand: 'Pirelli',
    costPrice: 1290 + ((i * 37) % 90_000),
    canvas: '4',
    specification: 'Radial',
    indice: '82T',
    modelProduct: 'Cinturato P1',
    manufacturer: 'Pirelli Pneus Ltda',
    origin: 'Nacional',
    customsCode: '4011.10.00',
  }));
}

async function importScenario(base) {
  const token = await signIn(base);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const rows = importRows();
  let created = 0;
  const t0 = performance.now();
  for (let at = 0; at < rows.length; at += CHUNK) {
    const res = await fetch(`${base}/api/product/import`, {
      method: 'POST',
      headers,
      body: JSON.stringify(rows.slice(at, at + CHUNK)),
    });
    const json = await res.json();
    if (res.status !== 200)
      fail(`import chunk at ${at}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    created += json.params.created;
  }
  const seconds = Math.round((performance.now() - t0) / 10) / 100;
  if (created !== rows.length) fail(`import: ${created} of ${rows.length} rows created`);
  return { rows: rows.length, chunks: Math.ceil(rows.length / CHUNK), seconds };
}

async function listScenario(base) {
  const token = await signIn(base);
  const url = `${base}/api/product?skip=0&take=15&sort=createdAt&desc=true&filters[name]=${encodeURIComponent(FILTER)}`;
  const headers = { authorization: `Bearer ${token}` };
  const check = await fetch(url, { headers }).then((r) => r.json());
  if (!(check.params?.count > 0) || check.model?.length !== Math.min(15, check.params.count))
    fail(`list check failed: ${JSON.stringify(check).slice(0, 300)}`);
  return { count: check.params.count, results: await listUnderLoad(url, headers) };
}

const report = [];
try {
  for (const driver of opt.drivers) {
    const db = await freshDatabase(driver, {
      tmpPrefix: 'feira-catalogue',
      dbName: `bench_catalogue_${timestamp()}`,
    });
    log(`${driver}: seeding ${PRODUCTS} products`);
    const seeded = await seedCatalogue(db);
    const serverOptions = { driver, ...db, logFile: path.join(db.dataDir, 'server.log'), cepUrl: NO_CEP };
    const { list, imported } = await withServer(serverOptions, async ({ base }) => {
      const list = await listScenario(base);
      log(`${driver}: importing ${IMPORT_ROWS} rows in chunks of ${CHUNK}`);
      return { list, imported: await importScenario(base) };
    });
    report.push({ driver, seedSeconds: seeded.seedSeconds, list, imported });
  }
  console.log(`\n| driver | scenario | conns | p50 | p95 | p99 | req/s | target |`);
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of report) {
    for (const l of r.list.results)
      console.log(
        `| ${r.driver} | GET /product name "${FILTER}" (${r.list.count} of ${PRODUCTS}) | ${l.connections} | ${l.latencyMs.p50} | ${l.latencyMs.p95} | ${l.latencyMs.p99} | ${l.reqPerSec} | p95 <= ${TARGETS.listP95[r.driver]} ms |`,
      );
    const i = r.imported;
    console.log(
      `| ${r.driver} | POST /product/import ${i.rows} rows (${i.chunks} chunks, one after another) | 1 | - | - | - | - | ${i.seconds} s of <= ${TARGETS.importSeconds[r.driver]} s |`,
    );
  }
} finally {
  await cleanup();
}
