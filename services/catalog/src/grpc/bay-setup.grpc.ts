import type { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import { listAuditLog } from '../audit/list-audit-log';
import { getBaySetup } from '../bay-setup/get-bay-setup';
import { updateBaySetupOf } from '../bay-setup/update-bay-setup';
import type { CatalogTables } from '../catalog.tables';
import { auditEntryMessage } from './audit-messages';
import { baySetupMessage, setupInputFrom } from './bay-setup-messages';

/** BaySetupService (issue 27 items 2 and 6); the caller comes from the forwarded token. */
export function baySetupGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
  now: () => Date,
): catalogV1.BaySetupServiceImplementation {
  return {
    async getBaySetup(request, context) {
      const caller = await callers.requireCaller(context);
      return { setup: baySetupMessage(await getBaySetup(db, { caller, bayId: request.bayId })) };
    },

    async updateBaySetup(request, context) {
      const caller = await callers.requireCaller(context);
      const answer = await updateBaySetupOf(
        db,
        { now },
        { caller, bayId: request.bayId, ...setupInputFrom(request.setup) },
      );
      return { setup: baySetupMessage(answer) };
    },

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
