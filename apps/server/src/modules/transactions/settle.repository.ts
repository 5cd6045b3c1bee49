import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { NEW_ID_SQL } from '../../db/ids';
import { namedStatement } from '../../db/named-query';

/**
 * A payment's status change as one statement for one payment or several: the admin's "Marcar como
 * pago" / "Cancelar" and a lone webhook delivery move one (payments.service.ts settleTransaction); the
 * webhook deliveries that arrive together are read and moved as a group (payments/webhook-deliveries.ts).
 * The calls go in as one jsonb array whose recordset columns are named as the fields.
 */

const p = (name: string) => sql.placeholder(name);

/** What a status change answers: the payment's fields the notification and the caller need. */
export interface SettledRow {
  id: string;
  status: number;
  value: number;
  resource: string | null;
  resourceId: string | null;
  companyId: string | null;
  userId: string | null;
  createdBy: string | null;
}

/** What the paid notification says and where it links, per role of its recipient (made by the caller). */
export interface PaidNotice {
  title: string;
  body: string;
  linkByRole: Partial<Record<string, string>>;
}

/** A payment to read: by id, or by Pix txid when `id` is null. `i` says which call asked. */
export interface SettleKey {
  i: number;
  id: string | null;
  txid: string | null;
}

const readMany = namedStatement<SettledRow & { i: number; payerName: string | null }>(
  () => sql`
    SELECT k.i, t.id, t.status, t.value, t.resource, t.resource_id AS "resourceId",
      t.company_id AS "companyId", t.user_id AS "userId", t.created_by AS "createdBy",
      u.full_name AS "payerName"
    FROM jsonb_to_recordset(${p('keys')}::jsonb) AS k(i integer, id text, txid text)
    CROSS JOIN LATERAL (SELECT * FROM transactions t
      WHERE t.id = coalesce(k.id, (SELECT x.id FROM transactions x WHERE x.pix_txid = k.txid)) LIMIT 1) t
    LEFT JOIN users u ON u.id = t.user_id`,
);

/** The payments found (one per key at most), each with the `i` of its key; no lock. */
export function findSettleableMany(db: DbOrTx, keys: SettleKey[]) {
  return readMany(db, { keys: JSON.stringify(keys) });
}

/** One pending payment to move, with the fields it was read with and (when paid) its notice. */
export interface SettleMove {
  i: number;
  /** the status read: 0 pending, or 3 "Divergente" for an admin's decision; absent: 0 */
  from?: number;
  to: 1 | 2;
  /** cents the provider delivered (a webhook); null for an admin's "Marcar como pago" (the charge) */
  amount: number | null;
  /** when the payer paid, as the provider said; null: now */
  paidAt: Date | null;
  provider: string;
  reference: string | null;
  /** the payment method a paid payment records; null keeps the stored one */
  method: number | null;
  expected: SettledRow;
  /** with `to` 1: the paid notice, or the divergent one when `amount` differs from the charge */
  notice: PaidNotice | null;
}

/**
 * Moves payments (distinct ids) 0 -> 1 (paid) or 0 -> 2 (canceled) in ONE statement (autocommit: no
 * BEGIN/COMMIT round trips): each only while it is still pending and as read (`expected`: a pending
 * payment's value may be edited meanwhile; then it does not move and the caller reads again); its budget
 * (0 -> 1 Ativo / 3 Cancelado) or cashback (4 -> 1 Ativo / 3 Cancelado) moves with it; with a notice,
 * the paid notification of the exhibitor's managers (everyone of it when it has no enabled manager) and
 * of the enabled seller, each once, is inserted by the same statement, so it exists exactly when the
 * payment is paid. A delivered `amount` other than the charge (issue 39) makes the payment 3
 * "Divergente" instead, decided here against the locked row: the budget / cashback stays, the notice
 * goes to the enabled admins, and the amount received is kept (`paid_amount`). The payments are locked in id order (ORDER BY under FOR
 * UPDATE), the same in every statement, so two grouped statements cannot deadlock; a payment another
 * statement settled first no longer matches (PostgreSQL re-checks the lock's rows) and is left out.
 * Each budget or cashback is found by a plain join on its id (one primary-key probe per payment): with
 * an extra `id = ANY(ARRAY(every resource id))` the planner probed the index with all the ids once per
 * payment (100 x 100 look-ups for 100 payments, 10.9 of the statement's ms).
 * Answers the `i` of every move that was applied.
 */
const moveMany = namedStatement<{ i: number; status: number }>(
  () => sql`
    WITH k AS MATERIALIZED (
      SELECT * FROM jsonb_to_recordset(${p('moves')}::jsonb) AS k(i integer, id text, "from" smallint, "to" smallint,
        provider text, reference text, method smallint, amount integer, "paidAt" timestamptz,
        value integer, resource text, "resourceId" text, "companyId" text, "userId" text, "createdBy" text, title text, body text, links jsonb)
    ),
    locked AS (
      SELECT tr.id, k.i FROM transactions tr JOIN k ON tr.id = k.id
      WHERE tr.status = k."from" AND tr.value = k.value
        AND tr.resource IS NOT DISTINCT FROM k.resource
        AND tr.resource_id IS NOT DISTINCT FROM k."resourceId"
        AND tr.company_id IS NOT DISTINCT FROM k."companyId"
        AND tr.user_id IS NOT DISTINCT FROM k."userId"
        AND tr.created_by IS NOT DISTINCT FROM k."createdBy"
      ORDER BY tr.id
      FOR UPDATE OF tr
    ),
    t AS (
      UPDATE transactions tr SET
        status = CASE WHEN k."to" = 1 AND k.amount <> tr.value THEN 3 ELSE k."to" END,
        paid_amount = CASE WHEN k."to" = 1 THEN coalesce(k.amount, tr.paid_amount, tr.value)
          ELSE tr.paid_amount END,
        provider = k.provider,
        provider_reference = k.reference,
        payment_method = coalesce(k.method, tr.payment_method),
        paid_at = CASE WHEN k."to" = 1 THEN coalesce(k."paidAt", tr.paid_at, now()) ELSE tr.paid_at END,
        canceled_at = CASE WHEN k."to" = 2 THEN now() ELSE tr.canceled_at END,
        updated_at = now()
      FROM locked JOIN k ON k.i = locked.i
      WHERE tr.id = locked.id
      RETURNING k.i, tr.status, CASE tr.status WHEN 1 THEN 1 WHEN 2 THEN 3 END AS moved_to,
        tr.resource, tr.resource_id,
        tr.company_id, tr.created_by,
        k.title, k.body, k.links
    ),
    b AS (
      UPDATE budgets SET status = t.moved_to, updated_at = now()
      FROM t WHERE t.moved_to IS NOT NULL AND t.resource = 'budget' AND budgets.id = t.resource_id
        AND budgets.status = 0
      RETURNING budgets.id
    ),
    c AS (
      UPDATE cashbacks SET status = t.moved_to, updated_at = now()
      FROM t WHERE t.moved_to IS NOT NULL AND t.resource = 'cashback' AND cashbacks.id = t.resource_id
        AND cashbacks.status = 4
      RETURNING cashbacks.id
    ),
    r AS (
      SELECT t.i, u.id, t.title, t.body, t.links ->> u.role AS link
      FROM t JOIN users u ON u.company_id = t.company_id AND u.status = 1
      WHERE t.title IS NOT NULL AND t.status = 1
        AND (u.role = 'Manager' OR NOT EXISTS (SELECT 1 FROM users peer
          WHERE peer.company_id = t.company_id AND peer.status = 1 AND peer.role = 'Manager'))
      UNION
      SELECT t.i, u.id, t.title, t.body, t.links ->> u.role AS link
      FROM t JOIN users u ON u.id = t.created_by AND u.status = 1
      WHERE t.title IS NOT NULL AND t.status = 1 AND t.company_id IS NOT NULL
      UNION
      SELECT t.i, u.id, t.title, t.body, t.links ->> u.role AS link
      FROM t JOIN users u ON u.role = 'Admin' AND u.status = 1
      WHERE t.title IS NOT NULL AND t.status = 3
    ),
    nt AS (
      INSERT INTO notifications (id, user_id, title, body, event_link)
      SELECT ${NEW_ID_SQL}, r.id, r.title, r.body, r.link FROM r
    )
    SELECT i, status FROM t`,
);

/** Applies the moves (distinct payment ids); answers the status each applied `i` moved to. */
export async function transitionPendingMany(db: DbOrTx, moves: SettleMove[]): Promise<Map<number, number>> {
  const rows = await moveMany(db, {
    moves: JSON.stringify(
      moves.map(({ expected: e, notice: n, ...m }) => ({
        ...m,
        from: m.from ?? 0,
        id: e.id,
        value: e.value,
        resource: e.resource,
        resourceId: e.resourceId,
        companyId: e.companyId,
        userId: e.userId,
        createdBy: e.createdBy,
        title: n?.title ?? null,
        body: n?.body ?? null,
        links: n?.linkByRole ?? null,
      })),
    ),
  });
  return new Map(rows.map((r) => [r.i, r.status]));
}
