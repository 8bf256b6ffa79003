import type { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { CatalogTables } from '../catalog.tables';
import { getBayLayout } from '../layout/get-bay-layout';
import { saveBayLayout } from '../layout/save-bay-layout';
import { bayLayoutMessage, layoutRowFrom, layoutVerdictMessage } from './layout-messages';

/**
 * BayLayoutService (issue 27 item 3): the caller comes from the forwarded token, and the use
 * cases check the bay against the token's bays (another operator's bay is not found).
 */
export function layoutGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
  now: () => Date,
): catalogV1.BayLayoutServiceImplementation {
  return {
    async getBayLayout(request, context) {
      const caller = await callers.requireCaller(context);
      return bayLayoutMessage(await getBayLayout(db, caller, request.bayId));
    },

    async saveBayLayout(request, context) {
      const caller = await callers.requireCaller(context);
      const verdict = await saveBayLayout(db, { now: now() }, caller, {
        bayId: request.bayId,
        rows: request.rows.map(layoutRowFrom),
        dryRun: request.dryRun,
      });
      return layoutVerdictMessage(verdict);
    },
  };
}
