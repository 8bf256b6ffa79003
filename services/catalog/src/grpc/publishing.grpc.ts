import type { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { getPublishing, hideBay, publishBay, type Publishing } from '../publishing/bay-publishing';
import { bayStatusCode, publishCheckCode } from './catalog-enums';

function publishingMessage(publishing: Publishing): catalogV1.Publishing {
  return {
    bayId: publishing.bayId,
    status: bayStatusCode[publishing.status],
    checklist: publishing.checklist.map(({ check, met }) => ({ check: publishCheckCode[check], met })),
  };
}

/** BayPublishingService (issue 27 item 4); the caller comes from the forwarded token. */
export function publishingGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
  now: () => Date,
): catalogV1.BayPublishingServiceImplementation {
  return {
    async getPublishing(request, context) {
      const caller = await callers.requireCaller(context);
      return { publishing: publishingMessage(await getPublishing(db, { caller, bayId: request.bayId })) };
    },
    async publishBay(request, context) {
      const caller = await callers.requireCaller(context);
      return {
        publishing: publishingMessage(await publishBay(db, { now }, { caller, bayId: request.bayId })),
      };
    },
    async hideBay(request, context) {
      const caller = await callers.requireCaller(context);
      return { publishing: publishingMessage(await hideBay(db, { now }, { caller, bayId: request.bayId })) };
    },
  };
}
