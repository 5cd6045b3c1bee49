import type { App } from '../app';

/**
 * The records of one company, as the matrix's outsider actors (issue 37 "Tests") attack them: a user
 * of another company and a just-accredited visitor. Collected by listing AS that company's manager, so
 * every id is one the company owns, whatever the demo data holds.
 */
export type RecordKind =
  | 'user'
  | 'company'
  | 'lead'
  | 'lane'
  | 'budget'
  | 'cashback'
  | 'transaction'
  | 'builder'
  | 'consumption'
  | 'notification';

const LISTS: Array<[RecordKind, string]> = [
  ['user', '/api/user'],
  ['lead', '/api/lead'],
  ['lane', '/api/lane'],
  ['budget', '/api/budget'],
  ['cashback', '/api/cashback'],
  ['transaction', '/api/transaction'],
  ['builder', '/api/builder'],
  ['consumption', '/api/consumption'],
  ['notification', '/api/Notification'],
];

export interface CompanyRecords {
  companyId: string;
  /** a few ids of each kind, and the list row of each id (a plausible body for its PUT) */
  ids: Record<RecordKind, string[]>;
  rows: Map<string, Record<string, unknown>>;
}

export async function signIn(app: App, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/token', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email}: ${res.statusCode}`);
  return res.json().model.token as string;
}

export async function recordsOf(app: App, managerToken: string, perKind = 3): Promise<CompanyRecords> {
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${managerToken}` } });
  const me = (await get('/api/user/me')).json().model as { _id: string; company: { _id: string } | null };
  if (!me.company) throw new Error('the victim manager has no company');
  const ids = { company: [me.company._id] } as Record<RecordKind, string[]>;
  const rows = new Map<string, Record<string, unknown>>();
  for (const [kind, url] of LISTS) {
    const res = await get(`${url}?take=${perKind}`);
    const model = res.statusCode === 200 ? (res.json().model as Array<Record<string, unknown>>) : [];
    // the manager's own account stays usable: another test signs in with it
    const picked = model.filter((r) => r._id !== me._id).slice(0, perKind);
    ids[kind] = picked.map((r) => r._id as string);
    for (const r of picked) rows.set(r._id as string, r);
  }
  return { companyId: me.company._id, ids, rows };
}

/** Valid bodies for the routes whose body is not the record's own row, so the attack passes validation. */
export const ATTACK_BODIES: Record<string, unknown> = {
  'POST /api/user/:id/consumption': { type: 'coffee', quantity: 1 },
  'PUT /api/user/:id/consumption/limits': { coffee: 5 },
  'POST /api/account/:id/changePassword': { password: 'Tomada@123', confirmPassword: 'Tomada@123' },
};

/** The kind of record a route's first parameter names, or undefined for records no company owns. */
export function kindOf(url: string): RecordKind | undefined {
  if (/^\/api\/(user\/company\/|company\/:|builder\/company\/)/.test(url)) return 'company';
  if (/^\/api\/(user|account)\/:/.test(url)) return 'user';
  const m =
    /^\/api\/(lead|lane|budget|cashback|transaction|consumption|Notification|builder(?:\/tagEdit)?)\/:/.exec(
      url,
    );
  if (!m) return undefined;
  const word = m[1]!.replace('/tagEdit', '');
  return (word === 'Notification' ? 'notification' : word) as RecordKind;
}

/** The route's URL with its first parameter set to `id` and any other one to a harmless value. */
export function withId(url: string, id: string): string {
  let first = true;
  return url.replace(/:[A-Za-z]+/g, (name) => {
    if (first) {
      first = false;
      return id;
    }
    return name === ':status' ? '1' : 'x';
  });
}

/** Every id of the company in one list, for "the answer contains none of them". */
export function allIds(records: CompanyRecords, kinds: RecordKind[]): string[] {
  return kinds.flatMap((k) => records.ids[k] ?? []);
}

/** The answer reached the record (read it, changed it or deleted it). */
export const isSuccess = (status: number) => status >= 200 && status < 300;
