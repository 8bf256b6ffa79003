import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { AppError, createGrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { bayStatuses, protoValue, wireValue } from '../../wire/enum-tables';
import { ConsoleBayPage, ConsoleBayQuery } from './admin-bay-schemas';
import { adminRefusals, adminTags, asCaller } from './admin-route-parts';

function consoleBayJson(bay: catalogV1.ConsoleBay) {
  const status = wireValue(bayStatuses, bay.status);
  // A status this BFF does not know is a broken contract, not the caller's fault.
  if (!status) throw new AppError('internal');
  return {
    bay_id: bay.bayId,
    slug: bay.slug,
    name: bay.name,
    country: bay.country,
    status,
    operator_id: bay.operatorId,
    operator_name: bay.operatorName,
    company_name: bay.companyName,
    concessionaire_user_id: bay.concessionaireUserId === '' ? null : bay.concessionaireUserId,
    concessionaire_email: bay.concessionaireEmail === '' ? null : bay.concessionaireEmail,
    created_at: bay.createdAt?.toISOString() ?? '',
  };
}

/**
 * Every bay for the console (issue 27 item 1), draft, live or hidden, with its operator and the
 * user whose application made it. Catalog keeps that user's email from the application, so no
 * call to auth is needed; catalog checks the superuser again.
 */
export function adminBayRoutes(catalogChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    const bays = createGrpcClient(catalogV1.AdminBaysServiceDefinition, catalogChannel);

    app.get(
      '/v1/admin/bays',
      {
        schema: {
          tags: adminTags,
          summary: 'Every bay, newest first, optionally of one status, with who runs it, by pages',
          querystring: ConsoleBayQuery,
          response: { 200: ConsoleBayPage.ref, ...adminRefusals },
        },
      },
      async (request) => {
        const { status, limit, cursor } = request.query;
        const page = await bays.listConsoleBays(
          {
            status: status === undefined ? 0 : (protoValue(bayStatuses, status) ?? 0),
            limit: limit ?? 50,
            cursor: cursor ?? '',
          },
          asCaller(request),
        );
        return {
          bays: page.bays.map(consoleBayJson),
          next_cursor: page.nextCursor === '' ? null : page.nextCursor,
        };
      },
    );
  };
}
