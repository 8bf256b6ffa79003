import { sql, type Kysely, type SqlBool } from 'kysely';
import type { BayStatus } from '../bays/bay.table';
import type { CatalogTables } from '../catalog.tables';

/** Where the previous page stopped: its last bay's creation time and id. */
export interface ConsoleBayCursor {
  createdAt: Date;
  id: string;
}

/**
 * Bays newest first, keyset-paged on (created_at, id), each with the applicant whose approved
 * application made it (none for bays from before applications; approval makes one bay each).
 */
export function findConsoleBays(
  db: Kysely<CatalogTables>,
  query: { status: BayStatus | null; cursor: ConsoleBayCursor | null; limit: number },
) {
  return db
    .selectFrom('bays')
    .leftJoin('concession_applications as approved', (join) =>
      join.onRef('approved.bay_id', '=', 'bays.id').on('approved.state', '=', 'approved'),
    )
    .select([
      'bays.id',
      'bays.slug',
      'bays.name',
      'bays.country',
      'bays.status',
      'bays.operator_id',
      'bays.operator_name',
      'bays.company_name',
      'bays.created_at',
      'approved.applicant_user_id',
      'approved.applicant_email',
    ])
    .$if(query.status !== null, (q) => q.where('bays.status', '=', query.status ?? 'draft'))
    .$if(query.cursor !== null, (q) =>
      q.where(
        sql<SqlBool>`(bays.created_at, bays.id) < (${query.cursor?.createdAt}, ${query.cursor?.id}::uuid)`,
      ),
    )
    .orderBy('bays.created_at', 'desc')
    .orderBy('bays.id', 'desc')
    .limit(query.limit)
    .execute();
}

export type ConsoleBayRow = Awaited<ReturnType<typeof findConsoleBays>>[number];
