import type { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { listAuditLog } from '../audit/list-audit-log';
import type { CatalogTables } from '../catalog.tables';
import { auditEntryMessage } from './audit-messages';

/** BaySetupService (issue 27 items 2 and 6); the caller comes from the forwarded token. */
export function baySetupGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
): catalogV1.BaySetupServiceImplementation {
  return {
    async listAuditLog(request, context) {
      const page = await listAuditLog(db, {
        caller: await callers.requireCaller(context),
        bayId: request.bayId,
        pageSize: request.pageSize,
        pageToken: request.pageToken,
      });
      return { entries: page.entries.map(auditEntryMessage), nextPageToken: page.nextPageToken };
    },
  };
}
