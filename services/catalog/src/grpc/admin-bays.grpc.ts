import type { catalogV1 } from '@moorline/contracts';
import type { CallerResolver } from '@moorline/kit';
import type { Kysely } from 'kysely';
import type { ConsoleBayRow } from '../admin-bays/console-bay.repository';
import { listConsoleBays } from '../admin-bays/list-console-bays';
import type { BayStatus } from '../bays/bay.table';
import type { CatalogTables } from '../catalog.tables';
import { bayStatusCode } from './catalog-enums';

const bayStatuses: readonly BayStatus[] = ['draft', 'live', 'hidden'];

const consoleBayMessage = (bay: ConsoleBayRow): catalogV1.ConsoleBay => ({
  bayId: bay.id,
  slug: bay.slug,
  name: bay.name,
  country: bay.country,
  status: bayStatusCode[bay.status],
  operatorId: bay.operator_id,
  operatorName: bay.operator_name,
  companyName: bay.company_name,
  concessionaireUserId: bay.applicant_user_id ?? '',
  concessionaireEmail: bay.applicant_email ?? '',
  createdAt: bay.created_at,
});

/** The proto status as a filter: unspecified (or unknown) lists every status. */
function statusFilter(status: catalogV1.BayStatus): BayStatus | null {
  return bayStatuses.find((each) => bayStatusCode[each] === status) ?? null;
}

/** AdminBaysService (issue 27 item 1); the caller, a superuser, comes from the forwarded token. */
export function adminBaysGrpc(
  db: Kysely<CatalogTables>,
  callers: CallerResolver,
): catalogV1.AdminBaysServiceImplementation {
  return {
    async listConsoleBays(request, context) {
      const page = await listConsoleBays(db, {
        caller: await callers.requireCaller(context),
        status: statusFilter(request.status),
        limit: request.limit,
        cursor: request.cursor,
      });
      return { bays: page.bays.map(consoleBayMessage), nextCursor: page.nextCursor };
    },
  };
}
