import { sql, type Kysely, type SqlBool } from 'kysely';
import type { CatalogTables } from '../catalog.tables';

/** Where the previous page stopped: its last entry's time and id. */
export interface AuditCursor {
  at: Date;
  id: string;
}

/**
 * One page of the log, newest first, keyset-paged on (at, id), the order both indexes hold:
 * a page deep in years of entries costs what the first does. `bayId` null reads every bay.
 */
export function findAuditPage(
  db: Kysely<CatalogTables>,
  query: { bayId: string | null; cursor?: AuditCursor; limit: number },
) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .$if(query.bayId !== null, (q) => q.where('bay_id', '=', query.bayId))
    .$if(query.cursor !== undefined, (q) =>
      q.where(sql<SqlBool>`(at, id) < (${query.cursor?.at}, ${query.cursor?.id}::uuid)`),
    )
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof findAuditPage>>[number];
