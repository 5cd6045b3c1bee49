/**
 * The demo seed's runner: every area's demo data comes from one DemoSeeder listed in demo-seeders.ts,
 * and all of them run inside ONE transaction (all or nothing). Each seeder says whether its data is
 * already there; present ones are skipped, so a second run changes nothing and never crashes, and an
 * area added later fills in on the next run without touching what exists.
 */

import type { UploadTenant } from '@feira/shared';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../core/password';
import type { Db } from '../db/client';
import { newId } from '../db/ids';
import type { Storage } from '../infra/storage';
import { findCompanyByDocument } from '../modules/companies/companies.repository';
import { findUserByEmail } from '../modules/users/users.repository';
import { DEMO_COMPANIES, DEMO_PASSWORD } from './demo-data';

export type DemoCompanyKey = (typeof DEMO_COMPANIES)[number]['key'];

/** What a seeder gets: the open transaction and look-ups of what earlier seeders (or runs) made. */
export interface DemoContext {
  /** The seed's transaction. Repository functions taking `Db` accept it. */
  db: Db;
  /** Where uploaded files go (the server's storage for DATA_DIR / S3). */
  storage: Storage;
  /**
   * Stores demo bytes as an upload of `tenant` would be (`<tenant>/<uuid>/<fileName>`, fileName like
   * "termo.pdf") and returns the address the app serves them at (`/api/files/...`).
   */
  putFile(tenant: UploadTenant, fileName: string, bytes: Buffer, contentType: string): Promise<string>;
  /** DEMO_PASSWORD hashed once per run (argon2 is slow on purpose). */
  passwordHash(): Promise<string>;
  /** Id of a demo company by its key in DEMO_COMPANIES; throws when it is missing. */
  companyId(key: string): Promise<string>;
  /** Id of a demo person by e-mail; throws when missing. */
  userId(email: string): Promise<string>;
}

export interface DemoSeeder {
  /** Shown in the seed's output, e.g. "empresas e pessoas". */
  area: string;
  /** True when this area's demo data is already in the database: the seeder is then skipped. */
  present(ctx: DemoContext): Promise<boolean>;
  /** Inserts the area's data; returns a one-line summary ("7 empresas, 14 pessoas"). */
  seed(ctx: DemoContext): Promise<string>;
}

export interface DemoSeedReport {
  /** Per seeder, in order: its area, whether it ran, and its summary (or "já existia"). */
  areas: { area: string; created: boolean; summary: string }[];
}

/**
 * Runs the seeders in order inside one transaction. A transaction-scoped advisory lock makes a second
 * seed running at the same moment (PostgreSQL) wait for the first and then skip what it made.
 */
export interface DemoFiles {
  storage: Storage;
}

export async function seedDemo(
  db: Db,
  files: DemoFiles,
  seeders: readonly DemoSeeder[],
): Promise<DemoSeedReport> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('feira-demo-seed'))`);
    const ctx = demoContext(tx as unknown as Db, files);
    const areas: DemoSeedReport['areas'] = [];
    for (const seeder of seeders) {
      if (await seeder.present(ctx)) {
        areas.push({ area: seeder.area, created: false, summary: 'já existia' });
        continue;
      }
      areas.push({ area: seeder.area, created: true, summary: await seeder.seed(ctx) });
    }
    return { areas };
  });
}

function demoContext(db: Db, { storage }: DemoFiles): DemoContext {
  let hash: Promise<string> | undefined;
  return {
    db,
    storage,
    async putFile(tenant, fileName, bytes, contentType) {
      const key = `${tenant}/${newId()}/${fileName}`;
      await storage.put(key, bytes, contentType);
      // relative: the demo's files keep working whatever host and PUBLIC_URL the app is reached at
      return `/api/files/${key}`;
    },
    passwordHash: () => {
      hash ??= hashPassword(DEMO_PASSWORD);
      return hash;
    },
    async companyId(key) {
      const demo = DEMO_COMPANIES.find((c) => c.key === key);
      const row = demo && (await findCompanyByDocument(db, demo.document));
      if (!row) throw new Error(`empresa de demonstração "${key}" não encontrada`);
      return row.id;
    },
    async userId(email) {
      const row = await findUserByEmail(db, email);
      if (!row) throw new Error(`pessoa de demonstração ${email} não encontrada`);
      return row.id;
    },
  };
}
