import {
  availableConsumption,
  CONSUMPTION_TYPE_OPTIONS,
  type ConsumeResult,
  type ConsumptionLimits,
  type ConsumptionLogRow,
  type ConsumptionMethod,
  type ConsumptionType,
  type ConsumptionUsed,
  type ConsumptionUserRole,
  consumptionTypeFromCall,
  limitExceededMessage,
  type StaffConsumption,
} from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import {
  type Consumer,
  type Counter,
  consumeOnce,
  findConsumer,
  type LogRow,
  type LogSort,
  listLogs,
  openUncappedCounters,
  readCounters,
  saveLimits,
  scanOnce,
} from './staff-consumption.repository';

/**
 * The person `{id}` names (user id or badge code). Organiser staff and the mobile key reach anyone;
 * an exhibitor's manager or user only their own company's people: anyone else is simply not found.
 */
async function consumerFor(db: Db, auth: AuthContext | null, idOrCode: string): Promise<Consumer> {
  const consumer = await findConsumer(db, idOrCode, companyScope(auth));
  if (!consumer) throw notFound();
  return consumer;
}

const presentConsumer = (c: Consumer) => ({
  _id: c.id,
  firstName: c.firstName,
  lastName: c.lastName,
  fullName: c.fullName,
  code: c.code,
  companyName: c.companyName,
});

/** The §3 `limits` and `used` objects from the counter rows; both null without any data. */
function countersModel(rows: Counter[]): Pick<StaffConsumption, 'limits' | 'used'> {
  if (!rows.length) return { limits: null, used: null };
  const limits = {} as Record<string, number | boolean>;
  const used = {} as Record<string, number>;
  for (const o of CONSUMPTION_TYPE_OPTIONS) {
    const row = rows.find((r) => r.type === o.value);
    limits[o.value] = row?.limit ?? 0;
    limits[o.unlimitedKey] = row?.unlimited ?? false;
    used[o.value] = row?.used ?? 0;
  }
  return { limits: limits as ConsumptionLimits, used: used as ConsumptionUsed };
}

export async function getConsumption(
  db: Db,
  auth: AuthContext | null,
  idOrCode: string,
): Promise<StaffConsumption> {
  const consumer = await consumerFor(db, auth, idOrCode);
  return { user: presentConsumer(consumer), ...countersModel(await readCounters(db, consumer.id)) };
}

/** `PUT /user/{id}/consumption/limits` (admin, receptionist): the six limits at once. */
export async function setLimits(
  db: Db,
  auth: AuthContext,
  idOrCode: string,
  limits: ConsumptionLimits,
): Promise<StaffConsumption> {
  const consumer = await consumerFor(db, auth, idOrCode);
  await saveLimits(db, consumer.id, limits);
  return { user: presentConsumer(consumer), ...countersModel(await readCounters(db, consumer.id)) };
}

/**
 * The log's "user role" (part 2 §3: Convidado, Staff, VIP). Not in spec how it is decided: a VIP
 * ticket is VIP, a person linked to a company (exhibitor, builder, organiser team) is Staff, anyone
 * else is a guest. USER_ROLE_SQL in the repository says the same in SQL for the one-statement scan.
 */
export function consumerRole(c: Pick<Consumer, 'ticketType' | 'companyId'>): ConsumptionUserRole {
  if (c.ticketType && /vip/i.test(c.ticketType)) return 'VIP';
  return c.companyId ? 'Staff' : 'Convidado';
}

/**
 * `POST /user/{id}/consumption` (and `/mobile`): usually ONE statement finds the person, takes the items
 * and writes the log row (staff-consumption.repository scanOnce, consumeOnce's rule). Over the limit:
 * 409 "Limite excedido para {item}: disponível {n}".
 */
export async function consume(
  db: Db,
  auth: AuthContext | null,
  idOrCode: string,
  input: { type: ConsumptionType; quantity: number },
  method: ConsumptionMethod,
): Promise<ConsumeResult> {
  const createdBy = method === 'staff' ? (auth?.userId ?? null) : null;
  const scan = await scanOnce(db, idOrCode, companyScope(auth), {
    type: input.type,
    quantity: input.quantity,
    method,
    createdBy,
  });
  const consumer = scan.consumer;
  if (!consumer) throw notFound();
  let taken = scan.taken;
  const refused = (row: Counter | undefined) => {
    const message = limitExceededMessage(input.type, row ? Math.max(0, row.limit - row.used) : 0);
    return conflict(message, null, { quantity: message });
  };
  // the counter as the statement found it does not allow the quantity: refused as of that moment (a
  // limits edit committing while the statement ran shows on the next scan; `used` only ever grows)
  const over =
    scan.counter && !scan.counter.unlimited && scan.counter.used + input.quantity > scan.counter.limit;
  if (!taken && over) throw refused({ type: input.type, ...scan.counter! });
  if (!taken) {
    // Nothing taken: no counter row when the statement ran, or one changed meanwhile. A person without
    // any row (no data = no cap) gets unlimited rows; a row that allows the quantity now (made or raised
    // meanwhile by a concurrent first scan or a limits edit) gets the statement run once more.
    const command = {
      userId: consumer.id,
      type: input.type,
      quantity: input.quantity,
      method,
      userRole: consumerRole(consumer),
      createdBy,
    };
    const counter = async () => (await readCounters(db, consumer.id)).find((r) => r.type === input.type);
    let row = await counter();
    if (!row) await openUncappedCounters(db, consumer.id);
    if (!row || row.unlimited || row.used + input.quantity <= row.limit) {
      taken = await consumeOnce(db, command);
      if (!taken) row = await counter();
    }
    if (!taken) throw refused(row);
  }
  const limits = { [input.type]: taken.limit, [unlimitedKeyOf(input.type)]: taken.unlimited };
  return {
    user: presentConsumer(consumer),
    type: input.type,
    quantity: input.quantity,
    ...taken,
    available: availableConsumption(input.type, limits, { [input.type]: taken.newUsed }),
  };
}

const unlimitedKeyOf = (type: ConsumptionType) =>
  CONSUMPTION_TYPE_OPTIONS.find((o) => o.value === type)!.unlimitedKey;

const METHODS: readonly string[] = ['staff', 'mobile'];

/** `GET /consumption/logs` (admin, receptionist): filters user, type (either spelling), method, dates. */
export async function listLogsFor(db: Db, q: ParsedList<LogSort>) {
  const f = q.filters;
  const type = f.type ? consumptionTypeFromCall(f.type) : undefined;
  if (f.type && !type) throw badRequest({ type: 'Tipo de consumo inválido' });
  if (f.method && !METHODS.includes(f.method)) throw badRequest({ method: 'Método inválido' });
  const { rows, count } = await listLogs(
    db,
    {
      user: f.user,
      type,
      method: (f.method || undefined) as ConsumptionMethod | undefined,
      from: q.range.from,
      to: q.range.to,
    },
    q,
  );
  return { rows: rows.map(presentLog), count };
}

function presentLog(r: LogRow): ConsumptionLogRow {
  const l = r.log;
  return {
    _id: l.id,
    consumedAt: l.consumedAt,
    userId: {
      _id: l.userId,
      name: r.firstName,
      lastName: r.lastName,
      externalId: r.externalId,
      code: r.code,
    },
    consumptionType: l.consumptionType,
    quantity: l.quantity,
    method: l.method,
    userRole: l.userRole,
    previousUsed: l.previousUsed,
    newUsed: l.newUsed,
    limit: l.limit,
    unlimited: l.unlimited,
  };
}
