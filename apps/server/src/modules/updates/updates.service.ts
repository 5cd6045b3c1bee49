import type { AuthContext } from '../../core/auth-context';
import type { ParsedList } from '../../core/list-query';
import type { Db } from '../../db/client';
import { type FeedReader, listFeed } from './updates.repository';

/**
 * `GET /updates` ("Novidades", issue 39 item 16): the published news and videos meant for the caller.
 * The admin ('all') sees every published item, as a preview of what the others get; anyone else sees
 * those whose audience holds their company's type, and a person without a company sees none.
 */
export async function listUpdatesFor(db: Db, auth: AuthContext, q: ParsedList<string>) {
  let reader: FeedReader;
  if (auth.scope === 'all') reader = { all: true };
  else if (auth.companyId) reader = { all: false, companyId: auth.companyId };
  else return { rows: [], count: 0 };
  const { rows, count } = await listFeed(db, reader, q.skip, q.take);
  return {
    rows: rows.map((r) => ({
      kind: r.kind,
      _id: r.id,
      title: r.title,
      description: r.description,
      banner: r.banner,
      video: r.video,
      createdAt: r.createdAt,
    })),
    count,
  };
}
