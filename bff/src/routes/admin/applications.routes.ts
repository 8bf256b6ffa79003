import { QueryText } from '../../wire/query-text';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogV1 } from '@moorline/contracts';
import { createGrpcClient } from '@moorline/kit';
import type { Channel } from 'nice-grpc';
import { applicationStates, protoValue } from '../../wire/enum-tables';
import { ErrorBody } from '../error-body';
import { adminRefusals, adminTags, asCaller } from './admin-route-parts';
import { applicationJson } from '../concessionaire/application-json';
import {
  ApplicationQueuePage,
  ApplicationRejection,
  ApplicationState,
  ConcessionApplication,
} from '../concessionaire/application-schemas';

const error = ErrorBody.ref;
const ApplicationParams = Type.Object({ applicationId: Type.String({ format: 'uuid', maxLength: 36 }) });
const QueueQuery = Type.Object({
  state: Type.Optional(ApplicationState.ref),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
  cursor: Type.Optional(QueryText({ maxLength: 100 })),
});

/**
 * The superusers' queue of concession applications (issue 27 item 1): read one with its document,
 * approve (catalog creates the applicant's draft bay) or reject with a reason. Deciding one that is
 * no longer submitted is `application_not_open` (409).
 */
export function adminApplicationRoutes(catalogChannel: Channel): FastifyPluginAsyncTypebox {
  return async (app) => {
    const applications = createGrpcClient(catalogV1.ConcessionApplicationsServiceDefinition, catalogChannel);

    app.get(
      '/v1/admin/applications',
      {
        schema: {
          tags: adminTags,
          summary: 'The application queue, oldest first, optionally of one state, by pages',
          querystring: QueueQuery,
          response: { 200: ApplicationQueuePage.ref, ...adminRefusals },
        },
      },
      async (request) => {
        const { state, limit, cursor } = request.query;
        const page = await applications.listApplications(
          {
            state: state === undefined ? 0 : (protoValue(applicationStates, state) ?? 0),
            limit: limit ?? 50,
            cursor: cursor ?? '',
          },
          asCaller(request),
        );
        return {
          applications: page.applications.map(applicationJson),
          next_cursor: page.nextCursor === '' ? null : page.nextCursor,
        };
      },
    );

    app.get(
      '/v1/admin/applications/:applicationId',
      {
        schema: {
          tags: adminTags,
          summary: 'One application',
          params: ApplicationParams,
          response: { 200: ConcessionApplication.ref, ...adminRefusals },
        },
      },
      async (request) => {
        const { application } = await applications.getApplication(
          { applicationId: request.params.applicationId },
          asCaller(request),
        );
        return applicationJson(application);
      },
    );

    app.get(
      '/v1/admin/applications/:applicationId/document',
      {
        schema: {
          tags: adminTags,
          summary: 'The application’s concession document (PDF); never public',
          params: ApplicationParams,
          response: {
            200: {
              description: 'The PDF as the applicant uploaded it',
              content: {
                'application/pdf': { schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) },
              },
            },
            ...adminRefusals,
          },
        },
      },
      async (request, reply) => {
        const { content } = await applications.getApplicationDocument(
          { applicationId: request.params.applicationId },
          asCaller(request),
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="concession-${request.params.applicationId}.pdf"`)
          .header('x-content-type-options', 'nosniff')
          .send(Buffer.from(content));
      },
    );

    app.post(
      '/v1/admin/applications/:applicationId/approve',
      {
        schema: {
          tags: adminTags,
          summary: 'Approve: the applicant becomes the concessionaire of a new draft bay',
          params: ApplicationParams,
          response: { 200: ConcessionApplication.ref, ...adminRefusals, 409: error },
        },
      },
      async (request) => {
        const { application } = await applications.approveApplication(
          { applicationId: request.params.applicationId },
          asCaller(request),
        );
        return applicationJson(application);
      },
    );

    app.post(
      '/v1/admin/applications/:applicationId/reject',
      {
        schema: {
          tags: adminTags,
          summary: 'Reject, with the reason the applicant is told',
          params: ApplicationParams,
          body: ApplicationRejection.ref,
          response: { 200: ConcessionApplication.ref, ...adminRefusals, 409: error },
        },
      },
      async (request) => {
        const { application } = await applications.rejectApplication(
          { applicationId: request.params.applicationId, reason: request.body.reason },
          asCaller(request),
        );
        return applicationJson(application);
      },
    );
  };
}
