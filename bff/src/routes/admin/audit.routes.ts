import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcClient, forwardAccessToken } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { ErrorBody } from '../error-body';
import { AuditLogPage, AuditLogQuery } from '../concessionaire/bay-setup-schemas';
import { readAuditLog } from '../concessionaire/bay-setup.routes';

const error = ErrorBody.ref;

/** The whole audit log for the admin console (issue 27 item 6): every bay's and every decision. */
export function adminAuditRoutes(catalogChannel: Channel): FastifyPluginAsyncTypebox {
  const baySetup = createGrpcClient(catalogV1.BaySetupServiceDefinition, catalogChannel);
  return async (app) => {
    app.get(
      '/v1/admin/audit',
      {
        schema: {
          tags: ['admin'],
          summary: 'The whole audit log, newest first: applications, setups, layouts, publishing',
          description: 'Superusers only; `limit` per page (50 unless given), `cursor` from the last page.',
          querystring: AuditLogQuery,
          response: { 200: AuditLogPage.ref, 400: error, 401: error, 403: error, '5xx': error },
        },
      },
      async (request) =>
        readAuditLog(baySetup, '', request.query, forwardAccessToken(request.headers.authorization)),
    );
  };
}
