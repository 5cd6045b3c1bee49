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
  isUserCode,
  limitExceededMessage,
  SERVER_CODES,
  type StaffConsumption,
} from '@feira/shared';
import { type AuthContext, companyScope } from '../../core/auth-context';
import { groupCommit } from '../../core/coalescer';
import { badRequest, conflict, notFound } from '../../core/errors';
import { KeyedBatcher } from '../../core/keyed-batcher';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import {
  type Consumer,
  type Counter,
  findConsumer,
  type LogRow,
  type LogSort,
  listLogs,
  openUncappedCounters,
  readCounters,
  type ScanBatchResult,
  type ScanGroup,
  type ScanItem,
  type ScanItemResult,
  saveLimits,
  scanBatch,
  scanGroups,
} from './staff-consumption.repository';

/**
 * The person `{id}` names (user id or badge code). Organiser staff and the mobile key reach anyone;
 * an exhibitor's manager or user only their own company's people: anyone else is simply not found.
 */
async function consumerFor(db: Db, auth: AuthContext | null, idOrCode: string): Promise<Consumer> {
  const consumer = await findConsumer(db, idOrCode, companyScope(auth));
  if (!consumer) throw await notScannable(db, auth, idOrCode);
  return consumer;
}

/**
 * The 404 of a scan that found nobody in the caller's scope. A badge code that exists in another
 * company says so ("Crachá de outra empresa", issue 39 item 13): the person scanning holds that badge,
 * and learns nothing else (no name, no company). A user id, or a code nobody has, stays a plain 404.
 */
async function notScannable(db: Db, auth: AuthContext | null, idOrCode: string) {
  const scoped = companyScope(auth) !== undefined;
  const code = idOrCode.trim().toUpperCase();
  if (scoped && isUserCode(code) && (await findConsumer(db, code, undefined)))
    return notFound(SERVER_CODES.badgeOfOtherCompany);
  return notFound();
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

/** A scan as the batch answers it: the person (undefined: nobody) and what happened to this scan. */
interface ScanOutcome {
  consumer: Consumer | undefined;
  item: ScanItemResult;
}
type ScanKey = [companyId: string | null, idOrCode: string, type: ConsumptionType, method: ConsumptionMethod];

/**
 * Two stages of group commit, both throughput devices only (the rule is consume_batch()'s, in the
 * database). Scans of the same badge, type, method and scope that arrive while one is being written go
 * together as the next batch (core/keyed-batcher.ts): one consume_batch() call for all of them, instead
 * of each waiting on the row lock of the one before. Those batches, for any badges, go through a
 * group commit (core/coalescer.ts groupCommit): while 2 statements run, the batches that arrive wait
 * and go as ONE statement (scanGroups: one round trip, one commit), so 1,000 badges scanned
 * at once do not cost a commit each. When idle a scan runs at once. If a grouped statement fails, its
 * groups run one by one (scanBatch), so one group's error stays its own. One of each per database.
 */
const scanStatement = groupCommit<Db, ScanGroup, ScanBatchResult>({
  inFlight: 2,
  one: scanBatch,
  many: scanGroups,
});
const batchers = new WeakMap<Db, KeyedBatcher<ScanItem, ScanOutcome>>();
function scanBatcher(db: Db): KeyedBatcher<ScanItem, ScanOutcome> {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new KeyedBatcher<ScanItem, ScanOutcome>(async (key, items) => {
      const [companyId, idOrCode, type, method] = JSON.parse(key) as ScanKey;
      const scan = await scanStatement(db, {
        idOrCode,
        companyId: companyId ?? undefined,
        type,
        method,
        items,
      });
      return scan.items.map((item) => ({ consumer: scan.consumer, item }));
    });
    batchers.set(db, batcher);
  }
  return batcher;
}

/**
 * `POST /user/{id}/consumption` (and `/mobile`): usually ONE statement finds the person, takes the items
 * and writes the log row (staff-consumption.repository scanBatch: consume_batch()'s rule), for this scan and
 * any of the same badge waiting with it. Over the limit: 409 "Limite excedido para {item}: disponível {n}".
 */
export async function consume(
  db: Db,
  auth: AuthContext | null,
  idOrCode: string,
  input: { type: ConsumptionType; quantity: number },
  method: ConsumptionMethod,
): Promise<ConsumeResult> {
  const createdBy = method === 'staff' ? (auth?.userId ?? null) : null;
  const key: ScanKey = [companyScope(auth) ?? null, idOrCode.trim(), input.type, method];
  const scan = await scanBatcher(db).submit(JSON.stringify(key), { quantity: input.quantity, createdBy });
  const consumer = scan.consumer;
  if (!consumer) throw await notScannable(db, auth, idOrCode);
  let taken = scan.item.taken;
  const refused = (row: Counter | undefined) => {
    const message = limitExceededMessage(input.type, row ? Math.max(0, row.limit - row.used) : 0);
    return conflict(message, null, { quantity: message });
  };
  // the counter as the batch left it does not allow the quantity: refused as of that moment (a limits
  // edit committing meanwhile shows on the next scan; `used` only ever grows)
  const found = scan.item.counter;
  const over = found && !found.unlimited && found.used + input.quantity > found.limit;
  if (!taken && over) throw refused({ type: input.type, ...found });
  if (!taken) {
    // Nothing taken: no counter row when the statement ran, or one changed meanwhile. A person without
    // any row (no data = no cap) gets unlimited rows; a row that allows the quantity now (made or raised
    // meanwhile by a concurrent first scan or a limits edit) gets the statement run once more.
    const counter = async () => (await readCounters(db, consumer.id)).find((r) => r.type === input.type);
    let row = await counter();
    if (!row) await openUncappedCounters(db, consumer.id);
    if (!row || row.unlimited || row.used + input.quantity <= row.limit) {
      const again = await scanBatch(db, {
        idOrCode: consumer.id,
        companyId: undefined,
        type: input.type,
        method,
        items: [{ quantity: input.quantity, createdBy }],
      });
      taken = again.items[0]?.taken;
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
