/**
 * Demo seeder "consumo da equipe" (issue 13): food and drink limits for the exhibitors' people and a
 * day and a half of consumption at the counters, with log rows that chain previous -> new used, so the
 * user card, the scan page (limits already partly used) and /consumption/logs show real data.
 */
import { CONSUMPTION_TYPE_OPTIONS, type ConsumptionLimits, type ConsumptionType } from '@feira/shared';
import { and, asc, inArray, isNotNull, like, notInArray, sql } from 'drizzle-orm';
import { newId } from '../db/ids';
import { consumptionLogs, type NewConsumptionLog, userConsumption, users } from '../db/schema';
import { consumerRole } from '../modules/staff-consumption/staff-consumption.service';
import type { DemoSeeder } from './demo-seed';

/** The named demo people with limits (the company logins scan them; the admin edits them). */
const NAMED = [
  'usuario@demo.feira.com.br',
  'gestor@demo.feira.com.br',
  'jose.silva@sabordocampo.com.br',
  'marcia@techagro.com.br',
  'otavio@techagro.com.br',
  'luiza@serramoveis.com.br',
  'claudio@montafacil.com.br',
  'fernanda@arteestrutura.com.br',
];
/** Plus this many people of the generated crowd who work at a stand. */
const CROWD = 12;

/** A stand team member's day: a few snacks, soft drinks, beer only after hours, coffee at will. */
const STAFF_LIMITS: ConsumptionLimits = {
  savory: 4,
  unlimitedSavory: false,
  sweets: 2,
  unlimitedSweets: false,
  popcorn: 2,
  unlimitedPopcorn: false,
  nonAlcoholicDrinks: 4,
  unlimitedNonAlcoholicDrinks: false,
  beer: 1,
  unlimitedBeer: false,
  coffee: 0,
  unlimitedCoffee: true,
};
const MANAGER_LIMITS: ConsumptionLimits = {
  ...STAFF_LIMITS,
  savory: 6,
  sweets: 3,
  beer: 2,
  nonAlcoholicDrinks: 6,
};

const HOUR = 3_600_000;

export const demoStaffConsumption: DemoSeeder = {
  area: 'consumo da equipe',
  present: async ({ db }) => (await db.select({ one: sql`1` }).from(consumptionLogs).limit(1)).length > 0,
  async seed({ db, userId }) {
    const admin = await userId('admin@demo.feira.com.br');
    const reception = await userId('recepcao@demo.feira.com.br');
    const columns = {
      id: users.id,
      role: users.role,
      companyId: users.companyId,
      ticketType: users.ticketType,
    };
    const named = await db.select(columns).from(users).where(inArray(users.email, NAMED));
    const crowd = await db
      .select(columns)
      .from(users)
      .where(and(isNotNull(users.companyId), like(users.email, '%@%'), notInArray(users.email, NAMED)))
      .orderBy(asc(users.email))
      .limit(CROWD);
    const people = [...named, ...crowd];

    const counters: (typeof userConsumption.$inferInsert)[] = [];
    const logs: NewConsumptionLog[] = [];
    const start = Date.now() - 36 * HOUR;
    people.forEach((p, i) => {
      const limits = p.role === 'Manager' ? MANAGER_LIMITS : STAFF_LIMITS;
      CONSUMPTION_TYPE_OPTIONS.forEach((o, t) => {
        const unlimited = limits[o.unlimitedKey];
        const limit = limits[o.value];
        // deterministic and varied: some people used nothing yet, some reached the limit
        const wanted = unlimited ? (i + t) % 5 : (i + 2 * t) % (limit + 1);
        let used = 0;
        let step = 0;
        while (used < wanted) {
          const quantity = Math.min(wanted - used, 1 + ((i + t + step) % 2));
          const byPhone = (i + step) % 3 === 0;
          logs.push({
            id: newId(),
            consumedAt: new Date(start + ((i * 7 + t * 3 + step * 5) % 34) * HOUR + i * 60_000),
            userId: p.id,
            consumptionType: o.value as ConsumptionType,
            quantity,
            method: byPhone ? 'mobile' : 'staff',
            userRole: consumerRole(p),
            previousUsed: used,
            newUsed: used + quantity,
            limit,
            unlimited,
            createdBy: byPhone ? null : i % 2 ? admin : reception,
          });
          used += quantity;
          step += 1;
        }
        counters.push({ userId: p.id, type: o.value, limit, unlimited, used });
      });
    });
    // logs of one person and item go in time order, so previous -> new reads as a story
    logs.sort((a, b) => a.consumedAt!.getTime() - b.consumedAt!.getTime());
    const byKey = new Map<string, NewConsumptionLog[]>();
    for (const l of logs)
      byKey.set(`${l.userId}:${l.consumptionType}`, [
        ...(byKey.get(`${l.userId}:${l.consumptionType}`) ?? []),
        l,
      ]);
    for (const chain of byKey.values()) {
      let used = 0;
      for (const l of chain) {
        l.previousUsed = used;
        used += l.quantity;
        l.newUsed = used;
      }
    }
    if (counters.length) await db.insert(userConsumption).values(counters).onConflictDoNothing();
    if (logs.length) await db.insert(consumptionLogs).values(logs);
    return `${people.length} pessoas com limites, ${logs.length} consumos registrados`;
  },
};
