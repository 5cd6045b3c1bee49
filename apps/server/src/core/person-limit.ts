import { createHmac } from 'node:crypto';
import { EVENT_MESSAGES } from '@feira/shared';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { personLimits as table } from '../db/schema';
import { AppError } from './errors';

/** How many look-ups of one person a window allows, and the 429's Portuguese message. */
export interface PersonLimitRule {
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Look-ups of one person by CPF or e-mail (kiosk, SelfService, the staff duplicate check): a person
 * checked twice is normal, a dozen times a minute is someone enumerating or harassing them.
 */
export const PERSON_LOOKUPS_RULE: PersonLimitRule = {
  max: 12,
  windowMs: 60_000,
  message: EVENT_MESSAGES.personLookupsTooMany,
};

/** Expired counters are deleted once every this many counted look-ups (one small DELETE, not awaited). */
const SWEEP_EVERY = 500;

/**
 * Per-person look-up limits (issue 37 item 5): every call that answers about a person by CPF, e-mail or
 * birth date counts against the person looked up, whoever asks and from whichever address, signed in
 * or not; the route's per-address limit counts the caller. The counter lives in the database
 * (`person_limits`), so several app processes on one PostgreSQL share it, and is ONE atomic upsert
 * (`INSERT ... ON CONFLICT DO UPDATE ... RETURNING count`): concurrent look-ups of one person cannot all
 * pass. The row's key is an HMAC of (purpose, value) with a key derived from the server's secret, so the
 * table never holds a CPF or an e-mail, and a leaked table cannot be reversed by hashing every CPF.
 *
 * `hit` counts one look-up and throws 429 with the rule's message once the window's count passes `max`;
 * `refund` gives one back (the certificate counts an attempt first and refunds a correct birth date, so
 * of concurrent guesses only `max` can run at all).
 */
export function personLimits(serverSecret: string) {
  const hmacKey = createHmac('sha256', serverSecret).update('feira/person-limit/v1').digest();
  const keyOf = (purpose: string, value: string) =>
    createHmac('sha256', hmacKey).update(`${purpose}\u0000${value}`).digest('base64url');
  let counted = 0;

  function sweep(db: DbOrTx) {
    counted += 1;
    if (counted % SWEEP_EVERY !== 0) return;
    db.delete(table)
      .where(lt(table.expiresAt, new Date()))
      .catch(() => undefined);
  }

  async function hit(db: DbOrTx, purpose: string, value: string, rule: PersonLimitRule): Promise<void> {
    const now = new Date();
    const at = sql`${now.toISOString()}::timestamptz`;
    // an expired window starts again at 1; otherwise the count goes up by one
    const [row] = await db
      .insert(table)
      .values({ key: keyOf(purpose, value), count: 1, expiresAt: new Date(now.getTime() + rule.windowMs) })
      .onConflictDoUpdate({
        target: table.key,
        set: {
          count: sql`CASE WHEN ${table.expiresAt} <= ${at} THEN 1 ELSE ${table.count} + 1 END`,
          expiresAt: sql`CASE WHEN ${table.expiresAt} <= ${at} THEN excluded.expires_at ELSE ${table.expiresAt} END`,
        },
      })
      .returning({ count: table.count, expiresAt: table.expiresAt });
    sweep(db);
    if (row && row.count > rule.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000));
      throw new AppError(429, rule.message, {}, { retryAfterSeconds });
    }
  }

  async function refund(db: DbOrTx, purpose: string, value: string): Promise<void> {
    await db
      .update(table)
      .set({ count: sql`${table.count} - 1` })
      .where(and(eq(table.key, keyOf(purpose, value)), gt(table.count, 0), gt(table.expiresAt, new Date())));
  }

  return { hit, refund };
}
export type PersonLimits = ReturnType<typeof personLimits>;
